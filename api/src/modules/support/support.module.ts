import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { supportAdminRoutes } from './support-admin.routes';
import { createSupportRepository } from './support.repository';
import { supportRoutes } from './support.routes';
import { createSupportService, type SupportServiceDeps } from './support.service';

/** Support conversations: the player's messages and the staff console's answers. */
export const createSupportModule = ({ db, ...deps }: Omit<SupportServiceDeps, 'repo'> & { db: Db }) => {
  const service = createSupportService({ ...deps, repo: createSupportRepository(db) });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(supportRoutes, { support: service });
      await app.register(supportAdminRoutes, { support: service });
    },
  });
};
