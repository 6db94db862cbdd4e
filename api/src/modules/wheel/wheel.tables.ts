import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

/** One prize of a wheel table (staff-edited, validated by wheel.schemas before it is stored). */
export interface TWheelPrizeRow {
  kind: 'cash' | 'nothing';
  amountMinor: string;
  weight: number;
}

/**
 * Prize tables per market, versioned: every change (prizes, a pinned index for a campaign) is a new
 * version; the highest version of a market is the live one, older ones stay for the spins that name them.
 */
export const wheelTables = pgTable(
  'wheel_tables',
  {
    id: serial('id').primaryKey(),
    market: text('market').notNull(),
    version: integer('version').notNull(),
    currency: text('currency').notNull(),
    prizes: jsonb('prizes').$type<TWheelPrizeRow[]>().notNull(),
    /** Staff campaign: every spin lands on this index while this version is live. */
    pinnedIndex: integer('pinned_index'),
    note: text('note'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('wheel_tables_market_version').on(t.market, t.version), check('wheel_tables_version_positive', sql`${t.version} >= 1`)],
);

/**
 * Spins a player may take: from the VIP level (one row per period, `vip:<period>`), from a paid
 * deposit (`deposit:<orderId>`) or granted by staff (`staff:<id>`). `used` counts spins taken; the
 * CHECK makes over-spending impossible even if the code were wrong.
 */
export const wheelGrants = pgTable(
  'wheel_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'vip' | 'deposit' | 'staff'>().notNull(),
    sourceRef: text('source_ref').notNull(),
    spins: integer('spins').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('wheel_grants_user_source_ref').on(t.userId, t.sourceRef),
    check('wheel_grants_used_within', sql`${t.used} >= 0 and ${t.used} <= ${t.spins}`),
  ],
);

/** Every spin: the table version it used, the index the server drew and what it paid. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => wheelGrants.id),
    tableId: integer('table_id')
      .notNull()
      .references(() => wheelTables.id),
    market: text('market').notNull(),
    tableVersion: integer('table_version').notNull(),
    prizeIndex: integer('prize_index').notNull(),
    prizeKind: text('prize_kind').$type<'cash' | 'nothing'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    /** A client-chosen id, so a repeated request answers the first spin instead of spinning twice. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wheel_spins_user_created').on(t.userId, t.createdAt.desc(), t.id),
    uniqueIndex('wheel_spins_request').on(t.userId, t.requestId).where(sql`${t.requestId} is not null`),
  ],
);
