import type { TRng } from './types';

/** Dice "roll under": a roll in 0.00-99.99; the player picks the target, the pay follows the odds and the RTP. */
export const DICE_OUTCOMES = 10_000;
export const DICE_MIN_TARGET = 100; // 1.00 % chance
export const DICE_MAX_TARGET = 9_800; // 98.00 % chance

export interface TDiceOutcome {
  roll: number;
  target: number;
  /** Pay multiplier in 1/10,000ths of the stake (stake included). */
  multiplierBps: number;
  won: boolean;
  winMinor: number;
}

/** Multiplier that makes P(win) x pay = RTP: rtp / (target / 10,000), rounded down. */
export const diceMultiplierBps = (target: number, rtpBps: number): number => Math.floor((rtpBps * DICE_OUTCOMES) / target);

export const isValidDiceTarget = (target: number): boolean => Number.isInteger(target) && target >= DICE_MIN_TARGET && target <= DICE_MAX_TARGET;

export const rollDice = (target: number, rtpBps: number, stakeMinor: number, rng: TRng): TDiceOutcome => {
  if (!isValidDiceTarget(target)) throw new RangeError('target out of range');
  const roll = rng(DICE_OUTCOMES);
  const multiplierBps = diceMultiplierBps(target, rtpBps);
  const won = roll < target;
  return { roll, target, multiplierBps, won, winMinor: won ? Math.floor((stakeMinor * multiplierBps) / 10_000) : 0 };
};
