import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment gateway's own books (its database, not the operator's). A deposit is created
 * by the merchant (the operator) and paid by the player through one of the channels: an EFT the
 * gateway's "bank" receives with the order's reference, the hosted checkout page (e-wallet, card),
 * or a coin transfer on the simulated chain.
 */
export const gwDeposits = pgTable(
  'gw_deposits',
  {
    /** The gateway's order id (GD...). */
    id: text('id').primaryKey(),
    merchantOrderId: text('merchant_order_id').notNull().unique(),
    /** Hash of the create request: the same merchant order id with other content is a duplicate-order refusal. */
    requestHash: text('request_hash').notNull(),
    channel: text('channel').$type<'eft' | 'papara' | 'm10' | 'card' | 'usdt'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** pending -> paid | failed | expired */
    status: text('status').$type<'pending' | 'paid' | 'failed' | 'expired'>().notNull(),
    /** What actually arrived (an EFT may differ from the order; a coin transfer is converted at the order's rate). */
    paidAmountMinor: bigint('paid_amount_minor', { mode: 'bigint' }),
    failReason: text('fail_reason'),
    /** EFT: the receiving account chosen for this order and the reference the payer must write. */
    receivingIban: text('receiving_iban'),
    reference: text('reference').unique(),
    /** Hosted checkout: the page's capability token (in the checkout URL; a repeated create answers the same URL). */
    checkoutToken: text('checkout_token'),
    returnUrl: text('return_url'),
    /** Crypto: a fresh deposit address per order, the exact coin amount (micro units) and the rate used. */
    network: text('network'),
    address: text('address').unique(),
    coinAmountMicro: bigint('coin_amount_micro', { mode: 'bigint' }),
    rateMicro: bigint('rate_micro', { mode: 'bigint' }),
    payerRef: text('payer_ref'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gw_deposits_open').on(t.status, t.expiresAt)],
);

/** Payouts to a TR IBAN, unique per merchant payout id (sending it again never pays twice). */
export const gwPayouts = pgTable(
  'gw_payouts',
  {
    id: text('id').primaryKey(),
    merchantPayoutId: text('merchant_payout_id').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    iban: text('iban').notNull(),
    holderName: text('holder_name').notNull(),
    bankCode: text('bank_code').notNull(),
    /** pending -> paid | failed */
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull(),
    failReason: text('fail_reason'),
    /** When the simulated bank settles it. */
    settleAfter: timestamp('settle_after', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gw_payouts_open').on(t.status, t.settleAfter)],
);

/** Transfers the gateway's receiving accounts got; matched to a deposit by reference, or returned. */
export const gwBankTransfers = pgTable('gw_bank_transfers', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  toIban: text('to_iban').notNull(),
  fromName: text('from_name').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  description: text('description').notNull(),
  /** matched (credited to depositId) | returned (unknown or dead reference: sent back to the payer) */
  outcome: text('outcome').$type<'matched' | 'returned'>().notNull(),
  depositId: text('deposit_id'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The simulated chain: one row of state (the block height) and the transactions it carried. */
export const gwChainState = pgTable('gw_chain_state', {
  id: integer('id').primaryKey(),
  height: bigint('height', { mode: 'bigint' }).notNull().default(sql`0`),
});

export const gwChainTxs = pgTable(
  'gw_chain_txs',
  {
    txHash: text('tx_hash').primaryKey(),
    toAddress: text('to_address').notNull(),
    amountMicro: bigint('amount_micro', { mode: 'bigint' }).notNull(),
    /** The block that includes it (the next block after it was sent). */
    blockHeight: bigint('block_height', { mode: 'bigint' }).notNull(),
    /** The deposit it paid, once confirmed (null while confirming or when the address is unknown). */
    depositId: text('deposit_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gw_chain_txs_address').on(t.toAddress)],
);
