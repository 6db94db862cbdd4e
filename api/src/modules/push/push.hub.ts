import { Redis } from 'ioredis';
import type { PushEvent } from '@casino/shared/contracts';
import type { TLogger } from '../../lib/logger';

export type TPushListener = (event: PushEvent) => void;

/** The Redis channel every API instance publishes to and listens on. */
export const PUSH_CHANNEL = 'casino:push';

interface TWireMessage {
  userId: number;
  event: PushEvent;
}

/**
 * Pushes events to a player's open pages, whichever API instance holds their stream. Without
 * Redis (one instance) events go straight to the local listeners; with REDIS_URL every publish goes
 * through one Redis channel and each instance delivers to its own listeners. If Redis is down the
 * event is delivered locally and the failure logged: pushes are a convenience (pages also refresh
 * on their own), never the record of anything.
 */
export const createPushHub = (options: { redisUrl?: string; logger: TLogger }) => {
  const listeners = new Map<number, Set<TPushListener>>();

  const deliverLocally = ({ userId, event }: TWireMessage) => {
    for (const listener of listeners.get(userId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        options.logger.warn({ err: error }, 'push listener failed');
      }
    }
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (options.redisUrl) {
    publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    for (const client of [publisher, subscriber]) client.on('error', (error) => options.logger.warn({ err: error }, 'redis (push) connection error'));
    void publisher.connect().catch(() => undefined);
    void subscriber
      .connect()
      .then(() => subscriber?.subscribe(PUSH_CHANNEL))
      .catch(() => undefined);
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        deliverLocally(JSON.parse(raw) as TWireMessage);
      } catch (error) {
        options.logger.warn({ err: error }, 'malformed push message');
      }
    });
  }

  return {
    /** Sends `event` to every open stream of the player, on every instance. */
    async publish(userId: number, event: PushEvent): Promise<void> {
      const message: TWireMessage = { userId, event };
      if (!publisher) return deliverLocally(message);
      try {
        await publisher.publish(PUSH_CHANNEL, JSON.stringify(message));
      } catch (error) {
        options.logger.warn({ err: error, userId, type: event.type }, 'push via redis failed; delivered locally only');
        deliverLocally(message);
      }
    },

    /** Listens for one player's events on this instance; answers the unsubscribe function. */
    subscribe(userId: number, listener: TPushListener): () => void {
      const set = listeners.get(userId) ?? new Set<TPushListener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },

    /** Open streams on this instance (health and tests). */
    localStreams: (): number => [...listeners.values()].reduce((n, s) => n + s.size, 0),

    async close(): Promise<void> {
      listeners.clear();
      // disconnect(), not quit(): a client that never connected (Redis down) must not keep retrying.
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
};

export type TPushHub = ReturnType<typeof createPushHub>;
