/**
 * Limit periods are calendar periods in Europe/Istanbul: the day starts at local midnight, the
 * week on Monday, the month on the 1st. Computed with Intl so a future offset change is followed.
 */
export const PROTECTION_TIME_ZONE = 'Europe/Istanbul';

export type TLimitPeriod = 'day' | 'week' | 'month';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PROTECTION_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const localParts = (at: Date) => {
  const get = (type: string) => Number(partsFormat.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
};

/** Milliseconds the zone is ahead of UTC at that instant. */
const offsetMs = (at: Date): number => {
  const p = localParts(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
};

/** The instant of local midnight of the given local calendar date. */
const localMidnight = (year: number, month: number, day: number): Date => {
  const guess = Date.UTC(year, month - 1, day);
  return new Date(guess - offsetMs(new Date(guess)));
};

/** Start of the period containing `at`, and the start of the next one (exclusive end). */
export const periodBounds = (period: TLimitPeriod, at: Date): { start: Date; end: Date } => {
  const p = localParts(at);
  if (period === 'day') {
    return { start: localMidnight(p.year, p.month, p.day), end: localMidnight(p.year, p.month, p.day + 1) };
  }
  if (period === 'week') {
    const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay(); // 0 = Sunday
    const back = (weekday + 6) % 7;
    return { start: localMidnight(p.year, p.month, p.day - back), end: localMidnight(p.year, p.month, p.day - back + 7) };
  }
  return { start: localMidnight(p.year, p.month, 1), end: localMidnight(p.year, p.month + 1, 1) };
};
