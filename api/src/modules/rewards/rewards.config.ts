/** Daily sign-in rewards per market, in minor units, day 1..N of the cycle (a missed day starts again at day 1). */
export const SIGN_IN_CYCLES: Readonly<Record<string, readonly bigint[]>> = {
  tr: [500n, 1_000n, 1_500n, 2_000n, 3_000n, 4_000n, 10_000n],
  az: [100n, 200n, 300n, 400n, 600n, 800n, 2_000n],
};
/** A market without a cycle (one added by data) has no sign-in rewards until it gets one in its currency. */
export const NO_SIGN_IN_CYCLE: readonly bigint[] = [];

/** Sign-in days are Istanbul calendar days (spec: sessions and days in Europe/Istanbul). */
export const SIGN_IN_TIME_ZONE = 'Europe/Istanbul';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SIGN_IN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Istanbul calendar date of an instant, YYYY-MM-DD. */
export const istanbulDate = (at: Date): string => dayFormat.format(at);

/** The calendar date `days` after `date` (YYYY-MM-DD, pure calendar arithmetic). */
export const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

/** Start of the Istanbul week (Monday 00:00) holding `at`, and the next one: the leaderboard's period. */
export const istanbulWeek = (at: Date): { start: Date; end: Date } => {
  const today = istanbulDate(at);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  // Istanbul is UTC+3 all year (no DST since 2016).
  const start = new Date(`${monday}T00:00:00+03:00`);
  return { start, end: new Date(start.getTime() + 7 * 86_400_000) };
};
