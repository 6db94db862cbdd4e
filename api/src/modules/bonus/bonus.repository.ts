import { and, desc, eq, sql } from 'drizzle-orm';
import type { TAdminOfferFields, TOfferTranslations } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bonusOffers, bonusOfferVersions, playerBonuses } from './bonus.tables';

export type TBonusOfferRow = typeof bonusOffers.$inferSelect;
export type TPlayerBonusRow = typeof playerBonuses.$inferSelect;
export type TPlayerBonusInsert = typeof playerBonuses.$inferInsert;

export const createBonusRepository = (db: Db) => ({
  /** Enabled offers of a market, in a stable order. */
  offers: (marketId: string): Promise<TBonusOfferRow[]> =>
    db.select().from(bonusOffers).where(and(eq(bonusOffers.marketId, marketId), eq(bonusOffers.enabled, true))).orderBy(bonusOffers.id),

  findOffer: async (offerId: number, tx: Db = db): Promise<TBonusOfferRow | undefined> =>
    (await tx.select().from(bonusOffers).where(eq(bonusOffers.id, offerId)).limit(1))[0],

  findOfferByCode: async (marketId: string, code: string, tx: Db = db): Promise<TBonusOfferRow | undefined> =>
    (await tx.select().from(bonusOffers).where(and(eq(bonusOffers.marketId, marketId), eq(bonusOffers.code, code))).limit(1))[0],

  /** The player's running bonus; locked when `tx` is given (the caller holds the player's cash lock first). */
  running: async (userId: number, tx?: Db): Promise<TPlayerBonusRow | undefined> => {
    const query = (tx ?? db).select().from(playerBonuses).where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.status, 'active'))).limit(1);
    return (await (tx ? query.for('update') : query))[0];
  },

  findBonus: async (bonusId: number, tx: Db = db): Promise<TPlayerBonusRow | undefined> =>
    (await tx.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId)).limit(1))[0],

  history: (userId: number, limit: number): Promise<TPlayerBonusRow[]> =>
    db.select().from(playerBonuses).where(eq(playerBonuses.userId, userId)).orderBy(desc(playerBonuses.id)).limit(limit),

  /** Offers the player (or their device, phone or an IBAN they have used) has already taken. */
  takenOfferIds: async (who: { userId: number; deviceNumber: string | null; mobile: string | null }, tx: Db = db): Promise<Set<number>> => {
    const rows = rowsOf<{ offer_id: string | number }>(
      await tx.execute(sql`
        select distinct b.offer_id from player_bonuses b
        where b.once and (b.user_id = ${who.userId}
          or (${who.deviceNumber}::text is not null and b.device_number = ${who.deviceNumber})
          or (${who.mobile}::text is not null and b.mobile = ${who.mobile})
          or exists (
            select 1 from cashier_bank_cards mine join cashier_bank_cards theirs on theirs.iban = mine.iban
            where mine.user_id = ${who.userId} and theirs.user_id = b.user_id
          ))`),
    );
    return new Set(rows.map((r) => Number(r.offer_id)));
  },

  /** A repeatable promotional credit added to a running bonus: more money, more to wager. */
  topUp: async (bonusId: number, amountMinor: bigint, requiredMinor: bigint, tx: Db): Promise<void> => {
    await tx
      .update(playerBonuses)
      .set({ grantedMinor: sql`${playerBonuses.grantedMinor} + ${amountMinor}`, requiredMinor: sql`${playerBonuses.requiredMinor} + ${requiredMinor}` })
      .where(and(eq(playerBonuses.id, bonusId), eq(playerBonuses.status, 'active')));
  },

  /** False when a unique rule (one running bonus; once per offer and player, device, phone) refused it. */
  insert: async (row: TPlayerBonusInsert, tx: Db): Promise<TPlayerBonusRow | undefined> =>
    (await tx.insert(playerBonuses).values(row).onConflictDoNothing().returning())[0],

  /**
   * Closes a running bonus through bonus_close (drizzle/functions/bonus_close.sql): 'converted' moves its money
   * (up to the max conversion) to cash, 'forfeited' / 'expired' back to promotions. The caller holds the
   * player's cash lock.
   */
  close: async (
    bonusId: number,
    status: 'converted' | 'forfeited' | 'expired',
    at: Date,
    accounts: { cash: string; bonus: string; promo: string },
    tx: Db,
  ): Promise<{ convertedMinor: bigint; removedMinor: bigint }> => {
    const [row] = rowsOf<{ converted: string; removed: string }>(
      await tx.execute(sql`select converted::text, removed::text from bonus_close(${bonusId}, ${status}, ${at.toISOString()}::timestamptz, ${accounts.cash}, ${accounts.bonus}, ${accounts.promo})`),
    );
    return { convertedMinor: BigInt(row?.converted ?? '0'), removedMinor: BigInt(row?.removed ?? '0') };
  },

  /** A seeded offer, with its first version (the audit trail starts there); an existing one is left as staff made it. */
  upsertOffer: async (row: typeof bonusOffers.$inferInsert, fields: (row: TBonusOfferRow) => TAdminOfferFields): Promise<void> => {
    await db.transaction(async (tx) => {
      // Any conflict leaves it: the code exists, or staff gave its promotional source to another offer first.
      const [created] = await tx.insert(bonusOffers).values(row).onConflictDoNothing().returning();
      if (created) await tx.insert(bonusOfferVersions).values({ offerId: created.id, version: created.version, fields: fields(created), note: 'seed', actor: 'seed', createdAt: created.updatedAt });
    });
  },

  /** Gives a seeded offer its translations when it has none and staff never saved it (their edits win). */
  fillSeedTranslations: async (marketId: string, code: string, translations: TOfferTranslations): Promise<void> => {
    await db
      .update(bonusOffers)
      .set({ translations })
      .where(and(eq(bonusOffers.marketId, marketId), eq(bonusOffers.code, code), eq(bonusOffers.updatedBy, 'seed'), sql`${bonusOffers.translations} = '{}'::jsonb`));
  },

  /** The offer paying a promotional credit in the market (welcome mail, sign-in, ...), if staff chose one. */
  offerForSource: async (marketId: string, source: string, tx: Db = db): Promise<TBonusOfferRow | undefined> =>
    (await tx.select().from(bonusOffers).where(and(eq(bonusOffers.marketId, marketId), eq(bonusOffers.promoSource, source as never))).limit(1))[0],
});

export type TBonusRepository = ReturnType<typeof createBonusRepository>;
