import { grantOf, requiredOf } from './bonus.views';

describe('bonus arithmetic', () => {
  const match = { kind: 'deposit_match' as const, amountMinor: null, percent: 100, capMinor: 100_000n, minDepositMinor: 10_000n };

  it('a deposit match is the percent of the deposit, capped, and nothing under the minimum', () => {
    expect(grantOf(match, 30_000n)).toBe(30_000n);
    expect(grantOf(match, 250_000n)).toBe(100_000n);
    expect(grantOf(match, 9_999n)).toBe(0n);
    expect(grantOf({ ...match, percent: 50 }, 33_333n)).toBe(16_666n);
    expect(grantOf(match, null)).toBe(0n);
  });

  it('a no-deposit bonus is its fixed amount', () => {
    expect(grantOf({ kind: 'no_deposit', amountMinor: 5_000n, percent: null, capMinor: null, minDepositMinor: null }, null)).toBe(5_000n);
  });

  it('wagering is the multiplier times the bonus, or times deposit + bonus', () => {
    expect(requiredOf({ wageringMultiplier: 10, wageringBase: 'bonus' }, 30_000n, 30_000n)).toBe(300_000n);
    expect(requiredOf({ wageringMultiplier: 10, wageringBase: 'deposit_bonus' }, 30_000n, 30_000n)).toBe(600_000n);
    expect(requiredOf({ wageringMultiplier: 0, wageringBase: 'bonus' }, 5_000n, null)).toBe(0n);
  });
});
