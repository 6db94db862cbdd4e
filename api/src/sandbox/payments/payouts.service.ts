import type { TOutbox } from '../store/outbox';
import { isValidTrIban } from '../../lib/iban';
import { bankNameOf } from './banks';
import { CALLBACK_TOPIC, type TCallbackPayload } from './callbacks';
import { GatewayError } from './deposits.service';
import { newGatewayId, sha256 } from './ids';
import type { TPaymentsStore, TPayoutRow } from './payments.store';

export interface TCreatePayout {
  merchantPayoutId: string;
  amountMinor: bigint;
  currency: string;
  iban: string;
  holderName: string;
  bankCode: string;
}

/** Sandbox rule, as real sandboxes have "magic amounts": a payout whose amount ends in ,13 is declined by the receiving bank. */
export const DECLINED_CENTS = 13n;

/** Payouts to TR IBANs: accepted at once, settled by the simulated bank after a delay (paid, or declined). */
export const createPayoutsService = (deps: { store: TPaymentsStore; outbox: Pick<TOutbox, 'enqueue' | 'deliverNow'>; delayMs: () => number; now: () => Date }) => {
  const { store, outbox, now } = deps;

  const view = (row: TPayoutRow) => ({
    gatewayPayoutId: row.id,
    merchantPayoutId: row.merchantPayoutId,
    status: row.status,
    amountMinor: Number(row.amountMinor),
    paidAmountMinor: row.status === 'paid' ? Number(row.amountMinor) : null,
    currency: row.currency,
    reason: row.failReason,
    updatedAt: row.updatedAt.toISOString(),
  });

  const callbackOf = (row: TPayoutRow): TCallbackPayload => ({
    eventId: `${row.id}:${row.status}`,
    type: 'payout',
    merchantOrderId: row.merchantPayoutId,
    gatewayOrderId: row.id,
    status: row.status,
    amountMinor: Number(row.amountMinor),
    paidAmountMinor: row.status === 'paid' ? Number(row.amountMinor) : null,
    currency: row.currency,
    reason: row.failReason,
    occurredAt: row.updatedAt.toISOString(),
  });

  const settle = async (id: string, outcome: 'paid' | 'failed', reason: string | null) => {
    const done = await store.transaction(async (tx) => {
      const row = await store.finishPayout(id, { status: outcome, failReason: reason, updatedAt: now() }, tx);
      if (!row) return null;
      return outbox.enqueue(CALLBACK_TOPIC, `payout:${row.id}:${row.status}`, callbackOf(row), undefined, tx);
    });
    if (done) await outbox.deliverNow(done.id);
    return done !== null;
  };

  return {
    async create(request: TCreatePayout) {
      if (!isValidTrIban(request.iban) || request.iban.slice(4, 9) !== request.bankCode || !bankNameOf(request.bankCode)) throw new GatewayError('INVALID_ACCOUNT', 400);
      const hash = sha256([request.merchantPayoutId, request.amountMinor.toString(), request.currency, request.iban, request.holderName, request.bankCode].join('|'));
      const at = now();
      const inserted = await store.insertPayout({ id: newGatewayId('GP'), ...request, requestHash: hash, status: 'pending', settleAfter: new Date(at.getTime() + deps.delayMs()), createdAt: at, updatedAt: at });
      const row = inserted ?? (await store.payoutByMerchantId(request.merchantPayoutId));
      if (!row) throw new GatewayError('INVALID_REQUEST', 400);
      // The same payout id sent again never pays twice; with other content it is refused.
      if (row.requestHash !== hash) throw new GatewayError('DUPLICATE_ORDER', 409);
      return view(row);
    },

    async statusOf(merchantPayoutId: string) {
      const row = await store.payoutByMerchantId(merchantPayoutId);
      if (!row) throw new GatewayError('UNKNOWN_ORDER', 404);
      return view(row);
    },

    /** Settles the payouts that are due (all pending ones with `force`), one callback each. */
    async settleDue(force = false): Promise<number> {
      let n = 0;
      for (const row of await store.duePayouts(now(), force)) {
        const declined = row.amountMinor % 100n === DECLINED_CENTS;
        if (await settle(row.id, declined ? 'failed' : 'paid', declined ? 'ACCOUNT_CLOSED' : null)) n++;
      }
      return n;
    },
  };
};

export type TPayoutsService = ReturnType<typeof createPayoutsService>;
