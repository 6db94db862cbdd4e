import type { Db } from '../../db/client';
import type { TDomainEventBus } from '../../lib/domain-events';
import { defineModule } from '../../lib/module';
import { createVipMailer } from './vip.mail';
import { createVipRepository } from './vip.repository';
import { vipRoutes } from './vip.routes';
import { createVipService, type VipServiceDeps } from './vip.service';

export interface VipModuleDeps extends Omit<VipServiceDeps, 'repo' | 'mailer' | 'markets'> {
  db: Db;
  events: Pick<TDomainEventBus, 'on'>;
  markets: VipServiceDeps['markets'] & Parameters<typeof createVipMailer>[0]['markets'];
  campaigns: Parameters<typeof createVipMailer>[0]['campaigns'];
}

/** VIP levels from settled rounds (`round.settled`), their rewards and mails. */
export const createVipModule = ({ db, events, campaigns, ...deps }: VipModuleDeps) => {
  const service = createVipService({ ...deps, repo: createVipRepository(db), mailer: createVipMailer({ campaigns, markets: deps.markets }) });
  events.on('round.settled', service.onRoundSettled);
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(vipRoutes, { vip: service });
    },
  });
};
