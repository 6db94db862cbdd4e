import { foldTurnover, lockedCash, type TTurnoverMove } from './turnover';

const moves = (...list: Array<[TTurnoverMove['code'], number]>): TTurnoverMove[] => list.map(([code, amount], i) => ({ id: BigInt(i + 1), code, amountMinor: BigInt(amount) }));
const zero = { remainingMinor: 0n, requiredMinor: 0n };

describe('deposit turnover fold', () => {
  it('adds deposits x multiplier, plays them off with cash bets, never below zero', () => {
    expect(foldTurnover(zero, moves(['DEPOSIT', 1000], ['BET', 300]), 10_000)).toEqual({ remainingMinor: 700n, requiredMinor: 1000n });
    expect(foldTurnover(zero, moves(['DEPOSIT', 1000], ['BET', 1500]), 10_000)).toEqual({ remainingMinor: 0n, requiredMinor: 1000n });
    expect(foldTurnover(zero, moves(['DEPOSIT', 1000]), 20_000)).toEqual({ remainingMinor: 2000n, requiredMinor: 2000n });
  });
  it('does not count play before a deposit; a met obligation starts a new cycle', () => {
    expect(foldTurnover(zero, moves(['BET', 5000], ['DEPOSIT', 1000]), 10_000)).toEqual({ remainingMinor: 1000n, requiredMinor: 1000n });
    expect(foldTurnover(zero, moves(['DEPOSIT', 1000], ['BET', 1000], ['DEPOSIT', 400], ['BET', 100]), 10_000)).toEqual({ remainingMinor: 300n, requiredMinor: 400n });
  });
  it('gives a rolled-back bet back, never above the cycle', () => {
    expect(foldTurnover(zero, moves(['DEPOSIT', 1000], ['BET', 600], ['ROLLBACK', 600]), 10_000)).toEqual({ remainingMinor: 1000n, requiredMinor: 1000n });
    expect(foldTurnover(zero, moves(['DEPOSIT', 1000], ['BET', 200], ['ROLLBACK', 900]), 10_000)).toEqual({ remainingMinor: 1000n, requiredMinor: 1000n });
  });
  it('continues from a checkpoint exactly as from the start', () => {
    const all = moves(['DEPOSIT', 1000], ['BET', 250], ['DEPOSIT', 500], ['BET', 900], ['ROLLBACK', 100], ['BET', 50]);
    const half = foldTurnover(zero, all.slice(0, 3), 10_000);
    expect(foldTurnover(half, all.slice(3), 10_000)).toEqual(foldTurnover(zero, all, 10_000));
  });
  it('holds back at most the cash, rounding the held part up', () => {
    expect(lockedCash(1500n, 500n, 10_000)).toBe(500n);
    expect(lockedCash(300n, 500n, 10_000)).toBe(300n);
    expect(lockedCash(5000n, 1001n, 20_000)).toBe(501n);
    expect(lockedCash(5000n, 0n, 10_000)).toBe(0n);
    expect(lockedCash(5000n, 700n, 0)).toBe(0n);
  });
});
