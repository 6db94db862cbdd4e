import type { CashierOrder, WithdrawInfo, KycStatus } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { AppError, moneyParam } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import { isLedgerError } from '../wallet/ledger.errors';
import { houseAccountFor, playerAccount, playerPayoutAccount, worldAccount, type TLedgerService } from '../wallet/ledger.service';
import { toBankCard } from './bank-card.service';
import type { TBankCardsRepository } from './bank-cards.repository';
import type { TCashierAccess } from './cashier-access';
import { feeFor, type TCashierMarketOf } from './cashier.config';
import type { TCashierRepository, TOrderRow } from './cashier.repository';
import { CallbackRefusal, type TApplyOutcome } from './deposit.service';
import { GatewayRefusedError, GatewayUnavailableError, type TGatewayPayout, type TPaymentGateway } from './gateway-client';
import { newOrderId, type TEventSource, type TOrderEvents } from './order-events';
import { toCashierOrder } from './order-view';
import type { TWithdrawPasswordService } from './withdraw-password.service';
import { personNamesMatch } from '@casino/shared/identity';
import { reviewWithdrawal, type TRiskRepository } from './risk-review';
import type { TWithdrawableService } from './withdrawable.service';

/** What payouts need to know of the player's identity check (kyc module). */
export interface TPayoutIdentity {
  identityOf(userId: number): Promise<{ status: KycStatus; fullName: string }>;
}

/** The running bonus, if any (bonus module): withdrawing forfeits it, so the player confirms that first. */
export interface TPayoutBonus {
  activeBonusId(userId: number): Promise<number | null>;
}

export interface WithdrawServiceDeps {
  repo: Pick<TCashierRepository, 'transaction' | 'insertOrder' | 'findByOrderId' | 'findByClientRequest' | 'updateOrder'>;
  cards: Pick<TBankCardsRepository, 'findLive' | 'listLive'>;
  ledger: Pick<TLedgerService, 'transfer' | 'ensurePlayerAccount' | 'ensurePlayerPayoutAccount' | 'lockPlayer' | 'playerBalance' | 'balanceOf'>;
  gateway: Pick<TPaymentGateway, 'createPayout' | 'payoutStatus'>;
  access: TCashierAccess;
  passwords: Pick<TWithdrawPasswordService, 'verify' | 'status'>;
  orders: TOrderEvents;
  limiter: RateLimiter;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn' | 'error'>;
  /** The cashier's rules of the player's market. */
  marketOf: TCashierMarketOf;
  identity: TPayoutIdentity;
  withdrawable: Pick<TWithdrawableService, 'locked' | 'read'>;
  risk: TRiskRepository;
  bonus: TPayoutBonus;
}

type TPayoutUpdate = Pick<TGatewayPayout, 'status' | 'paidAmountMinor' | 'currency' | 'reason'> & { merchantOrderId: string; gatewayOrderId: string };

/**
 * Withdrawals. A request moves the amount at once from the player's cash to their pending-payout
 * account (WITHDRAWAL_HOLD), so it can never be spent twice nor played again; then the gateway pays
 * it out: paid -> PAYOUT to the world (and the FEE to the house); failed -> PAYOUT_RETURN to the
 * player's cash. Requests above the market's threshold wait for staff (approve -> payout, reject ->
 * returned). There is no way for the player to take a requested withdrawal back into play.
 */
export const createWithdrawService = (deps: WithdrawServiceDeps) => {
  const { repo, ledger, gateway, orders, clock, marketOf } = deps;

  const lockOrder = async (orderId: string, tx: Db): Promise<TOrderRow | undefined> => {
    const found = await repo.findByOrderId(orderId, tx);
    if (!found || found.kind !== 'withdrawal') return undefined;
    await ledger.lockPlayer(found.userId, tx);
    return repo.findByOrderId(orderId, tx, true);
  };

  /** Money back from pending-payout to cash; records the failure (if any) and the final state. */
  const giveBack = async (row: TOrderRow, to: 'refunded' | 'rejected', source: TEventSource, reason: string, tx: Db, actor: string | null = null) => {
    await ledger.transfer({ debitAccount: playerPayoutAccount(row.userId), creditAccount: playerAccount(row.userId), amountMinor: row.amountMinor, currency: row.currency, code: 'PAYOUT_RETURN', idempotencyKey: `cashier:payout-return:${row.orderId}` }, tx);
    const failed = to === 'refunded' ? await orders.transition(row, { to: 'failed', source, reason }, tx) : row;
    return orders.transition(failed, { to, source, reason, actor }, tx);
  };

  const payOut = async (row: TOrderRow, source: TEventSource, tx: Db) => {
    const net = row.amountMinor - row.feeMinor;
    if (net > 0n) await ledger.transfer({ debitAccount: playerPayoutAccount(row.userId), creditAccount: worldAccount(row.currency), amountMinor: net, currency: row.currency, code: 'PAYOUT', idempotencyKey: `cashier:payout:${row.orderId}` }, tx);
    if (row.feeMinor > 0n) await ledger.transfer({ debitAccount: playerPayoutAccount(row.userId), creditAccount: houseAccountFor(row.userId, row.currency), amountMinor: row.feeMinor, currency: row.currency, code: 'FEE', idempotencyKey: `cashier:withdrawal-fee:${row.orderId}` }, tx);
    return orders.transition(row, { to: 'paid', source, patch: { creditedMinor: net, paidAt: clock.now() } }, tx);
  };

  /** Applies what the gateway says about a payout (callback or status query); same rules as deposits. */
  const applyUpdate = async (update: TPayoutUpdate, source: TEventSource): Promise<TApplyOutcome> => {
    const result = await repo.transaction(async (tx) => {
      const row = await lockOrder(update.merchantOrderId, tx);
      if (!row) throw new CallbackRefusal('UNKNOWN_ORDER', 404);
      if (row.gatewayOrderId !== null && row.gatewayOrderId !== update.gatewayOrderId) throw new CallbackRefusal('ORDER_MISMATCH', 409);
      if (update.currency !== row.currency) throw new CallbackRefusal('CURRENCY_MISMATCH', 409);
      const open = row.status === 'created' || row.status === 'pending';
      const patch = row.gatewayOrderId === null ? { gatewayOrderId: update.gatewayOrderId } : {};
      if (update.status === 'paid') {
        const net = row.amountMinor - row.feeMinor;
        if (row.status === 'paid' && row.creditedMinor === BigInt(update.paidAmountMinor ?? -1)) return { outcome: 'duplicate' as const, row };
        if (!open || BigInt(update.paidAmountMinor ?? -1) !== net) {
          await orders.conflict(row, source, 'AMOUNT_CONFLICT', { status: row.status, expectedMinor: Number(net), reportedMinor: update.paidAmountMinor }, tx);
          return { outcome: 'conflict' as const, row };
        }
        return { outcome: 'applied' as const, row: await payOut(patch.gatewayOrderId ? await repo.updateOrder(row.id, patch, tx) : row, source, tx), moneyMoved: true };
      }
      if (!open) return { outcome: (row.status === 'refunded' && update.status === 'failed') || row.status === update.status ? ('duplicate' as const) : ('ignored' as const), row };
      if (update.status === 'pending') {
        if (row.status === 'pending') return { outcome: 'duplicate' as const, row };
        return { outcome: 'applied' as const, row: await orders.transition(row, { to: 'pending', source, patch }, tx), moneyMoved: false };
      }
      return { outcome: 'applied' as const, row: await giveBack(row, 'refunded', source, update.reason ?? 'PAYOUT_FAILED', tx), moneyMoved: true };
    });
    if (result.outcome === 'conflict') {
      deps.logger.error({ orderId: update.merchantOrderId, status: result.row.status, reported: update.paidAmountMinor }, 'payout update contradicts the order; refused, needs staff');
      throw new CallbackRefusal('AMOUNT_CONFLICT', 409);
    }
    if (result.outcome === 'applied') await orders.announce(result.row, result.moneyMoved === true);
    return result.outcome;
  };

  /** Sends an approved withdrawal to the gateway (idempotent there by our order id). Unreachable: the reconciler tries again. */
  const sendPayout = async (orderId: string): Promise<void> => {
    const row = await repo.findByOrderId(orderId);
    if (!row || row.kind !== 'withdrawal' || row.status !== 'created' || !row.payoutAccount) return;
    await repo.updateOrder(row.id, { checkedAt: clock.now() });
    let answer: TGatewayPayout;
    try {
      const account = row.payoutAccount;
      answer = await gateway.createPayout({ merchantPayoutId: row.orderId, amountMinor: Number(row.amountMinor - row.feeMinor), currency: row.currency, iban: account.iban, holderName: account.holderName, bankCode: account.bankCode });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) return deps.logger.warn({ err: error, orderId }, 'payout not sent: gateway unreachable; will retry');
      if (!(error instanceof GatewayRefusedError)) throw error;
      deps.logger.warn({ orderId, code: error.code }, 'payout refused by the gateway; money returned');
      const refunded = await repo.transaction(async (tx) => {
        const current = await lockOrder(orderId, tx);
        return current?.status === 'created' ? giveBack(current, 'refunded', 'gateway', 'PAYOUT_REJECTED', tx) : null;
      });
      if (refunded) await orders.announce(refunded, true);
      return;
    }
    await applyUpdate({ ...answer, merchantOrderId: answer.merchantPayoutId, gatewayOrderId: answer.gatewayPayoutId }, 'gateway').catch((error: unknown) => {
      if (!(error instanceof CallbackRefusal)) throw error;
    });
  };

  return {
    applyUpdate,
    sendPayout,

    async info(userId: number): Promise<WithdrawInfo> {
      const [market, eligibility, money, pending, cards, pwd, identity, activeBonusId] = await Promise.all([
        marketOf(userId),
        deps.access.eligibility(userId),
        deps.withdrawable.read(userId),
        ledger.balanceOf(playerPayoutAccount(userId)),
        deps.cards.listLive(userId),
        deps.passwords.status(userId),
        deps.identity.identityOf(userId),
        deps.bonus.activeBonusId(userId),
      ]);
      const w = market.withdraw;
      return {
        ...pwd,
        currency: market.currency,
        eligibility,
        balanceMinor: Number(money.cashMinor + money.bonusMinor),
        withdrawableMinor: Number(money.withdrawableMinor),
        testMinor: Number(money.testMinor),
        pendingMinor: Number(pending),
        minMinor: Number(w.minMinor),
        maxMinor: Number(w.maxMinor),
        feeBps: w.feeBps,
        feeFixedMinor: Number(w.feeFixedMinor),
        approvalThresholdMinor: Number(w.approvalThresholdMinor),
        cards: cards.map(toBankCard),
        kycStatus: identity.status,
        verifiedName: identity.fullName,
        turnover: money.turnover,
        activeBonusId,
        reviewHours: w.reviewHours,
      };
    },

    async apply(userId: number, input: { amountMinor: bigint; cardId: number; withdrawPwd: string; requestId?: string | undefined }): Promise<CashierOrder> {
      await deps.access.require(userId);
      if (input.requestId) {
        const earlier = await repo.findByClientRequest(userId, input.requestId);
        if (earlier) return toCashierOrder(earlier);
      }
      const market = await marketOf(userId);
      const card = await deps.cards.findLive(userId, input.cardId);
      if (!card) throw new AppError('BANK_CARD_NOT_FOUND');
      const w = market.withdraw;
      if (input.amountMinor < w.minMinor) throw new AppError('AMOUNT_BELOW_MIN', { params: { min: moneyParam(w.minMinor, market.currency) } });
      if (input.amountMinor > w.maxMinor) throw new AppError('AMOUNT_ABOVE_MAX', { params: { max: moneyParam(w.maxMinor, market.currency) } });
      // Payout controls, each with its own message: identity first, then the account's name, then a running bonus.
      const identity = await deps.identity.identityOf(userId);
      if (identity.status !== 'verified') throw new AppError(identity.status === 'pending' ? 'KYC_PENDING' : 'KYC_REQUIRED');
      if (!personNamesMatch(card.holderName, identity.fullName)) throw new AppError('CARD_NAME_MISMATCH', { params: { holder: card.holderName, verified: identity.fullName } });
      if ((await deps.bonus.activeBonusId(userId)) !== null) throw new AppError('BONUS_FORFEIT_REQUIRED');
      // Wrong passwords are limited by the password lock; requests with the right one by this.
      await deps.passwords.verify(userId, input.withdrawPwd);
      await enforceRateLimits(deps.limiter, [{ key: `cashier:withdraw:${userId}`, limit: 5, windowMs: 60_000 }]);
      const now = clock.now();
      let row: TOrderRow;
      try {
        row = await repo.transaction(async (tx) => {
          await ledger.ensurePlayerAccount(userId, tx);
          await ledger.ensurePlayerPayoutAccount(userId, tx);
          // Lock order of every money path: the player's account first; two requests for one balance queue here.
          const balance = await ledger.lockPlayer(userId, tx);
          if (balance < input.amountMinor) throw new AppError('INSUFFICIENT_BALANCE');
          // Under the lock: what is withdrawable now, from the ledger (a racing request waits above and sees this one's hold).
          const money = await deps.withdrawable.locked(userId, tx);
          if (input.amountMinor > money.withdrawableMinor && money.testMinor > 0n && input.amountMinor > money.cashMinor - money.testMinor) {
            throw new AppError('TEST_MONEY_HELD', { params: { withdrawable: moneyParam(money.withdrawableMinor, market.currency), test: moneyParam(money.testMinor, market.currency) } });
          }
          if (input.amountMinor > money.withdrawableMinor) {
            throw new AppError('TURNOVER_REQUIRED', {
              params: { withdrawable: moneyParam(money.withdrawableMinor, market.currency), remaining: moneyParam(BigInt(money.turnover.remainingMinor), market.currency), multiplier: w.depositTurnoverBps / 10_000 },
            });
          }
          const risk = await reviewWithdrawal(deps.risk, w, { userId, amountMinor: input.amountMinor, iban: card.iban, now }, tx);
          const review = risk.flags.length > 0;
          const created = await repo.insertOrder(
            {
              orderId: newOrderId('withdrawal', now),
              userId,
              kind: 'withdrawal',
              channel: 'bank',
              status: review ? 'review' : 'created',
              amountMinor: input.amountMinor,
              feeMinor: feeFor(input.amountMinor, w.feeBps, w.feeFixedMinor),
              currency: market.currency,
              bankCardId: card.id,
              payoutAccount: { iban: card.iban, holderName: card.holderName, bankCode: card.bankCode, bankName: card.bankName },
              clientRequestId: input.requestId ?? null,
              reason: review ? 'APPROVAL_REQUIRED' : null,
              riskFlags: review ? risk.flags : null,
              linkedUserIds: risk.linkedUserIds.length > 0 ? risk.linkedUserIds : null,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          await orders.created(created, 'player', tx, created.reason);
          await ledger.transfer({ debitAccount: playerAccount(userId), creditAccount: playerPayoutAccount(userId), amountMinor: input.amountMinor, currency: market.currency, code: 'WITHDRAWAL_HOLD', idempotencyKey: `cashier:withdrawal-hold:${created.orderId}` }, tx);
          return created;
        });
      } catch (error) {
        if (isLedgerError(error) && error.code === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_BALANCE');
        // The same request id submitted twice at once: the first one's order.
        if (input.requestId && isUniqueViolation(error)) {
          const earlier = await repo.findByClientRequest(userId, input.requestId);
          if (earlier) return toCashierOrder(earlier);
        }
        throw error;
      }
      const review = row.status === 'review';
      deps.logger.info({ orderId: row.orderId, userId, amountMinor: Number(row.amountMinor), review, flags: row.riskFlags?.map((f) => f.code) }, 'withdrawal requested');
      await orders.announce(row, true);
      if (!review) await sendPayout(row.orderId);
      return toCashierOrder((await repo.findByOrderId(row.orderId)) ?? row);
    },

    /** Staff: approve a withdrawal waiting for review, then send it. */
    async approve(orderId: string, actor: string, reason: string | null): Promise<CashierOrder> {
      const row = await repo.transaction(async (tx) => {
        const current = await lockOrder(orderId, tx);
        if (!current) throw new AppError('ORDER_NOT_FOUND');
        if (current.status !== 'review') throw new AppError('ORDER_NOT_REVIEWABLE');
        return orders.transition(current, { to: 'created', source: 'staff', actor, reason }, tx);
      });
      deps.logger.info({ orderId, actor }, 'withdrawal approved');
      await orders.announce(row, false);
      await sendPayout(orderId);
      return toCashierOrder((await repo.findByOrderId(orderId)) ?? row);
    },

    /** Staff: reject a withdrawal waiting for review; the money goes back to the player's cash. */
    async reject(orderId: string, actor: string, reason: string): Promise<CashierOrder> {
      const row = await repo.transaction(async (tx) => {
        const current = await lockOrder(orderId, tx);
        if (!current) throw new AppError('ORDER_NOT_FOUND');
        if (current.status !== 'review') throw new AppError('ORDER_NOT_REVIEWABLE');
        return giveBack(current, 'rejected', 'staff', reason, tx, actor);
      });
      deps.logger.info({ orderId, actor }, 'withdrawal rejected');
      await orders.announce(row, true);
      return toCashierOrder(row);
    },

    /** The reconciler: send what is approved but unsent, ask the gateway about payouts not heard of. */
    async refresh(row: TOrderRow): Promise<void> {
      if (row.status === 'created') return sendPayout(row.orderId);
      if (row.status !== 'pending') return;
      await repo.updateOrder(row.id, { checkedAt: clock.now() });
      try {
        const status = await gateway.payoutStatus(row.orderId);
        if (status) await applyUpdate({ ...status, merchantOrderId: status.merchantPayoutId, gatewayOrderId: status.gatewayPayoutId }, 'status-query');
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError || error instanceof CallbackRefusal)) throw error;
      }
    },
  };
};

export type TWithdrawService = ReturnType<typeof createWithdrawService>;
