import type { Clock } from './clock';

/**
 * A per-instance cache of answers that are the same for every caller (public game pages, search
 * results): an entry lives `ttlMs`, concurrent asks for a missing key share one producer call, a
 * failed producer call is not kept, and the cache is emptied when it reaches `max` keys. The value
 * is the same object for the entry's life, so callers may attach derived forms to it (WeakMap).
 */
export const createSharedCache = <T>({ ttlMs, max, clock }: { ttlMs: number; max: number; clock: Pick<Clock, 'now'> }) => {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, produce: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= max) entries.clear();
      const value = produce();
      entries.set(key, { at: now, value });
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    clear: (): void => entries.clear(),
  };
};
