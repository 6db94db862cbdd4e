import type { SandboxDb } from '../store/sandbox-db';
import { createOutbox } from '../store/outbox';
import { CALLBACK_TOPIC, createCallbackHandler } from './callbacks';
import { createChainService } from './chain.service';
import { createDepositsService } from './deposits.service';
import type { TPaymentsConfig } from './payments.config';
import { createPaymentsStore } from './payments.store';
import { createPayoutsService } from './payouts.service';

/** Card numbers the hosted checkout declines (as real test cards do). */
const DECLINED_CARDS = new Set(['4000000000000002']);

/**
 * The sandbox payment gateway: deposits (EFT, hosted checkout, chain), payouts, and its own
 * durable outbox of signed callbacks to the merchant (at least 5 tries with backoff until acknowledged).
 */
export const createPaymentsGateway = (deps: { db: SandboxDb; config: TPaymentsConfig; secret: string; now?: () => Date; log?: (obj: object, msg: string) => void; fetchImpl?: typeof fetch }) => {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  let callbackUrl = config.callbackUrl;
  const outbox = createOutbox({
    db,
    now,
    handlers: { [CALLBACK_TOPIC]: createCallbackHandler({ url: () => callbackUrl, secret: deps.secret, ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}) }) },
    baseBackoffMs: 1_000,
    maxBackoffMs: 5 * 60_000,
    maxAttempts: 12,
    ...(deps.log ? { log: deps.log } : {}),
  });
  const store = createPaymentsStore(db);
  const deposits = createDepositsService({ store, outbox, config, now });
  const chain = createChainService({ store, deposits, confirmations: config.confirmations, now });
  let payoutDelayMs = config.payoutDelayMs;
  const payouts = createPayoutsService({ store, outbox, delayMs: () => payoutDelayMs, now });
  const timers: NodeJS.Timeout[] = [];

  const tick = async () => ({ expired: await deposits.expireDue(), payoutsSettled: await payouts.settleDue() });

  return {
    deposits,
    payouts,
    chain,
    outbox,
    tick,

    /** The hosted checkout's pay/cancel: the deposit is paid with its own amount, or fails. */
    async checkout(id: string, token: string, action: 'pay' | 'cancel', input: { cardNumber?: string | undefined; account?: string | undefined }) {
      const deposit = await deposits.checkoutDeposit(id, token);
      if (!deposit) return null;
      if (deposit.status !== 'pending') return { status: deposit.status, reason: deposit.failReason };
      if (deposit.expiresAt.getTime() <= now().getTime()) {
        await deposits.settle(id, { status: 'expired', failReason: 'EXPIRED' });
        return { status: 'expired', reason: 'EXPIRED' };
      }
      const card = (input.cardNumber ?? '').replace(/\D/g, '');
      const outcome =
        action === 'cancel'
          ? ({ status: 'failed', failReason: 'CANCELLED' } as const)
          : deposit.channel === 'card' && DECLINED_CARDS.has(card)
            ? ({ status: 'failed', failReason: 'CARD_DECLINED' } as const)
            : ({ status: 'paid', paidAmountMinor: deposit.amountMinor } as const);
      await deposits.settle(id, outcome);
      const after = await deposits.find(id);
      return { status: after?.status ?? outcome.status, reason: after?.failReason ?? null };
    },

    /** Tests point the callbacks at an operator listening on an ephemeral port, and move payout timing. */
    configure(options: { callbackUrl?: string; payoutDelayMs?: number }) {
      if (options.callbackUrl) callbackUrl = options.callbackUrl;
      if (options.payoutDelayMs !== undefined) payoutDelayMs = options.payoutDelayMs;
    },

    /** Timers of the running service: the outbox worker, the clock (expiry, payouts) and block production. */
    start() {
      if (!config.autoRun || timers.length > 0) return;
      outbox.start();
      const safely = (fn: () => Promise<unknown>) => () => void fn().catch((error: unknown) => deps.log?.({ err: error instanceof Error ? error.message : String(error) }, 'payments timer failed'));
      timers.push(setInterval(safely(tick), 1_000), setInterval(safely(() => chain.mine(1)), config.blockMs));
      for (const timer of timers) timer.unref();
    },

    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await outbox.stop();
    },
  };
};

export type TPaymentsGateway = ReturnType<typeof createPaymentsGateway>;
