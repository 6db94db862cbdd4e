import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TPushHub } from '../push/push.hub';
import type { TPromoCreditFn } from './bonus-credit.service';
import type { TBonusRepository } from './bonus.repository';
import { cashbackOf, previousWeek, weekStarting, type TIstanbulWeek } from './cashback-week';
import type { TCashbackPaymentRow, TCashbackRepository } from './cashback.repository';

export interface CashbackDeps {
  repo: TCashbackRepository;
  offers: Pick<TBonusRepository, 'offerForSource'>;
  promoCredit: TPromoCreditFn;
  /** The VIP programme's cashback rate per level (basis points). */
  levels: () => Promise<ReadonlyArray<{ level: number; cashbackBps: number }>>;
  /** The player's own market: its cashback offer decides how theirs is paid. */
  marketOf: (userId: number) => Promise<string>;
  push: Pick<TPushHub, 'publish'>;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn'>;
  /** How often the scheduler looks for an unpaid finished week. */
  checkEveryMs?: number;
}

export interface TCashbackRun {
  weekStart: string;
  /** Players with a net loss and a level that pays. */
  candidates: number;
  paid: number;
  /** Paid earlier (by another run or instance). */
  alreadyPaid: number;
  /** Not admitted by the offer (a bonus cashback for phone-verified members only). */
  skipped: number;
  totalMinor: number;
  /** 'off': staff switched the cashback offer off; nothing paid. */
  state: 'done' | 'off';
}

class NotAdmitted extends Error {}

/**
 * Weekly cashback: the player's VIP level rate of the Istanbul week's net loss in settled
 * rounds, paid once per player and week. Safe to run twice and on several instances at once: each player's
 * week is its own transaction behind an advisory lock and a unique (player, week) row, and the ledger key
 * `cashback:{player}:{week}` refuses a second credit. Paid as cash or bonus per the offer staff chose for
 * cashback (none: cash, as the VIP page promises); an offer switched off pays nothing.
 */
export const createCashback = (deps: CashbackDeps) => {
  type TOutcome = { kind: 'paid'; totalMinor: bigint } | { kind: 'already' } | { kind: 'skipped' };
  const payOne = async (week: TIstanbulWeek, loss: { userId: number; vipLevel: number; netLossMinor: bigint }, bps: number, offerId: number | null): Promise<TOutcome> => {
    const amount = cashbackOf(loss.netLossMinor, bps);
    try {
      return await deps.repo.transaction(async (tx) => {
        await deps.repo.lockPlayerWeek(loss.userId, week.weekStart, tx);
        const row = await deps.repo.insertPayment(
          { userId: loss.userId, weekStart: week.weekStart, vipLevel: loss.vipLevel, cashbackBps: bps, netLossMinor: loss.netLossMinor, amountMinor: amount, creditAs: 'cash', offerId, paidAt: deps.clock.now() },
          tx,
        );
        if (!row) return { kind: 'already' } as const;
        const credit = await deps.promoCredit({ userId: loss.userId, source: 'cashback', amountMinor: amount, code: 'CASHBACK', idempotencyKey: `cashback:${loss.userId}:${week.weekStart}`, ineligible: 'skip' }, tx);
        // Not admitted now: roll the row back too, so a later run pays once the player qualifies.
        if (credit.as === 'skipped') throw new NotAdmitted();
        if (!credit.created) return { kind: 'already' } as const;
        if (credit.as === 'bonus') await deps.repo.setCreditAs(row.id, 'bonus', tx);
        return { kind: 'paid', totalMinor: credit.totalMinor } as const;
      });
    } catch (error) {
      if (error instanceof NotAdmitted) return { kind: 'skipped' };
      throw error;
    }
  };

  const run = async (week: TIstanbulWeek): Promise<TCashbackRun> => {
    const result: TCashbackRun = { weekStart: week.weekStart, candidates: 0, paid: 0, alreadyPaid: 0, skipped: 0, totalMinor: 0, state: 'done' };
    if (week.to.getTime() > deps.clock.now().getTime()) throw new AppError('VALIDATION_FAILED', { messageKey: 'BONUS_CASHBACK_WEEK_OPEN', params: { week: week.weekStart } });
    const rates = new Map((await deps.levels()).map((l) => [l.level, l.cashbackBps]));
    // Each player's market's cashback offer (none: cash; switched off: nothing for that market's players).
    const offers = new Map<string, Awaited<ReturnType<typeof deps.offers.offerForSource>>>();
    const offerOf = async (userId: number) => {
      const market = await deps.marketOf(userId);
      if (!offers.has(market)) offers.set(market, await deps.offers.offerForSource(market, 'cashback'));
      return offers.get(market);
    };
    let off = 0;
    for (const loss of await deps.repo.weekLosses(week.from, week.to)) {
      const bps = rates.get(loss.vipLevel) ?? 0;
      if (cashbackOf(loss.netLossMinor, bps) <= 0n) continue;
      const offer = await offerOf(loss.userId);
      if (offer && !offer.enabled) {
        off++;
        continue;
      }
      result.candidates++;
      const outcome = await payOne(week, loss, bps, offer?.id ?? null);
      if (outcome.kind === 'paid') {
        result.paid++;
        result.totalMinor += Number(cashbackOf(loss.netLossMinor, bps));
        await deps.push.publish(loss.userId, { type: 'wallet:balance-changed', data: { totalAssetsMinor: Number(outcome.totalMinor) } }).catch(() => undefined);
      } else if (outcome.kind === 'already') result.alreadyPaid++;
      else result.skipped++;
    }
    // Every market that had players to pay had its cashback switched off.
    if (off > 0 && result.candidates === 0) result.state = 'off';
    deps.logger.info({ ...result }, 'cashback run');
    return result;
  };

  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = run(previousWeek(deps.clock.now()))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'cashback run failed'))
      .finally(() => (running = undefined));
  };

  return {
    /** Pays the week starting on `monday` (YYYY-MM-DD), or the last finished week. */
    async pay(monday?: string): Promise<TCashbackRun> {
      const week = monday === undefined ? previousWeek(deps.clock.now()) : weekStarting(monday);
      if (!week) throw new AppError('VALIDATION_FAILED', { messageKey: 'BONUS_CASHBACK_WEEK_INVALID', params: { field: 'week' } });
      return run(week);
    },
    lastPayment: (userId: number): Promise<TCashbackPaymentRow | undefined> => deps.repo.lastPayment(userId),
    /** The scheduler in the API process: at start, then every `checkEveryMs` (an hour by default). */
    start(): void {
      if (timer) return;
      tick();
      timer = setInterval(tick, deps.checkEveryMs ?? 3_600_000);
      timer.unref?.();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};

export type TCashback = ReturnType<typeof createCashback>;
