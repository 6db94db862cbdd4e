import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox third parties' own durable outbox: every call a vendor must get through to the
 * operator (a game win, a payment callback, a bet settlement) is written here first and delivered
 * by a worker with backoff until the operator acknowledges it, so a restart of the sandbox process
 * loses nothing. `dedupe_key` makes enqueueing idempotent (one row per logical message).
 */
export const sandboxOutbox = pgTable(
  'sandbox_outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Which vendor handler delivers it, e.g. 'games.wallet', 'payments.callback'. */
    topic: text('topic').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending -> delivered | dead (gave up after maxAttempts; kept for inspection). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** While a worker holds the row (claimed); a crashed worker's claim expires. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** What the receiver answered last (JSON), for the vendor's own follow-up. */
    lastAnswer: jsonb('last_answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_outbox_due').on(t.status, t.nextAttemptAt)],
);
