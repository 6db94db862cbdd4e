import type { TLegResult, TOddsPolicy } from './contract';

/**
 * The sportsbook's maths: prices from probabilities (with the book's margin), combined odds and
 * returns in exact integers, the odds-change policy and settlement. Odds are decimal odds in
 * hundredths (185 = 1.85); money is integer minor units; nothing here uses floats for money.
 */
export const MIN_ODDS_X100 = 101;
export const MAX_ODDS_X100 = 5_000;

/**
 * Decimal odds for outcomes of probabilities `probs` (any scale: normalised here) with the book's
 * overround `margin` (0.06 = the prices imply 106 %), rounded down to hundredths, within 1.01-50.00.
 */
export const priceOutcomes = (probs: readonly number[], margin: number): number[] => {
  const total = probs.reduce((a, p) => a + Math.max(0, p), 0);
  return probs.map((raw) => {
    const p = total > 0 ? Math.max(0, raw) / total : 0;
    if (p <= 0) return MAX_ODDS_X100;
    const odds = Math.floor(100 / (p * (1 + margin)));
    return Math.min(MAX_ODDS_X100, Math.max(MIN_ODDS_X100, odds));
  });
};

/** Combined odds of an accumulator: the product of the legs, rounded down to hundredths. */
export const combinedOddsX100 = (odds: readonly number[]): number => {
  let product = 1n;
  for (const o of odds) product *= BigInt(o);
  return Number(product / 100n ** BigInt(Math.max(0, odds.length - 1)));
};

/** What a bet returns if every leg wins: stake x the product of the odds, exactly, rounded down to the minor unit. */
export const potentialReturnMinor = (stakeMinor: number, odds: readonly number[]): number => {
  let product = BigInt(stakeMinor);
  for (const o of odds) product *= BigInt(o);
  return Number(product / 100n ** BigInt(odds.length));
};

/** The implied margin of a market's prices (0.06 = 106 %). */
export const overround = (odds: readonly number[]): number => odds.reduce((a, o) => a + 100 / o, 0) - 1;

/**
 * The odds-change policy: which odds a bet is taken at, or a refusal. `any` takes the odds now;
 * `higher` takes them if none fell; `none` only if none moved. Answers the odds to use, or null.
 */
export const acceptOdds = (policy: TOddsPolicy, shown: readonly number[], now: readonly number[]): number[] | null => {
  const moved = now.some((o, i) => o !== shown[i]);
  if (!moved || policy === 'any') return [...now];
  if (policy === 'higher' && now.every((o, i) => o >= shown[i]!)) return [...now];
  return null;
};

export type TSettlement = { status: 'pending' } | { status: 'lost' } | { status: 'void' } | { status: 'won'; winMinor: number };

/**
 * A bet's outcome from its legs' results: lost as soon as one leg lost; otherwise pending until every
 * leg has a result; void legs count at odds 1.00; a bet whose legs are all void is void (the stake back).
 */
export const settleBet = (stakeMinor: number, legs: ReadonlyArray<{ oddsX100: number; result: TLegResult }>): TSettlement => {
  if (legs.some((l) => l.result === 'lost')) return { status: 'lost' };
  if (legs.some((l) => l.result === null)) return { status: 'pending' };
  const won = legs.filter((l) => l.result === 'won');
  if (won.length === 0) return { status: 'void' };
  return { status: 'won', winMinor: potentialReturnMinor(stakeMinor, won.map((l) => l.oddsX100)) };
};

// ---- probability models ----

/** Poisson probabilities P(k) for k = 0..max (the tail folded into max). */
export const poisson = (lambda: number, max = 12): number[] => {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    out.push(p);
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
};

/** The final score's distribution from the current one plus independent Poisson goals to come. */
export const footballOutcome = (home: number, away: number, lambdaHome: number, lambdaAway: number) => {
  const ph = poisson(lambdaHome);
  const pa = poisson(lambdaAway);
  let win = 0;
  let draw = 0;
  let lose = 0;
  const totals = new Map<number, number>();
  let btts = 0;
  const margins = new Map<number, number>();
  ph.forEach((a, i) =>
    pa.forEach((b, j) => {
      const p = a * b;
      const h = home + i;
      const w = away + j;
      if (h > w) win += p;
      else if (h === w) draw += p;
      else lose += p;
      totals.set(h + w, (totals.get(h + w) ?? 0) + p);
      margins.set(h - w, (margins.get(h - w) ?? 0) + p);
      if (h > 0 && w > 0) btts += p;
    }),
  );
  const over = (line: number) => [...totals].reduce((s, [t, p]) => (t > line ? s + p : s), 0);
  /** P(home goals + line > away goals): the home side covers the handicap. */
  const cover = (line: number) => [...margins].reduce((s, [m, p]) => (m + line > 0 ? s + p : s), 0);
  return { win, draw, lose, over, btts, cover };
};

/** The standard normal distribution function (Abramowitz-Stegun 7.1.26, error < 1.5e-7). */
export const normalCdf = (x: number): number => {
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
};

/** P(X > line) for X ~ Normal(mean, sd); a certainty when sd is 0. */
export const normalOver = (mean: number, sd: number, line: number): number => (sd <= 0 ? (mean > line ? 1 : 0) : 1 - normalCdf((line - mean) / sd));

/**
 * Tennis, best of three sets: the distribution of the final set score [2-0, 2-1, 1-2, 0-2] from a
 * state, given each player's chance to hold serve and A's chance to win a tie-break.
 */
export const tennisSets = (
  state: { setsA: number; setsB: number; gamesA: number; gamesB: number; serverA: boolean },
  p: { holdA: number; holdB: number; tiebreakA: number },
): [number, number, number, number] => {
  const memo = new Map<string, [number, number, number, number]>();
  const go = (sa: number, sb: number, ga: number, gb: number, serverA: boolean): [number, number, number, number] => {
    if (sa === 2) return sb === 0 ? [1, 0, 0, 0] : [0, 1, 0, 0];
    if (sb === 2) return sa === 0 ? [0, 0, 0, 1] : [0, 0, 1, 0];
    const key = `${sa}${sb}${ga}${gb}${serverA ? 1 : 0}`;
    const hit = memo.get(key);
    if (hit) return hit;
    let out: [number, number, number, number];
    const mix = (q: number, a: [number, number, number, number], b: [number, number, number, number]): [number, number, number, number] => [
      q * a[0] + (1 - q) * b[0],
      q * a[1] + (1 - q) * b[1],
      q * a[2] + (1 - q) * b[2],
      q * a[3] + (1 - q) * b[3],
    ];
    if (ga === 6 && gb === 6) {
      out = mix(p.tiebreakA, go(sa + 1, sb, 0, 0, !serverA), go(sa, sb + 1, 0, 0, !serverA));
    } else {
      const qa = serverA ? p.holdA : 1 - p.holdB;
      const afterA = (ga + 1 >= 6 && ga + 1 - gb >= 2) || ga + 1 === 7 ? go(sa + 1, sb, 0, 0, !serverA) : go(sa, sb, ga + 1, gb, !serverA);
      const afterB = (gb + 1 >= 6 && gb + 1 - ga >= 2) || gb + 1 === 7 ? go(sa, sb + 1, 0, 0, !serverA) : go(sa, sb, ga, gb + 1, !serverA);
      out = mix(qa, afterA, afterB);
    }
    memo.set(key, out);
    return out;
  };
  return go(state.setsA, state.setsB, state.gamesA, state.gamesB, state.serverA);
};
