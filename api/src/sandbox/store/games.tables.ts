import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The game provider's own state (its database, not the operator's): player game sessions, the
 * provably fair seed pair of each player and game, and every round with its seeds, request, state
 * and settlement. A provider restart resumes from here: open blackjack hands and crash flights go
 * on, half-done bets are rolled back, wins owed go out through the outbox.
 */
export const gameSessions = pgTable('sandbox_game_sessions', {
  id: text('id').primaryKey(),
  mode: text('mode').$type<'real' | 'demo'>().notNull(),
  /** The operator's launch token (the game session's credential for wallet calls). */
  token: text('token').notNull(),
  playerId: text('player_id').notNull(),
  currency: text('currency').notNull(),
  gameId: integer('game_id').notNull(),
  gameCode: text('game_code').notNull(),
  gameName: text('game_name').notNull(),
  lang: text('lang').notNull(),
  /** Demo: the play-money balance; real: the last balance the operator answered (display only). */
  balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** The seed pair a player's next round in a game will use: the server seed is only ever shown hashed until its round is over. */
export const gameSeeds = pgTable(
  'sandbox_game_seeds',
  {
    /** `p:<playerId>` for real play, `s:<sessionId>` for demo. */
    playerKey: text('player_key').notNull(),
    gameId: integer('game_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.playerKey, t.gameId] })],
);

export const gameRounds = pgTable(
  'sandbox_game_rounds',
  {
    /** Chosen by the game client (a UUID) so a retried request cannot play twice. */
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    playerKey: text('player_key').notNull(),
    gameId: integer('game_id').notNull(),
    engine: text('engine').notNull(),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    /**
     * bet_pending: the bet is on its way to the operator; open: bet taken, the round goes on
     * (blackjack, crash); settled: outcome final, any win queued; cancelled: no bet stands (refused or rolled back).
     */
    status: text('status').$type<'bet_pending' | 'open' | 'settled' | 'cancelled'>().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
    /** What the player asked for (bets, target, auto cash-out). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** The engine's state or outcome (cards, grid, pocket, crash point...). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    /** Extra bets (double, split) by transaction id, for rollbacks and the record. */
    bets: jsonb('bets').$type<Array<{ transactionId: string; amountMinor: number }>>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Crash: when the round ends by itself (auto cash-out or the crash). */
    settleAt: timestamp('settle_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A free round: the grant it was taken from (no bet; its win is paid as a free-round win). */
    freeGrantId: text('free_grant_id'),
  },
  (t) => [
    index('sandbox_game_rounds_recall').on(t.playerKey, t.gameId, t.createdAt.desc()),
    index('sandbox_game_rounds_unsettled').on(t.status, t.settleAt),
  ],
);

/**
 * Free rounds the operator granted a player (the provider's free-rounds API, as Hub88 "freebets" or
 * Pragmatic's free-round bonus): `rounds` rounds at `stakeMinor` on the listed games, without debit,
 * until `expiresAt`. Keyed by the operator's reference (a create is idempotent on it).
 */
export const gameFreeRoundGrants = pgTable(
  'sandbox_free_round_grants',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    gameCodes: jsonb('game_codes').$type<string[]>().notNull(),
    rounds: integer('rounds').notNull(),
    /** Rounds started so far (a round is taken from the grant in the transaction that opens it). */
    roundsPlayed: integer('rounds_played').notNull().default(0),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    wonMinor: bigint('won_minor', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'active' | 'cancelled'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_free_round_grants_player').on(t.playerId, t.status)],
);
