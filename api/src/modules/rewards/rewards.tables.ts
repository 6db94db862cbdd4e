import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TTranslations } from '../../lib/localized-content';
import { users } from '../user/user.tables';

/**
 * One row per collected sign-in day (the Istanbul calendar date): the primary key makes a second
 * collection of a day impossible, and the ledger key `sign-in:{user}:{day}` credits it once.
 */
export const signInRecords = pgTable(
  'sign_in_records',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 1..cycle length: the place of this day in the player's streak. */
    cycleDay: integer('cycle_day').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Promotions of a market (`/activity/list`). Seeded rows follow the seed until staff edit them (`managed_by`). */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    terms: text('terms').notNull(),
    /** An image URL; null draws the generated art. */
    imageUrl: text('image_url'),
    ctaKind: text('cta_kind').notNull(),
    ctaTarget: text('cta_target').notNull(),
    ctaLabel: text('cta_label').notNull(),
    /** The texts in other languages than the market's own (title, summary, terms, ctaLabel). */
    translations: jsonb('translations').$type<TTranslations<'title' | 'summary' | 'terms' | 'ctaLabel'>>().notNull().default(sql`'{}'::jsonb`),
    /** Ranks players by wagering over the period (`/activity/betRankData`). */
    ranking: boolean('ranking').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    managedBy: text('managed_by').$type<'seed' | 'staff'>().notNull().default('seed'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotions_market_slug').on(t.marketId, t.slug)],
);

/** Lobby banners of a market (`/banner/list`). */
export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** The texts in other languages than the market's own (title, subtitle). */
    translations: jsonb('translations').$type<TTranslations<'title' | 'subtitle'>>().notNull().default(sql`'{}'::jsonb`),
    imageUrl: text('image_url'),
    link: text('link').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    managedBy: text('managed_by').$type<'seed' | 'staff'>().notNull().default('seed'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('banners_market_slug').on(t.marketId, t.slug)],
);
