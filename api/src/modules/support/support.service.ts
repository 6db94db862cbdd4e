import { createSupportStaffService } from './support-staff.service';
import type { SupportChannel, SupportConversation, SupportInfo, SupportMessage, SupportMessagePage, SupportReadResult, SupportSendResult } from '@casino/shared/contracts';
import { translate } from '../../i18n/messages';
import type { TLang } from '../../i18n/define';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import type { TPushHub } from '../push/push.hub';
import type { TSupportMessageRow, TSupportRepository } from './support.repository';

/** A player may write 5 messages a minute and 30 an hour: enough to explain a problem, not to flood the queue. */
export const SUPPORT_SEND_LIMITS = { perMinute: 5, perHour: 30 } as const;
export const SUPPORT_TEXT_MAX = 1_000;
/** The answer time of a market whose staff have not set one (the seed sets it too). */
export const SUPPORT_REPLY_MINUTES_DEFAULT = 15;

export interface SupportServiceDeps {
  repo: TSupportRepository;
  push: Pick<TPushHub, 'publish'>;
  limiter: RateLimiter;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn'>;
  /** A player wrote: the staff console's support queue reloads (the back office's staff stream). */
  onPlayerMessage?: (userId: number) => Promise<void>;
}

export const toSupportMessage = (row: TSupportMessageRow): SupportMessage => ({
  id: row.id,
  author: row.author,
  text: row.text,
  createTime: row.createdAt.toISOString(),
  isRead: row.readAt !== null,
});

/** Customer service: the market's FAQ and channels, and each player's one conversation with staff. */
export const createSupportService = ({ repo, push, limiter, clock, logger, onPlayerMessage }: SupportServiceDeps) => {
  const marketOf = async (market: string | undefined): Promise<string> => {
    if (market !== undefined) {
      if (!(await repo.marketExists(market))) throw new AppError('MARKET_NOT_FOUND', { params: { market } });
      return market;
    }
    const fallback = await repo.defaultMarketId();
    if (!fallback) throw new AppError('MARKET_NOT_FOUND', { params: { market: '-' } });
    return fallback;
  };

  const staff = createSupportStaffService({ repo, marketOf, clock, logger });

  const replyMinutesOf = async (marketId: string): Promise<number> => (await repo.settings(marketId))?.replyMinutes ?? SUPPORT_REPLY_MINUTES_DEFAULT;

  const info = async (market: string | undefined, lang: TLang): Promise<SupportInfo> => {
    const marketId = await marketOf(market);
    // A language staff have not written yet falls back to Turkish, then English.
    let faq = await repo.faq(marketId, lang);
    let faqLang: string = lang;
    for (const fallback of ['tk', 'en'] as const) {
      if (faq.length > 0) break;
      faq = await repo.faq(marketId, fallback);
      faqLang = fallback;
    }
    const channels: SupportChannel[] = (await repo.channels(marketId)).map((c) => ({ kind: c.kind, value: c.value, url: c.url, hours: c.hours }));
    return { market: marketId, lang: faqLang, faq: faq.map((f) => ({ id: f.id, slug: f.slug, question: f.question, answer: f.answer })), channels, replyMinutes: await replyMinutesOf(marketId) };
  };

  const messages = async (userId: number, page: number, pageSize: number): Promise<SupportMessagePage> => {
    const result = await repo.page(userId, page, pageSize);
    return { conversationId: userId, list: result.list.map(toSupportMessage), total: result.total, unread: result.unread, page, pageSize };
  };

  /**
   * A player writes. The first message of a wait (nothing unanswered before it) gets at once the system's note
   * "usually answered within N min" (the market's setting) in the player's language; later ones while the player
   * still waits do not repeat it. The note is stored read: it never counts as an unread answer.
   */
  const send = async (userId: number, text: string, lang: TLang): Promise<SupportSendResult> => {
    await enforceRateLimits(limiter, [
      { key: `support:send:${userId}:m`, limit: SUPPORT_SEND_LIMITS.perMinute, windowMs: 60_000 },
      { key: `support:send:${userId}:h`, limit: SUPPORT_SEND_LIMITS.perHour, windowMs: 3_600_000 },
    ]);
    const now = clock.now();
    const row = await repo.insertMessage({ userId, author: 'player', text, createdAt: now });
    logger.info({ userId, messageId: row.id }, 'support message from player');
    let autoReply: SupportMessage | null = null;
    if ((await repo.waitingCount(userId)) === 1) {
      const minutes = await replyMinutesOf(await marketOf(undefined));
      const note = await repo.insertMessage({ userId, author: 'system', text: translate(lang, 'SUPPORT_AUTO_REPLY', { minutes }), createdAt: now, readAt: now });
      autoReply = toSupportMessage(note);
    }
    await onPlayerMessage?.(userId);
    return { ...toSupportMessage(row), autoReply };
  };

  const read = async (userId: number): Promise<SupportReadResult> => {
    await repo.markStaffMessagesRead(userId, clock.now());
    return { unread: await repo.unreadCount(userId) };
  };

  /** Staff answer a player: stored, the player's waiting messages leave the queue, and the player's open pages hear it. */
  const reply = async (userId: number, text: string, actor: string): Promise<SupportMessage> => {
    if (!(await repo.userExists(userId))) throw new AppError('SUPPORT_PLAYER_NOT_FOUND');
    const now = clock.now();
    const row = await repo.insertMessage({ userId, author: 'staff', staffActor: actor, text, createdAt: now });
    await repo.markPlayerMessagesAnswered(userId, now);
    logger.info({ userId, messageId: row.id, actor }, 'support answer from staff');
    try {
      await push.publish(userId, { type: 'support:message-received', data: { conversationId: userId, unread: await repo.unreadCount(userId) } });
    } catch (error) {
      logger.warn({ err: error, userId }, 'support push failed');
    }
    return toSupportMessage(row);
  };

  const conversations = async (onlyWaiting: boolean, limit: number): Promise<SupportConversation[]> =>
    (await repo.conversations(onlyWaiting, limit)).map((c) => ({
      userId: c.userId,
      nikeName: c.nikeName,
      lastText: c.lastText,
      lastAuthor: c.lastAuthor,
      lastTime: c.lastAt.toISOString(),
      waiting: c.waiting,
      total: c.total,
    }));

  const faqList = async (market: string | undefined) => {
    const marketId = await marketOf(market);
    return (await repo.allFaq(marketId)).map((f) => ({ id: f.id, market: f.marketId, lang: f.lang, slug: f.slug, question: f.question, answer: f.answer, sort: f.sort, enabled: f.enabled, updatedBy: f.updatedBy, updateTime: f.updatedAt.toISOString() }));
  };

  const faqSet = async (entry: { market?: string | undefined; lang: TLang; slug: string; question: string; answer: string; sort: number; enabled: boolean; actor: string }) => {
    const marketId = await marketOf(entry.market);
    const row = await repo.upsertFaq({ marketId, lang: entry.lang, slug: entry.slug, question: entry.question, answer: entry.answer, sort: entry.sort, enabled: entry.enabled, updatedBy: entry.actor, updatedAt: clock.now() });
    if (!row) throw new AppError('CONFLICT');
    await staff.auditFaqSet(marketId, entry.actor, row);
    logger.info({ marketId, lang: entry.lang, slug: entry.slug, actor: entry.actor }, 'support faq edited');
    return { id: row.id, market: row.marketId, lang: row.lang, slug: row.slug, question: row.question, answer: row.answer, sort: row.sort, enabled: row.enabled, updatedBy: row.updatedBy, updateTime: row.updatedAt.toISOString() };
  };

  return { info, messages, send, read, reply, conversations, thread: messages, faqList, faqSet, staff };
};

export type TSupportService = ReturnType<typeof createSupportService>;
