import type { TRng } from './rng';

/**
 * European roulette, single zero. The RTP is fixed by the rules at 36/37 = 97.30 % for every bet
 * (no configured RTP: a roulette wheel is not weighted).
 */
export const ROULETTE_RTP = 36 / 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const rouletteBetTypes = ['straight', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column'] as const;
export type TRouletteBetType = (typeof rouletteBetTypes)[number];
export interface TRouletteBet {
  type: TRouletteBetType;
  /** straight: 0-36; dozen and column: 1-3. */
  value?: number;
  amountMinor: number;
}

/** Payout "to 1" per bet type. */
const PAYS: Readonly<Record<TRouletteBetType, number>> = { straight: 35, red: 1, black: 1, odd: 1, even: 1, low: 1, high: 1, dozen: 2, column: 2 };

export const colourOf = (pocket: number): 'green' | 'red' | 'black' => (pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black');

export const isValidRouletteBet = (bet: TRouletteBet): boolean => {
  if (!Number.isInteger(bet.amountMinor) || bet.amountMinor <= 0) return false;
  if (bet.type === 'straight') return Number.isInteger(bet.value) && (bet.value ?? -1) >= 0 && (bet.value ?? 99) <= 36;
  if (bet.type === 'dozen' || bet.type === 'column') return bet.value === 1 || bet.value === 2 || bet.value === 3;
  return bet.value === undefined;
};

export const betWins = (bet: TRouletteBet, pocket: number): boolean => {
  if (bet.type === 'straight') return pocket === bet.value;
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
  }
};

export interface TRouletteOutcome {
  pocket: number;
  colour: 'green' | 'red' | 'black';
  winMinor: number;
}

export const spinRoulette = (bets: readonly TRouletteBet[], rng: TRng): TRouletteOutcome => {
  const pocket = rng(37);
  const winMinor = bets.reduce((sum, bet) => sum + (betWins(bet, pocket) ? bet.amountMinor * (PAYS[bet.type] + 1) : 0), 0);
  return { pocket, colour: colourOf(pocket), winMinor };
};
