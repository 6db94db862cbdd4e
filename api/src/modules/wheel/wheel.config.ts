import type { TWheelPrizeRow } from './wheel.tables';

/** Version 1 of a market's prize table, written the first time the market's wheel is asked for. */
export const DEFAULT_WHEEL_TABLES: Readonly<Record<string, { currency: string; prizes: readonly TWheelPrizeRow[] }>> = {
  tr: {
    currency: 'TRY',
    prizes: [
      { kind: 'cash', amountMinor: '500', weight: 300 },
      { kind: 'cash', amountMinor: '1000', weight: 250 },
      { kind: 'nothing', amountMinor: '0', weight: 150 },
      { kind: 'cash', amountMinor: '2500', weight: 120 },
      { kind: 'cash', amountMinor: '5000', weight: 80 },
      { kind: 'cash', amountMinor: '10000', weight: 50 },
      { kind: 'cash', amountMinor: '25000', weight: 30 },
      { kind: 'cash', amountMinor: '100000', weight: 20 },
    ],
  },
};

/** A paid deposit of at least this much earns spins (per market currency, minor units). */
export const DEPOSIT_SPIN_RULES: Readonly<Record<string, { minMinor: bigint; spins: number; validForMs: number }>> = {
  TRY: { minMinor: 10_000n, spins: 1, validForMs: 7 * 24 * 3_600_000 },
};

/** Limits of a staff-edited table. */
export const WHEEL_MIN_PRIZES = 2;
export const WHEEL_MAX_PRIZES = 16;
export const WHEEL_MAX_WEIGHT = 1_000_000;
/** The largest single prize staff may configure (100,000.00). */
export const WHEEL_MAX_PRIZE_MINOR = 10_000_000n;

/**
 * VIP spins renew every week, Monday 00:00 in Europe/Istanbul (UTC+3 all year since 2016, so a fixed
 * offset is exact). Returns the week's key and its end.
 */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;
export const vipPeriodOf = (now: Date): { key: string; endsAt: Date } => {
  const local = now.getTime() + ISTANBUL_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const monday = day - ((day + 3) % 7);
  const startUtc = monday * DAY_MS - ISTANBUL_OFFSET_MS;
  return { key: `vip:${new Date(monday * DAY_MS).toISOString().slice(0, 10)}`, endsAt: new Date(startUtc + 7 * DAY_MS) };
};
