import { REPORT_TIME_ZONE } from '@casino/shared/contracts';

const DAY_MS = 86_400_000;

/** The zone's offset from UTC at `at`, in ms (Europe/Istanbul: +3 h since 2016, +2/+3 before). */
const offsetMs = (at: Date, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at.getTime() / 1000) * 1000;
};

/** The instant a calendar day (YYYY-MM-DD) starts in the report zone. */
export const dayStart = (day: string, timeZone = REPORT_TIME_ZONE): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  const guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - offsetMs(new Date(guess), timeZone));
};

/** The calendar day (YYYY-MM-DD) of an instant in the report zone. */
export const dayOf = (at: Date, timeZone = REPORT_TIME_ZONE): string => new Date(at.getTime() + offsetMs(at, timeZone)).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

/** Days in [from, to], both included (1 for a single day). */
export const dayCount = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
