import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';

/** Lobby labels (Hot, New, ...). `code` is what the front end keeps in globalStore.activeLabel. */
export const gameLabels = pgTable('game_labels', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const gameCategories = pgTable('game_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Game providers; `code` is the games' firmCode. */
export const gameProviders = pgTable('game_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    /** The spec's gameId. */
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** normalizeSearch(name): prefix matches. */
    nameNorm: text('name_norm').notNull(),
    /** Name, provider name and code, normalised: infix matches through the trigram index. */
    searchText: text('search_text').notNull(),
    /** Empty: the API serves generated art at /labelGame/art/{id}.webp (and .svg). */
    imageUrl: text('image_url').notNull().default(''),
    haveDemo: boolean('have_demo').notNull().default(true),
    categoryId: integer('category_id')
      .notNull()
      .references(() => gameCategories.id),
    firmCode: text('firm_code')
      .notNull()
      .references(() => gameProviders.code),
    popularity: integer('popularity').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    /** Return to player in basis points (9650 = 96.50 %). */
    rtpBps: integer('rtp_bps').notNull(),
    /** The provider's own code for this game, sent at launch; which engine it plays is the provider's business. */
    providerGameCode: text('provider_game_code').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('games_category_rank').on(t.categoryId, t.popularity.desc().nullsFirst(), t.id),
    index('games_firm_rank').on(t.firmCode, t.popularity.desc().nullsFirst(), t.id),
    index('games_rank').on(t.popularity.desc().nullsFirst(), t.id),
    index('games_name_prefix').using('btree', sql`${t.nameNorm} text_pattern_ops`),
    index('games_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const gameLabelLinks = pgTable(
  'game_label_links',
  {
    labelId: integer('label_id')
      .notNull()
      .references(() => gameLabels.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.labelId, t.gameId] }), index('game_label_links_game').on(t.gameId)],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('game_favourites_user_created').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/** The last launch of each game per player (one row per pair, moved forward on every launch). */
export const gameRecentPlays = pgTable(
  'game_recent_plays',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('game_recent_plays_user_played').on(t.userId, t.playedAt.desc().nullsFirst())],
);
