import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

/** A player's account state set by staff: login blocked, marked for review. One row per player touched. */
export const backofficePlayerFlags = pgTable('backoffice_player_flags', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  loginBlockedAt: timestamp('login_blocked_at', { withTimezone: true }),
  reviewAt: timestamp('review_at', { withTimezone: true }),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Staff notes on a player: append-only. */
export const backofficeNotes = pgTable(
  'backoffice_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('backoffice_notes_user').on(t.userId, t.id)],
);

/**
 * Append-only: every staff action on a player (block, logout, review, notes, adjustments) and every view
 * of a player's personal data (KVKK: who looked at whom, when).
 */
export const backofficeAudit = pgTable(
  'backoffice_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    reason: text('reason'),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('backoffice_audit_user').on(t.userId, t.id), index('backoffice_audit_actor').on(t.actor, t.id)],
);

/**
 * Manual balance adjustments under four eyes: proposed by one staff member, approved or rejected by
 * another with the approver role; an approval writes exactly one ledger transfer (key `adjustment:{id}`).
 */
export const backofficeAdjustments = pgTable(
  'backoffice_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    code: text('code').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull(),
    proposedBy: text('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
  },
  (t) => [
    check('backoffice_adjustments_amount_positive', sql`${t.amountMinor} > 0`),
    check('backoffice_adjustments_direction', sql`${t.direction} in ('credit', 'debit')`),
    check('backoffice_adjustments_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    // Four eyes, whatever the code does: the decider is never the proposer.
    check('backoffice_adjustments_four_eyes', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.proposedBy}`),
    index('backoffice_adjustments_status').on(t.status, t.id),
    index('backoffice_adjustments_user').on(t.userId, t.id),
  ],
);
