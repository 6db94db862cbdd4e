import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bonusOffers, bonusOfferVersions } from './bonus.tables';
import type { TBonusOfferRow } from './bonus.repository';

export type TBonusOfferInsert = typeof bonusOffers.$inferInsert;
export type TBonusOfferVersionRow = typeof bonusOfferVersions.$inferSelect;

/** Staff's side of the offers: every offer of a market (enabled or not), versions, and the writes that make them. */
export const createBonusAdminRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  offersOf: (marketId: string | undefined): Promise<TBonusOfferRow[]> =>
    (marketId === undefined ? db.select().from(bonusOffers) : db.select().from(bonusOffers).where(eq(bonusOffers.marketId, marketId))).orderBy(bonusOffers.marketId, bonusOffers.id),

  /** Running bonuses per offer (they keep the version they were granted under). */
  runningCounts: async (): Promise<Map<number, number>> => {
    const rows = rowsOf<{ offer_id: string | number; n: string | number }>(
      await db.execute(sql`select offer_id, count(*) as n from player_bonuses where status = 'active' group by offer_id`),
    );
    return new Map(rows.map((r) => [Number(r.offer_id), Number(r.n)]));
  },

  lockOffer: async (offerId: number, tx: Db): Promise<TBonusOfferRow | undefined> =>
    (await tx.select().from(bonusOffers).where(eq(bonusOffers.id, offerId)).for('update').limit(1))[0],

  /** Another offer of the market already paying this promotional credit, if any. */
  sourceHolder: async (marketId: string, source: string, exceptId: number | null, tx: Db): Promise<TBonusOfferRow | undefined> =>
    (await tx.select().from(bonusOffers).where(and(eq(bonusOffers.marketId, marketId), eq(bonusOffers.promoSource, source as never))).limit(1)).find((o) => o.id !== exceptId),

  /** Undefined when the market already has an offer with this code. */
  insertOffer: async (row: TBonusOfferInsert, tx: Db): Promise<TBonusOfferRow | undefined> =>
    (await tx.insert(bonusOffers).values(row).onConflictDoNothing().returning())[0],

  updateOffer: async (offerId: number, row: Partial<TBonusOfferInsert>, tx: Db): Promise<TBonusOfferRow> =>
    (await tx.update(bonusOffers).set(row).where(eq(bonusOffers.id, offerId)).returning())[0]!,

  insertVersion: async (row: typeof bonusOfferVersions.$inferInsert, tx: Db): Promise<void> => {
    await tx.insert(bonusOfferVersions).values(row);
  },

  versions: (offerId: number): Promise<TBonusOfferVersionRow[]> =>
    db.select().from(bonusOfferVersions).where(eq(bonusOfferVersions.offerId, offerId)).orderBy(desc(bonusOfferVersions.version)),

  findOffer: async (offerId: number): Promise<TBonusOfferRow | undefined> => (await db.select().from(bonusOffers).where(eq(bonusOffers.id, offerId)).limit(1))[0],
});

export type TBonusAdminRepository = ReturnType<typeof createBonusAdminRepository>;
