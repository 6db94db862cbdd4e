import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { createDataRightsRepository } from './data-rights.repository';
import { dataRightsRoutes } from './data-rights.routes';
import { createDataRightsService, type DataRightsDeps } from './data-rights.service';

/** KVKK data rights: the player's data export and the account closure (a closed account gets no session). */
export const createDataRightsModule = ({ db, ...deps }: Omit<DataRightsDeps, 'repo'> & { db: Db }) => {
  const service = createDataRightsService({ ...deps, repo: createDataRightsRepository(db) });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(dataRightsRoutes, { dataRights: service });
    },
  });
};
