import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { createProtectionRepository } from './protection.repository';
import { protectionRoutes } from './protection.routes';
import { createProtectionService, type ProtectionServiceDeps } from './protection.service';

/**
 * Player protection: limits, exclusions, the age gate; enforced by guards in auth, games, cashier
 * and the seamless wallet (app.ts hands them over), and by the restricted-session plugin.
 */
export const createProtectionModule = ({ db, ...deps }: Omit<ProtectionServiceDeps, 'repo'> & { db: Db }) => {
  const repo = createProtectionRepository(db);
  const service = createProtectionService({ ...deps, repo });
  return defineModule({
    repo,
    service,
    routes: async (app) => {
      await app.register(protectionRoutes, { protection: service });
    },
  });
};
