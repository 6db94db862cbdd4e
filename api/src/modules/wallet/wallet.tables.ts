import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

/**
 * Ledger accounts, colon-named (Formance style): `player:{userId}:cash` (in the currency of the
 * player's market), and the system accounts of each currency: `house:bankroll:{CUR}:{shard}`,
 * `house:promotions:{CUR}`, `world:{CUR}` (ledger.service.ts names them). Balances are integer minor
 * units. Only `world:*` (money from outside) and `house:*` may go negative; the CHECK makes a
 * negative player balance impossible whatever the code does.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: text('id').primaryKey(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_accounts_no_overdraft', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check('wallet_accounts_players_never_negative', sql`not (${t.allowNegative} and ${t.id} like 'player:%')`),
    // Every balance converts to a JS number exactly (|1e15| < 2^53): no precision lost on the wire.
    check('wallet_accounts_balance_bounded', sql`${t.balance} between -1000000000000000 and 1000000000000000`),
    // The target of the transfers' (account, currency) keys: a transfer's two accounts hold its currency.
    unique('wallet_accounts_id_currency').on(t.id, t.currency),
  ],
);

/**
 * Append-only transfers: `amount` moves from the debit account to the credit account. Corrections
 * are new reversing transfers. The idempotency key is unique; the request hash tells a replay
 * (same hash: first answer) from a conflicting reuse (different hash: 409).
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    debitAccount: text('debit_account').notNull(),
    creditAccount: text('credit_account').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** BET, WIN, ROLLBACK, DEPOSIT, PROMO, ... */
    code: text('code').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_transfers_amount_positive', sql`${t.amount} > 0`),
    check('wallet_transfers_two_accounts', sql`${t.debitAccount} <> ${t.creditAccount}`),
    // Money never changes currency: both accounts must hold the transfer's currency (a database rule, whatever the writer).
    foreignKey({ name: 'wallet_transfers_debit_currency_fk', columns: [t.debitAccount, t.currency], foreignColumns: [walletAccounts.id, walletAccounts.currency] }),
    foreignKey({ name: 'wallet_transfers_credit_currency_fk', columns: [t.creditAccount, t.currency], foreignColumns: [walletAccounts.id, walletAccounts.currency] }),
    index('wallet_transfers_debit').on(t.debitAccount, t.id),
    index('wallet_transfers_credit').on(t.creditAccount, t.id),
    // The reports job reads the ledger an hour at a time; rows arrive in time order, so a BRIN index costs the writers next to nothing.
    index('wallet_transfers_created_brin').using('brin', t.createdAt),
  ],
);

/**
 * Game launch tokens: random, only their sha256 stored, bound to player + game + mode. Valid for a
 * few minutes until the provider authenticates; then for the game session (see launch-token.service).
 */
export const launchTokens = pgTable(
  'wallet_launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    gameName: text('game_name').notNull(),
    /** The provider's code of the game (games.provider_game_code), returned by authenticate. */
    gameCode: text('game_code').notNull().default(''),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
  },
  (t) => [index('wallet_launch_tokens_user').on(t.userId)],
);

/**
 * Provider money calls, unique per (player, provider transaction id). A rollback that arrives
 * before its bet leaves a tombstone (kind 'bet', status 'rolled_back', no amount) so the late bet
 * is refused.
 */
export const seamlessTransactions = pgTable(
  'wallet_seamless_transactions',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<'bet' | 'win'>().notNull(),
    status: text('status').$type<'ok' | 'rolled_back'>().notNull(),
    /** Null only on a tombstone. */
    amount: bigint('amount', { mode: 'bigint' }),
    currency: text('currency'),
    roundId: text('round_id'),
    gameId: integer('game_id'),
    /** The balance of the first answer, replayed on retries. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    /** The part of a bet paid from the player's bonus money (a rollback returns it there). */
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.transactionId] })],
);

/** The operator's own record of each provider round: the player's betting records come from here. */
export const gameRounds = pgTable(
  'wallet_game_rounds',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull(),
    gameId: integer('game_id').notNull(),
    currency: text('currency').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    refundMinor: bigint('refund_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Of `betMinor`, what was paid from bonus money, and the bonus it came from: its wins are split alike. */
    betBonusMinor: bigint('bet_bonus_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** sha256 of the launch token whose bet opened the round: its wins must come with the same token. */
    tokenHash: text('token_hash'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roundId] }), 
    index('wallet_game_rounds_user_started').on(t.userId, t.startedAt.desc(), t.roundId),
    // The reports job reads rounds by the hour they started (never updated, so settling stays a HOT update).
    index('wallet_game_rounds_started_brin').using('brin', t.startedAt),
  ],
);
