import type { Db } from '../../db/client';
import type { TDomainEventBus } from '../../lib/domain-events';
import { defineModule } from '../../lib/module';
import type { TUserService } from '../user/user.service';
import { prizeRoutes } from './prize.routes';
import { createPrizeRepository } from './prize.repository';
import { createPrizeService, type PrizeServiceDeps } from './prize.service';

export interface PrizeModuleDeps extends Omit<PrizeServiceDeps, 'repo'> {
  db: Db;
  events: Pick<TDomainEventBus, 'on'>;
  user: Pick<TUserService, 'getInviteId'>;
}

/** pdd: a friend who registers with a verified phone helps the inviter's running prize at once. */
export const createPrizeModule = ({ db, events, user, ...deps }: PrizeModuleDeps) => {
  const service = createPrizeService({ ...deps, repo: createPrizeRepository(db) });
  events.on('player.registered', service.onPlayerRegistered);
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(prizeRoutes, { user, prize: service });
    },
  });
};
