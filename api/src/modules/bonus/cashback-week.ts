/**
 * The Istanbul week cashback is paid for: Monday 00:00 to the next Monday 00:00, Europe/Istanbul. Türkiye has
 * kept UTC+3 all year since 2016 (no daylight saving), so a fixed offset is exact.
 */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export interface TIstanbulWeek {
  /** Its Monday as YYYY-MM-DD (the payment's key). */
  weekStart: string;
  from: Date;
  /** Exclusive. */
  to: Date;
}

export const weekOf = (at: Date): TIstanbulWeek => {
  const local = at.getTime() + ISTANBUL_OFFSET_MS;
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  const mondayIndex = (new Date(midnight).getUTCDay() + 6) % 7;
  const monday = midnight - mondayIndex * DAY_MS;
  return { weekStart: new Date(monday).toISOString().slice(0, 10), from: new Date(monday - ISTANBUL_OFFSET_MS), to: new Date(monday - ISTANBUL_OFFSET_MS + WEEK_MS) };
};

/** The last finished week (the one the job pays). */
export const previousWeek = (now: Date): TIstanbulWeek => weekOf(new Date(weekOf(now).from.getTime() - 1));

/** A week from its Monday (YYYY-MM-DD), or null when the text is not a Monday. */
export const weekStarting = (monday: string): TIstanbulWeek | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(monday)) return null;
  const at = Date.parse(`${monday}T00:00:00Z`);
  if (Number.isNaN(at)) return null;
  const week = weekOf(new Date(at - ISTANBUL_OFFSET_MS));
  return week.weekStart === monday ? week : null;
};

/** Cashback of a net loss at a level's rate (basis points), floored to the minor unit. */
export const cashbackOf = (netLossMinor: bigint, bps: number): bigint => (netLossMinor > 0n && bps > 0 ? (netLossMinor * BigInt(bps)) / 10_000n : 0n);
