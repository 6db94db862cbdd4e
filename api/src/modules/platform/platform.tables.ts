import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const markets = pgTable(
  'markets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    defaultLang: text('default_lang').notNull(),
    currency: text('currency').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // At most one default market.
  (t) => [uniqueIndex('markets_one_default').on(t.isDefault).where(sql`${t.isDefault}`)],
);

/**
 * One row per (market, remote). No CHECK constraints on name or URL on purpose: rows are edited by
 * staff tools and the registry service validates each row on read, skipping a malformed one.
 */
export const marketRemotes = pgTable(
  'market_remotes',
  {
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    version: text('version').notNull().default('latest'),
    enabled: boolean('enabled').notNull().default(true),
    /** 'seed' rows follow the configured origins on every start; 'staff' rows are never touched by the seed. */
    managedBy: text('managed_by').notNull().default('seed'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.name] })],
);

/** Append-only history of staff changes to the registry (who, when, old, new). */
export const registryAudit = pgTable(
  'registry_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id').notNull(),
    remoteName: text('remote_name').notNull(),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registry_audit_market_created').on(t.marketId, t.createdAt)],
);
