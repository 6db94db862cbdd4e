import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables';
import type { TTranslations } from '../../lib/localized-content';

/** Who a campaign goes to: one player, a list, or every player of a market. */
export type TMailTarget = { kind: 'users'; userIds: number[] } | { kind: 'market' };
/** scheduled -> running -> done (or cancelled); `system` campaigns (the welcome mail) are written per player by an event. */
export type TCampaignStatus = 'scheduled' | 'running' | 'done' | 'cancelled' | 'system';

/**
 * A mail as staff (or the system) wrote it: text, prize and audience. The job writes one
 * `mail_messages` row per recipient in batches, walking recipients by id (`cursor`), so a restart
 * resumes where it stopped and the unique (campaign, user) index makes a replayed batch a no-op.
 */
export const mailCampaigns = pgTable(
  'mail_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id').notNull(),
    kind: text('kind').$type<'welcome' | 'staff'>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The texts in other languages than the market's own (title, content). */
    translations: jsonb('translations').$type<TTranslations<'title' | 'content'>>().notNull().default(sql`'{}'::jsonb`),
    /** The prize in minor units; 0 = a mail without prize. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    target: jsonb('target').$type<TMailTarget>().notNull(),
    status: text('status').$type<TCampaignStatus>().notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** The prize cannot be claimed after this instant (absolute), or ... */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** ... this many seconds after the mail was written (the welcome mail). */
    ttlSeconds: integer('ttl_seconds'),
    /** The last recipient id written (recipients are walked in id order). */
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_campaigns_due').on(t.status, t.sendAt).where(sql`${t.status} in ('scheduled', 'running')`),
    uniqueIndex('mail_campaigns_one_welcome').on(t.marketId).where(sql`${t.kind} = 'welcome'`),
  ],
);

/** One mail in one player's box. Text and prize come from the campaign; the claim moves money once (ledger key `mail:{id}`). */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => mailCampaigns.id, { onDelete: 'restrict' }),
    isRead: boolean('is_read').notNull().default(false),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    // A campaign reaches a player at most once, however often a batch is replayed.
    uniqueIndex('mail_messages_campaign_user').on(t.campaignId, t.userId),
    index('mail_messages_user_created').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);
