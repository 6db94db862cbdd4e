import type { SignInDayConfig, SignInRecord } from '@casino/shared/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TPromoCreditFn } from '../bonus/bonus-credit.service';
import type { TPushHub } from '../push/push.hub';
import type { TLedgerService } from '../wallet/ledger.service';
import { addDays, istanbulDate, NO_SIGN_IN_CYCLE, SIGN_IN_CYCLES } from './rewards.config';
import type { TRewardsRepository, TSignInRow } from './rewards.repository';

export interface SignInServiceDeps {
  repo: TRewardsRepository;
  ledger: Pick<TLedgerService, 'ensurePlayerAccount' | 'transaction' | 'lockPlayer'>;
  push: Pick<TPushHub, 'publish'>;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn'>;
  promoCredit: TPromoCreditFn;
}

/** The ledger key of one day's reward: one credit per player and Istanbul day. */
export const signInKey = (userId: number, date: string): string => `sign-in:${userId}:${date}`;

/**
 * Where a player stands on `today` given their last collection: collected today, continuing a streak
 * from yesterday, or starting again at day 1 (never collected, a missed day, or a finished cycle).
 */
export const signInState = (last: Pick<TSignInRow, 'day' | 'cycleDay'> | undefined, today: string, cycleLength: number) => {
  if (last?.day === today) return { bsignInToday: true, collectedDays: last.cycleDay, todayDay: last.cycleDay };
  if (last && last.day === addDays(today, -1) && last.cycleDay < cycleLength) return { bsignInToday: false, collectedDays: last.cycleDay, todayDay: last.cycleDay + 1 };
  return { bsignInToday: false, collectedDays: 0, todayDay: 1 };
};

/** Daily sign-in rewards: a per-market cycle of rising amounts, days counted in Europe/Istanbul. */
export const createSignInService = ({ repo, ledger, push, clock, logger, promoCredit }: SignInServiceDeps) => {
  /** The cycle of the player's market, its amounts in the market's currency. */
  const cycle = async (userId: number): Promise<readonly bigint[]> => {
    const market = await repo.playerMarket(userId);
    return (market && SIGN_IN_CYCLES[market]) || NO_SIGN_IN_CYCLE;
  };
  const daysOf = (amounts: readonly bigint[]): SignInDayConfig[] => amounts.map((amount, i) => ({ day: i + 1, amount: Number(amount) }));

  const record = async (userId: number, now = clock.now()): Promise<SignInRecord> => {
    const amounts = await cycle(userId);
    const date = istanbulDate(now);
    const state = signInState(await repo.lastSignIn(userId), date, amounts.length);
    return {
      picksNew: Array.from({ length: state.collectedDays }, (_, i) => i + 1),
      bsignInToday: state.bsignInToday,
      streak: state.collectedDays,
      today: state.todayDay,
      cycleLength: amounts.length,
      date,
      days: daysOf(amounts),
    };
  };

  return {
    /** The player's market's cycle. */
    config: async (userId: number): Promise<SignInDayConfig[]> => daysOf(await cycle(userId)),
    record: (userId: number) => record(userId),

    /** Collects today's reward once: the (player, day) key refuses a second row and a second credit. */
    async collect(userId: number): Promise<SignInRecord> {
      const now = clock.now();
      const before = await record(userId, now);
      if (before.bsignInToday) throw new AppError('SIGN_IN_ALREADY_TODAY');
      const amount = BigInt(before.days[before.today - 1]?.amount ?? 0);
      if (amount <= 0n) throw new AppError('SIGN_IN_NOT_AVAILABLE');
      await ledger.ensurePlayerAccount(userId);
      const balance = await ledger.transaction(async (tx) => {
        await ledger.lockPlayer(userId, tx);
        const inserted = await repo.insertSignIn({ userId, day: before.date, cycleDay: before.today, amountMinor: amount, createdAt: now }, tx);
        if (!inserted) throw new AppError('SIGN_IN_ALREADY_TODAY');
        // Under the offer staff chose for sign-in rewards (bonus money for phone-verified members; a guest is asked to verify).
        const credit = await promoCredit({ userId, source: 'sign_in', amountMinor: amount, code: 'SIGN_IN', idempotencyKey: signInKey(userId, before.date) }, tx);
        if (!credit.created) throw new AppError('SIGN_IN_ALREADY_TODAY');
        return { total: credit.totalMinor, creditedAs: credit.as === 'bonus' ? ('bonus' as const) : ('cash' as const) };
      });
      logger.info({ userId, day: before.date, cycleDay: before.today, amountMinor: amount.toString() }, 'sign-in reward collected');
      try {
        await push.publish(userId, { type: 'wallet:balance-changed', data: { totalAssetsMinor: Number(balance.total) } });
      } catch (error) {
        logger.warn({ err: error, userId }, 'balance push failed');
      }
      return { ...(await record(userId, now)), collectedAmount: Number(amount), totalAssets: Number(balance.total), creditedAs: balance.creditedAs };
    },
  };
};

export type TSignInService = ReturnType<typeof createSignInService>;
