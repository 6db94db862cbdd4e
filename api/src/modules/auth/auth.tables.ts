import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

/** Sessions hold only sha256 hashes of the token and sign; the raw values exist only on the client. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    signHash: text('sign_hash').notNull().unique(),
    deviceNumber: text('device_number'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * 'full', or 'withdraw': the session of a player in a time-out or self-exclusion, which reaches only
     * the cashier's withdrawal, the histories and support (player protection, `protection/README.md`).
     */
    scope: text('scope').$type<'full' | 'withdraw'>().notNull().default('full'),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_device').on(t.deviceNumber)],
);

/** One-time codes, stored as HMACs. Sending a new code to a phone closes the older ones. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used, or replaced by a newer one. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_phone').on(t.phone, t.createdAt)],
);
