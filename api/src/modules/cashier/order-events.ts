import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import type { TDomainEventBus } from '../../lib/domain-events';
import type { TLogger } from '../../lib/logger';
import type { TPushHub } from '../push/push.hub';
import type { TLedgerService } from '../wallet/ledger.service';
import type { TCashierRepository, TOrderPatch, TOrderRow } from './cashier.repository';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A public order id: D (deposit) or W (withdrawal), the date (yymmdd) and 10 random characters. */
export const newOrderId = (kind: 'deposit' | 'withdrawal', at: Date): string =>
  `${kind === 'deposit' ? 'D' : 'W'}${at.toISOString().slice(2, 10).replace(/-/g, '')}${Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export type TEventSource = 'player' | 'gateway' | 'status-query' | 'staff' | 'system';

export interface TTransition {
  to: string;
  source: TEventSource;
  actor?: string | null;
  reason?: string | null;
  detail?: Record<string, unknown>;
  patch?: TOrderPatch;
}

/**
 * State changes of orders and what follows them: every transition writes the row and its event in
 * the caller's transaction; after commit the player's open pages hear of it (push) and, for paid
 * deposits, the rest of the platform (domain event).
 */
export const createOrderEvents = (deps: {
  repo: Pick<TCashierRepository, 'updateOrder' | 'insertEvent'>;
  ledger: Pick<TLedgerService, 'playerBalance'>;
  push: Pick<TPushHub, 'publish'>;
  events: Pick<TDomainEventBus, 'emit'>;
  logger: Pick<TLogger, 'warn'>;
  now: () => Date;
}) => ({
  async transition(row: TOrderRow, t: TTransition, tx: Db): Promise<TOrderRow> {
    const at = deps.now();
    // The order keeps the reason of its latest transition that gave one (failed, expired, refunded, ...).
    const updated = await deps.repo.updateOrder(row.id, { ...t.patch, ...(t.reason ? { reason: t.reason } : {}), status: t.to, updatedAt: at }, tx);
    await deps.repo.insertEvent({ orderPk: row.id, fromStatus: row.status, toStatus: t.to, source: t.source, actor: t.actor ?? null, reason: t.reason ?? null, detail: t.detail ?? null, createdAt: at }, tx);
    return updated;
  },

  /** The first event of a new order (from no state). */
  async created(row: TOrderRow, source: TEventSource, tx: Db, reason: string | null = null): Promise<void> {
    await deps.repo.insertEvent({ orderPk: row.id, fromStatus: null, toStatus: row.status, source, reason, createdAt: row.createdAt }, tx);
  },

  /** A refused update (a callback contradicting the order) kept on the order for staff; the order itself is unchanged. */
  async conflict(row: TOrderRow, source: TEventSource, reason: string, detail: Record<string, unknown>, tx: Db): Promise<void> {
    await deps.repo.insertEvent({ orderPk: row.id, fromStatus: row.status, toStatus: 'conflict', source, reason, detail, createdAt: deps.now() }, tx);
  },

  /** After commit: the order's new state and (when money moved) the balance, to the player's open pages. */
  async announce(row: TOrderRow, moneyMoved: boolean): Promise<void> {
    try {
      await deps.push.publish(row.userId, {
        type: 'cashier:order-updated',
        data: { orderId: row.orderId, kind: row.kind, status: row.status as never, amountMinor: Number(row.amountMinor), creditedMinor: row.creditedMinor === null ? null : Number(row.creditedMinor) },
      });
      if (moneyMoved) await deps.push.publish(row.userId, { type: 'wallet:balance-changed', data: { totalAssetsMinor: Number(await deps.ledger.playerBalance(row.userId)) } });
    } catch (error) {
      // Pushes are a convenience; the pages also refresh on their own.
      deps.logger.warn({ err: error, orderId: row.orderId }, 'cashier push failed');
    }
  },

  depositPaid: (payload: { userId: number; orderId: string; amountMinor: bigint; first: boolean }) => deps.events.emit('deposit.paid', { ...payload, at: deps.now() }),
});

export type TOrderEvents = ReturnType<typeof createOrderEvents>;
