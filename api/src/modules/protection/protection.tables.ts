import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

/**
 * A limit the player set: one row per (player, kind, period). `value` is in force; a raise or a
 * removal waits 24 h as `pendingValue` / `pendingRemove` until `pendingEffectiveAt`, and is applied
 * when read after that time. Deposit, loss and wager values are minor units; session values minutes.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'deposit' | 'loss' | 'wager' | 'session'>().notNull(),
    period: text('period').$type<'day' | 'week' | 'month'>().notNull(),
    /** Null: no limit in force (only while a new one is pending, which cannot happen: adding is at once). */
    value: bigint('value', { mode: 'bigint' }),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    /** 1 when the pending change removes the limit. */
    pendingRemove: integer('pending_remove').notNull().default(0),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] }), check('protection_limits_value_positive', sql`${t.value} is null or ${t.value} > 0`)],
);

/** Time-outs and self-exclusions; `endsAt` null = indefinite. Rows are never shortened. */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'timeout' | 'self_exclusion'>().notNull(),
    duration: text('duration').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('protection_exclusions_user').on(t.userId, t.startsAt)],
);

/** The age gate: the birth date the player gave and when 18+ was confirmed. */
export const protectionProfiles = pgTable('protection_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }).notNull(),
});

/** Every change: who (player, system, staff), when, what it was and what it became. */
export const protectionAudit = pgTable(
  'protection_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('protection_audit_user').on(t.userId, t.id)],
);

/** The player's reality-check interval (minutes); no row or null: off. */
export const protectionSettings = pgTable(
  'protection_settings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    realityCheckMinutes: integer('reality_check_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('protection_settings_reality_check', sql`${t.realityCheckMinutes} is null or ${t.realityCheckMinutes} between 15 and 120`)],
);

/**
 * Session time: spans of activity (requests with the player's token, bets). A span grows while the
 * player acts again within the idle gap, else a new one starts; a session limit sums the spans'
 * minutes inside the period (Europe/Istanbul), over every login and device.
 */
export const protectionPlaySpans = pgTable(
  'protection_play_spans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('protection_play_spans_user').on(t.userId, t.lastActiveAt)],
);
