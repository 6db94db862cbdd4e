import { AppError } from '../../lib/errors';
import type { TStaffWithdrawal } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TDomainEventBus } from '../../lib/domain-events';
import { maskIban } from '../../lib/iban';
import type { TLogger } from '../../lib/logger';
import { defineModule } from '../../lib/module';
import type { PasswordHasher } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { TOtpService } from '../auth/otp.service';
import type { TPushHub } from '../push/push.hub';
import type { TUserRepository } from '../user/user.repository';
import type { TLedgerService } from '../wallet/ledger.service';
import { createBankCardService } from './bank-card.service';
import { createBankCardsRepository } from './bank-cards.repository';
import { cashierAdminRoutes } from './cashier-admin.routes';
import { cashierCallbackRoutes } from './cashier-callback.routes';
import { createCashierAccess } from './cashier-access';
import { CASHIER_MARKETS, type TCashierMarket, type TCashierMarketOf } from './cashier.config';
import { createCashierRepository } from './cashier.repository';
import { cashierRoutes } from './cashier.routes';
import { createDepositService, type TDepositBonus, type TDepositGuard } from './deposit.service';
import type { TPaymentGateway } from './gateway-client';
import { createOrderEvents } from './order-events';
import { createOrderQueryService } from './order-query.service';
import { createWithdrawPasswordService } from './withdraw-password.service';
import { createWithdrawService, type TPayoutBonus, type TPayoutIdentity } from './withdraw.service';
import { createRiskRepository, linkedAccountsOf } from './risk-review';
import { createTurnoverRepository } from './turnover';
import { createWithdrawableService } from './withdrawable.service';

/** The spec section 3 user fields the cashier owns (getUserInfo reads them from here). */
export interface TCashierUserFields {
  firstRecharge: boolean;
  withdrawPwdStatus: number;
  bankStatus: number;
  /** The default payout account: holder name, bank (EFT) code and masked IBAN. */
  accountIdentification: string;
  accountIfsc: string;
  accountNumber: string;
}

export interface CashierModuleDeps {
  db: Db;
  ledger: TLedgerService;
  users: Pick<TUserRepository, 'findById'>;
  gateway: TPaymentGateway;
  otp: Pick<TOtpService, 'verify'>;
  passwords: PasswordHasher;
  push: Pick<TPushHub, 'publish'>;
  events: Pick<TDomainEventBus, 'emit'>;
  limiter: RateLimiter;
  clock: Clock;
  logger: TLogger;
  sandbox: boolean;
  returnOrigins: readonly string[];
  /** The cashier's rules by market id (default CASHIER_MARKETS); a market without an entry has no real money. */
  markets?: Readonly<Record<string, TCashierMarket>>;
  depositGuards?: readonly TDepositGuard[];
  /** The deposit bonus a player may choose (bonus module). */
  depositBonus?: TDepositBonus;
  /** Payout controls: the player's identity check (kyc module) and running bonus (bonus module). */
  identity: TPayoutIdentity;
  bonus: TPayoutBonus;
}

/** How often the reconciler looks at open orders, and how long an order may stay unheard of before it asks the gateway. */
export const RECONCILE_EVERY_MS = 15_000;
export const STALE_AFTER_MS = 60_000;

/** Builds the cashier's services on one set of repositories (the module below and the bench use them). */
export const createCashierServices = (deps: CashierModuleDeps) => {
  const markets = deps.markets ?? CASHIER_MARKETS;
  /** The rules of the player's own market, in its currency (the player's money is in it). */
  const marketOf: TCashierMarketOf = async (userId, tx) => {
    const user = await deps.users.findById(userId, tx);
    if (!user) throw new AppError('UNAUTHORIZED');
    const market = markets[user.marketId];
    if (!market) throw new AppError('CASHIER_NOT_AVAILABLE');
    return market;
  };
  const now = () => deps.clock.now();
  const repo = createCashierRepository(deps.db);
  const cardsRepo = createBankCardsRepository(deps.db);
  const access = createCashierAccess({ users: deps.users });
  const orders = createOrderEvents({ repo, ledger: deps.ledger, push: deps.push, events: deps.events, logger: deps.logger, now });
  const deposits = createDepositService({ repo, ledger: deps.ledger, gateway: deps.gateway, access, orders, limiter: deps.limiter, clock: deps.clock, logger: deps.logger, marketOf, sandbox: deps.sandbox, returnOrigins: deps.returnOrigins, ...(deps.depositGuards ? { guards: deps.depositGuards } : {}), ...(deps.depositBonus ? { bonus: deps.depositBonus } : {}) });
  const withdrawPassword = createWithdrawPasswordService({ repo, access, otp: deps.otp, passwords: deps.passwords, clock: deps.clock, logger: deps.logger });
  const cards = createBankCardService({ repo: cardsRepo, gateway: deps.gateway, access, clock: deps.clock, maxCardsOf: async (userId) => (await marketOf(userId)).maxBankCards, logger: deps.logger });
  const withdrawable = createWithdrawableService({ turnover: createTurnoverRepository(deps.db), ledger: deps.ledger, clock: deps.clock, multiplierBpsOf: async (userId, tx) => (await marketOf(userId, tx)).withdraw.depositTurnoverBps });
  const withdrawals = createWithdrawService({
    repo, cards: cardsRepo, ledger: deps.ledger, gateway: deps.gateway, access, passwords: withdrawPassword, orders, limiter: deps.limiter, clock: deps.clock, logger: deps.logger, marketOf,
    identity: deps.identity, withdrawable, risk: createRiskRepository(deps.db), bonus: deps.bonus,
  });
  const queries = createOrderQueryService({ repo, deposits, clock: deps.clock });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** One pass over open orders not heard of lately: status queries for deposits and payouts, unsent payouts sent. */
  const reconcile = async (options: { limit?: number; staleAfterMs?: number } = {}): Promise<number> => {
    const due = await repo.dueForReconcile(new Date(now().getTime() - (options.staleAfterMs ?? STALE_AFTER_MS)), options.limit ?? 100);
    for (const row of due) {
      try {
        if (row.kind === 'deposit') await deposits.refresh(row);
        else await withdrawals.refresh(row);
      } catch (error) {
        deps.logger.warn({ err: error, orderId: row.orderId }, 'reconcile of an order failed');
      }
    }
    return due.length;
  };

  return {
    marketOf,
    /** The player of an order (staff per market: a decision on another market's withdrawal is refused). */
    orderPlayer: async (orderId: string): Promise<number | undefined> => (await repo.findByOrderId(orderId))?.userId,
    access,
    deposits,
    withdrawals,
    withdrawPassword,
    withdrawable,
    cards,
    queries,
    reconcile,

    async userFields(userId: number): Promise<TCashierUserFields> {
      const [state, live] = await Promise.all([repo.playerState(userId), cardsRepo.listLive(userId)]);
      const card = live.find((c) => c.isDefault) ?? live[0];
      return {
        firstRecharge: Boolean(state?.firstRechargeAt),
        withdrawPwdStatus: state?.withdrawPwdHash ? 1 : 0,
        bankStatus: live.length > 0 ? 1 : 0,
        accountIdentification: card?.holderName ?? '',
        accountIfsc: card?.bankCode ?? '',
        accountNumber: card ? maskIban(card.iban) : '',
      };
    },

    /** Staff queue: withdrawals in a state (default: waiting for review), oldest first, with their history. */
    /** `markets`: the staff member's (null: every market). */
    async staffList(status: string, limit: number, markets: readonly string[] | null = null): Promise<TStaffWithdrawal[]> {
      const rows = await repo.listByStatus('withdrawal', [status], limit, markets);
      const accounts = await linkedAccountsOf(deps.db, [...new Set(rows.flatMap((r) => r.linkedUserIds ?? []))]);
      return Promise.all(
        rows.map(async (row) => ({
          orderId: row.orderId,
          userId: row.userId,
          status: row.status,
          amountMinor: Number(row.amountMinor),
          feeMinor: Number(row.feeMinor),
          currency: row.currency,
          payoutAccount: row.payoutAccount,
          createTime: row.createdAt.toISOString(),
          reason: row.reason,
          riskFlags: row.riskFlags ?? [],
          linkedAccounts: accounts.filter((a) => row.linkedUserIds?.includes(a.userId)),
          events: (await repo.eventsOf(row.id)).map((e) => ({ from: e.fromStatus, to: e.toStatus, source: e.source, actor: e.actor, reason: e.reason, at: e.createdAt.toISOString() })),
        })),
      );
    },

    /** The reconciler on a timer (the API process; every instance may run it: each step is idempotent). */
    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = reconcile()
          .catch((error: unknown) => {
            deps.logger.warn({ err: error }, 'cashier reconciler failed');
            return 0;
          })
          .finally(() => {
            running = undefined;
          });
      }, RECONCILE_EVERY_MS);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};

export type TCashierServices = ReturnType<typeof createCashierServices>;

/** The cashier wired: its services, the player, callback and staff routes, and the reconciler. */
export const createCashierModule = (deps: CashierModuleDeps & { callbackSecret: string }) => {
  const cashier = createCashierServices(deps);
  return defineModule({
    ...cashier,
    routes: async (app) => {
      await app.register(cashierRoutes, { cashier });
      await app.register(cashierCallbackRoutes, { cashier, secret: deps.callbackSecret, clock: deps.clock });
      await app.register(cashierAdminRoutes, { cashier });
    },
    workers: [{ start: cashier.start, stop: cashier.stop }],
  });
};
