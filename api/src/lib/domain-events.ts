import type { TLogger } from './logger';

/**
 * Things that happened, which other modules react to (a settled round feeds VIP progress and
 * rebates, a new player gets a welcome mail, a paid deposit earns wheel spins). Emitted AFTER the
 * transaction that made them true has committed. Add an event here with its payload type.
 */
export interface TDomainEvents {
  /** A new player account exists (a tourist on its first visit, or a member created directly). */
  'player.created': { userId: number; role: 'tourist' | 'member'; at: Date };
  /** A player became a member with a verified phone (a tourist upgraded, or a new member). */
  'player.registered': { userId: number; at: Date };
  /** A game round was closed by the provider (its bets and wins are final). */
  'round.settled': { userId: number; roundId: string; gameId: number; at: Date };
  // cashier
  /** A deposit was credited (the amount the gateway confirmed); `first` for the player's first paid deposit. */
  'deposit.paid': { userId: number; orderId: string; amountMinor: bigint; first: boolean; at: Date };
}

export type TDomainEventName = keyof TDomainEvents;
export type TDomainHandler<K extends TDomainEventName> = (payload: TDomainEvents[K]) => Promise<void> | void;

/**
 * In-process and at-least-best-effort: handlers run one after another after the emitter's commit;
 * a failing handler is logged and does not fail the request that emitted. So every handler must be
 * idempotent and every effect that must not be lost must also be derivable later from the database
 * (e.g. VIP levels are recomputed from settled rounds, a welcome mail is keyed by the player).
 */
export const createDomainEvents = (logger: Pick<TLogger, 'warn'>) => {
  const handlers = new Map<TDomainEventName, Array<TDomainHandler<TDomainEventName>>>();
  return {
    on<K extends TDomainEventName>(name: K, handler: TDomainHandler<K>): void {
      const list = handlers.get(name) ?? [];
      list.push(handler as TDomainHandler<TDomainEventName>);
      handlers.set(name, list);
    },
    async emit<K extends TDomainEventName>(name: K, payload: TDomainEvents[K]): Promise<void> {
      for (const handler of handlers.get(name) ?? []) {
        try {
          await handler(payload);
        } catch (error) {
          logger.warn({ err: error, event: name }, 'domain event handler failed');
        }
      }
    },
  };
};

export type TDomainEventBus = ReturnType<typeof createDomainEvents>;
