import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Staff of the console (not players): argon2id password hash, the TOTP secret encrypted with a key
 * derived from APP_SECRET (never returned after enrolment), and the last TOTP time step accepted, so a
 * code is good once.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    totpSecretEnc: text('totp_secret_enc').notNull(),
    /** The RFC 6238 time step of the last code accepted; a code of this step or an older one is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    role: text('role').notNull(),
    /** The markets whose players the member may see and act on; null: every market (issue 40). */
    markets: text('markets').array(),
    /** The console language the staff member chose ('en' | 'tk'); null: not chosen yet (the console's default). */
    lang: text('lang'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('staff_users_role', sql`${t.role} in ('viewer', 'operator', 'compliance', 'approver', 'admin')`)],
);

/** Console sessions: only the sha256 of the token; they end when idle too long, at an absolute lifetime, or on logout. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** Append-only: sign-ins, sign-outs and changes to staff accounts (who, what, whom, when). */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_audit_created').on(t.createdAt)],
);
