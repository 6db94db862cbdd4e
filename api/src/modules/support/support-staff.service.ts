import type { SupportChannelKind, SupportSettings } from '@casino/shared/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TChannelRow, TFaqRow, TSupportRepository } from './support.repository';

export const SUPPORT_CHANNEL_KINDS = ['livechat', 'whatsapp', 'telegram', 'email', 'phone'] as const satisfies readonly SupportChannelKind[];

const EMAIL = /^[^\s@<>"'()\\,;:]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
/** A display phone: +, digits, spaces, dashes, brackets; 7-15 digits (E.164). */
const PHONE = /^\+?[0-9 ()-]{7,24}$/;
const digitsOf = (v: string) => v.replace(/\D/g, '');

/** An https link to a real host (no credentials, no other scheme: never javascript:, data:, http:). */
const httpsUrl = (raw: string): string | null => {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' || url.username || url.password || !url.hostname.includes('.') || raw.length > 300) return null;
    return url.toString();
  } catch {
    return null;
  }
};

/**
 * A channel as the player will see it, checked per kind: e-mail and phone carry their own link
 * (mailto:, tel:); chat channels need an https link.
 */
export const checkChannel = (kind: SupportChannelKind, value: string, url: string | null): { value: string; url: string | null } => {
  const invalid = () => new AppError('VALIDATION_FAILED', { messageKey: 'SUPPORT_CHANNEL_INVALID' });
  if (kind === 'email') {
    if (!EMAIL.test(value)) throw invalid();
    return { value, url: `mailto:${value}` };
  }
  if (kind === 'phone') {
    const digits = digitsOf(value);
    if (!PHONE.test(value) || digits.length < 7 || digits.length > 15) throw invalid();
    return { value, url: `tel:+${digits}` };
  }
  const link = url === null ? null : httpsUrl(url);
  if (!link) throw invalid();
  return { value, url: link };
};

const channelJson = (c: TChannelRow) => ({ kind: c.kind, value: c.value, url: c.url, hours: c.hours, sort: c.sort, enabled: c.enabled });
const faqJson = (f: TFaqRow) => ({ lang: f.lang, slug: f.slug, question: f.question, answer: f.answer, sort: f.sort, enabled: f.enabled });

export interface SupportStaffDeps {
  repo: Pick<TSupportRepository, 'settings' | 'upsertSettings' | 'allChannels' | 'staffEdit' | 'findFaq' | 'deleteFaq' | 'findChannel' | 'upsertChannel' | 'deleteChannel' | 'insertAudit' | 'audit'>;
  marketOf: (market: string | undefined) => Promise<string>;
  clock: Clock;
  logger: Pick<TLogger, 'info'>;
}

/** Staff edits of the customer-service page: contact channels per market and FAQ deletion, each audited. */
export const createSupportStaffService = ({ repo, marketOf, clock, logger }: SupportStaffDeps) => ({
  /** The market's answer time (the default until staff set one). */
  async settings(market: string | undefined, defaultMinutes: number): Promise<SupportSettings> {
    const marketId = await marketOf(market);
    const row = await repo.settings(marketId);
    return { market: marketId, replyMinutes: row?.replyMinutes ?? defaultMinutes, updatedBy: row?.updatedBy ?? '', updateTime: row?.updatedAt.toISOString() ?? null };
  },

  /** Sets the answer time players are told after writing; audited with the value before. */
  async setSettings(input: { market?: string | undefined; replyMinutes: number; actor: string }): Promise<SupportSettings> {
    const marketId = await marketOf(input.market);
    const saved = await repo.staffEdit(async (tx) => {
      const before = await repo.settings(marketId, tx);
      const row = await repo.upsertSettings({ marketId, replyMinutes: input.replyMinutes, updatedBy: input.actor, updatedAt: clock.now() }, tx);
      await repo.insertAudit({ marketId, actor: input.actor, action: 'settings.set', target: 'replyMinutes', oldValue: before ? { replyMinutes: before.replyMinutes } : null, newValue: { replyMinutes: row.replyMinutes }, createdAt: clock.now() }, tx);
      return row;
    });
    logger.info({ marketId, replyMinutes: saved.replyMinutes, actor: input.actor }, 'support settings set');
    return { market: saved.marketId, replyMinutes: saved.replyMinutes, updatedBy: saved.updatedBy, updateTime: saved.updatedAt.toISOString() };
  },

  async channels(market: string | undefined) {
    const marketId = await marketOf(market);
    return (await repo.allChannels(marketId)).map((c) => ({ market: c.marketId, ...channelJson(c) }));
  },

  /** Creates or replaces the market's channel of this kind. */
  async setChannel(input: { market?: string | undefined; kind: SupportChannelKind; value: string; url: string | null; hours: string; sort: number; enabled: boolean; actor: string }) {
    const marketId = await marketOf(input.market);
    const checked = checkChannel(input.kind, input.value, input.url);
    const saved = await repo.staffEdit(async (tx) => {
      const before = await repo.findChannel(marketId, input.kind, tx);
      const row = await repo.upsertChannel({ marketId, kind: input.kind, value: checked.value, url: checked.url, hours: input.hours, sort: input.sort, enabled: input.enabled }, tx);
      await repo.insertAudit({ marketId, actor: input.actor, action: 'channel.set', target: input.kind, oldValue: before ? channelJson(before) : null, newValue: channelJson(row), createdAt: clock.now() }, tx);
      return row;
    });
    logger.info({ marketId, kind: input.kind, actor: input.actor }, 'support channel set');
    return { market: saved.marketId, ...channelJson(saved) };
  },

  async deleteChannel(input: { market?: string | undefined; kind: SupportChannelKind; actor: string }): Promise<{ deleted: true }> {
    const marketId = await marketOf(input.market);
    await repo.staffEdit(async (tx) => {
      const before = await repo.findChannel(marketId, input.kind, tx);
      if (!before) throw new AppError('NOT_FOUND', { messageKey: 'SUPPORT_ENTRY_NOT_FOUND' });
      await repo.deleteChannel(before.id, tx);
      await repo.insertAudit({ marketId, actor: input.actor, action: 'channel.delete', target: input.kind, oldValue: channelJson(before), newValue: null, createdAt: clock.now() }, tx);
    });
    logger.info({ marketId, kind: input.kind, actor: input.actor }, 'support channel deleted');
    return { deleted: true };
  },

  async deleteFaq(input: { market?: string | undefined; lang: string; slug: string; actor: string }): Promise<{ deleted: true }> {
    const marketId = await marketOf(input.market);
    await repo.staffEdit(async (tx) => {
      const before = await repo.findFaq(marketId, input.lang, input.slug, tx);
      if (!before) throw new AppError('NOT_FOUND', { messageKey: 'SUPPORT_ENTRY_NOT_FOUND' });
      await repo.deleteFaq(before.id, tx);
      await repo.insertAudit({ marketId, actor: input.actor, action: 'faq.delete', target: `${input.lang}/${input.slug}`, oldValue: faqJson(before), newValue: null, createdAt: clock.now() }, tx);
    });
    logger.info({ marketId, lang: input.lang, slug: input.slug, actor: input.actor }, 'support faq deleted');
    return { deleted: true };
  },

  /** Records an FAQ edit (the edit itself is the support service's `faqSet`). */
  auditFaqSet: (marketId: string, actor: string, row: TFaqRow) =>
    repo.insertAudit({ marketId, actor, action: 'faq.set', target: `${row.lang}/${row.slug}`, oldValue: null, newValue: faqJson(row), createdAt: clock.now() }),

  async audit(market: string | undefined, limit: number) {
    const marketId = await marketOf(market);
    return (await repo.audit(marketId, limit)).map((a) => ({ actor: a.actor, action: a.action, target: a.target, oldValue: a.oldValue, newValue: a.newValue, createdAt: a.createdAt.toISOString() }));
  },
});

export type TSupportStaffService = ReturnType<typeof createSupportStaffService>;
