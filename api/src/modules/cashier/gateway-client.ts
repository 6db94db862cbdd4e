import { z } from 'zod';
import type { Bank, RechargeChannelCode } from '@casino/shared/contracts';
import { signedHeaders } from '../../lib/signature';

/** A deposit as the payment gateway reports it (create answer, status query, callback). */
export interface TGatewayDeposit {
  gatewayOrderId: string;
  merchantOrderId: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  amountMinor: number;
  paidAmountMinor: number | null;
  currency: string;
  reason: string | null;
  expiresAt?: string;
  eft?: { iban: string; holder: string; bankName: string; reference: string; bankUrl?: string };
  checkoutUrl?: string | null;
  coin?: { coin: 'USDT'; network: string; address: string; coinAmount: string; rate: string; confirmations: number; confirmationsRequired: number; txHash: string | null };
}

export interface TGatewayPayout {
  gatewayPayoutId: string;
  merchantPayoutId: string;
  status: 'pending' | 'paid' | 'failed';
  amountMinor: number;
  paidAmountMinor: number | null;
  currency: string;
  reason: string | null;
}

export interface TCreateDepositRequest {
  merchantOrderId: string;
  channel: RechargeChannelCode;
  amountMinor: number;
  currency: string;
  expiresInS: number;
  payerRef: string;
  returnUrl?: string;
}

export interface TCreatePayoutRequest {
  merchantPayoutId: string;
  amountMinor: number;
  currency: string;
  iban: string;
  holderName: string;
  bankCode: string;
}

/** The gateway could not be reached or answered nothing usable: the outcome is unknown (retry later). */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}
/** The gateway refused the request for good (unknown order, invalid account, duplicate order id). */
export class GatewayRefusedError extends Error {
  override name = 'GatewayRefusedError';
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
  }
}

/**
 * What the cashier needs from a payment gateway. The sandbox adapter below speaks HTTP to the
 * sandbox gateway; a real vendor is one more adapter with the same interface.
 */
export interface TPaymentGateway {
  banks(): Promise<Bank[]>;
  createDeposit(request: TCreateDepositRequest): Promise<TGatewayDeposit>;
  /** Null when the gateway does not know the order (it was never created there). */
  depositStatus(merchantOrderId: string): Promise<TGatewayDeposit | null>;
  createPayout(request: TCreatePayoutRequest): Promise<TGatewayPayout>;
  payoutStatus(merchantPayoutId: string): Promise<TGatewayPayout | null>;
}

const ZBanks = z.object({ banks: z.array(z.object({ bankCode: z.string(), bankName: z.string() })) });

/** The sandbox gateway's merchant API: signed (lib/signature.ts), 5 s timeout, answers checked loosely. */
export const createSandboxPaymentGateway = (options: { baseUrl: string; secret: string; timeoutMs?: number; fetchImpl?: typeof fetch }): TPaymentGateway => {
  const fetchImpl = options.fetchImpl ?? fetch;
  const call = async <T>(path: string, body: object): Promise<T> => {
    const raw = JSON.stringify(body);
    let res: Response;
    try {
      res = await fetchImpl(new URL(path, options.baseUrl), { method: 'POST', headers: signedHeaders(options.secret, raw), body: raw, signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
    } catch (error) {
      throw new GatewayUnavailableError(error instanceof Error ? error.message : String(error));
    }
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (res.status >= 500 || json === null) throw new GatewayUnavailableError(`HTTP ${res.status}`);
    if (!res.ok) throw new GatewayRefusedError(typeof json.error === 'string' ? json.error : 'REFUSED', res.status);
    return json as T;
  };
  const orNull = async <T>(promise: Promise<T>): Promise<T | null> => {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof GatewayRefusedError && error.code === 'UNKNOWN_ORDER') return null;
      throw error;
    }
  };
  return {
    banks: async () => ZBanks.parse(await call('/payments/api/banks', {})).banks,
    createDeposit: (request) => call('/payments/api/deposits', request),
    depositStatus: (merchantOrderId) => orNull(call('/payments/api/deposits/status', { merchantOrderId })),
    createPayout: (request) => call('/payments/api/payouts', request),
    payoutStatus: (merchantPayoutId) => orNull(call('/payments/api/payouts/status', { merchantPayoutId })),
  };
};
