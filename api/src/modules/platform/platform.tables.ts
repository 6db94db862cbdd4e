import { sql } from 'drizzle-orm';
import type { TRemoteSizes } from '@casino/shared/contracts';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Bumped by every change: a staff tool sends the revision it saw, a stale one is refused (REGISTRY_CONFLICT). */
    revision: integer('revision').notNull().default(0),
    /** When the current version was pinned; the automatic rollback watches a version this long after (AUTO_ROLLBACK_WATCH_MS). */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    /** The version that served before the current pin: where the automatic rollback goes. */
    lastKnownGood: text('last_known_good'),
    /** Earlier pinned versions, oldest first (bounded): `rollback` pops the newest. */
    history: jsonb('history').$type<string[]>().notNull().default([]),
    /** A canary: this version for `canaryPercent` % of devices (sticky per device, see canary.ts). */
    canaryVersion: text('canary_version'),
    canaryPercent: integer('canary_percent').notNull().default(0),
    canaryStartedAt: timestamp('canary_started_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.name] })],
);

/**
 * Published remote versions: immutable, one row per (remote, version), written once by `pnpm remote publish`
 * after its files are on the CDN origin.
 */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    entryUrl: text('entry_url').notNull(),
    /** SRI of remoteEntry.js (`sha384-<base64>`); the shell loads the entry only with it. */
    integrity: text('integrity').notNull(),
    /** Shared singletons the version needs: package -> semver range (from its mf-manifest.json). */
    shared: jsonb('shared').$type<Record<string, string>>().notNull(),
    /** Its route table as data (routes.json), null when the build emitted none. */
    routes: jsonb('routes'),
    gitCommit: text('git_commit'),
    /** Who made that commit (`git log -1 --format=%an`), null when unknown. */
    gitAuthor: text('git_author'),
    /** When the build was made (build-info.json the webpack build writes, else remoteEntry.js's mtime); null before. */
    builtAt: timestamp('built_at', { withTimezone: true }),
    /** Compressed JS per entry, exposed module and route, measured at publish (TRemoteSizes); null before. */
    sizes: jsonb('sizes').$type<TRemoteSizes>(),
    /** Why it was published over its size budget; null when it was within. */
    overBudgetReason: text('over_budget_reason'),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] }), index('remote_versions_published').on(t.remote, t.publishedAt)],
);

/**
 * Load/render reports of the shells, per (market, remote, version) and minute: the sliding window of the
 * automatic rollback is the sum of the last minutes. One upsert per report.
 */
export const remoteReports = pgTable(
  'remote_reports',
  {
    marketId: text('market_id').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    sessions: integer('sessions').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.remote, t.version, t.bucketStart] })],
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
    /** Why (staff give a reason; the automatic rollback writes its figures in newValue). */
    reason: text('reason'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registry_audit_market_created').on(t.marketId, t.createdAt), index('registry_audit_remote_created').on(t.remoteName, t.createdAt)],
);

/**
 * Signed preview links: one or more (remote, version) pairs served to the browsers that open the link, on one
 * market, until expiresAt or ended. The link's token carries id, market, pairs and expiry under an HMAC.
 */
export const remotePreviews = pgTable(
  'remote_previews',
  {
    id: text('id').primaryKey(),
    market: text('market').notNull(),
    pairs: jsonb('pairs').$type<{ remote: string; version: string }[]>().notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('remote_previews_market_created').on(t.market, t.createdAt)],
);
