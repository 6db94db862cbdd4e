import type { TRng } from './types';

/**
 * European roulette, single zero: 37 pockets, every bet returns 36/37 (97.30 %), fixed by the rules.
 * Inside bets name their numbers (validated against the board: splits and corners must touch, zero
 * splits, trios and the first four included); outside bets name a dozen or column 1-3 or nothing.
 */
export const ROULETTE_RTP = 36 / 37;
export const POCKETS = 37;
/** The wheel's pocket order, clockwise from zero (the client draws it). */
export const WHEEL_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26] as const;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const insideBetTypes = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const outsideBetTypes = ['dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high'] as const;
export const rouletteBetTypes = [...insideBetTypes, ...outsideBetTypes] as const;
export type TRouletteBetType = (typeof rouletteBetTypes)[number];

export interface TRouletteBet {
  type: TRouletteBetType;
  /** Inside bets: the covered numbers (any order). */
  numbers?: number[];
  /** dozen / column: 1-3. */
  value?: number;
  amountMinor: number;
}

/** Payout "to 1". */
export const ROULETTE_PAYS: Readonly<Record<TRouletteBetType, number>> = {
  straight: 35, split: 17, street: 11, corner: 8, line: 5, dozen: 2, column: 2, red: 1, black: 1, odd: 1, even: 1, low: 1, high: 1,
};

export const colourOf = (pocket: number): 'green' | 'red' | 'black' => (pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black');

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** Every legal inside bet on the board, by type. */
const INSIDE: Readonly<Record<(typeof insideBetTypes)[number], ReadonlySet<string>>> = (() => {
  const straight = new Set<string>();
  const split = new Set<string>(['0-1', '0-2', '0-3']);
  const street = new Set<string>(['0-1-2', '0-2-3']);
  const corner = new Set<string>(['0-1-2-3']);
  const line = new Set<string>();
  for (let n = 0; n <= 36; n++) straight.add(String(n));
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.add(key([n, n + 1]));
    if (n <= 33) split.add(key([n, n + 3]));
    if (n % 3 !== 0 && n <= 32) corner.add(key([n, n + 1, n + 3, n + 4]));
  }
  for (let k = 0; k < 12; k++) street.add(key([3 * k + 1, 3 * k + 2, 3 * k + 3]));
  for (let k = 0; k < 11; k++) line.add(key([1, 2, 3, 4, 5, 6].map((x) => x + 3 * k)));
  return { straight, split, street, corner, line };
})();

export const isInside = (type: TRouletteBetType): type is (typeof insideBetTypes)[number] => (insideBetTypes as readonly string[]).includes(type);

/** True when the bet exists on a European board (the amount is checked by the caller's limits). */
export const isValidRouletteBet = (bet: TRouletteBet): boolean => {
  if (!Number.isSafeInteger(bet.amountMinor) || bet.amountMinor <= 0) return false;
  if (isInside(bet.type)) {
    const numbers = bet.numbers ?? [];
    return bet.value === undefined && numbers.every((n) => Number.isInteger(n)) && INSIDE[bet.type].has(key(numbers));
  }
  if (bet.numbers !== undefined) return false;
  if (bet.type === 'dozen' || bet.type === 'column') return bet.value === 1 || bet.value === 2 || bet.value === 3;
  return bet.value === undefined;
};

export const betWins = (bet: TRouletteBet, pocket: number): boolean => {
  if (isInside(bet.type)) return (bet.numbers ?? []).includes(pocket);
  if (pocket === 0) return false;
  switch (bet.type) {
    case 'red':
      return RED.has(pocket);
    case 'black':
      return !RED.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.value;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.value;
    default:
      return false;
  }
};

export interface TRouletteOutcome {
  pocket: number;
  colour: 'green' | 'red' | 'black';
  /** Return per bet (stake included), in the order of the bets. */
  returns: number[];
  winMinor: number;
}

export const settleRoulette = (bets: readonly TRouletteBet[], pocket: number): TRouletteOutcome => {
  const returns = bets.map((bet) => (betWins(bet, pocket) ? bet.amountMinor * (ROULETTE_PAYS[bet.type] + 1) : 0));
  return { pocket, colour: colourOf(pocket), returns, winMinor: returns.reduce((a, b) => a + b, 0) };
};

export const spinRoulette = (bets: readonly TRouletteBet[], rng: TRng): TRouletteOutcome => settleRoulette(bets, rng(POCKETS));
