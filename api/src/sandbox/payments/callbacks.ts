import { signedHeaders } from '../../lib/signature';
import type { TDelivery, TOutboxHandler } from '../store/outbox';

/** The outbox topic of every gateway -> merchant notification. */
export const CALLBACK_TOPIC = 'payments.callback';

/** What the gateway tells the merchant at every state change of a deposit or payout. */
export interface TCallbackPayload {
  [key: string]: unknown;
  /** Unique per state change: `<gateway id>:<status>`. */
  eventId: string;
  type: 'deposit' | 'payout';
  merchantOrderId: string;
  gatewayOrderId: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  amountMinor: number;
  /** Deposits: what arrived; payouts: what was paid. Null until paid. */
  paidAmountMinor: number | null;
  currency: string;
  reason: string | null;
  occurredAt: string;
}

/**
 * Delivers one callback: HMAC-SHA256 over `<timestamp>.<raw body>` (lib/signature.ts), 5 s timeout.
 * The merchant acknowledges with 2xx `{status:'OK'}`. A 5xx, a timeout, a refused signature (clock or
 * key trouble on either side) are retried with backoff; any other 4xx is the merchant's definitive
 * refusal (unknown order, conflicting amount) and is not retried.
 */
export const createCallbackHandler = (options: { url: () => string; secret: string; fetchImpl?: typeof fetch; timeoutMs?: number }): TOutboxHandler => {
  const fetchImpl = options.fetchImpl ?? fetch;
  return async (payload): Promise<TDelivery> => {
    const raw = JSON.stringify(payload);
    const res = await fetchImpl(options.url(), {
      method: 'POST',
      headers: signedHeaders(options.secret, raw),
      body: raw,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok && answer.status === 'OK') return { ok: true, answer };
    const error = `HTTP ${res.status} ${typeof answer.code === 'string' ? answer.code : ''}`.trim();
    const retry = res.status >= 500 || res.status === 401 || res.status === 408 || res.status === 429 || res.ok;
    return { ok: false, retry, error, answer };
  };
};
