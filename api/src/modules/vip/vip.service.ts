import type { VipInfo } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TPromoCreditFn } from '../bonus/bonus-credit.service';
import type { TPushHub } from '../push/push.hub';
import type { TLedgerService } from '../wallet/ledger.service';
import { vipBadgeUrl } from './vip.badge';
import { VIP_PROGRAMMES, levelFor, type TVipLevelConfig, type TVipProgramme } from './vip.config';
import type { TVipRepository } from './vip.repository';

/** A level-up mail; the mail module implements it (see README: wired when that module exists). */
export interface TVipMailer {
  levelUp(input: { userId: number; level: number; rewardMinor: bigint; currency: string }): Promise<void>;
}

export interface VipServiceDeps {
  repo: TVipRepository;
  ledger: Pick<TLedgerService, 'transaction' | 'transfer' | 'ensurePlayerAccount' | 'lockPlayer' | 'playerBalance' | 'playerCurrency'>;
  push: Pick<TPushHub, 'publish'>;
  markets: { findDefault(): Promise<{ id: string } | undefined> };
  /** The player's own market (fixed at their first visit): their level is counted by its programme, in its currency. */
  playerMarket: (userId: number) => Promise<string | undefined>;
  clock: Clock;
  logger: TLogger;
  programmes?: Readonly<Record<string, TVipProgramme>>;
  mailer?: TVipMailer;
  /** Level-up rewards pay under the offer staff chose for them (bonus module), else as cash. */
  promoCredit: TPromoCreditFn;
  /** The last weekly cashback paid (bonus module's job). */
  lastCashback: (userId: number) => Promise<{ weekStart: string; netLossMinor: bigint; cashbackBps: number; amountMinor: bigint; creditAs: 'cash' | 'bonus'; paidAt: Date } | undefined>;
}

export interface TLevelUp {
  from: number;
  to: number;
  rewardMinor: bigint;
}

const REWARDS_SHOWN = 50;
export const vipLevelUpKey = (userId: number, level: number): string => `vip-levelup:${userId}:${level}`;

/**
 * VIP levels from the amount wagered in settled rounds. A level-up is detected when a round settles
 * (the wallet's `round.settled` event) and again on every read of the VIP page, so an event lost in
 * a crash is caught up later; the reward of each level is paid once (unique reward row + ledger key).
 */
export const createVipService = (deps: VipServiceDeps) => {
  const programmes = deps.programmes ?? VIP_PROGRAMMES;

  // The default market changes by staff action, rarely: a minute's cache keeps a settle to two reads.
  let defaultMarket: { id: string | undefined; at: number } | undefined;
  const defaultMarketId = async (): Promise<string | undefined> => {
    const now = deps.clock.now().getTime();
    if (!defaultMarket || now - defaultMarket.at > 60_000 || now < defaultMarket.at) defaultMarket = { id: (await deps.markets.findDefault())?.id, at: now };
    return defaultMarket.id;
  };

  const programme = async (): Promise<TVipProgramme> => {
    const market = await defaultMarketId().then((id) => (id === undefined ? undefined : { id }));
    const found = market ? programmes[market.id] : undefined;
    if (!found) throw new AppError('MARKET_NOT_FOUND', { params: { market: market?.id ?? '-' }, detail: 'no VIP programme for the default market' });
    return found;
  };

  /**
   * The programme of the player's market. A market with none yet (one added by data) has no VIP levels above 0:
   * nothing is paid until staff give it a programme in its currency.
   */
  const programmeOf = async (userId: number): Promise<TVipProgramme> => {
    const market = await deps.playerMarket(userId);
    const found = market === undefined ? undefined : programmes[market];
    if (found) return found;
    return { market: market ?? '-', currency: await deps.ledger.playerCurrency(userId), levels: [{ level: 0, thresholdMinor: 0n, wheelSpinsPerPeriod: 0, levelUpRewardMinor: 0n, cashbackBps: 0 }] };
  };

  const levelConfig = (p: TVipProgramme, level: number): TVipLevelConfig | undefined => p.levels.find((l) => l.level === level);

  /** Raises the stored level to what the settled rounds reach, paying each new level's reward once. */
  const evaluate = async (userId: number): Promise<TLevelUp | null> => {
    const p = await programmeOf(userId);
    const target = levelFor(p.levels, await deps.repo.wageredMinor(userId));
    const stored = await deps.repo.levelOf(userId);
    if (stored === undefined || target <= stored) return null;
    const at = deps.clock.now();
    const up = await deps.ledger.transaction(async (tx: Db) => {
      // Lock order of every money path: the player's account, then our rows.
      await deps.ledger.ensurePlayerAccount(userId, tx);
      await deps.ledger.lockPlayer(userId, tx);
      const from = (await deps.repo.levelOf(userId, tx, true)) ?? 0;
      if (target <= from) return null;
      let rewardMinor = 0n;
      for (let level = from + 1; level <= target; level++) {
        const amount = levelConfig(p, level)?.levelUpRewardMinor ?? 0n;
        const key = vipLevelUpKey(userId, level);
        const row = await deps.repo.insertReward({ userId, market: p.market, kind: 'level_up', level, amountMinor: amount, currency: p.currency, transferKey: amount > 0n ? key : null, createdAt: at }, tx);
        if (!row || amount <= 0n) continue;
        // Under the offer staff chose for level-up rewards, if any (else cash); one it does not admit (a guest) is not paid.
        const credit = await deps.promoCredit({ userId, source: 'vip_level', amountMinor: amount, currency: p.currency, code: 'VIP_REWARD', idempotencyKey: key, ineligible: 'skip' }, tx);
        if (credit.as === 'skipped') deps.logger.info({ userId, level }, 'VIP level-up reward not paid: the offer does not admit the player');
        else rewardMinor += amount;
      }
      await deps.repo.setLevel(userId, target, at, tx);
      return { from, to: target, rewardMinor };
    });
    if (up) await announce(userId, up, p.currency);
    return up;
  };

  /** After the commit: the open pages hear of it (a toast, the badge, the balance), and a mail if the mail module is wired. */
  const announce = async (userId: number, up: TLevelUp, currency: string): Promise<void> => {
    try {
      await deps.push.publish(userId, { type: 'vip:leveled-up', data: { vipLevel: up.to, vipUrl: vipBadgeUrl(up.to), rewardMinor: Number(up.rewardMinor) } });
      if (up.rewardMinor > 0n) await deps.push.publish(userId, { type: 'wallet:balance-changed', data: { totalAssetsMinor: Number(await deps.ledger.playerBalance(userId)) } });
      await deps.mailer?.levelUp({ userId, level: up.to, rewardMinor: up.rewardMinor, currency });
    } catch (error) {
      deps.logger.warn({ err: error, userId }, 'VIP level-up announcement failed');
    }
  };

  return {
    evaluate,

    /** The handler of `round.settled`: cheap when nothing changes (one sum, one row read). */
    onRoundSettled: async (payload: { userId: number }): Promise<void> => {
      await evaluate(payload.userId);
    },

    /** The stored level (what wheel spins and the badge follow). */
    levelOf: async (userId: number, tx?: Db): Promise<number> => (await deps.repo.levelOf(userId, tx)) ?? 0,

    /** The levels of the default market's programme (read before a transaction: it may ask the database). */
    levels: async (): Promise<readonly TVipLevelConfig[]> => (await programme()).levels,

    badgeUrl: (level: number): string => vipBadgeUrl(level),

    async info(userId: number): Promise<VipInfo> {
      await evaluate(userId);
      const p = await programmeOf(userId);
      const [wagered, level, rewards, totalPaid, cashback] = await Promise.all([
        deps.repo.wageredMinor(userId),
        deps.repo.levelOf(userId),
        deps.repo.listRewards(userId, REWARDS_SHOWN),
        deps.repo.totalPaid(userId),
        deps.lastCashback(userId),
      ]);
      const current = level ?? 0;
      const here = levelConfig(p, current);
      const next = levelConfig(p, current + 1);
      const from = here?.thresholdMinor ?? 0n;
      const span = next ? next.thresholdMinor - from : 0n;
      // Integer arithmetic, then one decimal: 0.0-100.0.
      const permille = next ? (span > 0n ? Number(((wagered - from) * 1000n) / span) : 1000) : 1000;
      return {
        market: p.market,
        currency: p.currency,
        vipLevel: current,
        vipUrl: vipBadgeUrl(current),
        wageredMinor: Number(wagered),
        nextLevel: next ? next.level : null,
        nextThresholdMinor: next ? Number(next.thresholdMinor) : null,
        remainingMinor: next ? Number(next.thresholdMinor > wagered ? next.thresholdMinor - wagered : 0n) : 0,
        progressPct: Math.min(1000, Math.max(0, permille)) / 10,
        period: 'week',
        levels: p.levels.map((l) => ({
          level: l.level,
          thresholdMinor: Number(l.thresholdMinor),
          wheelSpinsPerPeriod: l.wheelSpinsPerPeriod,
          levelUpRewardMinor: Number(l.levelUpRewardMinor),
          cashbackBps: l.cashbackBps,
          badgeUrl: vipBadgeUrl(l.level),
        })),
        rewards: rewards.map((r) => ({ id: r.id, kind: r.kind, level: r.level, amountMinor: Number(r.amountMinor), currency: r.currency, createTime: r.createdAt.toISOString() })),
        totalPaidMinor: Number(totalPaid),
        lastCashback: cashback
          ? { weekStart: cashback.weekStart, netLossMinor: Number(cashback.netLossMinor), cashbackBps: cashback.cashbackBps, amountMinor: Number(cashback.amountMinor), creditAs: cashback.creditAs, paidTime: cashback.paidAt.toISOString() }
          : null,
      };
    },
  };
};

export type TVipService = ReturnType<typeof createVipService>;
