import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SupportAuthor } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { markets } from '../platform/platform.tables';
import { users } from '../user/user.tables';
import { supportAudit, supportChannels, supportFaq, supportMessages, supportSettings } from './support.tables';

export type TFaqRow = typeof supportFaq.$inferSelect;
export type TNewFaq = typeof supportFaq.$inferInsert;
export type TChannelRow = typeof supportChannels.$inferSelect;
export type TNewChannel = typeof supportChannels.$inferInsert;
export type TSupportMessageRow = typeof supportMessages.$inferSelect;
export type TSupportSettingsRow = typeof supportSettings.$inferSelect;

export interface TConversationRow {
  userId: number;
  nikeName: string;
  lastText: string;
  lastAuthor: SupportAuthor;
  lastAt: Date;
  waiting: number;
  total: number;
}

export const createSupportRepository = (db: Db) => ({
  /** The market players belong to until accounts carry one: the default market. */
  defaultMarketId: async (): Promise<string | undefined> => (await db.select({ id: markets.id }).from(markets).where(eq(markets.isDefault, true)).limit(1))[0]?.id,
  marketExists: async (id: string): Promise<boolean> => (await db.select({ id: markets.id }).from(markets).where(eq(markets.id, id)).limit(1)).length > 0,
  allMarketIds: async (): Promise<string[]> => (await db.select({ id: markets.id }).from(markets)).map((m) => m.id),
  userExists: async (id: number): Promise<boolean> => (await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)).length > 0,

  faq: (marketId: string, lang: string, includeDisabled = false): Promise<TFaqRow[]> =>
    db
      .select()
      .from(supportFaq)
      .where(and(eq(supportFaq.marketId, marketId), eq(supportFaq.lang, lang), includeDisabled ? undefined : eq(supportFaq.enabled, true)))
      .orderBy(asc(supportFaq.sort), asc(supportFaq.id)),

  allFaq: (marketId: string): Promise<TFaqRow[]> =>
    db.select().from(supportFaq).where(eq(supportFaq.marketId, marketId)).orderBy(asc(supportFaq.lang), asc(supportFaq.sort), asc(supportFaq.id)),

  /** Writes an entry by (market, lang, slug); `seedOnly` keeps a staff edit (the seed runs at every start). */
  upsertFaq: async (row: TNewFaq, seedOnly = false): Promise<TFaqRow | undefined> => {
    const insert = db.insert(supportFaq).values(row);
    const done = seedOnly
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({
          target: [supportFaq.marketId, supportFaq.lang, supportFaq.slug],
          set: { question: row.question, answer: row.answer, sort: row.sort, enabled: row.enabled, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
        });
    return (await done.returning())[0];
  },

  channels: (marketId: string): Promise<TChannelRow[]> =>
    db
      .select()
      .from(supportChannels)
      .where(and(eq(supportChannels.marketId, marketId), eq(supportChannels.enabled, true)))
      .orderBy(asc(supportChannels.sort), asc(supportChannels.id)),

  allChannels: (marketId: string): Promise<TChannelRow[]> =>
    db.select().from(supportChannels).where(eq(supportChannels.marketId, marketId)).orderBy(asc(supportChannels.sort), asc(supportChannels.id)),

  /** Staff edits, each with its audit row in one transaction. */
  staffEdit: async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction(async (tx) => fn(tx as unknown as Db)),
  findFaq: async (marketId: string, lang: string, slug: string, tx: Db = db): Promise<TFaqRow | undefined> =>
    (await tx.select().from(supportFaq).where(and(eq(supportFaq.marketId, marketId), eq(supportFaq.lang, lang), eq(supportFaq.slug, slug))).limit(1))[0],
  deleteFaq: async (id: number, tx: Db): Promise<void> => {
    await tx.delete(supportFaq).where(eq(supportFaq.id, id));
  },
  findChannel: async (marketId: string, kind: string, tx: Db = db): Promise<TChannelRow | undefined> =>
    (await tx.select().from(supportChannels).where(and(eq(supportChannels.marketId, marketId), eq(supportChannels.kind, kind as TChannelRow['kind']))).limit(1))[0],
  upsertChannel: async (row: TNewChannel, tx: Db): Promise<TChannelRow> => {
    const [saved] = await tx
      .insert(supportChannels)
      .values(row)
      .onConflictDoUpdate({ target: [supportChannels.marketId, supportChannels.kind], set: { value: row.value, url: row.url ?? null, hours: row.hours ?? '', sort: row.sort ?? 0, enabled: row.enabled ?? true } })
      .returning();
    if (!saved) throw new Error('support channel upsert returned nothing');
    return saved;
  },
  deleteChannel: async (id: number, tx: Db): Promise<void> => {
    await tx.delete(supportChannels).where(eq(supportChannels.id, id));
  },
  insertAudit: async (row: typeof supportAudit.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(supportAudit).values(row);
  },
  audit: (marketId: string, limit: number) => db.select().from(supportAudit).where(eq(supportAudit.marketId, marketId)).orderBy(desc(supportAudit.id)).limit(limit),

  seedChannel: async (row: TNewChannel): Promise<void> => {
    await db.insert(supportChannels).values(row).onConflictDoNothing();
  },
  /** Replaces a channel that still holds an old seed value (a staff edit is never overwritten). */
  reseedChannel: async (row: TNewChannel, oldValues: readonly string[]): Promise<void> => {
    await db
      .update(supportChannels)
      .set({ value: row.value, url: row.url ?? null, hours: row.hours ?? '' })
      .where(and(eq(supportChannels.marketId, row.marketId), eq(supportChannels.kind, row.kind), inArray(supportChannels.value, [...oldValues])));
  },

  settings: async (marketId: string, tx: Db = db): Promise<TSupportSettingsRow | undefined> =>
    (await tx.select().from(supportSettings).where(eq(supportSettings.marketId, marketId)).limit(1))[0],
  upsertSettings: async (row: TSupportSettingsRow, tx: Db): Promise<TSupportSettingsRow> => {
    const [saved] = await tx
      .insert(supportSettings)
      .values(row)
      .onConflictDoUpdate({ target: supportSettings.marketId, set: { replyMinutes: row.replyMinutes, updatedBy: row.updatedBy, updatedAt: row.updatedAt } })
      .returning();
    if (!saved) throw new Error('support settings upsert returned nothing');
    return saved;
  },
  seedSettings: async (row: TSupportSettingsRow): Promise<void> => {
    await db.insert(supportSettings).values(row).onConflictDoNothing();
  },

  /** The player's messages staff have not answered yet (the one just written included). */
  waitingCount: async (userId: number): Promise<number> =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(supportMessages)
        .where(and(eq(supportMessages.userId, userId), eq(supportMessages.author, 'player'), isNull(supportMessages.readAt)))
    )[0]?.n ?? 0,

  insertMessage: async (row: typeof supportMessages.$inferInsert): Promise<TSupportMessageRow> => {
    const [created] = await db.insert(supportMessages).values(row).returning();
    if (!created) throw new Error('support message insert returned nothing');
    return created;
  },

  /** Staff answered: the player's earlier messages leave the queue. */
  markPlayerMessagesAnswered: async (userId: number, at: Date): Promise<void> => {
    await db
      .update(supportMessages)
      .set({ readAt: at })
      .where(and(eq(supportMessages.userId, userId), eq(supportMessages.author, 'player'), isNull(supportMessages.readAt), lte(supportMessages.createdAt, at)));
  },

  page: async (userId: number, page: number, pageSize: number): Promise<{ list: TSupportMessageRow[]; total: number; unread: number }> => {
    const [counts] = await db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${supportMessages.author} = 'staff' and ${supportMessages.readAt} is null))::int`,
      })
      .from(supportMessages)
      .where(eq(supportMessages.userId, userId));
    const total = counts?.total ?? 0;
    if (total === 0) return { list: [], total: 0, unread: 0 };
    const list = await db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.userId, userId))
      .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { list, total, unread: counts?.unread ?? 0 };
  },

  unreadCount: async (userId: number): Promise<number> =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(supportMessages)
        .where(and(eq(supportMessages.userId, userId), eq(supportMessages.author, 'staff'), isNull(supportMessages.readAt)))
    )[0]?.n ?? 0,

  /** The player read the conversation: every staff message so far is read. */
  markStaffMessagesRead: async (userId: number, at: Date): Promise<void> => {
    await db
      .update(supportMessages)
      .set({ readAt: at })
      .where(and(eq(supportMessages.userId, userId), eq(supportMessages.author, 'staff'), isNull(supportMessages.readAt)));
  },

  /** The staff queue: conversations with their last message, waiting ones (unanswered player messages) first. */
  conversations: async (onlyWaiting: boolean, limit: number): Promise<TConversationRow[]> =>
    rowsOf<{ user_id: string | number; nike_name: string; last_text: string; last_author: SupportAuthor; last_at: string | Date; waiting: number; total: number }>(
      await db.execute(sql`
        with per_user as (
          select user_id,
                 count(*) filter (where author = 'player' and read_at is null)::int as waiting,
                 count(*) filter (where author <> 'system')::int as total,
                 max(id) filter (where author <> 'system') as last_id
            from support_messages
           group by user_id
          having count(*) filter (where author <> 'system') > 0
        )
        select p.user_id, u.nike_name, m.text as last_text, m.author as last_author, m.created_at as last_at, p.waiting, p.total
          from per_user p
          join support_messages m on m.id = p.last_id
          join users u on u.id = p.user_id
         where ${onlyWaiting ? sql`p.waiting > 0` : sql`true`}
         order by (p.waiting > 0) desc, m.created_at ${onlyWaiting ? sql`asc` : sql`desc`}
         limit ${limit}`),
    ).map((r) => ({
      userId: Number(r.user_id),
      nikeName: r.nike_name,
      lastText: r.last_text,
      lastAuthor: r.last_author,
      lastAt: new Date(r.last_at),
      waiting: Number(r.waiting),
      total: Number(r.total),
    })),
});

export type TSupportRepository = ReturnType<typeof createSupportRepository>;
