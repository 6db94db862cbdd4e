import { FakeClock } from '../../test-support/harness';
import { createSharedCache } from './shared-cache';

describe('shared cache', () => {
  it('shares one producer call between concurrent asks and keeps the same object until the TTL', async () => {
    const clock = new FakeClock();
    const cache = createSharedCache<{ n: number }>({ ttlMs: 1_000, max: 10, clock });
    let calls = 0;
    const produce = async () => ({ n: ++calls });
    const [a, b] = await Promise.all([cache.get('k', produce), cache.get('k', produce)]);
    expect(calls).toBe(1);
    expect(a).toBe(b);
    clock.advance(999);
    expect(await cache.get('k', produce)).toBe(a);
    clock.advance(1);
    expect(await cache.get('k', produce)).toEqual({ n: 2 });
  });

  it('forgets a failed call, and empties itself at its size bound', async () => {
    const clock = new FakeClock();
    const cache = createSharedCache<number>({ ttlMs: 1_000, max: 2, clock });
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 7)).toBe(7);
    await cache.get('other', async () => 1);
    let produced = false;
    await cache.get('third', async () => 3);
    await cache.get('bad', async () => ((produced = true), 8));
    expect(produced).toBe(true);
  });
});
