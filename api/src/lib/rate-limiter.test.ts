import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { FakeClock } from '../../test-support/harness';
import { AppError } from './errors';
import { createMemoryRateLimiter, createRedisRateLimiter, enforceRateLimits } from './rate-limiter';

describe('memory rate limiter', () => {
  it('allows `limit` hits per window, then reports the wait', async () => {
    const clock = new FakeClock();
    const limiter = createMemoryRateLimiter(clock);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit('k', 3, 60_000);
    expect(refused).toMatchObject({ allowed: false, count: 4, retryAfterMs: 60_000 });
    clock.advance(60_000);
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
  });

  it('enforceRateLimits stops at the first exceeded rule and throws a 429 with seconds', async () => {
    const clock = new FakeClock();
    const limiter = createMemoryRateLimiter(clock);
    const rules = [
      { key: 'short', limit: 1, windowMs: 60_000 },
      { key: 'long', limit: 2, windowMs: 3_600_000 },
    ];
    await enforceRateLimits(limiter, rules);
    const error = await enforceRateLimits(limiter, rules).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429, retryAfterS: 60, params: { seconds: 60 } });
    // The refused attempt did not count against the hourly rule.
    clock.advance(60_000);
    await enforceRateLimits(limiter, rules);
  });
});

describe('rate limiter outage', () => {
  it('fails closed with a 503 when the counters cannot be reached (Redis down), never a 500 or no limit', async () => {
    // A real client pointed at a closed port: what an API instance sees while Redis is down.
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    redis.on('error', () => undefined);
    const limiter = createRedisRateLimiter(redis);
    const started = Date.now();
    const error = await enforceRateLimits(limiter, [{ key: 'otp:phone:1', limit: 1, windowMs: 60_000 }]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503, retryAfterS: 5, messageKey: 'RATE_LIMITER_UNAVAILABLE' });
    // Answered at once, not after a queue timeout.
    expect(Date.now() - started).toBeLessThan(3_000);
    redis.disconnect();
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('redis rate limiter (REDIS_URL)', () => {
  it('shares counters through Redis and expires them', async () => {
    const prefix = `casino:test:${randomBytes(6).toString('hex')}:`;
    const a = createRedisRateLimiter(new Redis(redisUrl ?? ''), prefix);
    const b = createRedisRateLimiter(new Redis(redisUrl ?? ''), prefix);
    try {
      expect((await a.hit('k', 2, 500)).allowed).toBe(true);
      expect((await b.hit('k', 2, 500)).allowed).toBe(true);
      const refused = await a.hit('k', 2, 500);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(500);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await b.hit('k', 2, 500)).allowed).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
