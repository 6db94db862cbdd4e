import type { TRng } from './types';

/**
 * A money wheel game show (the "Dream Catcher" family): 54 segments; a number segment n pays n:1 to
 * the bets on n; a 2x or 7x segment spins the wheel again and multiplies the next payout (multipliers
 * stack). RTP per bet, exact: P(n comes) = count/52 returns the stake, plus count x n / 45 of payout.
 */
export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;
export type TWheelNumber = (typeof WHEEL_NUMBERS)[number];
const COUNTS: Readonly<Record<TWheelNumber, number>> = { 1: 23, 2: 15, 5: 7, 10: 4, 20: 2, 40: 1 };
export type TWheelSegment = TWheelNumber | 'x2' | 'x7';

/** The wheel's segments in order, numbers spread the way the show spreads them. */
export const WHEEL_SEGMENTS: readonly TWheelSegment[] = (() => {
  const pattern: TWheelSegment[] = [];
  const left: Record<string, number> = { ...COUNTS };
  const cycle: TWheelNumber[] = [1, 2, 1, 5, 1, 2, 1, 10, 1, 2, 1, 5, 1, 2, 1, 20, 1, 2, 1, 5, 1, 2, 1, 10, 1, 2, 40, 1, 5, 1, 2, 1, 10, 1, 2, 1, 5, 1, 2, 1, 20, 1, 2, 5, 1, 2, 1, 10, 1, 2, 5, 1];
  for (const n of cycle) {
    if ((left[n] ?? 0) > 0) {
      pattern.push(n);
      left[n]!--;
    }
  }
  for (const n of WHEEL_NUMBERS) {
    while ((left[n] ?? 0) > 0) {
      pattern.push(n);
      left[n]!--;
    }
  }
  pattern.splice(13, 0, 'x2');
  pattern.splice(40, 0, 'x7');
  return pattern;
})();

export const wheelRtp = (n: TWheelNumber): number => COUNTS[n] / 52 + (COUNTS[n] * n) / 45;

export interface TWheelBet {
  number: TWheelNumber;
  amountMinor: number;
}
export interface TWheelOutcome {
  /** Segment indexes landed on, in order (multipliers first, the number last). */
  stops: number[];
  number: TWheelNumber;
  multiplier: number;
  returns: number[];
  winMinor: number;
}

const MAX_SPINS = 30;

export const spinWheel = (bets: readonly TWheelBet[], rng: TRng): TWheelOutcome => {
  const stops: number[] = [];
  let multiplier = 1;
  for (let i = 0; i < MAX_SPINS; i++) {
    const stop = rng(WHEEL_SEGMENTS.length);
    stops.push(stop);
    const segment = WHEEL_SEGMENTS[stop]!;
    if (segment === 'x2' || segment === 'x7') {
      multiplier *= segment === 'x2' ? 2 : 7;
      continue;
    }
    const returns = bets.map((b) => (b.number === segment ? b.amountMinor + b.amountMinor * segment * multiplier : 0));
    return { stops, number: segment, multiplier, returns, winMinor: returns.reduce((a, r) => a + r, 0) };
  }
  // Thirty multipliers in a row (p < 1e-50): the stakes go back.
  return { stops, number: 1, multiplier, returns: bets.map((b) => b.amountMinor), winMinor: bets.reduce((a, b) => a + b.amountMinor, 0) };
};
