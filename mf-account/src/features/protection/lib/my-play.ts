import type { ProtectionMyPlay, ProtectionMyPlayDay } from '@casino/shared';

/** What the daily chart of "Oyun alışkanlıklarım" shows. */
export type TPlayMetric = 'netMinor' | 'minutesPlayed' | 'depositsMinor';
export const PLAY_METRICS: readonly TPlayMetric[] = ['netMinor', 'minutesPlayed', 'depositsMinor'];

export interface TBar {
  date: string;
  value: number;
  /** In the chart's 0-100 height: where the bar starts and how tall it is. */
  y: number;
  height: number;
  negative: boolean;
}

/**
 * The bars of one metric, scaled to a 0-100 high box: a signed metric (the net result) around a middle
 * zero line, the others up from the bottom. A day with nothing has no height.
 */
export const barsOf = (days: readonly ProtectionMyPlayDay[], metric: TPlayMetric): TBar[] => {
  const values = days.map((d) => d[metric]);
  const signed = values.some((v) => v < 0);
  const top = Math.max(1, ...values.map((v) => Math.abs(v)));
  return days.map((d, i) => {
    const value = values[i]!;
    const share = Math.abs(value) / top;
    if (!signed) return { date: d.date, value, y: 100 - share * 100, height: share * 100, negative: false };
    const height = share * 50;
    return { date: d.date, value, y: value < 0 ? 50 : 50 - height, height, negative: value < 0 };
  });
};

/** Nothing played and no money moved in the window: the page says so instead of a flat chart. */
export const isQuiet = (play: ProtectionMyPlay): boolean =>
  play.totals.depositsMinor === 0 && play.totals.withdrawalsMinor === 0 && play.totals.wageredMinor === 0 && play.totals.minutesPlayed === 0;

/** Minutes as whole hours and the minutes left over. */
export const hoursAndMinutes = (minutes: number): { hours: number; minutes: number } => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
