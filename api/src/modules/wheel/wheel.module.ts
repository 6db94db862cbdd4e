import type { Db } from '../../db/client';
import type { TDomainEventBus } from '../../lib/domain-events';
import { defineModule } from '../../lib/module';
import { wheelAdminRoutes } from './wheel-admin.routes';
import { createWheelRepository } from './wheel.repository';
import { wheelRoutes } from './wheel.routes';
import { createWheelService, type WheelServiceDeps } from './wheel.service';

/** The lucky wheel: spins from VIP level, deposits (`deposit.paid`) and staff. */
export const createWheelModule = ({ db, events, ...deps }: Omit<WheelServiceDeps, 'repo'> & { db: Db; events: Pick<TDomainEventBus, 'on'> }) => {
  const service = createWheelService({ ...deps, repo: createWheelRepository(db) });
  events.on('deposit.paid', service.onDepositPaid);
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(wheelRoutes, { wheel: service });
      await app.register(wheelAdminRoutes, { wheel: service });
    },
  });
};
