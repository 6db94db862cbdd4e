import type { SandboxDb } from '../store/sandbox-db';
import type { TOutbox } from '../store/outbox';
import { RECEIVING_ACCOUNTS } from './banks';
import { CALLBACK_TOPIC, type TCallbackPayload } from './callbacks';
import { safeEqual } from '../../lib/crypto';
import { newCoinAddress, newGatewayId, newReference, newToken, sha256 } from './ids';
import type { TPaymentsConfig } from './payments.config';
import type { TDepositRow, TPaymentsStore } from './payments.store';

export type TDepositChannel = TDepositRow['channel'];

export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly code: 'DUPLICATE_ORDER' | 'UNKNOWN_ORDER' | 'INVALID_REQUEST' | 'INVALID_ACCOUNT' | 'ORDER_CLOSED' | 'CARD_DECLINED' | 'CURRENCY_NOT_SUPPORTED',
    readonly status: number,
  ) {
    super(code);
  }
}

export interface TCreateDeposit {
  merchantOrderId: string;
  channel: TDepositChannel;
  amountMinor: bigint;
  currency: string;
  expiresInS: number;
  payerRef: string;
  returnUrl?: string | undefined;
}

export interface TDepositDeps {
  store: TPaymentsStore;
  outbox: Pick<TOutbox, 'enqueue' | 'deliverNow'>;
  config: Pick<TPaymentsConfig, 'publicUrl' | 'usdtRateMicro' | 'confirmations'>;
  now: () => Date;
}

/** TRY minor units -> USDT micro units at `rateMicro` TRY per USDT, rounded up (the payer never sends too little). */
export const coinMicroFor = (amountMinor: bigint, rateMicro: bigint): bigint => (amountMinor * 10_000_000_000n + rateMicro - 1n) / rateMicro;
/** USDT micro units received -> TRY minor units, rounded down. */
export const minorForCoin = (amountMicro: bigint, rateMicro: bigint): bigint => (amountMicro * rateMicro) / 10_000_000_000n;

const microText = (micro: bigint): string => `${micro / 1_000_000n}.${String(micro % 1_000_000n).padStart(6, '0')}`;

/** The currencies the gateway settles, and which of them each channel takes (EFT, Papara and coins are Turkey's; m10 Azerbaijan's). */
export const GATEWAY_CURRENCIES = ['TRY', 'AZN'] as const;
const CHANNEL_CURRENCIES: Readonly<Record<TDepositChannel, readonly string[]>> = { eft: ['TRY'], papara: ['TRY'], usdt: ['TRY'], card: ['TRY', 'AZN'], m10: ['AZN'] };

const requestHashOf = (r: TCreateDeposit) => sha256([r.merchantOrderId, r.channel, r.amountMinor.toString(), r.currency].join('|'));

/** The sandbox gateway's deposits: created by the merchant, paid by EFT, hosted checkout or the chain, expired when unpaid. */
export const createDepositsService = ({ store, outbox, config, now }: TDepositDeps) => {
  const callbackOf = (row: TDepositRow): TCallbackPayload => ({
    eventId: `${row.id}:${row.status}`,
    type: 'deposit',
    merchantOrderId: row.merchantOrderId,
    gatewayOrderId: row.id,
    status: row.status,
    amountMinor: Number(row.amountMinor),
    paidAmountMinor: row.paidAmountMinor === null ? null : Number(row.paidAmountMinor),
    currency: row.currency,
    reason: row.failReason,
    occurredAt: row.updatedAt.toISOString(),
  });

  /**
   * Moves a pending deposit to a final state and writes its callback to the outbox in the same
   * transaction; then tries the callback at once. Answers null when the deposit was no longer pending.
   */
  const settle = async (id: string, patch: { status: 'paid' | 'failed' | 'expired'; paidAmountMinor?: bigint; failReason?: string }, tx?: SandboxDb) => {
    const run = async (t: SandboxDb) => {
      const row = await store.finishDeposit(id, { status: patch.status, paidAmountMinor: patch.paidAmountMinor ?? null, failReason: patch.failReason ?? null, updatedAt: now() }, t);
      if (!row) return null;
      const message = await outbox.enqueue(CALLBACK_TOPIC, `deposit:${row.id}:${row.status}`, callbackOf(row), undefined, t);
      return { row, messageId: message.id };
    };
    const done = tx ? await run(tx) : await store.transaction(run);
    if (done && !tx) await outbox.deliverNow(done.messageId);
    return done;
  };

  const view = async (row: TDepositRow) => {
    const base = {
      gatewayOrderId: row.id,
      merchantOrderId: row.merchantOrderId,
      channel: row.channel,
      status: row.status,
      amountMinor: Number(row.amountMinor),
      paidAmountMinor: row.paidAmountMinor === null ? null : Number(row.paidAmountMinor),
      currency: row.currency,
      reason: row.failReason,
      expiresAt: row.expiresAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
    if (row.channel === 'eft') {
      const account = RECEIVING_ACCOUNTS.find((a) => a.iban === row.receivingIban);
      return { ...base, eft: { iban: row.receivingIban ?? '', holder: account?.holder ?? '', bankName: account?.bankName ?? '', reference: row.reference ?? '', bankUrl: `${config.publicUrl}/payments/bank` } };
    }
    if (row.channel === 'usdt') {
      const chainTx = await store.chainTxTo(row.address ?? '');
      const height = await store.chainHeight();
      const confirmations = chainTx && chainTx.blockHeight <= height ? Number(height - chainTx.blockHeight + 1n) : 0;
      return {
        ...base,
        coin: {
          coin: 'USDT',
          network: row.network ?? 'TRC20',
          address: row.address ?? '',
          coinAmount: microText(row.coinAmountMicro ?? 0n),
          rate: microText(row.rateMicro ?? 0n),
          confirmations: Math.min(confirmations, config.confirmations),
          confirmationsRequired: config.confirmations,
          txHash: chainTx?.txHash ?? null,
        },
      };
    }
    return { ...base, checkoutUrl: row.checkoutToken ? `${config.publicUrl}/payments/checkout/${row.id}?t=${row.checkoutToken}` : null };
  };

  return {
    settle,
    view,
    find: (id: string) => store.depositById(id),

    /** Creates (or, for a repeated identical request, answers again) a deposit; the same merchant order id with other content is refused. */
    async create(request: TCreateDeposit) {
      if (!CHANNEL_CURRENCIES[request.channel].includes(request.currency)) throw new GatewayError('CURRENCY_NOT_SUPPORTED', 400);
      const hash = requestHashOf(request);
      const existing = await store.depositByOrder(request.merchantOrderId);
      if (existing) {
        if (existing.requestHash !== hash) throw new GatewayError('DUPLICATE_ORDER', 409);
        return view(existing);
      }
      const at = now();
      const id = newGatewayId('GD');
      const token = request.channel === 'papara' || request.channel === 'm10' || request.channel === 'card' ? newToken() : null;
      const account = RECEIVING_ACCOUNTS[Math.floor(Math.random() * RECEIVING_ACCOUNTS.length)] ?? RECEIVING_ACCOUNTS[0];
      const row = await store.insertDeposit({
        id,
        merchantOrderId: request.merchantOrderId,
        requestHash: hash,
        channel: request.channel,
        amountMinor: request.amountMinor,
        currency: request.currency,
        status: 'pending',
        receivingIban: request.channel === 'eft' ? (account?.iban ?? null) : null,
        reference: request.channel === 'eft' ? newReference() : null,
        checkoutToken: token,
        returnUrl: request.returnUrl ?? null,
        network: request.channel === 'usdt' ? 'TRC20' : null,
        address: request.channel === 'usdt' ? newCoinAddress() : null,
        coinAmountMicro: request.channel === 'usdt' ? coinMicroFor(request.amountMinor, config.usdtRateMicro) : null,
        rateMicro: request.channel === 'usdt' ? config.usdtRateMicro : null,
        payerRef: request.payerRef,
        expiresAt: new Date(at.getTime() + request.expiresInS * 1000),
        createdAt: at,
        updatedAt: at,
      });
      // Two identical creates raced: the loser answers like a repeat.
      const winner = row ?? (await store.depositByOrder(request.merchantOrderId));
      if (!winner || winner.requestHash !== hash) throw new GatewayError('DUPLICATE_ORDER', 409);
      return view(winner);
    },

    async statusOf(merchantOrderId: string) {
      const row = await store.depositByOrder(merchantOrderId);
      if (!row) throw new GatewayError('UNKNOWN_ORDER', 404);
      return view(row);
    },

    /** The hosted checkout's deposit, if the page token matches. */
    async checkoutDeposit(id: string, token: string): Promise<TDepositRow | undefined> {
      const row = await store.depositById(id);
      return row?.checkoutToken && safeEqual(row.checkoutToken, token) ? row : undefined;
    },

    /**
     * The gateway's "bank" received an EFT: matched by the reference in its description to a
     * pending, unexpired deposit to that account, it pays the deposit with the amount that arrived.
     * Anything else (unknown or dead reference) is returned to the payer.
     */
    async receiveTransfer(input: { toIban: string; fromName: string; amountMinor: bigint; description: string }) {
      const references = input.description.toUpperCase().match(/SB[A-Z0-9]{8}/g) ?? [];
      const at = now();
      const outcome = await store.transaction(async (tx) => {
        for (const reference of references) {
          const deposit = await store.lockDepositByReference(reference, tx);
          if (!deposit || deposit.receivingIban !== input.toIban) continue;
          if (deposit.status !== 'pending' || deposit.expiresAt.getTime() <= at.getTime()) {
            await store.recordBankTransfer({ ...input, outcome: 'returned', depositId: deposit.id, note: `order ${deposit.status === 'pending' ? 'expired' : deposit.status}`, createdAt: at }, tx);
            return { outcome: 'returned' as const, reason: 'REFERENCE_EXPIRED', messageId: null };
          }
          const done = await settle(deposit.id, { status: 'paid', paidAmountMinor: input.amountMinor }, tx);
          await store.recordBankTransfer({ ...input, outcome: 'matched', depositId: deposit.id, createdAt: at }, tx);
          return { outcome: 'matched' as const, reason: null, depositId: deposit.id, messageId: done?.messageId ?? null };
        }
        await store.recordBankTransfer({ ...input, outcome: 'returned', note: 'no matching reference', createdAt: at }, tx);
        return { outcome: 'returned' as const, reason: 'REFERENCE_UNKNOWN', messageId: null };
      });
      if (outcome.messageId !== null) await outbox.deliverNow(outcome.messageId);
      return { outcome: outcome.outcome, reason: outcome.reason };
    },

    /** Pending deposits past their expiry (a coin order whose transfer is already on the chain waits for it). */
    async expireDue(): Promise<number> {
      let n = 0;
      for (const id of await store.dueDepositIds(now())) if (await settle(id, { status: 'expired', failReason: 'EXPIRED' })) n++;
      return n;
    },
  };
};

export type TDepositsService = ReturnType<typeof createDepositsService>;
