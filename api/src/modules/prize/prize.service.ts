import { randomInt } from 'node:crypto';
import type { PddHelpResult, PddPrize, PddWinner, PddWithdrawResult } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { maskName } from '../invite/invite.service';
import type { TLedgerService } from '../wallet/ledger.service';
import type { TPromoCreditFn } from '../bonus/bonus-credit.service';
import type { TPushHub } from '../push/push.hub';
import type { TPddPrizeRow, TPrizeRepository } from './prize.repository';

/** The activity's terms: a 100.00 prize, a head start of 85.00-92.00 drawn on the server, 3 qualifying friends, 72 h. */
export const PDD_TERMS = { targetMinor: 10_000n, headStartMinMinor: 8_500, headStartMaxMinor: 9_200, helpersNeeded: 3, ttlMs: 72 * 3_600_000 } as const;

/**
 * A friend's help: half of what is left, while more than one friend is still needed; the last friend
 * needed completes it. Progress never reaches the target by arithmetic alone: only the last qualifying friend does.
 */
export const helpAmount = (prize: Pick<TPddPrizeRow, 'targetMinor' | 'progressMinor' | 'helpersNeeded'>): bigint => {
  const left = prize.targetMinor - prize.progressMinor;
  if (prize.helpersNeeded <= 1) return left;
  const half = left / 2n;
  return half > 0n ? half : 0n;
};

export interface PrizeServiceDeps {
  repo: TPrizeRepository;
  ledger: Pick<TLedgerService, 'transaction' | 'transfer' | 'ensurePlayerAccount' | 'lockPlayer' | 'playerBalance'>;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn'>;
  /** The inviter's open pages follow their prize live (pdd:progress-changed). */
  push?: Pick<TPushHub, 'publish'>;
  /** The prize pays under the offer staff chose for it (bonus module), else as cash. */
  promoCredit: TPromoCreditFn;
}

export const createPrizeService = ({ repo, ledger, clock, logger, push, promoCredit }: PrizeServiceDeps) => {
  const expired = (p: TPddPrizeRow, now: Date) => p.status === 'open' && p.expiresAt.getTime() <= now.getTime();
  const view = async (p: TPddPrizeRow, tx?: Db): Promise<PddPrize> => ({
    id: p.id,
    targetMinor: Number(p.targetMinor),
    progressMinor: Number(p.progressMinor),
    helpersNeeded: p.helpersNeeded,
    status: expired(p, clock.now()) ? 'expired' : p.status,
    createTime: p.createdAt.toISOString(),
    expireTime: p.expiresAt.toISOString(),
    helpers: (await repo.helpers(p.id, tx)).map((h) => ({ name: maskName(h.nikeName), amountMinor: Number(h.amountMinor), createTime: h.createdAt.toISOString() })),
  });

  /** The running prize, or a new one when there is none (none yet, paid, or expired). */
  const getPrize = async (userId: number): Promise<PddPrize> =>
    repo.transaction(async (tx) => {
      await repo.lockUser(userId, tx);
      const now = clock.now();
      const current = await repo.latest(userId, tx);
      if (current && current.status !== 'paid' && !expired(current, now)) return view(current, tx);
      const created = await repo.insertPrize(
        {
          userId,
          targetMinor: PDD_TERMS.targetMinor,
          progressMinor: BigInt(randomInt(PDD_TERMS.headStartMinMinor, PDD_TERMS.headStartMaxMinor + 1)),
          helpersNeeded: PDD_TERMS.helpersNeeded,
          status: 'open',
          createdAt: now,
          expiresAt: new Date(now.getTime() + PDD_TERMS.ttlMs),
        },
        tx,
      );
      logger.info({ userId, prizeId: created.id }, 'pdd prize opened');
      return view(created, tx);
    });

  const userMsg = async (userId: number): Promise<PddPrize | null> => {
    const current = await repo.latest(userId);
    return current ? view(current) : null;
  };

  /**
   * The caller helps the player whose link they came with: only a member with a verified phone, never
   * the inviter themself nor from the inviter's device, once ever, and only a running prize.
   */
  const help = async (helperId: number): Promise<PddHelpResult> => {
    const helper = await repo.user(helperId);
    if (!helper || helper.role !== 'member' || !helper.mobile || !helper.inviteUuid) throw new AppError('PDD_NOT_ELIGIBLE');
    const owner = await repo.userByInviteId(helper.inviteUuid);
    if (!owner || owner.id === helper.id || (owner.deviceNumber !== null && owner.deviceNumber === helper.deviceNumber)) throw new AppError('PDD_NOT_ELIGIBLE');
    const result = await repo.transaction(async (tx) => {
      await repo.lockUser(owner.id, tx);
      const prize = await repo.latest(owner.id, tx, true);
      const now = clock.now();
      if (!prize || prize.status !== 'open' || expired(prize, now)) throw new AppError('PDD_NO_PRIZE');
      if (await repo.hasHelped(helper.id, tx)) throw new AppError('PDD_ALREADY_HELPED');
      const amount = helpAmount(prize);
      if (!(await repo.insertHelp({ prizeId: prize.id, helperUserId: helper.id, amountMinor: amount, createdAt: now }, tx))) throw new AppError('PDD_ALREADY_HELPED');
      const helpersNeeded = prize.helpersNeeded - 1;
      const completed = helpersNeeded <= 0;
      await repo.updatePrize(prize.id, { progressMinor: prize.progressMinor + amount, helpersNeeded, status: completed ? 'completed' : 'open' }, tx);
      logger.info({ prizeId: prize.id, helperId: helper.id, amountMinor: String(amount), completed }, 'pdd help recorded');
      return {
        help: { amountMinor: Number(amount), completed },
        progress: { prizeId: prize.id, progressMinor: Number(prize.progressMinor + amount), targetMinor: Number(prize.targetMinor), helpersNeeded: Math.max(0, helpersNeeded), status: completed ? ('completed' as const) : ('open' as const) },
      };
    });
    // After the commit: the inviter's pdd and share pages update without a reload. A lost push costs nothing (the page reloads it).
    await push?.publish(owner.id, { type: 'pdd:progress-changed', data: result.progress }).catch((error: unknown) => logger.warn({ err: error, userId: owner.id }, 'pdd push failed'));
    return result.help;
  };

  /** Pays a completed prize once through the ledger (code PDD_PRIZE, key `pdd:{id}`). */
  const withdraw = async (userId: number): Promise<PddWithdrawResult> => {
    const amount = await ledger.transaction(async (tx: Db) => {
      await ledger.ensurePlayerAccount(userId, tx);
      await ledger.lockPlayer(userId, tx);
      const prize = await repo.latest(userId, tx, true);
      if (!prize) throw new AppError('PDD_NO_PRIZE');
      if (prize.status === 'paid') throw new AppError('PDD_ALREADY_PAID');
      if (expired(prize, clock.now())) throw new AppError('PDD_EXPIRED');
      if (prize.status !== 'completed') throw new AppError('PDD_NOT_COMPLETED');
      // Under the offer staff chose for the pdd prize, if any (else cash, as before).
      await promoCredit({ userId, source: 'pdd', amountMinor: prize.targetMinor, code: 'PDD_PRIZE', idempotencyKey: `pdd:${prize.id}` }, tx);
      await repo.updatePrize(prize.id, { status: 'paid', paidAt: clock.now() }, tx);
      return prize.targetMinor;
    });
    logger.info({ userId, amountMinor: String(amount) }, 'pdd prize paid');
    return { amountMinor: Number(amount), totalAssets: Number(await ledger.playerBalance(userId)) };
  };

  const winners = async (): Promise<PddWinner[]> =>
    (await repo.winners(20)).map((w) => ({ name: maskName(w.nikeName), amountMinor: Number(w.amountMinor), paidTime: new Date(w.paidAt).toISOString() }));

  /** A friend registered with a verified phone: their help is recorded at once when they qualify (idempotent). */
  const onPlayerRegistered = async ({ userId }: { userId: number }): Promise<void> => {
    try {
      await help(userId);
    } catch (error) {
      // Most registrations help nobody (no invite, no running prize, not eligible): nothing to tell.
      if (!(error instanceof AppError)) throw error;
    }
  };

  return { getPrize, userMsg, help, withdraw, winners, onPlayerRegistered };
};

export type TPrizeService = ReturnType<typeof createPrizeService>;
