import { REPORT_MAX_DAYS, REPORT_TIME_ZONE } from '@casino/shared/contracts';

const DAY_MS = 86_400_000;

/** Today's date (YYYY-MM-DD) in Istanbul, where report days begin and end. */
export const istanbulToday = (now = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export const daysIn = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export type TPreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth';
export const PRESETS: readonly TPreset[] = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'];

export const presetRange = (preset: TPreset, today: string): { from: string; to: string } => {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
};

/** What is wrong with a range before asking the API (it checks the same): null when it is fine. */
export const rangeProblem = (from: string, to: string): 'missing' | 'reversed' | 'tooLong' | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'missing';
  if (from > to) return 'reversed';
  return daysIn(from, to) > REPORT_MAX_DAYS ? 'tooLong' : null;
};

/** An instant as Istanbul wall time, `YYYY-MM-DD HH:mm`. */
export const istanbulTime = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(d);
  const v = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${v('year')}-${v('month')}-${v('day')} ${v('hour')}:${v('minute')}`;
};
