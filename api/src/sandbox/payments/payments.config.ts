import { z } from 'zod';
import { origin, ports } from '../../lib/ports';

/** The sandbox payment gateway's own settings (it reads nothing of the operator's config). */
const ZPaymentsEnv = z.object({
  /** Where the merchant (the operator API) receives callbacks: <url>/cashier/gateway/callback. */
  OPERATOR_API_URL: z.url().optional(),
  /** Browser-facing origin of the gateway's pages (hosted checkout, sandbox bank). */
  PAYMENTS_PUBLIC_URL: z.url().optional(),
  /** The simulated chain mines a block this often; a coin order is paid after N confirmations. */
  PAYMENTS_BLOCK_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  PAYMENTS_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(3),
  /** A payout is settled by the simulated bank this long after it was accepted. */
  PAYMENTS_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
  /** TRY per USDT, as decimal text. */
  PAYMENTS_USDT_RATE: z.string().regex(/^\d{1,6}(\.\d{1,6})?$/).default('34.250000'),
});

export interface TPaymentsConfig {
  callbackUrl: string;
  publicUrl: string;
  blockMs: number;
  confirmations: number;
  payoutDelayMs: number;
  /** TRY per USDT in micro units (34.25 -> 34_250_000). */
  usdtRateMicro: bigint;
  /** Run the clock (expiry, blocks, payout settlement) and the callback worker on timers; tests drive them by hand. */
  autoRun: boolean;
}

export const CALLBACK_PATH = '/cashier/gateway/callback';

const micro = (text: string): bigint => {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, '0').slice(0, 6));
};

export const loadPaymentsConfig = (env: NodeJS.ProcessEnv = process.env): TPaymentsConfig => {
  const e = ZPaymentsEnv.parse(env);
  const operator = e.OPERATOR_API_URL ?? `http://127.0.0.1:${ports.api}`;
  return {
    callbackUrl: new URL(CALLBACK_PATH, operator).toString(),
    publicUrl: new URL(e.PAYMENTS_PUBLIC_URL ?? origin('sandbox')).origin,
    blockMs: e.PAYMENTS_BLOCK_MS,
    confirmations: e.PAYMENTS_CONFIRMATIONS,
    payoutDelayMs: e.PAYMENTS_PAYOUT_DELAY_MS,
    usdtRateMicro: micro(e.PAYMENTS_USDT_RATE),
    autoRun: true,
  };
};
