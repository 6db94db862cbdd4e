import { foldTurnover, lockedCash, TURNOVER_START, type TTurnoverMove } from './turnover';

/** Moves of the cash account: what leaves it (BET, WITHDRAWAL_HOLD, ...) is out, the rest comes in. */
const OUT = new Set(['BET', 'WITHDRAWAL_HOLD', 'FEE', 'ADJUSTMENT_OUT']);
const moves = (...list: Array<[string, number]>): TTurnoverMove[] =>
  list.map(([code, amount], i) => ({ id: BigInt(i + 1), code: code === 'ADJUSTMENT_OUT' ? 'ADJUSTMENT' : code, amountMinor: BigInt(amount), out: OUT.has(code) }));
const zero = TURNOVER_START;
/** The deposit turnover part of a fold. */
const owed = (s: ReturnType<typeof foldTurnover>) => ({ remainingMinor: s.remainingMinor, requiredMinor: s.requiredMinor });

describe('deposit turnover fold', () => {
  it('adds deposits x multiplier, plays them off with cash bets, never below zero', () => {
    expect(owed(foldTurnover(zero, moves(['DEPOSIT', 1000], ['BET', 300]), 10_000))).toEqual({ remainingMinor: 700n, requiredMinor: 1000n });
    expect(owed(foldTurnover(zero, moves(['DEPOSIT', 1000], ['BET', 1500]), 10_000))).toEqual({ remainingMinor: 0n, requiredMinor: 1000n });
    expect(owed(foldTurnover(zero, moves(['DEPOSIT', 1000]), 20_000))).toEqual({ remainingMinor: 2000n, requiredMinor: 2000n });
  });
  it('does not count play before a deposit; a met obligation starts a new cycle', () => {
    expect(owed(foldTurnover(zero, moves(['BET', 5000], ['DEPOSIT', 1000]), 10_000))).toEqual({ remainingMinor: 1000n, requiredMinor: 1000n });
    expect(owed(foldTurnover(zero, moves(['DEPOSIT', 1000], ['BET', 1000], ['DEPOSIT', 400], ['BET', 100]), 10_000))).toEqual({ remainingMinor: 300n, requiredMinor: 400n });
  });
  it('gives a rolled-back bet back, never above the cycle', () => {
    expect(owed(foldTurnover(zero, moves(['DEPOSIT', 1000], ['BET', 600], ['ROLLBACK', 600]), 10_000))).toEqual({ remainingMinor: 1000n, requiredMinor: 1000n });
    expect(owed(foldTurnover(zero, moves(['DEPOSIT', 1000], ['BET', 200], ['ROLLBACK', 900]), 10_000))).toEqual({ remainingMinor: 1000n, requiredMinor: 1000n });
  });
  it('continues from a checkpoint exactly as from the start', () => {
    const all = moves(['DEPOSIT', 1000], ['BET', 250], ['DEPOSIT', 500], ['BET', 900], ['ROLLBACK', 100], ['BET', 50]);
    const half = foldTurnover(zero, all.slice(0, 3), 10_000);
    expect(foldTurnover(half, all.slice(3), 10_000)).toEqual(foldTurnover(zero, all, 10_000));
  });
  it('holds test money back whole, and takes a loss from other money first', () => {
    // The grant, then a deposit: only the deposit is ever free (after its turnover).
    const grant = foldTurnover(zero, moves(['TEST_MONEY', 100_000], ['DEPOSIT', 10_000]), 10_000);
    expect(grant).toMatchObject({ cashMinor: 110_000n, testHeldMinor: 100_000n, remainingMinor: 10_000n });
    // 10,000 lost in play: the loss is the deposit's; the test money is all still there and held.
    const lost = foldTurnover(grant, moves(['BET', 10_000]), 10_000);
    expect(lost).toMatchObject({ cashMinor: 100_000n, testHeldMinor: 100_000n, remainingMinor: 0n });
    // Winnings on top are the player's: the test money stays what it was.
    expect(foldTurnover(lost, moves(['WIN', 30_000]), 10_000)).toMatchObject({ cashMinor: 130_000n, testHeldMinor: 100_000n });
    // Played below the grant, the test money is what is left; a later deposit is not held by a lost grant.
    const down = foldTurnover(lost, moves(['BET', 70_000], ['DEPOSIT', 5_000]), 10_000);
    expect(down).toMatchObject({ cashMinor: 35_000n, testHeldMinor: 30_000n });
    expect(foldTurnover(down, moves(['BET', 35_000], ['DEPOSIT', 20_000]), 10_000)).toMatchObject({ cashMinor: 20_000n, testHeldMinor: 0n });
    // A top-up adds to what is held; staff taking cash away (an adjustment out) takes test money last.
    expect(foldTurnover(zero, moves(['TEST_MONEY', 1_000], ['PROMO', 500], ['TEST_MONEY', 400], ['ADJUSTMENT_OUT', 1_200]), 10_000)).toMatchObject({ cashMinor: 700n, testHeldMinor: 700n });
  });
  it('folds the test money from a checkpoint exactly as from the start', () => {
    const all = moves(['TEST_MONEY', 1000], ['BET', 400], ['WIN', 900], ['DEPOSIT', 300], ['BET', 1500], ['TEST_MONEY', 1100], ['WITHDRAWAL_HOLD', 100]);
    for (let cut = 0; cut <= all.length; cut++) expect(foldTurnover(foldTurnover(zero, all.slice(0, cut), 10_000), all.slice(cut), 10_000)).toEqual(foldTurnover(zero, all, 10_000));
  });
  it('holds back at most the cash, rounding the held part up', () => {
    expect(lockedCash(1500n, 500n, 10_000)).toBe(500n);
    expect(lockedCash(300n, 500n, 10_000)).toBe(300n);
    expect(lockedCash(5000n, 1001n, 20_000)).toBe(501n);
    expect(lockedCash(5000n, 0n, 10_000)).toBe(0n);
    expect(lockedCash(5000n, 700n, 0)).toBe(0n);
  });
});
