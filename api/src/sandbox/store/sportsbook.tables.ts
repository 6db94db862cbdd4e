import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox sportsbook's own state (its database, not the operator's): player sessions from the
 * operator's launch tokens, every bet with the legs and odds it was taken at, and the simulated
 * clock with the sandbox's overrides. The fixtures themselves are a pure function of the simulated
 * time (sportsbook/fixtures.ts), so a restart finds the same matches; bets owed a settlement are
 * settled from here, their money calls going out through the durable outbox.
 */
export const sportSessions = pgTable('sandbox_sport_sessions', {
  id: text('id').primaryKey(),
  /** The operator's launch token (the session's credential for wallet calls). */
  token: text('token').notNull(),
  playerId: text('player_id').notNull(),
  currency: text('currency').notNull(),
  /** The operator's id for the sportsbook product (its game id at launch). */
  gameId: integer('game_id').notNull(),
  lang: text('lang').notNull(),
  /** The last balance the operator answered (display only). */
  balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export type TSportLeg = {
  selectionId: string;
  eventId: string;
  marketKey: string;
  pick: string;
  oddsX100: number;
  live: boolean;
  result: 'won' | 'lost' | 'void' | null;
};

export const sportBets = pgTable(
  'sandbox_sport_bets',
  {
    /** Chosen by the page (a UUID) so a retried request cannot bet twice. */
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    playerId: text('player_id').notNull(),
    kind: text('kind').$type<'single' | 'acca'>().notNull(),
    /**
     * pending: the debit is on its way to the operator; open: taken, waiting for results; won, lost,
     * void: settled (the win or the refund queued); cancelled: no bet stands (refused or rolled back).
     */
    status: text('status').$type<'pending' | 'open' | 'won' | 'lost' | 'void' | 'cancelled'>().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    potentialReturnMinor: bigint('potential_return_minor', { mode: 'number' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
    legs: jsonb('legs').$type<TSportLeg[]>().notNull(),
    /** The request as the page sent it (a replay must match it). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_sport_bets_player').on(t.playerId, t.createdAt.desc()), index('sandbox_sport_bets_status').on(t.status, t.createdAt)],
);

/** Small durable settings: the simulated clock's anchor, events the sandbox controls called off. */
export const sportSettings = pgTable('sandbox_sport_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
