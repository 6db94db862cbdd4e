import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { markets } from '../platform/platform.tables';

/**
 * The legal texts of each market and language (terms, KVKK privacy notice, cookie policy, bonus rules,
 * responsible gaming), append-only: staff publish a new version, never edit one, so the version a player
 * accepted stays readable and every change says who made it, when and why (the audit of the legal pages).
 * Bodies are plain text (paragraphs, `## ` headings), rendered as text: never HTML from staff.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    /** terms, privacy, cookies, bonus, responsible */
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    /** 1, 2, ... per (market, kind, lang). */
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Why this version (shown in the console's history). */
    note: text('note').notNull().default(''),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('legal_documents_version').on(t.marketId, t.kind, t.lang, t.version),
    index('legal_documents_published').on(t.publishedAt),
    check('legal_documents_version_positive', sql`${t.version} > 0`),
  ],
);
