// The protection rules that need no database: how long a time-out or self-exclusion lasts, the age gate, the
// history's window and kinds, and how messages and audit lines write dates, money and limits.
import type { ProtectionExclusion, ProtectionHistoryKind, ProtectionSelfExclusionDuration, ProtectionTimeoutDuration } from '@casino/shared/contracts';
import { PROTECTION_TIME_ZONE } from './protection.period';
import type { TExclusionRow } from './protection.repository';
import type { TEffective } from './protection.usage';

/** Raising or removing a limit waits this long (reference/player-protection.md). */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;
export const MIN_AGE_YEARS = 18;
/** A session limit is at most a month of minutes. */
export const MAX_SESSION_MINUTES = 31 * 24 * 60;

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const addMonths = (at: Date, months: number): Date => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};
export const timeoutEnd: Record<ProtectionTimeoutDuration, (at: Date) => Date> = {
  '24h': (at) => new Date(at.getTime() + DAY_MS),
  '7d': (at) => new Date(at.getTime() + 7 * DAY_MS),
  '6w': (at) => new Date(at.getTime() + 42 * DAY_MS),
};
export const selfExclusionEnd: Record<ProtectionSelfExclusionDuration, (at: Date) => Date | null> = {
  '6m': (at) => addMonths(at, 6),
  '1y': (at) => addMonths(at, 12),
  '5y': (at) => addMonths(at, 60),
  indefinite: () => null,
};

/** History: the default and longest window (reference/player-protection.md: at least 6 months). */
export const HISTORY_DEFAULT_DAYS = 183;
/** "Oyun alışkanlıklarım" (`/protection/myPlay`): the last 30 calendar days, today included. */
export const MY_PLAY_DAYS = 30;
export const HISTORY_MAX_DAYS = 400;
export const HISTORY_MAX_LINES = 1_000;
export const historyKindOf = (code: string): ProtectionHistoryKind =>
  code === 'DEPOSIT'
    ? 'deposit'
    : code === 'WITHDRAWAL_HOLD' || code === 'PAYOUT_RETURN'
      ? 'withdrawal'
      : code === 'BET'
        ? 'bet'
        : code === 'WIN'
          ? 'win'
          : code === 'ROLLBACK'
            ? 'refund'
            : code === 'FEE'
              ? 'fee'
              : code === 'TEST_MONEY'
                ? 'test'
                : 'bonus';

/** Whole years from a YYYY-MM-DD birth date to today in Istanbul. */
export const ageOn = (birthDate: string, now: Date): number => {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: PROTECTION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
};

/** "31.12.2026 23:59" in Istanbul: how messages name an end date. */
export const formatIstanbul = (at: Date): string =>
  new Intl.DateTimeFormat('tr-TR', { timeZone: PROTECTION_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

export const exclusionView = (row: TExclusionRow): ProtectionExclusion => ({
  kind: row.kind,
  duration: row.duration as ProtectionExclusion['duration'],
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt ? row.endsAt.toISOString() : null,
});

export const limitJson = (e: TEffective) => ({ value: e.value === null ? null : e.value.toString(), pending: e.pending ? { value: e.pending.value === null ? null : e.pending.value.toString(), effectiveAt: e.pending.effectiveAt.toISOString() } : null });
