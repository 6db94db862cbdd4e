import { randomBytes } from 'node:crypto';
import { canaryBucket, inCanary } from './canary';

const devices = Array.from({ length: 10_000 }, (_, i) => `${randomBytes(8).toString('hex')}-${i}`);

describe('canary bucketing', () => {
  it('is stable per device and remote, and between 0 and 99', () => {
    for (const d of devices.slice(0, 200)) {
      const b = canaryBucket(d, 'lobby');
      expect(b).toBe(canaryBucket(d, 'lobby'));
      expect(Number.isInteger(b) && b >= 0 && b < 100).toBe(true);
    }
  });

  it.each([1, 10, 25, 50, 90])('puts about %i %% of 10,000 devices on the canary', (percent) => {
    const share = devices.filter((d) => inCanary(d, 'lobby', percent)).length / devices.length;
    // Binomial: 10,000 draws keep the share within ~1.5 points of p at 3 standard deviations.
    expect(Math.abs(share * 100 - percent)).toBeLessThan(2);
  });

  it('keeps every canary device when the percentage grows', () => {
    let previous = new Set<string>();
    for (const percent of [1, 5, 10, 25, 50, 75, 100]) {
      const now = new Set(devices.filter((d) => inCanary(d, 'lobby', percent)));
      for (const d of previous) expect(now.has(d)).toBe(true);
      previous = now;
    }
    expect(previous.size).toBe(devices.length);
  });

  it('buckets each remote independently (a device is not on every canary at once)', () => {
    const same = devices.filter((d) => canaryBucket(d, 'lobby') === canaryBucket(d, 'account')).length;
    expect(same / devices.length).toBeLessThan(0.03);
  });

  it('never puts a device without an id, or any device at 0 %, on the canary', () => {
    expect(inCanary(null, 'lobby', 100)).toBe(false);
    expect(inCanary('', 'lobby', 100)).toBe(false);
    expect(devices.some((d) => inCanary(d, 'lobby', 0))).toBe(false);
  });
});
