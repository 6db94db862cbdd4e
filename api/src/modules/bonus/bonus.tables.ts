import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TAdminOfferFields, TOfferTranslations } from '@casino/shared/contracts';
import { users } from '../user/user.tables';

export type TBonusKind = 'deposit_match' | 'free_spins' | 'cashback' | 'no_deposit';
export type TBonusStatus = 'active' | 'converted' | 'forfeited' | 'expired';
/** Wagering weight in percent per game family (the game's category code: slots, crash, table, live, fishing, ...). */
export type TBonusWeights = Record<string, number>;
/** Where money an offer pays lands: the bonus account under wagering, or straight to cash (a cashback without wagering). */
export type TBonusCreditAs = 'bonus' | 'cash';
/** Promotional credits staff point at an offer (item 6): each source pays under at most one offer per market. */
export const PROMO_SOURCES = ['welcome_mail', 'sign_in', 'wheel', 'vip_level', 'pdd', 'cashback'] as const;
export type TPromoSource = (typeof PROMO_SOURCES)[number];
/** A free_spins offer's rounds at the provider: which games, how many rounds, the stake of each. */
export interface TFreeRoundsSpec {
  gameIds: number[];
  rounds: number;
  stakeMinor: number;
}

/**
 * A promotion staff configure per market. Amount: `amountMinor` (no_deposit) or `percent` of the
 * deposit up to `capMinor` (deposit_match). Wagering: `wageringMultiplier` x the bonus (or x deposit +
 * bonus), counted as stake x the game family's weight. Every change bumps `version`; a granted bonus
 * keeps the terms of the version it was granted under.
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id').notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<TBonusKind>().notNull(),
    title: text('title').notNull(),
    /** The Turkish terms shown to the player (plain text). */
    terms: text('terms').notNull(),
    /** Title and terms in the other languages (`{ en: { title, terms } }`); a missing one shows the Turkish, marked. */
    translations: jsonb('translations').$type<TOfferTranslations>().notNull().default(sql`'{}'::jsonb`),
    percent: integer('percent'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    capMinor: bigint('cap_minor', { mode: 'bigint' }),
    minDepositMinor: bigint('min_deposit_minor', { mode: 'bigint' }),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    wageringBase: text('wagering_base').$type<'bonus' | 'deposit_bonus'>().notNull().default('bonus'),
    weights: jsonb('weights').$type<TBonusWeights>().notNull(),
    excludedGameIds: jsonb('excluded_game_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
    validDays: integer('valid_days').notNull(),
    maxConversionMinor: bigint('max_conversion_minor', { mode: 'bigint' }),
    phoneVerifiedOnly: boolean('phone_verified_only').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The window in which the offer may be taken (null: open-ended); a bonus's own validity is `validDays`. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    creditAs: text('credit_as').$type<TBonusCreditAs>().notNull().default('bonus'),
    /** The promotional credit this offer pays (welcome mail, sign-in, ...), or null. */
    promoSource: text('promo_source').$type<TPromoSource>(),
    freeRounds: jsonb('free_rounds').$type<TFreeRoundsSpec>(),
    updatedBy: text('updated_by').notNull().default('seed'),
  },
  (t) => [
    uniqueIndex('bonus_offers_market_code').on(t.marketId, t.code),
    uniqueIndex('bonus_offers_market_source').on(t.marketId, t.promoSource).where(sql`${t.promoSource} is not null`),
    check('bonus_offers_multiplier', sql`${t.wageringMultiplier} between 0 and 100`),
    check('bonus_offers_percent', sql`${t.percent} is null or ${t.percent} between 1 and 500`),
    check('bonus_offers_amounts', sql`coalesce(${t.amountMinor}, 1) > 0 and coalesce(${t.capMinor}, 1) > 0 and coalesce(${t.maxBetMinor}, 1) > 0 and coalesce(${t.maxConversionMinor}, 1) > 0`),
    check('bonus_offers_valid_days', sql`${t.validDays} between 1 and 365`),
  ],
);

/**
 * A bonus granted to a player: its money is the player's bonus account (`player:{id}:bonus`), at most
 * one active at a time. `requiredMinor` is fixed at the grant; `wageredMinor` grows with each bet
 * (stake x weight / 100) in the bet's own statement. Terms are copied from the offer's version.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => bonusOffers.id),
    offerVersion: integer('offer_version').notNull(),
    status: text('status').$type<TBonusStatus>().notNull(),
    grantedMinor: bigint('granted_minor', { mode: 'bigint' }).notNull(),
    wageredMinor: bigint('wagered_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    requiredMinor: bigint('required_minor', { mode: 'bigint' }).notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
    weights: jsonb('weights').$type<TBonusWeights>().notNull(),
    excludedGameIds: jsonb('excluded_game_ids').$type<number[]>().notNull(),
    maxConversionMinor: bigint('max_conversion_minor', { mode: 'bigint' }),
    /** What moved to cash at conversion. */
    convertedMinor: bigint('converted_minor', { mode: 'bigint' }),
    /** What the grant came from: 'claim', or 'deposit:{orderNo}'. */
    source: text('source').notNull(),
    deviceNumber: text('device_number'),
    mobile: text('mobile'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** False for repeatable promotional credits (daily sign-in, wheel, cashback): the once-per-person rules skip them. */
    once: boolean('once').notNull().default(true),
  },
  (t) => [
    // One running bonus per player; each once-offer once per player, device and phone.
    uniqueIndex('player_bonuses_one_active').on(t.userId).where(sql`${t.status} = 'active'`),
    uniqueIndex('player_bonuses_offer_user').on(t.offerId, t.userId).where(sql`${t.once}`),
    uniqueIndex('player_bonuses_offer_device').on(t.offerId, t.deviceNumber).where(sql`${t.once} and ${t.deviceNumber} is not null`),
    uniqueIndex('player_bonuses_offer_mobile').on(t.offerId, t.mobile).where(sql`${t.once} and ${t.mobile} is not null`),
    index('player_bonuses_user').on(t.userId, t.id),
    // A free_spins bonus starts at 0: its money is what the free rounds win.
    check('player_bonuses_amounts', sql`${t.grantedMinor} >= 0 and ${t.requiredMinor} >= 0 and ${t.wageredMinor} >= 0`),
  ],
);

/**
 * Every version of an offer as staff saved it (the audit trail): who, when, why, and all its fields. An edit
 * writes the next version; a granted bonus keeps the rules it was granted under (copied onto its row).
 */
export const bonusOfferVersions = pgTable(
  'bonus_offer_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => bonusOffers.id),
    version: integer('version').notNull(),
    /** The offer's fields at this version (minor units as digit strings). */
    fields: jsonb('fields').$type<Partial<TAdminOfferFields>>().notNull(),
    note: text('note').notNull(),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('bonus_offer_versions_offer_version').on(t.offerId, t.version)],
);

/**
 * One cashback payment per player and Istanbul week (the job's unique key): the week's net loss from
 * settled rounds, the VIP level's percentage, and what was paid (as cash or bonus, per the offer).
 */
export const bonusCashbackPayments = pgTable(
  'bonus_cashback_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Monday 00:00 Europe/Istanbul of the week paid, as a date (YYYY-MM-DD). */
    weekStart: text('week_start').notNull(),
    vipLevel: integer('vip_level').notNull(),
    cashbackBps: integer('cashback_bps').notNull(),
    netLossMinor: bigint('net_loss_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    creditAs: text('credit_as').$type<TBonusCreditAs>().notNull(),
    offerId: bigint('offer_id', { mode: 'number' }).references(() => bonusOffers.id),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bonus_cashback_user_week').on(t.userId, t.weekStart),
    check('bonus_cashback_amounts', sql`${t.amountMinor} > 0 and ${t.netLossMinor} > 0`),
  ],
);
