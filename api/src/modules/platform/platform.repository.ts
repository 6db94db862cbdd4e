import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketRemotes, markets, registryAudit } from './platform.tables';

export type TMarketRow = typeof markets.$inferSelect;
export type TMarketRemoteRow = typeof marketRemotes.$inferSelect;
export type TRegistryAuditRow = typeof registryAudit.$inferSelect;

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

  updateRemote: async (
    marketId: string,
    name: string,
    patch: Partial<Pick<TMarketRemoteRow, 'manifestUrl' | 'version' | 'enabled' | 'managedBy' | 'updatedAt'>>,
    tx: Db = db,
  ): Promise<TMarketRemoteRow | undefined> =>
    (
      await tx
        .update(marketRemotes)
        .set(patch)
        .where(and(eq(marketRemotes.marketId, marketId), eq(marketRemotes.name, name)))
        .returning()
    )[0],

  insertAudit: async (entry: typeof registryAudit.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(registryAudit).values(entry);
  },

  listAudit: (options: { marketId?: string; limit: number }, tx: Db = db): Promise<TRegistryAuditRow[]> =>
    tx
      .select()
      .from(registryAudit)
      .where(options.marketId === undefined ? undefined : eq(registryAudit.marketId, options.marketId))
      .orderBy(desc(registryAudit.id))
      .limit(options.limit),

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
