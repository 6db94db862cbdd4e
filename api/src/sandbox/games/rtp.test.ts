import { DICE_MAX_TARGET, DICE_MIN_TARGET, diceMultiplierBps, rollDice } from './dice';
import { seededRng } from './rng';
import { ROULETTE_RTP, rouletteBetTypes, spinRoulette, type TRouletteBet } from './roulette';
import { drawSlotCells, slotLinePays, slotModel, slotWinMinor, spinSlot } from './slot';

/**
 * RTP by simulation, at least 1,000,000 rounds per game type (3,000,000 for the slot, whose
 * per-spin standard deviation is ~3.4 stakes). The tolerance is 4 standard errors of the mean
 * return (from the sample variance), so a correct game fails with probability ~6e-5; every test
 * also checks that this tolerance is under 1 percentage point. Pure functions, seeded PRNG, no I/O.
 */
const N = 1_000_000;
const TARGET_BPS = 9600;

const simulate = (round: (i: number) => number, n = N) => {
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const r = round(i);
    sum += r;
    sumSq += r * r;
  }
  const mean = sum / n;
  const se = Math.sqrt((sumSq / n - mean * mean) / n);
  return { mean, se, tolerance: 4 * se, n };
};

const report = (name: string, expected: number, r: { mean: number; tolerance: number; n: number }) => {
  // Figures for the issue note (printed, not asserted on time).
  console.log(`${name}: RTP ${(r.mean * 100).toFixed(3)} % (expected ${(expected * 100).toFixed(3)} %, tolerance ±${(r.tolerance * 100).toFixed(3)} pp, N=${r.n})`);
  expect(r.tolerance).toBeLessThan(0.01);
  expect(Math.abs(r.mean - expected)).toBeLessThan(r.tolerance);
};

describe('RTP of the sandbox games', () => {
  it('the slot model hits the configured RTP exactly (analytic) and by simulation', () => {
    const model = slotModel(TARGET_BPS / 10_000);
    expect(Math.abs(model.rtp - 0.96)).toBeLessThan(0.0001);
    const rng = seededRng(1);
    const stake = 1000; // a multiple of the 10 lines: no rounding
    report('slot', model.rtp, simulate(() => slotWinMinor(stake, slotLinePays(drawSlotCells(model, rng))) / stake, 3 * N));
    // The display path agrees with the fast path.
    const spin = spinSlot(model, stake, seededRng(7));
    expect(spin.winMinor).toBe(slotWinMinor(stake, slotLinePays(drawSlotCells(model, seededRng(7)))));
  });

  it('dice lands on the configured RTP for any target', () => {
    const rng = seededRng(2);
    const stake = 10_000;
    const span = DICE_MAX_TARGET - DICE_MIN_TARGET + 1;
    // Expected value over uniformly chosen targets, with the rounding of the multiplier.
    let expected = 0;
    for (let t = DICE_MIN_TARGET; t <= DICE_MAX_TARGET; t++) expected += ((t / 10_000) * diceMultiplierBps(t, TARGET_BPS)) / 10_000 / span;
    expect(Math.abs(expected - 0.96)).toBeLessThan(0.0001);
    report('dice', expected, simulate(() => rollDice(DICE_MIN_TARGET + rng(span), TARGET_BPS, stake, rng).winMinor / stake));
  });

  it('European roulette returns 36/37 on every bet type', () => {
    const rng = seededRng(3);
    const bet = (i: number): TRouletteBet => {
      const type = rouletteBetTypes[i % rouletteBetTypes.length]!;
      const value = type === 'straight' ? i % 37 : type === 'dozen' || type === 'column' ? (i % 3) + 1 : undefined;
      return { type, value, amountMinor: 100 };
    };
    report('roulette', ROULETTE_RTP, simulate((i) => spinRoulette([bet(i)], rng).winMinor / 100));
  });
});
