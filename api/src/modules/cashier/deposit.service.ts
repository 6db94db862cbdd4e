import type { ChargeInfo, CashierOrder, RechargeChannelCode } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, moneyParam } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import { houseAccountFor, playerAccount, worldAccount, type TLedgerService } from '../wallet/ledger.service';
import type { TCashierAccess } from './cashier-access';
import { channelOf, feeFor, type TCashierMarketOf } from './cashier.config';
import type { TCashierRepository, TOrderRow } from './cashier.repository';
import { GatewayRefusedError, GatewayUnavailableError, type TGatewayDeposit, type TPaymentGateway } from './gateway-client';
import { newOrderId, type TEventSource, type TOrderEvents } from './order-events';
import { toCashierOrder, type TInstructions } from './order-view';

/** A check run before any deposit order is created (player protection adds deposit limits here). Throw an AppError to refuse. */
export type TDepositGuard = (context: { userId: number; channel: RechargeChannelCode; amountMinor: bigint; currency: string }) => Promise<void>;

/** Why a gateway update was refused: answered to the gateway, which stops retrying it. */
export class CallbackRefusal extends Error {
  override name = 'CallbackRefusal';
  constructor(
    readonly code: 'UNKNOWN_ORDER' | 'ORDER_MISMATCH' | 'AMOUNT_CONFLICT' | 'CURRENCY_MISMATCH' | 'INVALID_AMOUNT',
    readonly status: number,
  ) {
    super(code);
  }
}

export type TApplyOutcome = 'applied' | 'duplicate' | 'ignored';

/** The deposit bonus a player may choose (bonus module): checked at the order, granted with the credit. */
export interface TDepositBonus {
  /** Refuses (AppError) an offer the player could not get for this deposit. */
  check(userId: number, offerId: number, amountMinor: bigint): Promise<void>;
  /** Grants it in the crediting transaction, after the deposit's own transfers; throws an AppError when it can no longer be. */
  grant(userId: number, offerId: number, depositMinor: bigint, orderId: string, tx: Db): Promise<unknown>;
}

export interface DepositServiceDeps {
  repo: Pick<TCashierRepository, 'transaction' | 'insertOrder' | 'findByOrderId' | 'updateOrder' | 'openDepositCount' | 'playerState' | 'markFirstRecharge'>;
  ledger: Pick<TLedgerService, 'transfer' | 'ensurePlayerAccount' | 'lockPlayer'>;
  gateway: Pick<TPaymentGateway, 'createDeposit' | 'depositStatus'>;
  access: TCashierAccess;
  orders: TOrderEvents;
  limiter: RateLimiter;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn'>;
  /** The cashier's rules of the player's market (CASHIER_NOT_AVAILABLE for a market without real money). */
  marketOf: TCashierMarketOf;
  /** Sandbox mode: EFT instructions carry the sandbox bank's page for testers. */
  sandbox: boolean;
  /** Origins a hosted checkout may send the player back to (the site's own). */
  returnOrigins: readonly string[];
  guards?: readonly TDepositGuard[];
  bonus?: TDepositBonus;
}

const DEPOSITS_PER_MINUTE = 10;

/**
 * Deposits: one method creates every order (fiat and coin); the gateway's word (callback or status
 * query) is the only thing that credits one, exactly once, with the amount the gateway confirmed.
 *
 * How updates are applied (the same for a callback and a status query):
 * - a repeat of what the order already says (duplicate, replayed or late callback): acknowledged, nothing moves;
 * - `paid` on an open, failed or expired order: credited (money that arrived is never kept from the
 *   player, even after our own expiry), the transition is recorded as late;
 * - `paid` again with a different amount: refused as AMOUNT_CONFLICT, recorded for staff, nothing moves;
 * - `failed` / `expired` / `pending` after `paid` (out of order): ignored, acknowledged;
 * - an unknown order, another gateway order id or currency: refused.
 */
export const createDepositService = (deps: DepositServiceDeps) => {
  const { repo, ledger, gateway, access, orders, clock, marketOf } = deps;

  const credit = async (row: TOrderRow, paidMinor: bigint, source: TEventSource, tx: Db) => {
    const channel = channelOf(await marketOf(row.userId, tx), row.channel as RechargeChannelCode);
    const fee = channel ? feeFor(paidMinor, channel.feeBps, BigInt(channel.feeFixedMinor)) : 0n;
    await ledger.transfer({ debitAccount: worldAccount(row.currency), creditAccount: playerAccount(row.userId), amountMinor: paidMinor, currency: row.currency, code: 'DEPOSIT', idempotencyKey: `cashier:deposit:${row.orderId}` }, tx);
    if (fee > 0n) {
      await ledger.transfer({ debitAccount: playerAccount(row.userId), creditAccount: houseAccountFor(row.userId, row.currency), amountMinor: fee, currency: row.currency, code: 'FEE', idempotencyKey: `cashier:deposit-fee:${row.orderId}` }, tx);
    }
    // The deposit bonus the player chose: granted with the money, never instead of it. A bonus that can no
    // longer be granted (another one taken meanwhile) leaves the deposit credited, without it.
    if (row.bonusOfferId !== null && deps.bonus && !row.creditedMinor) {
      try {
        await deps.bonus.grant(row.userId, row.bonusOfferId, paidMinor, row.orderId, tx);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        deps.logger.warn({ orderId: row.orderId, code: error.code }, 'deposit bonus not granted');
      }
    }
    const at = clock.now();
    const first = await repo.markFirstRecharge(row.userId, at, tx);
    const late = row.status === 'failed' || row.status === 'expired';
    const updated = await orders.transition(row, { to: 'paid', source, reason: late ? 'LATE_PAYMENT' : null, detail: { requestedMinor: Number(row.amountMinor), paidMinor: Number(paidMinor), late }, patch: { creditedMinor: paidMinor, feeMinor: fee, paidAt: at } }, tx);
    return { updated, first };
  };

  /** Applies what the gateway says about a deposit (callback or status query). */
  const applyUpdate = async (update: TGatewayDeposit, source: TEventSource): Promise<TApplyOutcome> => {
    const found = await repo.findByOrderId(update.merchantOrderId);
    if (!found || found.kind !== 'deposit') throw new CallbackRefusal('UNKNOWN_ORDER', 404);
    // Paid is final: a repeat of it (most duplicates) is answered without taking any lock.
    if (found.status === 'paid' && update.status === 'paid' && found.gatewayOrderId === update.gatewayOrderId && update.currency === found.currency && found.creditedMinor === BigInt(update.paidAmountMinor ?? -1)) {
      return 'duplicate';
    }
    const result = await repo.transaction(async (tx) => {
      await ledger.ensurePlayerAccount(found.userId, tx);
      await ledger.lockPlayer(found.userId, tx);
      const row = await repo.findByOrderId(update.merchantOrderId, tx, true);
      if (!row) throw new CallbackRefusal('UNKNOWN_ORDER', 404);
      if (row.gatewayOrderId !== null && row.gatewayOrderId !== update.gatewayOrderId) throw new CallbackRefusal('ORDER_MISMATCH', 409);
      if (update.currency !== row.currency) throw new CallbackRefusal('CURRENCY_MISMATCH', 409);
      const patch = row.gatewayOrderId === null ? { gatewayOrderId: update.gatewayOrderId } : {};
      if (update.status === 'paid') {
        const paid = BigInt(update.paidAmountMinor ?? 0);
        if (paid <= 0n) throw new CallbackRefusal('INVALID_AMOUNT', 400);
        if (row.status === 'paid') {
          if (row.creditedMinor === paid) return { outcome: 'duplicate' as const, row };
          await orders.conflict(row, source, 'AMOUNT_CONFLICT', { creditedMinor: Number(row.creditedMinor), reportedMinor: Number(paid) }, tx);
          return { outcome: 'conflict' as const, row };
        }
        const { updated, first } = await credit(patch.gatewayOrderId ? await repo.updateOrder(row.id, patch, tx) : row, paid, source, tx);
        return { outcome: 'applied' as const, row: updated, paid: { first, amountMinor: paid } };
      }
      if (row.status !== 'created' && row.status !== 'pending') return { outcome: row.status === update.status ? ('duplicate' as const) : ('ignored' as const), row };
      if (update.status === 'pending') {
        if (row.status === 'pending') return { outcome: 'duplicate' as const, row };
        return { outcome: 'applied' as const, row: await orders.transition(row, { to: 'pending', source, patch }, tx) };
      }
      const reason = update.reason ?? (update.status === 'expired' ? 'EXPIRED' : 'FAILED');
      return { outcome: 'applied' as const, row: await orders.transition(row, { to: update.status, source, reason, patch }, tx) };
    });
    if (result.outcome === 'conflict') {
      deps.logger.warn({ orderId: update.merchantOrderId, reported: update.paidAmountMinor, credited: Number(result.row.creditedMinor) }, 'deposit update with a different amount refused');
      throw new CallbackRefusal('AMOUNT_CONFLICT', 409);
    }
    if (result.outcome === 'applied') {
      await orders.announce(result.row, 'paid' in result);
      if ('paid' in result && result.paid) {
        deps.logger.info({ orderId: result.row.orderId, userId: result.row.userId, amountMinor: Number(result.paid.amountMinor), source }, 'deposit credited');
        await orders.depositPaid({ userId: result.row.userId, orderId: result.row.orderId, amountMinor: result.paid.amountMinor, first: result.paid.first });
      }
    }
    return result.outcome;
  };

  /** Asks the gateway about an open deposit and applies the answer (the operator's own status query). */
  const refresh = async (row: TOrderRow): Promise<void> => {
    const at = clock.now();
    await repo.updateOrder(row.id, { checkedAt: at });
    let status: TGatewayDeposit | null;
    try {
      status = await gateway.depositStatus(row.orderId);
    } catch (error) {
      if (error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError) return;
      throw error;
    }
    if (!status) {
      // Never created at the gateway (its answer was lost before it existed): it cannot be paid.
      if (row.status === 'created' && at.getTime() - row.createdAt.getTime() > 2 * 60_000) {
        await applyLocal(row.orderId, 'failed', 'GATEWAY_REJECTED');
      }
      return;
    }
    try {
      await applyUpdate(status, 'status-query');
      if (row.kind === 'deposit' && status.coin) {
        const current = await repo.findByOrderId(row.orderId);
        const instructions = (current?.instructions ?? {}) as TInstructions;
        if (current && instructions.coin) await repo.updateOrder(current.id, { instructions: { ...instructions, coin: { ...instructions.coin, confirmations: status.coin.confirmations, txHash: status.coin.txHash } } });
      }
    } catch (error) {
      if (!(error instanceof CallbackRefusal)) throw error;
      deps.logger.warn({ orderId: row.orderId, code: error.code }, 'status query answer refused');
    }
  };

  /** A transition decided by the operator itself (gateway unreachable at creation, never created there). */
  const applyLocal = async (orderId: string, to: 'pending' | 'failed', reason: string | null, patch: Partial<TOrderRow> = {}) => {
    const row = await repo.transaction(async (tx) => {
      const current = await repo.findByOrderId(orderId, tx, true);
      if (!current || current.status !== 'created') return null;
      return orders.transition(current, { to, source: 'system', reason, patch }, tx);
    });
    if (row) await orders.announce(row, false);
    return row;
  };

  const instructionsOf = (answer: TGatewayDeposit): TInstructions => ({
    ...(answer.eft ? { eft: { iban: answer.eft.iban, holder: answer.eft.holder, bankName: answer.eft.bankName, reference: answer.eft.reference, ...(deps.sandbox && answer.eft.bankUrl ? { sandboxBankUrl: answer.eft.bankUrl } : {}) } } : {}),
    ...(answer.checkoutUrl ? { checkoutUrl: answer.checkoutUrl } : {}),
    ...(answer.coin ? { coin: answer.coin } : {}),
  });

  return {
    applyUpdate,
    refresh,

    async chargeInfo(userId: number): Promise<ChargeInfo> {
      const [eligibility, state, market] = await Promise.all([access.eligibility(userId, 'deposit'), repo.playerState(userId), marketOf(userId)]);
      const firstRecharge = Boolean(state?.firstRechargeAt);
      return { currency: market.currency, eligibility, firstRecharge, isFirstDeposit: !firstRecharge, channels: [...market.channels] };
    },

    /** The one way a deposit order is created (fiat and coin): checks, guards, the order, then the gateway. */
    async createOrder(userId: number, input: { channel: RechargeChannelCode; amountMinor: bigint; returnUrl?: string | undefined; bonusOfferId?: number | undefined }): Promise<CashierOrder> {
      await access.requireForDeposit(userId);
      const market = await marketOf(userId);
      const channel = channelOf(market, input.channel);
      if (!channel) throw new AppError('CHANNEL_UNAVAILABLE');
      if (input.amountMinor < BigInt(channel.minMinor)) throw new AppError('AMOUNT_BELOW_MIN', { params: { min: moneyParam(channel.minMinor, market.currency) } });
      if (input.amountMinor > BigInt(channel.maxMinor)) throw new AppError('AMOUNT_ABOVE_MAX', { params: { max: moneyParam(channel.maxMinor, market.currency) } });
      if (input.returnUrl !== undefined && !deps.returnOrigins.includes(new URL(input.returnUrl).origin)) {
        throw new AppError('VALIDATION_FAILED', { params: { field: 'returnUrl' }, messageKey: 'RETURN_URL_INVALID' });
      }
      for (const guard of deps.guards ?? []) await guard({ userId, channel: input.channel, amountMinor: input.amountMinor, currency: market.currency });
      if (input.bonusOfferId !== undefined) {
        if (!deps.bonus) throw new AppError('BONUS_OFFER_NOT_FOUND');
        await deps.bonus.check(userId, input.bonusOfferId, input.amountMinor);
      }
      await enforceRateLimits(deps.limiter, [{ key: `cashier:deposit:${userId}`, limit: DEPOSITS_PER_MINUTE, windowMs: 60_000 }]);
      const now = clock.now();
      if ((await repo.openDepositCount(userId, now)) >= market.maxOpenDeposits) throw new AppError('TOO_MANY_OPEN_ORDERS', { params: { max: market.maxOpenDeposits } });

      const expiresAt = new Date(now.getTime() + channel.expiresInS * 1000);
      const created = await repo.transaction(async (tx) => {
        const row = await repo.insertOrder({ orderId: newOrderId('deposit', now), userId, kind: 'deposit', channel: input.channel, status: 'created', amountMinor: input.amountMinor, currency: market.currency, bonusOfferId: input.bonusOfferId ?? null, expiresAt, createdAt: now, updatedAt: now }, tx);
        await orders.created(row, 'player', tx);
        return row;
      });
      let answer: TGatewayDeposit;
      try {
        answer = await gateway.createDeposit({
          merchantOrderId: created.orderId,
          channel: input.channel,
          amountMinor: Number(input.amountMinor),
          currency: market.currency,
          expiresInS: channel.expiresInS,
          payerRef: String(userId),
          ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
        });
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError)) throw error;
        deps.logger.warn({ err: error, orderId: created.orderId }, 'payment gateway refused or unreachable at order creation');
        await applyLocal(created.orderId, 'failed', error instanceof GatewayRefusedError ? 'GATEWAY_REJECTED' : 'GATEWAY_UNAVAILABLE');
        throw new AppError('PAYMENT_UNAVAILABLE', { retryAfterS: 30 });
      }
      await applyLocal(created.orderId, 'pending', null, { gatewayOrderId: answer.gatewayOrderId, instructions: instructionsOf(answer) as Record<string, unknown> });
      const row = await repo.findByOrderId(created.orderId);
      if (!row) throw new Error('deposit order vanished');
      deps.logger.info({ orderId: row.orderId, userId, channel: input.channel, amountMinor: Number(input.amountMinor) }, 'deposit order created');
      return toCashierOrder(row);
    },
  };
};

export type TDepositService = ReturnType<typeof createDepositService>;
