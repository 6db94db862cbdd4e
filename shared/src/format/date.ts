import type { Lang } from '../constants';
import { dateFormat, DISPLAY_TIME_ZONE, localeOf, relativeFormat } from './locale';

export type DateInput = string | number | Date;

/** The ways a moment is shown; every one is in Europe/Istanbul. */
export const DATE_STYLES = {
  /** 26 Kas 2026 · 26 Nov 2026 */
  date: { dateStyle: 'medium' },
  /** 26 Kasım 2026 · 26 November 2026 */
  longDate: { dateStyle: 'long' },
  /** 26 Kasım · 26 November */
  dayMonth: { day: 'numeric', month: 'long' },
  /** 26.11 · 26/11 */
  shortDayMonth: { day: '2-digit', month: '2-digit' },
  /** 26 Kas 2026 10:29 · 26 Nov 2026, 10:29 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 01.06.2026 10:29 · 01/06/2026, 10:29 */
  shortDateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** 26.11.2026 10:29:05 (history rows, where seconds tell rounds apart) */
  shortDateTimeSeconds: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  /** 10:29 */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** 10:29:05 */
  timeSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** A moment in the player's language, always in Europe/Istanbul; '' for a missing or invalid moment. */
export function formatDate(value: DateInput | null | undefined, lang: Lang, style: DateStyle = 'dateTime'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(localeOf(lang), DATE_STYLES[style]).format(date);
}

/** The Istanbul calendar day of a moment as YYYY-MM-DD (date inputs, "is it today"). */
export function istanbulDay(value: DateInput): string {
  const parts = dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 dakika önce" / "5 minutes ago" / "in 2 hours"; under a minute "şimdi" / "now". */
export function formatRelative(value: DateInput, lang: Lang, nowMs: number = Date.now()): string {
  const seconds = Math.round((toDate(value).getTime() - nowMs) / 1000);
  const format = relativeFormat(localeOf(lang));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

export { DISPLAY_TIME_ZONE };
