import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { markets } from '../platform/platform.tables';
import { mailCampaigns, mailMessages, type TCampaignStatus, type TMailTarget } from './mail.tables';
import type { TTranslations } from '../../lib/localized-content';

export type TCampaignRow = typeof mailCampaigns.$inferSelect;
export type TNewCampaign = typeof mailCampaigns.$inferInsert;

/** A mail as the player sees it: the row joined with its campaign's text and prize. */
export interface TMailView {
  id: number;
  title: string;
  content: string;
  /** The campaign's texts in other languages, and the language of `title`/`content` (its market's). */
  translations: TTranslations<'title' | 'content'>;
  baseLang: string;
  amountMinor: bigint;
  isRead: boolean;
  claimedAt: Date | null;
  createdAt: Date;
  expiresAt: Date | null;
  /** 'welcome': the welcome mail, whose prize pays under the welcome offer (bonus module). */
  campaignKind: 'welcome' | 'staff';
}

const mailView = {
  id: mailMessages.id,
  title: mailCampaigns.title,
  content: mailCampaigns.content,
  translations: mailCampaigns.translations,
  baseLang: markets.defaultLang,
  amountMinor: mailCampaigns.amountMinor,
  isRead: mailMessages.isRead,
  claimedAt: mailMessages.claimedAt,
  createdAt: mailMessages.createdAt,
  expiresAt: mailMessages.expiresAt,
  campaignKind: mailCampaigns.kind,
};

/**
 * A mail the badge counts: unread, or read with its prize still to claim (not expired): a gift that could not
 * be claimed yet (a running bonus) keeps the badge until it is claimed or expires.
 */
const needsAttention = (now: Date) =>
  sql`(not ${mailMessages.isRead} or (${mailMessages.claimedAt} is null and ${mailCampaigns.amountMinor} > 0 and (${mailMessages.expiresAt} is null or ${mailMessages.expiresAt} > ${now.toISOString()}::timestamptz)))`;

export const createMailRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  /** The market players belong to until accounts carry one: the default market. */
  /** The player's own market (fixed at their first visit). */
  playerMarket: async (userId: number): Promise<string | undefined> =>
    rowsOf<{ market_id: string }>(await db.execute(sql`select market_id from users where id = ${userId}`))[0]?.market_id,

  allMarkets: (): Promise<Array<{ id: string; defaultLang: string }>> => db.select({ id: markets.id, defaultLang: markets.defaultLang }).from(markets),

  marketExists: async (id: string): Promise<boolean> => (await db.select({ id: markets.id }).from(markets).where(eq(markets.id, id)).limit(1)).length > 0,

  page: async (userId: number, page: number, pageSize: number, now: Date): Promise<{ list: TMailView[]; total: number; unread: number }> => {
    const [counts] = await db
      .select({ total: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${needsAttention(now)}))::int` })
      .from(mailMessages)
      .innerJoin(mailCampaigns, eq(mailCampaigns.id, mailMessages.campaignId))
      .where(eq(mailMessages.userId, userId));
    const total = counts?.total ?? 0;
    if (total === 0) return { list: [], total: 0, unread: 0 };
    const list = await db
      .select(mailView)
      .from(mailMessages)
      .innerJoin(mailCampaigns, eq(mailCampaigns.id, mailMessages.campaignId))
      .innerJoin(markets, eq(markets.id, mailCampaigns.marketId))
      .where(eq(mailMessages.userId, userId))
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { list, total, unread: counts?.unread ?? 0 };
  },

  unreadCount: async (userId: number, now: Date): Promise<number> =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailMessages)
        .innerJoin(mailCampaigns, eq(mailCampaigns.id, mailMessages.campaignId))
        .where(and(eq(mailMessages.userId, userId), needsAttention(now)))
    )[0]?.n ?? 0,

  /** Whether the player has a read welcome mail whose prize is unclaimed and not expired (counted as waiting). */
  readWaitingWelcome: async (userId: number, now: Date): Promise<boolean> =>
    (
      await db
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .innerJoin(mailCampaigns, eq(mailCampaigns.id, mailMessages.campaignId))
        .where(and(eq(mailMessages.userId, userId), eq(mailMessages.isRead, true), eq(mailCampaigns.kind, 'welcome'), needsAttention(now)))
        .limit(1)
    ).length > 0,

  /** Marks the player's mail read; false when it is not the player's (or does not exist). */
  markRead: async (userId: number, mailId: number): Promise<boolean> =>
    (await db.update(mailMessages).set({ isRead: true }).where(and(eq(mailMessages.id, mailId), eq(mailMessages.userId, userId))).returning({ id: mailMessages.id })).length > 0,

  /** The player's mail, locked when `lock` (the claim holds it until its transfer commits). */
  findOwned: async (userId: number, mailId: number, tx: Db = db, lock = false): Promise<TMailView | undefined> => {
    const query = tx
      .select(mailView)
      .from(mailMessages)
      .innerJoin(mailCampaigns, eq(mailCampaigns.id, mailMessages.campaignId))
      .innerJoin(markets, eq(markets.id, mailCampaigns.marketId))
      .where(and(eq(mailMessages.id, mailId), eq(mailMessages.userId, userId)))
      .limit(1);
    return (await (lock ? query.for('update', { of: mailMessages }) : query))[0];
  },

  markClaimed: async (mailId: number, at: Date, tx: Db): Promise<void> => {
    await tx.update(mailMessages).set({ claimedAt: at, isRead: true }).where(eq(mailMessages.id, mailId));
  },

  welcomeCampaign: async (marketId: string): Promise<TCampaignRow | undefined> =>
    (await db.select().from(mailCampaigns).where(and(eq(mailCampaigns.marketId, marketId), eq(mailCampaigns.kind, 'welcome'))).limit(1))[0],

  /** Writes one mail of a campaign to one player; false when that player already has it. */
  insertOne: async (campaignId: number, userId: number, createdAt: Date, expiresAt: Date | null): Promise<boolean> =>
    (await db.insert(mailMessages).values({ campaignId, userId, createdAt, expiresAt }).onConflictDoNothing().returning({ id: mailMessages.id })).length > 0,

  insertCampaign: async (campaign: TNewCampaign, tx: Db = db): Promise<TCampaignRow> => {
    const [row] = await tx.insert(mailCampaigns).values(campaign).returning();
    if (!row) throw new Error('campaign insert returned nothing');
    return row;
  },

  /** Upserts the welcome campaign of a market; staff edits (createdBy <> 'seed') are kept. */
  upsertWelcome: async (campaign: TNewCampaign): Promise<void> => {
    await db
      .insert(mailCampaigns)
      .values(campaign)
      .onConflictDoUpdate({
        target: mailCampaigns.marketId,
        targetWhere: sql`${mailCampaigns.kind} = 'welcome'`,
        set: { title: campaign.title, content: campaign.content, translations: campaign.translations ?? {}, amountMinor: campaign.amountMinor, ttlSeconds: campaign.ttlSeconds, updatedAt: campaign.updatedAt },
        setWhere: sql`${mailCampaigns.createdBy} = 'seed'`,
      });
  },

  findCampaign: async (id: number, tx: Db = db): Promise<TCampaignRow | undefined> => (await tx.select().from(mailCampaigns).where(eq(mailCampaigns.id, id)).limit(1))[0],

  listCampaigns: (limit: number): Promise<TCampaignRow[]> => db.select().from(mailCampaigns).orderBy(desc(mailCampaigns.id)).limit(limit),

  /** The next campaign due to write (or that one campaign), locked; a campaign another instance is writing is skipped. */
  lockNextDue: async (now: Date, tx: Db, campaignId?: number): Promise<TCampaignRow | undefined> =>
    (
      await tx
        .select()
        .from(mailCampaigns)
        .where(
          and(
            sql`${mailCampaigns.status} in ('scheduled', 'running')`,
            sql`${mailCampaigns.sendAt} <= ${now.toISOString()}::timestamptz`,
            campaignId === undefined ? undefined : eq(mailCampaigns.id, campaignId),
          ),
        )
        .orderBy(mailCampaigns.sendAt, mailCampaigns.id)
        .limit(1)
        .for('update', { skipLocked: true })
    )[0],

  /**
   * Writes the next `size` recipients after the cursor (in id order) and answers the last id
   * looked at and the players who got a new mail. A replayed batch inserts nothing new.
   */
  writeBatch: async (
    campaign: Pick<TCampaignRow, 'id' | 'cursor' | 'target' | 'marketId'>,
    size: number,
    createdAt: Date,
    expiresAt: Date | null,
    tx: Db,
  ): Promise<{ lastId: number | null; inserted: number[] }> => {
    const target: TMailTarget = campaign.target;
    // Only the campaign's market's players: its prize is in that market's currency (index users_market).
    const recipients =
      target.kind === 'market'
        ? sql`select id from users where market_id = ${campaign.marketId} and id > ${campaign.cursor} order by id limit ${size}`
        : sql`select u.id from users u
            where u.id in (select (jsonb_array_elements_text(target->'userIds'))::bigint from mail_campaigns where id = ${campaign.id})
              and u.market_id = ${campaign.marketId} and u.id > ${campaign.cursor} order by u.id limit ${size}`;
    const result = await tx.execute(sql`
      with picked as (${recipients}),
      ins as (
        insert into mail_messages (user_id, campaign_id, created_at, expires_at)
        select id, ${campaign.id}, ${createdAt.toISOString()}::timestamptz, ${expiresAt ? expiresAt.toISOString() : null}::timestamptz from picked
        -- player protection: no campaign reaches a player on a time-out or self-exclusion (the cursor still moves past them)
        where not exists (
          select 1 from protection_exclusions e
          where e.user_id = picked.id and e.starts_at <= ${createdAt.toISOString()}::timestamptz
            and (e.ends_at is null or e.ends_at > ${createdAt.toISOString()}::timestamptz))
        on conflict (campaign_id, user_id) do nothing
        returning user_id
      )
      select (select max(id) from picked)::text as last_id, coalesce((select json_agg(user_id) from ins), '[]'::json) as inserted`);
    const row = rowsOf<{ last_id: string | null; inserted: Array<number | string> | string }>(result)[0];
    const inserted = typeof row?.inserted === 'string' ? (JSON.parse(row.inserted) as Array<number | string>) : (row?.inserted ?? []);
    return { lastId: row?.last_id ? Number(row.last_id) : null, inserted: inserted.map(Number) };
  },

  advanceCampaign: async (id: number, patch: { cursor: number; addSent: number; status: TCampaignStatus; at: Date }, tx: Db): Promise<void> => {
    await tx
      .update(mailCampaigns)
      .set({
        cursor: patch.cursor,
        sentCount: sql`${mailCampaigns.sentCount} + ${patch.addSent}`,
        status: patch.status,
        updatedAt: patch.at,
        ...(patch.status === 'done' ? { finishedAt: patch.at } : {}),
      })
      .where(eq(mailCampaigns.id, id));
  },

  /** Cancels a campaign that has not finished; false when it is done, cancelled or a system campaign. */
  cancel: async (id: number, at: Date): Promise<boolean> =>
    (
      await db
        .update(mailCampaigns)
        .set({ status: 'cancelled', updatedAt: at, finishedAt: at })
        .where(and(eq(mailCampaigns.id, id), sql`${mailCampaigns.status} in ('scheduled', 'running')`))
        .returning({ id: mailCampaigns.id })
    ).length > 0,

  /** Unread counts of some players (the push after a batch). */
  unreadCounts: async (userIds: readonly number[], now: Date): Promise<Map<number, number>> => {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: mailMessages.userId, n: sql<number>`count(*)::int` })
      .from(mailMessages)
      .innerJoin(mailCampaigns, eq(mailCampaigns.id, mailMessages.campaignId))
      .where(and(sql`${mailMessages.userId} in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`, needsAttention(now)))
      .groupBy(mailMessages.userId);
    return new Map(rows.map((r) => [r.userId, r.n]));
  },
});

export type TMailRepository = ReturnType<typeof createMailRepository>;
