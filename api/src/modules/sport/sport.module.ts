import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { createSportRepository } from './sport.repository';
import { sportRoutes } from './sport.routes';
import { createSportService, type SportServiceDeps } from './sport.service';

/** The sportsbook opens like a game (launch token) and reports its slips with its seamless bets. */
export const createSportModule = ({ db, ...deps }: Omit<SportServiceDeps, 'repo'> & { db: Db }) => {
  const service = createSportService({ ...deps, repo: createSportRepository(db) });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(sportRoutes, { sport: service });
    },
  });
};
