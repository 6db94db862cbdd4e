import type { Redis } from 'ioredis';
import type { Clock } from './clock';
import { AppError } from './errors';

export interface TRateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

/**
 * Fixed-window counters. In memory for a single instance; in Redis (REDIS_URL) so that any number
 * of API instances share the limits.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<TRateLimitResult>;
  close(): Promise<void>;
}

export const createMemoryRateLimiter = (clock: Clock): RateLimiter => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;
  const sweep = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  };
  return {
    async hit(key, limit, windowMs) {
      const now = clock.now().getTime();
      if (++hitsSinceSweep >= 1_000) {
        hitsSinceSweep = 0;
        sweep(now);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, count: w.count, retryAfterMs: w.count <= limit ? 0 : w.resetAt - now };
    },
    async close() {
      windows.clear();
    },
  };
};

// INCR, start the window on the first hit, and report the time left, atomically.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export const createRedisRateLimiter = (redis: Redis, prefix = 'casino:rl:'): RateLimiter => ({
  async hit(key, limit, windowMs) {
    const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
    return { allowed: count <= limit, count, retryAfterMs: count <= limit ? 0 : ttl };
  },
  async close() {
    await redis.quit();
  },
});

export type TRateRule = { key: string; limit: number; windowMs: number };

/**
 * Counts one attempt against the rules in order and stops at the first one exceeded (throwing
 * RATE_LIMITED, 429), so a refused attempt does not eat into the later, longer quotas.
 */
export const enforceRateLimits = async (limiter: RateLimiter, rules: readonly TRateRule[]): Promise<void> => {
  for (const rule of rules) {
    let result: TRateLimitResult;
    try {
      result = await limiter.hit(rule.key, rule.limit, rule.windowMs);
    } catch (cause) {
      // The shared counters (Redis) are unreachable. Fail closed but clearly: a 503 the client may
      // retry, never an unlimited door to OTP sends or password guesses, and never a 500.
      throw new AppError('SERVICE_UNAVAILABLE', { retryAfterS: 5, messageKey: 'RATE_LIMITER_UNAVAILABLE', detail: 'rate limiter unreachable', cause });
    }
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      throw new AppError('RATE_LIMITED', { params: { seconds }, retryAfterS: seconds });
    }
  }
};
