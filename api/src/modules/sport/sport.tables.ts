import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { SportTicketLeg } from '@casino/shared/contracts';

/** One leg of a sport bet as the sportsbook reported it (the contract the records show). */
export type TSportTicketLeg = SportTicketLeg;

/**
 * The operator's copy of each sport bet slip: written with the sportsbook's seamless bet (same
 * transaction as the debit), settled with its win (won / lost) or its rollback (void). The player's
 * betting records show the slip with the round (`round_id` = the sportsbook's bet id).
 */
export const sportTickets = pgTable(
  'sport_tickets',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull(),
    gameId: integer('game_id').notNull(),
    kind: text('kind').$type<'single' | 'acca'>().notNull(),
    status: text('status').$type<'open' | 'won' | 'lost' | 'void'>().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** Combined odds in hundredths (the product of the legs, rounded down). */
    oddsX100: integer('odds_x100').notNull(),
    potentialReturnMinor: bigint('potential_return_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    legs: jsonb('legs').$type<TSportTicketLeg[]>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roundId] }), index('sport_tickets_user_placed').on(t.userId, t.placedAt.desc())],
);
