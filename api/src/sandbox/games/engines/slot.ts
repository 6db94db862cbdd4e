import type { TRng } from './types';

/**
 * A 5x3 video slot. Two math models share the symbols: 20 fixed paylines, or 243 ways (any
 * position on adjacent reels from the left). Every cell is drawn independently from the symbol
 * weights, so the RTP is exact and analytic; the pays are scaled to the configured RTP (in
 * hundredths of a coin, a coin being 1/20 of the stake) and the model reports the RTP it reaches.
 * Symbols 0-3 are the theme's high symbols (drawn by the client from the game's theme), 4-8 the
 * card royals A, K, Q, J, 10.
 */
export const REELS = 5;
export const ROWS = 3;
export const SYMBOL_COUNT = 9;
export const COINS_PER_STAKE = 20;
export type TSlotLayout = 'lines' | 'ways';

/** Base pays for 3, 4 and 5 of a kind, in coins (before scaling to the RTP). */
const BASE_PAYS: readonly (readonly [number, number, number])[] = [
  [20, 100, 500],
  [15, 60, 250],
  [10, 40, 150],
  [8, 30, 100],
  [5, 15, 60],
  [4, 12, 50],
  [3, 10, 40],
  [2, 8, 30],
  [2, 6, 25],
];
const WEIGHTS_LINES: readonly number[] = [3, 4, 5, 6, 15, 17, 19, 21, 23];
/** Ways pay far more often per spin: rarer highs, and the scaling brings the pays down. */
const WEIGHTS_WAYS: readonly number[] = [5, 6, 7, 8, 12, 13, 14, 16, 19];

/** Row index of each reel, per payline (20 lines). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2], [1, 0, 1, 2, 1], [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
];

export interface TSlotModel {
  layout: TSlotLayout;
  weights: readonly number[];
  total: number;
  /** Pays for 3, 4, 5 of a kind per symbol, in hundredths of a coin. */
  pays: readonly (readonly [number, number, number])[];
  /** Exact return of the model (before the rounding down of each win to a minor unit). */
  rtp: number;
}

const rtpOf = (layout: TSlotLayout, weights: readonly number[], pays: readonly (readonly number[])[], unit: number): number => {
  const total = weights.reduce((a, b) => a + b, 0);
  let rtp = 0;
  for (let s = 0; s < SYMBOL_COUNT; s++) {
    const q = weights[s]! / total;
    const [p3, p4, p5] = [pays[s]![0]!, pays[s]![1]!, pays[s]![2]!];
    if (layout === 'lines') {
      // One line: a run of exactly k from the left; 20 lines, each a coin.
      const perLine = q ** 3 * (1 - q) * p3 + q ** 4 * (1 - q) * p4 + q ** 5 * p5;
      rtp += (PAYLINES.length * perLine) / COINS_PER_STAKE;
    } else {
      // Ways: E[product of the counts on reels 1..k] x P(none on reel k+1); counts ~ Binomial(3, q), independent.
      const m = ROWS * q;
      const none = (1 - q) ** ROWS;
      rtp += (m ** 3 * none * p3 + m ** 4 * none * p4 + m ** 5 * p5) / COINS_PER_STAKE;
    }
  }
  return rtp / unit;
};

/** The model at a configured RTP (e.g. 0.96): base pays scaled, rounded to hundredths of a coin. */
export const slotModel = (layout: TSlotLayout, targetRtp: number): TSlotModel => {
  const weights = layout === 'lines' ? WEIGHTS_LINES : WEIGHTS_WAYS;
  const base = rtpOf(layout, weights, BASE_PAYS, 1);
  const factor = (targetRtp / base) * 100;
  const pays = BASE_PAYS.map((p) => p.map((x) => Math.max(1, Math.round(x * factor))) as unknown as readonly [number, number, number]);
  return { layout, weights, total: weights.reduce((a, b) => a + b, 0), pays, rtp: rtpOf(layout, weights, pays, 100) };
};

export interface TSlotWin {
  /** Payline index (lines) or -1 (ways). */
  line: number;
  symbol: number;
  count: number;
  /** Ways only: how many ways paid. */
  ways: number;
  /** [reel, row] of every cell in the win. */
  cells: Array<[number, number]>;
  winMinor: number;
}

export interface TSlotOutcome {
  /** grid[reel][row], symbol indexes. */
  grid: number[][];
  wins: TSlotWin[];
  winMinor: number;
}

const drawSymbol = (model: TSlotModel, rng: TRng): number => {
  let r = rng(model.total);
  for (let i = 0; i < SYMBOL_COUNT; i++) {
    r -= model.weights[i]!;
    if (r < 0) return i;
  }
  return SYMBOL_COUNT - 1;
};

/** Hundredths of a coin -> minor units for this stake, rounded down. */
const toMinor = (stakeMinor: number, hundredths: number): number => Math.floor((stakeMinor * hundredths) / (COINS_PER_STAKE * 100));

/** Evaluates a grid: every winning line (or symbol's ways), with its cells. */
export const evaluateSlot = (model: TSlotModel, grid: readonly (readonly number[])[], stakeMinor: number): TSlotOutcome => {
  const wins: TSlotWin[] = [];
  let hundredths = 0;
  if (model.layout === 'lines') {
    PAYLINES.forEach((rows, line) => {
      const symbol = grid[0]![rows[0]!]!;
      let count = 1;
      while (count < REELS && grid[count]![rows[count]!] === symbol) count++;
      if (count < 3) return;
      const pay = model.pays[symbol]![count - 3]!;
      hundredths += pay;
      wins.push({ line, symbol, count, ways: 1, cells: rows.slice(0, count).map((row, reel) => [reel, row]), winMinor: toMinor(stakeMinor, pay) });
    });
  } else {
    for (let symbol = 0; symbol < SYMBOL_COUNT; symbol++) {
      let ways = 1;
      let count = 0;
      const cells: Array<[number, number]> = [];
      while (count < REELS) {
        const rows = grid[count]!.flatMap((s, row) => (s === symbol ? [row] : []));
        if (rows.length === 0) break;
        ways *= rows.length;
        rows.forEach((row) => cells.push([count, row]));
        count++;
      }
      if (count < 3) continue;
      const pay = model.pays[symbol]![count - 3]! * ways;
      hundredths += pay;
      wins.push({ line: -1, symbol, count, ways, cells, winMinor: toMinor(stakeMinor, pay) });
    }
  }
  return { grid: grid.map((r) => [...r]), wins, winMinor: toMinor(stakeMinor, hundredths) };
};

/**
 * The grid's total pay in hundredths of a coin, without building the win list: the simulation's hot
 * path (cells reel by reel, cell = reel * ROWS + row). `evaluateSlot` must agree (a test checks).
 */
export const slotPayHundredths = (model: TSlotModel, cells: ArrayLike<number>): number => {
  let hundredths = 0;
  if (model.layout === 'lines') {
    for (let line = 0; line < PAYLINES.length; line++) {
      const rows = PAYLINES[line]!;
      const symbol = cells[rows[0]!]!;
      let count = 1;
      while (count < REELS && cells[count * ROWS + rows[count]!] === symbol) count++;
      if (count >= 3) hundredths += model.pays[symbol]![count - 3]!;
    }
    return hundredths;
  }
  // Ways: only symbols on the first reel can pay.
  for (let r0 = 0; r0 < ROWS; r0++) {
    const symbol = cells[r0]!;
    let seen = false;
    for (let before = 0; before < r0; before++) if (cells[before] === symbol) seen = true;
    if (seen) continue;
    let ways = 1;
    let count = 0;
    while (count < REELS) {
      let n = 0;
      for (let row = 0; row < ROWS; row++) if (cells[count * ROWS + row] === symbol) n++;
      if (n === 0) break;
      ways *= n;
      count++;
    }
    if (count >= 3) hundredths += model.pays[symbol]![count - 3]! * ways;
  }
  return hundredths;
};

/** Fills `cells` (length REELS * ROWS) with a spin; the simulation reuses one array. */
export const drawSlotCells = (model: TSlotModel, rng: TRng, cells: number[] = new Array<number>(REELS * ROWS)): number[] => {
  for (let i = 0; i < REELS * ROWS; i++) cells[i] = drawSymbol(model, rng);
  return cells;
};

export const slotWinMinor = (stakeMinor: number, hundredths: number): number => toMinor(stakeMinor, hundredths);

export const spinSlot = (model: TSlotModel, stakeMinor: number, rng: TRng): TSlotOutcome => {
  const grid: number[][] = [];
  for (let reel = 0; reel < REELS; reel++) grid.push(Array.from({ length: ROWS }, () => drawSymbol(model, rng)));
  return evaluateSlot(model, grid, stakeMinor);
};
