import type { TRng } from './rng';

/** A 5-reel, 3-row video slot with 10 fixed paylines; wins pay left to right, 3 to 5 of a kind. */
export const REELS = 5;
export const ROWS = 3;
export const SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'] as const;
export type TSymbol = (typeof SYMBOLS)[number] | 'BLANK';

/** Pays for 3, 4 and 5 of a kind, in line bets. */
export const PAYTABLE: Readonly<Record<(typeof SYMBOLS)[number], readonly [number, number, number]>> = {
  SEVEN: [150, 750, 3000],
  BAR: [75, 300, 1500],
  BELL: [45, 180, 750],
  PLUM: [30, 90, 360],
  LEMON: [15, 45, 180],
  CHERRY: [9, 24, 90],
};
const BASE_WEIGHTS: Readonly<Record<(typeof SYMBOLS)[number], number>> = { SEVEN: 1000, BAR: 2000, BELL: 3000, PLUM: 4000, LEMON: 5000, CHERRY: 6000 };

/** Row index of each reel, per payline. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

export interface TSlotModel {
  /** Cell weights: every cell is drawn independently from these (symbol order, then BLANK). */
  weights: readonly number[];
  total: number;
  rtp: number;
}

const symbolOf = (index: number): TSymbol => SYMBOLS[index] ?? 'BLANK';

/**
 * Exact RTP of the model: cells are independent, so every line has the same expected pay, and a
 * line pays `m_k` with P(run of exactly k) = q^k (1-q) for k < 5 and q^5 for 5.
 */
export const slotRtp = (weights: readonly number[]): number => {
  const total = weights.reduce((a, b) => a + b, 0);
  let rtp = 0;
  SYMBOLS.forEach((s, i) => {
    const q = (weights[i] ?? 0) / total;
    const [m3, m4, m5] = PAYTABLE[s];
    rtp += q ** 3 * (1 - q) * m3 + q ** 4 * (1 - q) * m4 + q ** 5 * m5;
  });
  return rtp;
};

/** The slot at a configured RTP: the BLANK weight is the one knob, found by bisection (RTP falls as it grows). */
export const slotModel = (targetRtp: number): TSlotModel => {
  const base = SYMBOLS.map((s) => BASE_WEIGHTS[s]);
  let lo = 0;
  let hi = 10_000_000;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (slotRtp([...base, mid]) > targetRtp) lo = mid + 1;
    else hi = mid;
  }
  // The closer of the two neighbours.
  const blank = lo > 0 && Math.abs(slotRtp([...base, lo - 1]) - targetRtp) < Math.abs(slotRtp([...base, lo]) - targetRtp) ? lo - 1 : lo;
  const weights = [...base, blank];
  return { weights, total: weights.reduce((a, b) => a + b, 0), rtp: slotRtp(weights) };
};

export interface TSlotOutcome {
  /** grid[reel][row] */
  grid: TSymbol[][];
  lines: Array<{ line: number; symbol: TSymbol; count: number; payLineBets: number }>;
  winMinor: number;
}

const draw = (model: TSlotModel, rng: TRng): number => {
  let r = rng(model.total);
  const weights = model.weights;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
};

/** The 15 cells, reel by reel (cell = reel * ROWS + row), as symbol indexes (SYMBOLS.length = BLANK). */
export const drawSlotCells = (model: TSlotModel, rng: TRng): number[] => {
  const cells: number[] = new Array<number>(REELS * ROWS).fill(0);
  for (let i = 0; i < cells.length; i++) cells[i] = draw(model, rng);
  return cells;
};

/** Sum of the line pays in line bets; `onWin` sees each winning line (for display). */
export const slotLinePays = (cells: readonly number[], onWin?: (line: number, symbol: number, count: number, pay: number) => void): number => {
  let pays = 0;
  for (let line = 0; line < PAYLINES.length; line++) {
    const rows = PAYLINES[line]!;
    const first = cells[rows[0]!]!;
    if (first >= SYMBOLS.length) continue;
    let count = 1;
    while (count < REELS && cells[count * ROWS + rows[count]!] === first) count++;
    if (count < 3) continue;
    const pay = PAYTABLE[SYMBOLS[first]!][count - 3] ?? 0;
    pays += pay;
    onWin?.(line, first, count, pay);
  }
  return pays;
};

/** Win in minor units: stake x (sum of line pays) / lines, rounded down. */
export const slotWinMinor = (stakeMinor: number, pays: number): number => Math.floor((stakeMinor * pays) / PAYLINES.length);

/** One spin, with the grid and the winning lines for the page. */
export const spinSlot = (model: TSlotModel, stakeMinor: number, rng: TRng): TSlotOutcome => {
  const cells = drawSlotCells(model, rng);
  const lines: TSlotOutcome['lines'] = [];
  const pays = slotLinePays(cells, (line, symbol, count, pay) => lines.push({ line, symbol: symbolOf(symbol), count, payLineBets: pay }));
  const grid: TSymbol[][] = [];
  for (let reel = 0; reel < REELS; reel++) grid.push(Array.from({ length: ROWS }, (_, row) => symbolOf(cells[reel * ROWS + row]!)));
  return { grid, lines, winMinor: slotWinMinor(stakeMinor, pays) };
};
