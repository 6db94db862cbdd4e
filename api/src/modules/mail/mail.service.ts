import type { TLang } from '../../i18n/define';
import { localize } from '../../lib/localized-content';
import type { Mail, MailPage, MailReadResult, MailReceiveResult, TMailClaimHold } from '@casino/shared/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TPromoCreditFn, TPromoHoldFn } from '../bonus/bonus-credit.service';
import type { TPushHub } from '../push/push.hub';
import type { TLedgerService } from '../wallet/ledger.service';
import type { TMailRepository, TMailView } from './mail.repository';

export interface MailServiceDeps {
  repo: TMailRepository;
  ledger: Pick<TLedgerService, 'ensurePlayerAccount' | 'transaction' | 'lockPlayer' | 'transfer' | 'playerAccounts'>;
  push: Pick<TPushHub, 'publish'>;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn'>;
  /** The welcome mail's prize pays under the offer staff chose for it (bonus money for phone-verified members). */
  promoCredit: TPromoCreditFn;
  /** Why the welcome mail's gift cannot be paid now (a running bonus); without it, never held. */
  promoHold?: TPromoHoldFn;
}

/** The ledger key of a mail's prize: one claim per mail, whatever happens to the request. */
export const mailPrizeKey = (mailId: number): string => `mail:${mailId}`;

const isExpired = (mail: Pick<TMailView, 'expiresAt'>, now: Date): boolean => mail.expiresAt !== null && mail.expiresAt.getTime() <= now.getTime();

/** A prize still to be claimed: it keeps the mail in the unread count until claimed or expired. */
const isWaiting = (mail: Pick<TMailView, 'amountMinor' | 'claimedAt' | 'expiresAt'>, now: Date): boolean => mail.amountMinor > 0n && mail.claimedAt === null && !isExpired(mail, now);

const MAIL_TEXTS = ['title', 'content'] as const;

/** A mail in the reader's language: the campaign's translation, or its market's own text marked as a fallback. */
export const toMail = (row: TMailView, now: Date, lang: TLang, hold: TMailClaimHold | null = null): Mail => {
  const text = localize({ title: row.title, content: row.content }, MAIL_TEXTS, row.baseLang, row.translations, lang);
  return {
  id: row.id,
  ...text.value,
  contentLang: text.contentLang,
  contentFallback: text.contentFallback,
  createTime: row.createdAt.toISOString(),
  isRead: row.isRead ? 1 : 0,
  attaches: row.amountMinor > 0n ? JSON.stringify({ amount: Number(row.amountMinor) }) : '',
  attachesStatus: row.amountMinor === 0n || row.claimedAt !== null ? 1 : 0,
  expireTime: row.expiresAt?.toISOString() ?? null,
  expired: isExpired(row, now),
  claimHold: isWaiting(row, now) && row.campaignKind === 'welcome' ? hold : null,
  };
};

/** A player's mailbox: list, read, and the prize claim through the ledger (exactly once per mail). */
export const createMailService = ({ repo, ledger, push, clock, logger, promoCredit, promoHold }: MailServiceDeps) => {
  const notify = async (userId: number, unread?: number) => {
    try {
      await push.publish(userId, { type: 'mail:received', data: { unread: unread ?? (await unreadOf(userId)) } });
    } catch (error) {
      logger.warn({ err: error, userId }, 'mail push failed');
    }
  };

  /** Writes the player's market's welcome mail to them once (the unique (campaign, user) index keeps it once). */
  const sendWelcome = async (userId: number): Promise<boolean> => {
    const market = await repo.playerMarket(userId);
    const campaign = market ? await repo.welcomeCampaign(market) : undefined;
    if (!campaign) return false;
    const now = clock.now();
    const expiresAt = campaign.ttlSeconds ? new Date(now.getTime() + campaign.ttlSeconds * 1000) : campaign.expiresAt;
    const created = await repo.insertOne(campaign.id, userId, now, expiresAt);
    if (created) {
      logger.info({ userId, campaignId: campaign.id }, 'welcome mail written');
      await notify(userId);
    }
    return created;
  };

  /**
   * The badge's count: unread mails and gifts still to claim, less a read welcome mail whose offer was already
   * taken (by this account, its device or phone: it can never pay, so it does not wait).
   */
  const unreadOf = async (userId: number, counted?: number): Promise<number> => {
    const now = clock.now();
    const unread = counted ?? (await repo.unreadCount(userId, now));
    if (unread === 0 || !promoHold || !(await repo.readWaitingWelcome(userId, now))) return unread;
    return (await promoHold(userId, 'welcome_mail')) === 'BONUS_ALREADY_TAKEN' ? unread - 1 : unread;
  };

  return {
    sendWelcome,
    notify,

    async list(userId: number, page: number, pageSize: number, lang: TLang): Promise<MailPage> {
      let result = await repo.page(userId, page, pageSize, clock.now());
      // The welcome mail follows the player.created event; an empty box means the event was lost: write it now.
      if (result.total === 0 && (await sendWelcome(userId))) result = await repo.page(userId, page, pageSize, clock.now());
      const now = clock.now();
      // The welcome gift waits while a bonus runs (one running bonus per player): the mail says so, still claimable.
      const hold = promoHold && result.list.some((row) => row.campaignKind === 'welcome' && isWaiting(row, now)) ? await promoHold(userId, 'welcome_mail') : null;
      return { list: result.list.map((row) => toMail(row, now, lang, hold)), total: result.total, unread: await unreadOf(userId, result.unread), page, pageSize };
    },

    async read(userId: number, mailId: number): Promise<MailReadResult> {
      if (!(await repo.markRead(userId, mailId))) throw new AppError('MAIL_NOT_FOUND');
      return { mailId, unread: await unreadOf(userId) };
    },

    /**
     * Credits the mail's prize from the promotions account. The player's ledger lock comes first (as
     * on every money path), then the mail row; the transfer's idempotency key `mail:{id}` makes a
     * second credit impossible even if two claims got past the row check.
     */
    async receive(userId: number, mailId: number): Promise<MailReceiveResult> {
      const check = (mail: TMailView | undefined, now: Date): TMailView => {
        if (!mail) throw new AppError('MAIL_NOT_FOUND');
        if (mail.amountMinor <= 0n) throw new AppError('MAIL_NO_PRIZE');
        if (mail.claimedAt) throw new AppError('MAIL_ALREADY_CLAIMED');
        if (isExpired(mail, now)) throw new AppError('MAIL_EXPIRED');
        return mail;
      };
      check(await repo.findOwned(userId, mailId), clock.now());
      await ledger.ensurePlayerAccount(userId);
      const { amount, balance, creditedAs } = await ledger.transaction(async (tx): Promise<{ amount: bigint; balance: bigint; creditedAs: 'cash' | 'bonus' }> => {
        await ledger.lockPlayer(userId, tx);
        const now = clock.now();
        const mail = check(await repo.findOwned(userId, mailId, tx, true), now);
        const request = { amountMinor: mail.amountMinor, code: 'MAIL_PRIZE', idempotencyKey: mailPrizeKey(mailId) } as const;
        // The welcome mail pays under its offer (a guest is asked to verify a phone: BONUS_PHONE_REQUIRED, nothing claimed).
        if (mail.campaignKind === 'welcome') {
          const credit = await promoCredit({ userId, source: 'welcome_mail', ...request }, tx);
          if (!credit.created) throw new AppError('MAIL_ALREADY_CLAIMED');
          await repo.markClaimed(mailId, now, tx);
          return { amount: mail.amountMinor, balance: credit.totalMinor, creditedAs: credit.as === 'bonus' ? 'bonus' : 'cash' };
        }
        const accounts = await ledger.playerAccounts(userId, tx);
        const transfer = await ledger.transfer({ debitAccount: accounts.promo, creditAccount: accounts.cash, currency: accounts.currency, ...request }, tx);
        if (!transfer.created) throw new AppError('MAIL_ALREADY_CLAIMED');
        await repo.markClaimed(mailId, now, tx);
        return { amount: mail.amountMinor, balance: transfer.creditBalance ?? 0n, creditedAs: 'cash' };
      });
      logger.info({ userId, mailId, amountMinor: amount.toString() }, 'mail prize claimed');
      try {
        await push.publish(userId, { type: 'wallet:balance-changed', data: { totalAssetsMinor: Number(balance) } });
      } catch (error) {
        logger.warn({ err: error, userId }, 'balance push failed');
      }
      return { mailId, amount: Number(amount), totalAssets: Number(balance), creditedAs };
    },
  };
};

export type TMailService = ReturnType<typeof createMailService>;
