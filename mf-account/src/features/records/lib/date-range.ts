import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { SESSION_TIME_ZONE } from '@casino/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

export const RANGE_PRESETS = ['today', '7d', '30d', 'all'] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];

const DAYS: Record<Exclude<TRangePreset, 'all'>, number> = { today: 1, '7d': 7, '30d': 30 };

/**
 * The instants of a preset as whole calendar days in Europe/Istanbul, today included:
 * '7d' is the start of the day six days ago up to the start of tomorrow. 'all' has no bounds.
 */
export function rangeOf(preset: TRangePreset, nowMs: number = Date.now()): { startTime?: string; endTime?: string } {
  if (preset === 'all') return {};
  const today = dayjs(nowMs).tz(SESSION_TIME_ZONE).startOf('day');
  return {
    startTime: today.subtract(DAYS[preset] - 1, 'day').toISOString(),
    endTime: today.add(1, 'day').toISOString(),
  };
}
