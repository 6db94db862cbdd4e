import type { TRng } from './types';

/**
 * Crash: the multiplier rises from 1.00x as m(t) = e^(GROWTH_PER_MS * t) until the crash point,
 * which is drawn before the round starts: crash = floor(rtp / (1 - u) x 100) / 100 for u uniform in
 * [0, 1), so P(crash >= m) = rtp / m for every cash-out target m >= 1.01x and every target returns
 * the RTP. Below 1.00x it crashes at once (1.00x). Capped at MAX_CRASH_HUNDREDTHS.
 * Multipliers are integer hundredths (250 = 2.50x).
 */
export const GROWTH_PER_MS = 0.0001;
export const MIN_CASHOUT_HUNDREDTHS = 101;
export const MAX_CRASH_HUNDREDTHS = 1_000_000;
const TWO_32 = 2 ** 32;

export const crashPointOf = (rng: TRng, rtpBps: number): number => {
  const u = rng(TWO_32);
  const hundredths = Math.floor((rtpBps * TWO_32) / (100 * (TWO_32 - u)));
  return Math.min(MAX_CRASH_HUNDREDTHS, Math.max(100, hundredths));
};

/** The multiplier shown t ms after take-off, in hundredths, rounded down. */
export const multiplierAt = (elapsedMs: number): number => Math.max(100, Math.floor(100 * Math.exp(GROWTH_PER_MS * Math.max(0, elapsedMs)) + 1e-9));

/** When the multiplier reaches `hundredths` (ms after take-off). */
export const msToReach = (hundredths: number): number => Math.ceil(Math.log(hundredths / 100) / GROWTH_PER_MS);

/** A cash-out at `target` pays stake x target when the round had not crashed before it. */
export const cashoutWins = (target: number, crashPoint: number): boolean => target >= MIN_CASHOUT_HUNDREDTHS && target <= crashPoint;

export const crashReturn = (stakeMinor: number, target: number): number => Math.floor((stakeMinor * target) / 100);
