import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { defineModule } from '../../lib/module';
import { createLegalRepository } from './legal.repository';
import { legalRoutes } from './legal.routes';
import { createLegalService } from './legal.service';

/** Legal pages: terms, KVKK notice, cookies, bonus rules, responsible gaming (versioned, published by staff). */
export const createLegalModule = ({ db, clock }: { db: Db; clock: Clock }) => {
  const service = createLegalService({ repo: createLegalRepository(db), clock });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(legalRoutes, { legal: service });
    },
  });
};
