import { seededRng } from '../rng';
import { BACCARAT_DECKS, playBaccarat, type TBaccaratBetType } from './baccarat';
import { actBlackjack, BLACKJACK_DECKS, dealBlackjack, handValue, stakedMinor } from './blackjack';
import { basicStrategy } from './blackjack-strategy';
import { createShoe } from './cards';
import { crashPointOf, crashReturn, cashoutWins } from './crash';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, diceMultiplierBps, rollDice } from './dice';
import { ROULETTE_RTP, spinRoulette, type TRouletteBet } from './roulette';
import { drawSlotCells, evaluateSlot, REELS, ROWS, slotModel, slotPayHundredths, slotWinMinor, spinSlot } from './slot';
import { spinWheel, wheelRtp, WHEEL_NUMBERS } from './wheel';

/**
 * RTP by simulation: 1,000,000 rounds or more per engine with a fast seeded PRNG (never used in
 * play). Tolerance: 4 standard errors of the mean return (from the sample variance), so a correct
 * engine fails with probability ~6e-5; each test also checks that tolerance stays under 1.5
 * percentage points (2 for the wheel's 40, a 1-in-54 segment). Card games are also checked against published probabilities.
 */
const N = 1_000_000;
const RTP_BPS = 9600;

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
  return { mean, tolerance: 4 * se, n };
};

const expectRtp = (name: string, expected: number, r: { mean: number; tolerance: number; n: number }) => {
  console.log(`${name}: RTP ${(r.mean * 100).toFixed(3)} % (expected ${(expected * 100).toFixed(3)} %, tolerance ±${(r.tolerance * 100).toFixed(3)} pp, N=${r.n})`);
  expect(r.tolerance).toBeLessThan(0.02);
  expect(Math.abs(r.mean - expected)).toBeLessThan(r.tolerance);
};

describe('RTP by simulation', () => {
  it.each(['lines', 'ways'] as const)('the %s slot reaches its configured RTP', (layout) => {
    const model = slotModel(layout, RTP_BPS / 10_000);
    expect(Math.abs(model.rtp - 0.96)).toBeLessThan(0.002);
    const rng = seededRng(layout === 'lines' ? 1 : 11);
    const stake = 2000; // a multiple of 20 coins x 100: no rounding
    const cells: number[] = new Array<number>(REELS * ROWS);
    expectRtp(`slot ${layout}`, model.rtp, simulate(() => slotWinMinor(stake, slotPayHundredths(model, drawSlotCells(model, rng, cells))) / stake, 4 * N));
    // The display path (win list) agrees with the fast path.
    for (let i = 0; i < 2000; i++) {
      const spin = spinSlot(model, stake, seededRng(1000 + i));
      const flat = spin.grid.flat();
      expect(spin.winMinor).toBe(slotWinMinor(stake, slotPayHundredths(model, flat)));
      expect(evaluateSlot(model, spin.grid, stake).wins.reduce((a, w) => a + w.winMinor, 0)).toBe(spin.winMinor);
    }
  });

  it('dice lands on the configured RTP for any target', () => {
    const rng = seededRng(2);
    const span = DICE_MAX_TARGET - DICE_MIN_TARGET + 1;
    let expected = 0;
    for (let t = DICE_MIN_TARGET; t <= DICE_MAX_TARGET; t++) expected += ((t / 10_000) * diceMultiplierBps(t, RTP_BPS)) / 10_000 / span;
    expect(Math.abs(expected - 0.96)).toBeLessThan(0.0001);
    expectRtp('dice', expected, simulate(() => rollDice(DICE_MIN_TARGET + rng(span), RTP_BPS, 10_000, rng).winMinor / 10_000));
  });

  it('European roulette returns 36/37 on every bet type', () => {
    const rng = seededRng(3);
    const bets: TRouletteBet[] = [
      { type: 'straight', numbers: [17], amountMinor: 100 },
      { type: 'split', numbers: [17, 20], amountMinor: 100 },
      { type: 'street', numbers: [16, 17, 18], amountMinor: 100 },
      { type: 'corner', numbers: [17, 18, 20, 21], amountMinor: 100 },
      { type: 'line', numbers: [13, 14, 15, 16, 17, 18], amountMinor: 100 },
      { type: 'dozen', value: 2, amountMinor: 100 },
      { type: 'column', value: 3, amountMinor: 100 },
      { type: 'red', amountMinor: 100 },
      { type: 'odd', amountMinor: 100 },
      { type: 'high', amountMinor: 100 },
    ];
    expectRtp('roulette', ROULETTE_RTP, simulate((i) => spinRoulette([bets[i % bets.length]!], rng).winMinor / 100));
  });

  it('crash returns the configured RTP at any cash-out target', () => {
    const rng = seededRng(4);
    const targets = [101, 150, 200, 500, 1000];
    expectRtp('crash', 0.96, simulate((i) => {
      const target = targets[i % targets.length]!;
      return cashoutWins(target, crashPointOf(rng, RTP_BPS)) ? crashReturn(10_000, target) / 10_000 : 0;
    }));
  });

  it.each(WHEEL_NUMBERS)('the money wheel returns its exact RTP on %s', (n) => {
    const rng = seededRng(100 + n);
    expectRtp(`wheel ${n}`, wheelRtp(n), simulate(() => spinWheel([{ number: n, amountMinor: 10_000 }], rng).winMinor / 10_000, 10 * N));
  });
});

describe('card games against published figures', () => {
  it('punto banco: banker 45.86 %, player 44.62 %, tie 9.52 %; banker edge 1.06 %, player 1.24 %, tie 14.36 %', () => {
    const rng = seededRng(5);
    const shoe = createShoe(BACCARAT_DECKS);
    const wins: Record<TBaccaratBetType, number> = { player: 0, banker: 0, tie: 0 };
    const returns: Record<TBaccaratBetType, number> = { player: 0, banker: 0, tie: 0 };
    const stake = 10_000;
    for (let i = 0; i < N; i++) {
      shoe.reset(rng);
      const coup = playBaccarat([{ type: 'player', amountMinor: stake }, { type: 'banker', amountMinor: stake }, { type: 'tie', amountMinor: stake }], shoe.draw);
      wins[coup.winner]++;
      returns.player += coup.returns[0]!;
      returns.banker += coup.returns[1]!;
      returns.tie += coup.returns[2]!;
    }
    const p = (k: TBaccaratBetType) => wins[k] / N;
    console.log(`baccarat: banker ${(p('banker') * 100).toFixed(2)} %, player ${(p('player') * 100).toFixed(2)} %, tie ${(p('tie') * 100).toFixed(2)} % (N=${N})`);
    // 4 standard errors of a proportion near 0.45 over 1e6 coups is 0.2 pp.
    expect(Math.abs(p('banker') - 0.4586)).toBeLessThan(0.002);
    expect(Math.abs(p('player') - 0.4462)).toBeLessThan(0.002);
    expect(Math.abs(p('tie') - 0.0952)).toBeLessThan(0.0012);
    expect(Math.abs(1 - returns.banker / (N * stake) - 0.0106)).toBeLessThan(0.003);
    expect(Math.abs(1 - returns.player / (N * stake) - 0.0124)).toBeLessThan(0.003);
    expect(Math.abs(1 - returns.tie / (N * stake) - 0.1436)).toBeLessThan(0.012);
  });

  it('blackjack with basic strategy: house edge in the published range for 6 decks, S17, DAS, one split, no surrender', () => {
    const rng = seededRng(6);
    const shoe = createShoe(BLACKJACK_DECKS);
    const stake = 1_000;
    let naturals = 0;
    const r = simulate(() => {
      shoe.reset(rng);
      let state = dealBlackjack(stake, shoe.draw);
      if (handValue(state.hands[0]!.cards).total === 21 && state.hands[0]!.cards.length === 2) naturals++;
      while (state.phase === 'player') state = actBlackjack(state, basicStrategy(state), shoe.draw);
      return (state.winMinor - stakedMinor(state)) / stake;
    });
    const edge = -r.mean;
    console.log(`blackjack: house edge ${(edge * 100).toFixed(3)} % ± ${(r.tolerance * 100).toFixed(3)} pp, player naturals ${((naturals / N) * 100).toFixed(2)} % (N=${N})`);
    // Published for these rules (6 decks, S17, DAS, no resplit, no surrender, 3:2): about 0.40-0.50 %.
    expect(edge).toBeGreaterThan(0.004 - r.tolerance);
    expect(edge).toBeLessThan(0.005 + r.tolerance);
    // A player natural from six decks: 2 x 24/312 x 96/311 = 4.75 %.
    expect(Math.abs(naturals / N - 0.0475)).toBeLessThan(0.0015);
  });
});
