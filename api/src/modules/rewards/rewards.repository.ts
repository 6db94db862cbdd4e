import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { markets } from '../platform/platform.tables';
import { banners, promotions, signInRecords } from './rewards.tables';

export type TPromotionRow = typeof promotions.$inferSelect;
export type TNewPromotion = typeof promotions.$inferInsert;
export type TBannerRow = typeof banners.$inferSelect;
export type TNewBanner = typeof banners.$inferInsert;
export type TSignInRow = typeof signInRecords.$inferSelect;

const activeAt = (starts: AnyPgColumn, ends: AnyPgColumn, now: Date) =>
  and(sql`(${starts} is null or ${starts} <= ${now.toISOString()}::timestamptz)`, sql`(${ends} is null or ${ends} > ${now.toISOString()}::timestamptz)`);

export const createRewardsRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  defaultMarket: async (): Promise<{ id: string; defaultLang: string } | undefined> =>
    (await db.select({ id: markets.id, defaultLang: markets.defaultLang }).from(markets).where(eq(markets.isDefault, true)).limit(1))[0],

  markets: (): Promise<Array<{ id: string; defaultLang: string; currency: string }>> => db.select({ id: markets.id, defaultLang: markets.defaultLang, currency: markets.currency }).from(markets),

  /** The player's own market (fixed at their first visit). */
  playerMarket: async (userId: number): Promise<string | undefined> =>
    rowsOf<{ market_id: string }>(await db.execute(sql`select market_id from users where id = ${userId}`))[0]?.market_id,

  lastSignIn: async (userId: number): Promise<TSignInRow | undefined> =>
    (await db.select().from(signInRecords).where(eq(signInRecords.userId, userId)).orderBy(desc(signInRecords.day)).limit(1))[0],

  /** Records the day's collection; false when the day was already collected (the primary key). */
  insertSignIn: async (row: typeof signInRecords.$inferInsert, tx: Db): Promise<boolean> =>
    (await tx.insert(signInRecords).values(row).onConflictDoNothing().returning({ day: signInRecords.day })).length > 0,

  activePromotions: (marketId: string, now: Date): Promise<TPromotionRow[]> =>
    db
      .select()
      .from(promotions)
      .where(and(eq(promotions.marketId, marketId), eq(promotions.enabled, true), activeAt(promotions.startsAt, promotions.endsAt, now)))
      .orderBy(asc(promotions.sort), asc(promotions.id)),

  allPromotions: (marketId: string): Promise<TPromotionRow[]> => db.select().from(promotions).where(eq(promotions.marketId, marketId)).orderBy(asc(promotions.sort), asc(promotions.id)),

  findPromotion: async (id: number): Promise<TPromotionRow | undefined> => (await db.select().from(promotions).where(eq(promotions.id, id)).limit(1))[0],

  findPromotionBySlug: async (marketId: string, slug: string): Promise<TPromotionRow | undefined> =>
    (await db.select().from(promotions).where(and(eq(promotions.marketId, marketId), eq(promotions.slug, slug))).limit(1))[0],

  insertPromotion: async (row: TNewPromotion): Promise<TPromotionRow> => {
    const [created] = await db.insert(promotions).values(row).returning();
    if (!created) throw new Error('promotion insert returned nothing');
    return created;
  },

  updatePromotion: async (id: number, patch: Partial<TNewPromotion>): Promise<TPromotionRow | undefined> => (await db.update(promotions).set(patch).where(eq(promotions.id, id)).returning())[0],

  /** Seed rows: inserted, or refreshed while staff never edited them. */
  seedPromotion: async (row: TNewPromotion): Promise<void> => {
    await db
      .insert(promotions)
      .values(row)
      .onConflictDoUpdate({
        target: [promotions.marketId, promotions.slug],
        set: { title: row.title, summary: row.summary, terms: row.terms, translations: row.translations ?? {}, ctaKind: row.ctaKind, ctaTarget: row.ctaTarget, ctaLabel: row.ctaLabel, ranking: row.ranking, sort: row.sort, startsAt: row.startsAt, endsAt: row.endsAt },
        setWhere: sql`${promotions.managedBy} = 'seed'`,
      });
  },

  activeBanners: (marketId: string, now: Date): Promise<TBannerRow[]> =>
    db
      .select()
      .from(banners)
      .where(and(eq(banners.marketId, marketId), eq(banners.enabled, true), activeAt(banners.startsAt, banners.endsAt, now)))
      .orderBy(asc(banners.sort), asc(banners.id)),

  allBanners: (marketId: string): Promise<TBannerRow[]> => db.select().from(banners).where(eq(banners.marketId, marketId)).orderBy(asc(banners.sort), asc(banners.id)),

  findBanner: async (id: number): Promise<TBannerRow | undefined> => (await db.select().from(banners).where(eq(banners.id, id)).limit(1))[0],

  findBannerBySlug: async (marketId: string, slug: string): Promise<TBannerRow | undefined> =>
    (await db.select().from(banners).where(and(eq(banners.marketId, marketId), eq(banners.slug, slug))).limit(1))[0],

  insertBanner: async (row: TNewBanner): Promise<TBannerRow> => {
    const [created] = await db.insert(banners).values(row).returning();
    if (!created) throw new Error('banner insert returned nothing');
    return created;
  },

  updateBanner: async (id: number, patch: Partial<TNewBanner>): Promise<TBannerRow | undefined> => (await db.update(banners).set(patch).where(eq(banners.id, id)).returning())[0],

  seedBanner: async (row: TNewBanner): Promise<void> => {
    await db
      .insert(banners)
      .values(row)
      .onConflictDoUpdate({
        target: [banners.marketId, banners.slug],
        set: { title: row.title, subtitle: row.subtitle, translations: row.translations ?? {}, link: row.link, sort: row.sort },
        setWhere: sql`${banners.managedBy} = 'seed'`,
      });
  },

  /** Every player's wagering (bets minus refunds) of closed rounds started in [start, end), largest first. */
  wageringTotals: async (start: Date, end: Date): Promise<Array<{ userId: number; name: string; betMinor: bigint }>> => {
    const result = await db.execute(sql`
      select t.user_id::text as user_id, u.nike_name as name, t.bet::text as bet
      from (
        select user_id, sum(bet_minor - refund_minor) as bet from wallet_game_rounds
        where status = 'closed' and started_at >= ${start.toISOString()}::timestamptz and started_at < ${end.toISOString()}::timestamptz
        group by user_id having sum(bet_minor - refund_minor) > 0
      ) t join users u on u.id = t.user_id
      order by t.bet desc, t.user_id`);
    return rowsOf<{ user_id: string; name: string; bet: string }>(result).map((r) => ({ userId: Number(r.user_id), name: r.name, betMinor: BigInt(r.bet) }));
  },
});

export type TRewardsRepository = ReturnType<typeof createRewardsRepository>;
