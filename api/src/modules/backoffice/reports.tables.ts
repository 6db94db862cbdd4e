import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The books per hour and currency, from the ledger (`wallet_transfers`), rebuilt by the reports job
 * (`reports.aggregator.ts`). An hour is a UTC hour: Europe/Istanbul is a whole-hour offset, so its
 * days are exactly 24 of them. A market's figures are its currency's (players carry no market yet).
 */
export const reportHours = pgTable(
  'report_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    /** BET minus the ROLLBACKs that returned a stake. Bets paid from bonus money included. */
    betsMinor: bigint('bets_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** WIN minus the ROLLBACKs that took a win back. */
    winsMinor: bigint('wins_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusGrantedMinor: bigint('bonus_granted_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusConvertedMinor: bigint('bonus_converted_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusRemovedMinor: bigint('bonus_removed_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** CASHBACK credited to players minus CASHBACK taken back. */
    cashbackMinor: bigint('cashback_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    depositsMinor: bigint('deposits_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    deposits: integer('deposits').notNull().default(0),
    /** PAYOUT: money that left to the player's bank (fees are the house's). */
    withdrawalsMinor: bigint('withdrawals_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    withdrawals: integer('withdrawals').notNull().default(0),
    registrations: integer('registrations').notNull().default(0),
    firstDepositors: integer('first_depositors').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.currency] })],
);

/** Settled rounds per hour (of the round's start), currency and game: the per-provider and per-game report. */
export const reportGameHours = pgTable(
  'report_game_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    gameId: integer('game_id').notNull(),
    rounds: bigint('rounds', { mode: 'number' }).notNull(),
    betsMinor: bigint('bets_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winsMinor: bigint('wins_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.hour, t.currency, t.gameId] })],
);

/** Who played on an Istanbul day (distinct counts do not add up over hours): active players per day. */
export const reportDayPlayers = pgTable(
  'report_day_players',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency, t.userId] })],
);

/** Each player's first deposit (the earliest DEPOSIT transfer): first-time depositors per hour. */
export const reportFirstDeposits = pgTable(
  'report_first_deposits',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    currency: text('currency').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('report_first_deposits_at').on(t.at)],
);

/** The job's watermark: every hour before `computedUntil` has been built at least once. */
export const reportState = pgTable('report_state', {
  id: text('id').primaryKey(),
  computedUntil: timestamp('computed_until', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
