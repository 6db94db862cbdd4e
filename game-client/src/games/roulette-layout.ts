import type { TRouletteBet, TRouletteBetType } from '@provider/engines/roulette';

/**
 * The European betting board as geometry. Coordinates are those of the horizontal board: u along
 * it (zero at -1..0, the twelve columns of numbers at 0..12, the "2:1" column bets at 12..13),
 * v across it (numbers 0..3 with 3, 6, 9... on top, dozens 3..4, even-money bets 4..5). The portrait
 * board turns it a quarter: x = 5 - v, y = u + 1.
 */
export interface TSpot {
  key: string;
  bet: Omit<TRouletteBet, 'amountMinor'>;
  /** Centre, board units. */
  u: number;
  v: number;
  /** Cells (numbers, outside bets) have a size; split/corner/street/line spots are points on the lines. */
  w?: number;
  h?: number;
  label?: string;
  colour?: 'red' | 'black' | 'green';
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colOf = (n: number) => Math.floor((n - 1) / 3);
const rowOf = (n: number) => (n - 1) % 3;
const inside = (type: TRouletteBetType, numbers: number[], u: number, v: number): TSpot => ({ key: `${type}:${[...numbers].sort((a, b) => a - b).join('-')}`, bet: { type, numbers }, u, v });

export const BOARD_SPOTS: TSpot[] = (() => {
  const spots: TSpot[] = [{ ...inside('straight', [0], -0.5, 1.5), w: 1, h: 3, label: '0', colour: 'green' }];
  for (let n = 1; n <= 36; n++) {
    const c = colOf(n);
    const r = rowOf(n);
    spots.push({ ...inside('straight', [n], c + 0.5, 2.5 - r), w: 1, h: 1, label: String(n), colour: RED.has(n) ? 'red' : 'black' });
  }
  for (let n = 1; n <= 36; n++) {
    const c = colOf(n);
    const r = rowOf(n);
    if (r < 2) spots.push(inside('split', [n, n + 1], c + 0.5, 2 - r));
    if (n <= 33) spots.push(inside('split', [n, n + 3], c + 1, 2.5 - r));
    if (r < 2 && n <= 32) spots.push(inside('corner', [n, n + 1, n + 3, n + 4], c + 1, 2 - r));
  }
  for (let c = 0; c < 12; c++) spots.push(inside('street', [3 * c + 1, 3 * c + 2, 3 * c + 3], c + 0.5, 3));
  for (let c = 0; c < 11; c++) spots.push(inside('line', [1, 2, 3, 4, 5, 6].map((x) => x + 3 * c), c + 1, 3));
  for (let r = 0; r < 3; r++) spots.push(inside('split', [0, r + 1], 0, 2.5 - r));
  spots.push(inside('street', [0, 1, 2], 0, 2), inside('street', [0, 2, 3], 0, 1), inside('corner', [0, 1, 2, 3], 0, 3));
  for (let k = 1; k <= 3; k++) spots.push({ key: `dozen:${k}`, bet: { type: 'dozen', value: k }, u: 4 * k - 2, v: 3.5, w: 4, h: 1, label: `dozen${k}` });
  for (let r = 0; r < 3; r++) spots.push({ key: `column:${r + 1}`, bet: { type: 'column', value: r + 1 }, u: 12.5, v: 2.5 - r, w: 1, h: 1, label: 'column' });
  (['low', 'even', 'red', 'black', 'odd', 'high'] as const).forEach((type, i) =>
    spots.push({ key: type, bet: { type }, u: 2 * i + 1, v: 4.5, w: 2, h: 1, label: type, ...(type === 'red' || type === 'black' ? { colour: type } : {}) }),
  );
  return spots;
})();

export const spotByKey = new Map(BOARD_SPOTS.map((s) => [s.key, s]));

/** Percent box of a spot on the board in either orientation. */
export const place = (spot: TSpot, portrait: boolean): { left: number; top: number; width: number; height: number } => {
  const w = spot.w ?? 0;
  const h = spot.h ?? 0;
  if (!portrait) return { left: ((spot.u + 1 - w / 2) / 14) * 100, top: ((spot.v - h / 2) / 5) * 100, width: (w / 14) * 100, height: (h / 5) * 100 };
  return { left: ((5 - spot.v - h / 2) / 5) * 100, top: ((spot.u + 1 - w / 2) / 14) * 100, width: (h / 5) * 100, height: (w / 14) * 100 };
};
