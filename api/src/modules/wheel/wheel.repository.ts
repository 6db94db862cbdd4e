import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wheelGrants, wheelSpins, wheelTables } from './wheel.tables';

export type TWheelTableRow = typeof wheelTables.$inferSelect;
export type TNewWheelTable = typeof wheelTables.$inferInsert;
export type TWheelGrantRow = typeof wheelGrants.$inferSelect;
export type TNewWheelGrant = typeof wheelGrants.$inferInsert;
export type TWheelSpinRow = typeof wheelSpins.$inferSelect;
export type TNewWheelSpin = typeof wheelSpins.$inferInsert;

const live = (userId: number, now: Date) => and(eq(wheelGrants.userId, userId), or(isNull(wheelGrants.expiresAt), gt(wheelGrants.expiresAt, now)));

/** Prize tables, spin grants and spins. Methods take an optional transaction. */
export const createWheelRepository = (db: Db) => ({
  /** The live (highest) version of a market's table. */
  liveTable: async (market: string, tx: Db = db): Promise<TWheelTableRow | undefined> =>
    (await tx.select().from(wheelTables).where(eq(wheelTables.market, market)).orderBy(desc(wheelTables.version)).limit(1))[0],

  tableById: async (id: number, tx: Db = db): Promise<TWheelTableRow | undefined> => (await tx.select().from(wheelTables).where(eq(wheelTables.id, id)).limit(1))[0],

  listTables: (market: string | undefined, limit: number, tx: Db = db): Promise<TWheelTableRow[]> =>
    tx
      .select()
      .from(wheelTables)
      .where(market ? eq(wheelTables.market, market) : undefined)
      .orderBy(wheelTables.market, desc(wheelTables.version))
      .limit(limit),

  /** Inserts a version; a version taken meanwhile (another staff edit) leaves nothing and answers undefined. */
  insertTable: async (row: TNewWheelTable, tx: Db = db): Promise<TWheelTableRow | undefined> =>
    (await tx.insert(wheelTables).values(row).onConflictDoNothing().returning())[0],

  /** Creates the grant, or (VIP period grants) raises its spins when the level rose within the period. */
  upsertGrant: async (row: TNewWheelGrant, raise: boolean, tx: Db = db): Promise<TWheelGrantRow | undefined> => {
    const insert = tx.insert(wheelGrants).values(row);
    const done = raise
      ? insert.onConflictDoUpdate({ target: [wheelGrants.userId, wheelGrants.sourceRef], set: { spins: sql`greatest(${wheelGrants.spins}, excluded.spins)` } })
      : insert.onConflictDoNothing();
    return (await done.returning())[0];
  },

  findGrant: async (userId: number, sourceRef: string, tx: Db = db): Promise<TWheelGrantRow | undefined> =>
    (await tx.select().from(wheelGrants).where(and(eq(wheelGrants.userId, userId), eq(wheelGrants.sourceRef, sourceRef))).limit(1))[0],

  /**
   * Takes one spin from the live grant that expires first: a conditional update, so two spins on one
   * remaining entitlement cannot both succeed (the second finds `used = spins` and takes nothing).
   */
  takeSpin: async (userId: number, now: Date, tx: Db): Promise<TWheelGrantRow | undefined> => {
    const candidate = tx
      .select({ id: wheelGrants.id })
      .from(wheelGrants)
      .where(and(live(userId, now), lt(wheelGrants.used, wheelGrants.spins)))
      .orderBy(sql`${wheelGrants.expiresAt} asc nulls last`, wheelGrants.id)
      .limit(1);
    return (
      await tx
        .update(wheelGrants)
        .set({ used: sql`${wheelGrants.used} + 1` })
        .where(and(eq(wheelGrants.id, sql`(${candidate})`), lt(wheelGrants.used, wheelGrants.spins)))
        .returning()
    )[0];
  },

  liveGrants: (userId: number, now: Date, tx: Db = db): Promise<TWheelGrantRow[]> => tx.select().from(wheelGrants).where(live(userId, now)),

  insertSpin: async (row: TNewWheelSpin, tx: Db): Promise<TWheelSpinRow> => {
    const [created] = await tx.insert(wheelSpins).values(row).returning();
    if (!created) throw new Error('insert into wheel_spins returned no row');
    return created;
  },

  findSpinByRequest: async (userId: number, requestId: string, tx: Db = db): Promise<TWheelSpinRow | undefined> =>
    (await tx.select().from(wheelSpins).where(and(eq(wheelSpins.userId, userId), eq(wheelSpins.requestId, requestId))).limit(1))[0],

  /** The player's spins, newest first, each with the source of the grant it was taken from. */
  spinsPage: async (userId: number, page: number, pageSize: number, tx: Db = db): Promise<{ rows: Array<TWheelSpinRow & { source: TWheelGrantRow['source'] }>; total: number }> => {
    const [rows, totals] = await Promise.all([
      tx
        .select({ spin: wheelSpins, source: wheelGrants.source })
        .from(wheelSpins)
        .innerJoin(wheelGrants, eq(wheelGrants.id, wheelSpins.grantId))
        .where(eq(wheelSpins.userId, userId))
        .orderBy(desc(wheelSpins.createdAt), desc(wheelSpins.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .then((found) => found.map((r) => ({ ...r.spin, source: r.source }))),
      tx.select({ n: count() }).from(wheelSpins).where(eq(wheelSpins.userId, userId)),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
});

export type TWheelRepository = ReturnType<typeof createWheelRepository>;
