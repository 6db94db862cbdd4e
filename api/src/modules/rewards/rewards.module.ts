import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TLogger } from '../../lib/logger';
import { defineModule } from '../../lib/module';
import type { TPromoCreditFn } from '../bonus/bonus-credit.service';
import type { TPushHub } from '../push/push.hub';
import type { TLedgerService } from '../wallet/ledger.service';
import { createPromotionsService } from './promotions.service';
import { rewardsAdminRoutes } from './rewards-admin.routes';
import { createRewardsRepository } from './rewards.repository';
import { rewardsRoutes } from './rewards.routes';
import { createSignInService } from './sign-in.service';

export interface RewardsModuleDeps {
  db: Db;
  ledger: Pick<TLedgerService, 'ensurePlayerAccount' | 'transaction' | 'lockPlayer' | 'transfer'>;
  push: Pick<TPushHub, 'publish'>;
  clock: Clock;
  logger: TLogger;
  promoCredit: TPromoCreditFn;
}

/** Daily sign-in, promotions, banners and the wagering leaderboard. */
export const createRewardsModule = (deps: RewardsModuleDeps) => {
  const repo = createRewardsRepository(deps.db);
  const signIn = createSignInService({ repo, ledger: deps.ledger, push: deps.push, clock: deps.clock, logger: deps.logger, promoCredit: deps.promoCredit });
  const promotions = createPromotionsService({ repo, clock: deps.clock, logger: deps.logger });
  return defineModule({
    signIn,
    promotions,
    routes: async (app) => {
      await app.register(rewardsRoutes, { signIn, promotions });
      await app.register(rewardsAdminRoutes, { promotions });
    },
  });
};
