import type { PushEvent } from '@casino/shared/contracts';
import type { TLogger } from '../../lib/logger';
import type { TPushHub } from '../push/push.hub';

export type TStaffQueue = 'adjustments' | 'withdrawals' | 'support';

/**
 * The staff stream's topic on the push hub. Players are ids from 1 up, so 0 is never a player: staff events
 * ride the same hub (and its Redis channel across API instances) without reaching any player's page.
 */
export const STAFF_TOPIC = 0;

/** Tells the console's open pages that a work queue changed (after the change committed), so they reload it. */
export const createStaffQueues = (deps: { push: Pick<TPushHub, 'publish'>; logger: Pick<TLogger, 'warn'> }) => {
  const changed = async (queue: TStaffQueue): Promise<void> => {
    try {
      await deps.push.publish(STAFF_TOPIC, { type: 'staff:queue-changed', data: { queue } });
    } catch (error) {
      // Pushes are a convenience: the queues are read from the database on every load.
      deps.logger.warn({ err: error, queue }, 'staff push failed');
    }
  };

  return {
    changed,
    /**
     * The push hub as the cashier and support see it: every player event goes out as before, and the ones
     * that change a staff queue (a withdrawal's state, a staff answer) also tell the staff stream.
     */
    tap: (push: Pick<TPushHub, 'publish'>): Pick<TPushHub, 'publish'> => ({
      async publish(userId: number, event: PushEvent): Promise<void> {
        await push.publish(userId, event);
        if (event.type === 'cashier:order-updated' && event.data.kind === 'withdrawal') await changed('withdrawals');
        if (event.type === 'support:message-received') await changed('support');
      },
    }),
  };
};

export type TStaffQueues = ReturnType<typeof createStaffQueues>;
