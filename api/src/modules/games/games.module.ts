import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { createGamesRepository } from './games.repository';
import { gamesRoutes } from './games.routes';
import { createGamesService, type GamesServiceDeps } from './games.service';

/** The game catalogue, art and launches (a launch token for the provider). */
export const createGamesModule = ({ db, ...deps }: Omit<GamesServiceDeps, 'repo'> & { db: Db }) => {
  const service = createGamesService({ ...deps, repo: createGamesRepository(db) });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(gamesRoutes, { games: service });
    },
  });
};
