import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../user/user.tables';
import { playerBonuses } from './bonus.tables';

/**
 * pending: written with the claim, not yet acknowledged by the provider (the outbox retries it);
 * active: the provider holds the grant; cancelled: cancelled at the provider (forfeit, expiry);
 * refused: the provider refused it for good (the bonus was closed with it).
 */
export type TFreeRoundGrantStatus = 'pending' | 'active' | 'cancelled' | 'refused';

/**
 * A free_spins bonus's grant at the game provider (free-rounds.service.ts): the operator's outbox row
 * for the create/cancel calls and the record of the rounds the provider settled. `reference` is the
 * operator's grant reference the provider is idempotent on.
 */
export const bonusFreeRoundGrants = pgTable(
  'bonus_free_round_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bonusId: bigint('bonus_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => playerBonuses.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reference: text('reference').notNull().unique(),
    providerGrantId: text('provider_grant_id'),
    status: text('status').$type<TFreeRoundGrantStatus>().notNull(),
    gameIds: jsonb('game_ids').$type<number[]>().notNull(),
    gameCodes: jsonb('game_codes').$type<string[]>().notNull(),
    rounds: integer('rounds').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The offer's wagering multiplier at the claim: each win adds multiplier x win to the requirement. */
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    roundsSettled: integer('rounds_settled').notNull().default(0),
    wonMinor: bigint('won_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bonus_free_round_grants_due').on(t.status, t.nextAttemptAt),
    check('bonus_free_round_grants_amounts', sql`${t.rounds} > 0 and ${t.stakeMinor} > 0 and ${t.roundsSettled} between 0 and ${t.rounds}`),
  ],
);

/** Every free-round win the provider reported, once per (grant, round): a replay answers the stored result. */
export const bonusFreeRoundWins = pgTable(
  'bonus_free_round_wins',
  {
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => bonusFreeRoundGrants.id),
    roundId: text('round_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** What became bonus money (0 when the bonus had closed meanwhile). */
    creditedMinor: bigint('credited_minor', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.grantId, t.roundId] }), check('bonus_free_round_wins_amounts', sql`${t.amountMinor} >= 0 and ${t.creditedMinor} >= 0`)],
);
