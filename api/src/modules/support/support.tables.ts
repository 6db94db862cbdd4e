import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SupportAuthor, SupportChannelKind } from '@casino/shared/contracts';
import { markets } from '../platform/platform.tables';
import { users } from '../user/user.tables';

/** One FAQ entry of a market in one language; staff edit it by (market, lang, slug). */
export const supportFaq = pgTable(
  'support_faq',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('support_faq_market_lang_slug').on(t.marketId, t.lang, t.slug)],
);

/** The ways a market's players reach staff outside the site (WhatsApp, Telegram, e-mail, phone). */
export const supportChannels = pgTable(
  'support_channels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SupportChannelKind>().notNull(),
    value: text('value').notNull(),
    url: text('url'),
    hours: text('hours').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('support_channels_market_kind').on(t.marketId, t.kind)],
);

/**
 * Customer-service settings of a market, set by staff: how soon players are usually answered. A player's
 * message gets at once a system reply saying so ("usually answered within N min"), in the player's language.
 */
export const supportSettings = pgTable('support_settings', {
  marketId: text('market_id')
    .primaryKey()
    .references(() => markets.id, { onDelete: 'cascade' }),
  replyMinutes: integer('reply_minutes').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One message of a player's conversation with staff (one conversation per player: its id is the
 * player's id). `readAt` on a staff message: the player saw it; on a player message: staff answered after it.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    author: text('author').$type<SupportAuthor>().notNull(),
    /** The staff actor who answered (x-admin-actor); null on player messages. */
    staffActor: text('staff_actor'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('support_messages_user_created').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The staff queue: player messages not answered yet.
    index('support_messages_waiting').on(t.userId).where(sql`${t.author} = 'player' and ${t.readAt} is null`),
  ],
);

/** Every staff change of FAQ entries and contact channels: who, what, before and after. */
export const supportAudit = pgTable(
  'support_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id').notNull(),
    actor: text('actor').notNull(),
    /** faq.set, faq.delete, channel.set, channel.delete */
    action: text('action').notNull(),
    /** The entry: the FAQ's lang/slug or the channel's kind. */
    target: text('target').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_audit_market').on(t.marketId, t.id)],
);
