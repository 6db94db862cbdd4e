import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { createRecordsRepository } from './records.repository';
import { recordsRoutes } from './records.routes';
import { createRecordsService } from './records.service';

/** The player's game record (`/balance/getGameRecord`). */
export const createRecordsModule = ({ db }: { db: Db }) => {
  const service = createRecordsService({ repo: createRecordsRepository(db) });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(recordsRoutes, { records: service });
    },
  });
};
