import { DEFAULT_WHEEL_TABLES, vipPeriodOf } from './wheel.config';
import { createCryptoRng, drawIndex, expectedCostMinor } from './wheel.draw';

describe('wheel draw', () => {
  it('matches the configured weights over 1,000,000 CSPRNG draws (each prize within 5 standard errors) and the table cost', () => {
    const prizes = DEFAULT_WHEEL_TABLES.tr!.prizes;
    const weights = prizes.map((p) => p.weight);
    const total = weights.reduce((a, b) => a + b, 0);
    const N = 1_000_000;
    const counts = new Array<number>(weights.length).fill(0);
    const rng = createCryptoRng();
    let paid = 0;
    for (let i = 0; i < N; i++) {
      const index = drawIndex(weights, rng);
      counts[index] = (counts[index] ?? 0) + 1;
      paid += Number(prizes[index]!.amountMinor);
    }
    let chiSquare = 0;
    weights.forEach((w, i) => {
      const p = w / total;
      const expected = N * p;
      const sd = Math.sqrt(N * p * (1 - p));
      expect(Math.abs((counts[i] ?? 0) - expected)).toBeLessThanOrEqual(5 * sd);
      chiSquare += ((counts[i] ?? 0) - expected) ** 2 / expected;
    });
    // 7 degrees of freedom: P(chi^2 > 35) is about 1e-5.
    expect(chiSquare).toBeLessThan(35);
    // The mean payout per spin against the table's exact cost: within 5 standard errors of the mean.
    const cost = expectedCostMinor(prizes.map((p) => ({ weight: p.weight, amountMinor: BigInt(p.amountMinor) })));
    const variance = prizes.reduce((a, p) => a + (p.weight / total) * (Number(p.amountMinor) - cost) ** 2, 0);
    expect(Math.abs(paid / N - cost)).toBeLessThanOrEqual(5 * Math.sqrt(variance / N));
  });

  it('never draws outside the table, and an index whose weight dominates wins nearly always', () => {
    const rng = createCryptoRng(8);
    for (let i = 0; i < 10_000; i++) {
      const index = drawIndex([1, 1_000_000], rng);
      expect(index === 0 || index === 1).toBe(true);
    }
    expect(drawIndex([5], rng)).toBe(0);
  });

  it('is a uniform integer source without modulo bias (rejection sampling)', () => {
    const rng = createCryptoRng();
    const n = 3;
    const counts = [0, 0, 0];
    for (let i = 0; i < 300_000; i++) counts[rng(n)]! += 1;
    for (const c of counts) expect(Math.abs(c - 100_000)).toBeLessThan(5 * Math.sqrt(300_000 * (1 / 3) * (2 / 3)));
    expect(() => rng(0)).toThrow(RangeError);
    expect(() => rng(1.5)).toThrow(RangeError);
  });

  it('renews VIP spins on Mondays 00:00 in Istanbul (UTC+3)', () => {
    // Sunday 20:59 UTC is Sunday 23:59 in Istanbul; 21:00 UTC is Monday 00:00.
    expect(vipPeriodOf(new Date('2026-06-07T20:59:00Z'))).toEqual({ key: 'vip:2026-06-01', endsAt: new Date('2026-06-07T21:00:00Z') });
    expect(vipPeriodOf(new Date('2026-06-07T21:00:00Z'))).toEqual({ key: 'vip:2026-06-08', endsAt: new Date('2026-06-14T21:00:00Z') });
  });
});
