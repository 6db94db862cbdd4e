import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

/**
 * Deposits and withdrawals, one row each (`kind`), with the state the operator believes in. Money
 * moves only in the ledger (wallet_transfers), in the same transaction as the state change that
 * caused it; `cashier_order_events` keeps every transition.
 */
export const cashierOrders = pgTable(
  'cashier_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public, unguessable order id (also the merchant order id at the gateway). */
    orderId: text('order_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'deposit' | 'withdrawal'>().notNull(),
    /** eft | papara | card | usdt (deposits), bank (withdrawals) */
    channel: text('channel').notNull(),
    /** deposit: created -> pending -> paid | failed | expired; withdrawal: review | created -> pending -> paid | refunded, or rejected */
    status: text('status').notNull(),
    /** Deposit: the amount asked for; withdrawal: the amount held from the balance. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Deposit: the amount the gateway confirmed (credited); withdrawal: the amount paid out. */
    creditedMinor: bigint('credited_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    /** What the player needs to pay (EFT account and reference, checkout URL, coin address); JSON of the contract's shapes. */
    instructions: jsonb('instructions').$type<Record<string, unknown>>(),
    /** Withdrawals: the card and a snapshot of where the money goes. */
    bankCardId: bigint('bank_card_id', { mode: 'number' }),
    payoutAccount: jsonb('payout_account').$type<{ iban: string; holderName: string; bankCode: string; bankName: string }>(),
    /** Deposits: the deposit bonus the player chose (granted when the deposit is credited). */
    bonusOfferId: bigint('bonus_offer_id', { mode: 'number' }),
    /** Withdrawals: a client-chosen id, so a repeated submit answers the first order. */
    clientRequestId: text('client_request_id'),
    reason: text('reason'),
    /** Withdrawals: why it waits for staff (risk review codes with their figures) and the accounts it links to. */
    riskFlags: jsonb('risk_flags').$type<Array<{ code: string; params?: Record<string, number> }>>(),
    linkedUserIds: jsonb('linked_user_ids').$type<number[]>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the operator last asked the gateway about this order (status query). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cashier_orders_user_created').on(t.userId, t.createdAt.desc(), t.id),
    // The reconciler and the staff queue read only open orders: a small partial index.
    index('cashier_orders_open').on(t.status, t.updatedAt).where(sql`${t.status} in ('created', 'pending', 'review')`),
    uniqueIndex('cashier_orders_client_request').on(t.userId, t.clientRequestId).where(sql`${t.clientRequestId} is not null`),
  ],
);

/** Every state change of an order: who or what moved it (player, gateway callback, status query, staff), and why. */
export const cashierOrderEvents = pgTable(
  'cashier_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderPk: bigint('order_pk', { mode: 'number' })
      .notNull()
      .references(() => cashierOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    /** The new status, or 'conflict' for a refused callback that contradicts the order (kept for staff). */
    toStatus: text('to_status').notNull(),
    source: text('source').notNull(),
    actor: text('actor'),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cashier_order_events_order').on(t.orderPk, t.id)],
);

/** A player's bank accounts for withdrawals (TR IBANs). Deleted cards keep their row (orders point at them). */
export const cashierBankCards = pgTable(
  'cashier_bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    iban: text('iban').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('cashier_bank_cards_user').on(t.userId),
    // One live account per IBAN across all players (a shared IBAN is a fraud signal).
    uniqueIndex('cashier_bank_cards_iban_live').on(t.iban).where(sql`${t.deletedAt} is null`),
  ],
);

/** Per-player cashier state: the withdrawal password (argon2) and its lock, and the first paid deposit. */
export const cashierPlayerState = pgTable('cashier_player_state', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  withdrawPwdHash: text('withdraw_pwd_hash'),
  withdrawPwdSetAt: timestamp('withdraw_pwd_set_at', { withTimezone: true }),
  pwdFailures: integer('pwd_failures').notNull().default(0),
  pwdLockedUntil: timestamp('pwd_locked_until', { withTimezone: true }),
  firstRechargeAt: timestamp('first_recharge_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Deposit turnover and test money, folded from the ledger (turnover.ts): the obligation left and the size
 * of its cycle, the cash and the test money held, as of a transfer id. Advanced only while the player's cash account is locked, so no transfer of
 * theirs below that id can still commit.
 */
export const cashierTurnover = pgTable('cashier_turnover', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  remainingMinor: bigint('remaining_minor', { mode: 'bigint' }).notNull(),
  requiredMinor: bigint('required_minor', { mode: 'bigint' }).notNull(),
  /** The cash balance as of `lastTransferId`, and the part of it that is test money (SANDBOX ONLY, turnover.ts). */
  cashMinor: bigint('cash_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  testHeldMinor: bigint('test_held_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  lastTransferId: bigint('last_transfer_id', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
