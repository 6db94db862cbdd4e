import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { defineModule } from '../../lib/module';
import type { TPlatformRepository } from '../platform/platform.repository';
import type { TPushHub } from '../push/push.hub';
import type { TLedgerService } from '../wallet/ledger.service';
import { createBonusAdminRepository } from './bonus-admin.repository';
import { bonusAdminRoutes } from './bonus-admin.routes';
import { createBonusAdmin } from './bonus-admin.service';
import { createPromoCredit, createPromoHold, type PromoCreditDeps } from './bonus-credit.service';
import { createBonusRepository } from './bonus.repository';
import { bonusRoutes } from './bonus.routes';
import { createBonusService, type BonusServiceDeps } from './bonus.service';
import { createCashbackRepository } from './cashback.repository';
import { createCashback, type CashbackDeps } from './cashback.service';
import type { TFreeRoundsProvider } from './free-rounds.client';
import { createFreeRoundsBonus } from './free-rounds.wiring';

export interface BonusModuleDeps {
  db: Db;
  ledger: BonusServiceDeps['ledger'] & PromoCreditDeps['ledger'] & Pick<TLedgerService, 'playerBalance'>;
  users: BonusServiceDeps['users'];
  markets: Pick<TPlatformRepository, 'findMarket' | 'findDefaultMarket'>;
  /** The VIP levels' cashback rates; the vip module is built after this one, so they are read at payment time. */
  levels: CashbackDeps['levels'];
  push: Pick<TPushHub, 'publish'>;
  clock: Clock;
  logger: TLogger;
  /** The game provider's free-rounds API (free spins). */
  freeRoundsProvider: TFreeRoundsProvider;
}

/**
 * Bonuses: offers per market, the running bonus, claim and forfeit (its money rules live in the bet
 * statement); promotional credits (welcome mail, sign-in, wheel, VIP, pdd, cashback) pay under the
 * offer staff chose; the weekly cashback.
 */
export const createBonusModule = ({ db, ledger, users, markets, levels, push, clock, logger, freeRoundsProvider }: BonusModuleDeps) => {
  const repo = createBonusRepository(db);
  /** The player's own market (fixed at their first visit): its offers, in its currency. */
  const marketOf = async (userId: number, tx?: Db): Promise<string> => {
    const user = await users.find(userId, tx);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user.marketId;
  };
  // Free spins: grants at the game provider (outbox + worker), free-round wins paid as bonus money.
  const freeRounds = createFreeRoundsBonus({ db, bonusRepo: repo, ledger, clock, provider: freeRoundsProvider, logger });
  const service = createBonusService({ repo, ledger, users, marketOf, clock, freeRounds: freeRounds.service });
  const promoCredit = createPromoCredit({ repo, ledger, users, marketOf, clock });
  const promoHold = createPromoHold({ repo, users, marketOf });
  const cashbackRepo = createCashbackRepository(db);
  const cashback = createCashback({ repo: cashbackRepo, offers: repo, promoCredit, levels, marketOf, push, clock, logger });
  const admin = createBonusAdmin({
    repo: createBonusAdminRepository(db),
    clock,
    resolveMarket: async (market) => {
      const found = market === undefined ? await markets.findDefaultMarket() : await markets.findMarket(market);
      if (!found) throw new AppError('MARKET_NOT_FOUND', { params: { market: market ?? '-' } });
      return found.id;
    },
  });
  return defineModule({
    service,
    promoCredit,
    /** Why a once-only gift (the welcome mail) waits now (a bonus is running), for the mailbox to say so. */
    promoHold,
    /** The last cashback paid to a player (VIP page). */
    lastCashback: (userId: number) => cashbackRepo.lastPayment(userId),
    /** The seamless wallet's sink for the provider's flagged free-round wins. */
    freeRoundWins: freeRounds.wins,
    routes: async (app) => {
      await app.register(bonusRoutes, { bonus: service });
      await app.register(bonusAdminRoutes, { cashback, admin });
    },
    workers: [cashback, freeRounds.service],
  });
};
