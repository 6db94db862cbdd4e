import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { createSeamlessRepository } from './seamless.repository';
import { seamlessRoutes } from './seamless.routes';
import { createSeamlessService, type SeamlessServiceDeps } from './seamless.service';

/** The seamless wallet game providers call (signed bets, wins and refunds). */
export const createSeamlessModule = ({ db, secret, ...deps }: Omit<SeamlessServiceDeps, 'repo'> & { db: Db; secret: string }) => {
  const service = createSeamlessService({ ...deps, repo: createSeamlessRepository(db) });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(seamlessRoutes, { seamless: service, secret, clock: deps.clock });
    },
  });
};
