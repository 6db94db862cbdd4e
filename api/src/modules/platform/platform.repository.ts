import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketRemotes, markets, registryAudit, remotePreviews, remoteReports, remoteVersions } from './platform.tables';

export type TMarketRow = typeof markets.$inferSelect;
export type TMarketRemoteRow = typeof marketRemotes.$inferSelect;
export type TRegistryAuditRow = typeof registryAudit.$inferSelect;
export type TRemoteVersionRow = typeof remoteVersions.$inferSelect;
export type TRemotePreviewRow = typeof remotePreviews.$inferSelect;
export type TRemotePatch = Partial<
  Pick<
    TMarketRemoteRow,
    'manifestUrl' | 'version' | 'enabled' | 'managedBy' | 'updatedAt' | 'pinnedAt' | 'lastKnownGood' | 'history' | 'canaryVersion' | 'canaryPercent' | 'canaryStartedAt'
  >
>;
/** Where a version's files are, without its (larger) route data: what the public registry reads on every page load. */
export type TVersionEntry = Pick<TRemoteVersionRow, 'remote' | 'version' | 'manifestUrl' | 'entryUrl' | 'integrity' | 'shared'>;

export interface TAuditFilter {
  marketId?: string;
  remoteName?: string;
  action?: string;
  actor?: string;
  beforeId?: number;
  limit: number;
}

export const createPlatformRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx)),

  findMarket: async (id: string, tx: Db = db): Promise<TMarketRow | undefined> =>
    (await tx.select().from(markets).where(eq(markets.id, id)).limit(1))[0],

  findDefaultMarket: async (tx: Db = db): Promise<TMarketRow | undefined> =>
    (await tx.select().from(markets).where(eq(markets.isDefault, true)).limit(1))[0],

  listMarkets: (tx: Db = db): Promise<TMarketRow[]> =>
    tx.select().from(markets).orderBy(desc(markets.isDefault), asc(markets.id)),

  listRemotes: (marketId: string, tx: Db = db): Promise<TMarketRemoteRow[]> =>
    tx.select().from(marketRemotes).where(eq(marketRemotes.marketId, marketId)).orderBy(asc(marketRemotes.name)),

  /** Locks the row for the rest of the transaction, so concurrent staff edits serialize. */
  findRemoteForUpdate: async (marketId: string, name: string, tx: Db): Promise<TMarketRemoteRow | undefined> =>
    (
      await tx
        .select()
        .from(marketRemotes)
        .where(and(eq(marketRemotes.marketId, marketId), eq(marketRemotes.name, name)))
        .for('update')
    )[0],

  insertRemote: async (row: typeof marketRemotes.$inferInsert, tx: Db = db): Promise<TMarketRemoteRow> => {
    const [created] = await tx.insert(marketRemotes).values(row).returning();
    if (!created) throw new Error('insert into market_remotes returned no row');
    return created;
  },

  findRemote: async (marketId: string, name: string, tx: Db = db): Promise<TMarketRemoteRow | undefined> =>
    (await tx.select().from(marketRemotes).where(and(eq(marketRemotes.marketId, marketId), eq(marketRemotes.name, name))).limit(1))[0],

  /** Applies a change and bumps the row's revision (the optimistic check of staff tools compares it). */
  updateRemote: async (marketId: string, name: string, patch: TRemotePatch, tx: Db = db): Promise<TMarketRemoteRow | undefined> =>
    (
      await tx
        .update(marketRemotes)
        .set({ ...patch, revision: sql`${marketRemotes.revision} + 1` })
        .where(and(eq(marketRemotes.marketId, marketId), eq(marketRemotes.name, name)))
        .returning()
    )[0],

  findVersion: async (remote: string, version: string, tx: Db = db): Promise<TRemoteVersionRow | undefined> =>
    (await tx.select().from(remoteVersions).where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version))).limit(1))[0],

  /** The entries of several (remote, version) pairs at once. */
  /** The route tables (routes.json) of these versions. */
  findRoutes: async (pairs: ReadonlyArray<{ remote: string; version: string }>, tx: Db = db): Promise<Array<{ remote: string; version: string; routes: unknown }>> => {
    if (pairs.length === 0) return [];
    return tx
      .select({ remote: remoteVersions.remote, version: remoteVersions.version, routes: remoteVersions.routes })
      .from(remoteVersions)
      .where(or(...pairs.map((p) => and(eq(remoteVersions.remote, p.remote), eq(remoteVersions.version, p.version)))));
  },

  findEntries: async (pairs: ReadonlyArray<{ remote: string; version: string }>, tx: Db = db): Promise<TVersionEntry[]> => {
    if (pairs.length === 0) return [];
    return tx
      .select({
        remote: remoteVersions.remote,
        version: remoteVersions.version,
        manifestUrl: remoteVersions.manifestUrl,
        entryUrl: remoteVersions.entryUrl,
        integrity: remoteVersions.integrity,
        shared: remoteVersions.shared,
      })
      .from(remoteVersions)
      .where(or(...pairs.map((p) => and(eq(remoteVersions.remote, p.remote), eq(remoteVersions.version, p.version)))));
  },

  listVersions: (remote: string, tx: Db = db): Promise<TRemoteVersionRow[]> =>
    tx.select().from(remoteVersions).where(eq(remoteVersions.remote, remote)).orderBy(desc(remoteVersions.publishedAt), desc(remoteVersions.version)),

  /** Records a published version; false when it exists already (versions are immutable). */
  insertVersion: async (row: typeof remoteVersions.$inferInsert, tx: Db = db): Promise<boolean> =>
    (await tx.insert(remoteVersions).values(row).onConflictDoNothing().returning({ version: remoteVersions.version })).length === 1,

  /** One shell report: one upsert into its minute's counters (concurrent reports add up, none is lost). */
  addReport: async (
    row: { marketId: string; remote: string; version: string; bucketStart: Date; sessions: number; failed: number },
    tx: Db = db,
  ): Promise<void> => {
    await tx
      .insert(remoteReports)
      .values(row)
      .onConflictDoUpdate({
        target: [remoteReports.marketId, remoteReports.remote, remoteReports.version, remoteReports.bucketStart],
        set: {
          sessions: sql`${remoteReports.sessions} + excluded.sessions`,
          failed: sql`${remoteReports.failed} + excluded.failed`,
        },
      });
  },

  /** Sessions and failures per version of a market's remote since `since`. */
  reportTotals: async (
    filter: { marketId: string; remote: string; version?: string; since: Date },
    tx: Db = db,
  ): Promise<Array<{ version: string; sessions: number; failed: number }>> => {
    const rows = await tx
      .select({
        version: remoteReports.version,
        sessions: sql<string>`coalesce(sum(${remoteReports.sessions}), 0)`,
        failed: sql<string>`coalesce(sum(${remoteReports.failed}), 0)`,
      })
      .from(remoteReports)
      .where(
        and(
          eq(remoteReports.marketId, filter.marketId),
          eq(remoteReports.remote, filter.remote),
          gte(remoteReports.bucketStart, filter.since),
          filter.version === undefined ? undefined : eq(remoteReports.version, filter.version),
        ),
      )
      .groupBy(remoteReports.version);
    return rows.map((r) => ({ version: r.version, sessions: Number(r.sessions), failed: Number(r.failed) }));
  },

  /** Drops report minutes older than `before` (kept small: only the sliding window is ever read). */
  pruneReports: async (before: Date, tx: Db = db): Promise<void> => {
    await tx.delete(remoteReports).where(lt(remoteReports.bucketStart, before));
  },

  insertAudit: async (entry: typeof registryAudit.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(registryAudit).values(entry);
  },

  insertPreview: async (row: typeof remotePreviews.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(remotePreviews).values(row);
  },

  findPreview: async (id: string, tx: Db = db): Promise<TRemotePreviewRow | undefined> =>
    (await tx.select().from(remotePreviews).where(eq(remotePreviews.id, id)).limit(1))[0],

  endPreview: async (id: string, endedAt: Date, tx: Db = db): Promise<void> => {
    await tx.update(remotePreviews).set({ endedAt }).where(eq(remotePreviews.id, id));
  },

  /** Whether this actor already has an audit entry of this action for the preview (its newValue.previewId). */
  hasPreviewAudit: async (filter: { action: string; actor: string; previewId: string }, tx: Db = db): Promise<boolean> =>
    (
      await tx
        .select({ id: registryAudit.id })
        .from(registryAudit)
        .where(and(eq(registryAudit.action, filter.action), eq(registryAudit.actor, filter.actor), sql`${registryAudit.newValue}->>'previewId' = ${filter.previewId}`))
        .limit(1)
    ).length > 0,

  listAudit: (filter: TAuditFilter, tx: Db = db): Promise<TRegistryAuditRow[]> => {
    const where: SQL[] = [];
    if (filter.marketId !== undefined) where.push(eq(registryAudit.marketId, filter.marketId));
    if (filter.remoteName !== undefined) where.push(eq(registryAudit.remoteName, filter.remoteName));
    if (filter.action !== undefined) where.push(eq(registryAudit.action, filter.action));
    if (filter.actor !== undefined) where.push(eq(registryAudit.actor, filter.actor));
    if (filter.beforeId !== undefined) where.push(lt(registryAudit.id, filter.beforeId));
    return tx
      .select()
      .from(registryAudit)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(registryAudit.id))
      .limit(filter.limit);
  },


  /** Seed: creates the market if missing, never overwrites it. */
  seedMarket: async (row: typeof markets.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(markets).values(row).onConflictDoNothing();
  },

  /** Seed: creates the remote, or refreshes it while it is still seed-managed (never a staff edit). */
  seedRemote: async (row: typeof marketRemotes.$inferInsert, tx: Db = db): Promise<void> => {
    await tx
      .insert(marketRemotes)
      .values({ ...row, managedBy: 'seed' })
      .onConflictDoUpdate({
        target: [marketRemotes.marketId, marketRemotes.name],
        set: {
          manifestUrl: sql`excluded.manifest_url`,
          version: sql`excluded.version`,
          enabled: sql`excluded.enabled`,
        },
        setWhere: eq(marketRemotes.managedBy, 'seed'),
      });
  },
});

export type TPlatformRepository = ReturnType<typeof createPlatformRepository>;
