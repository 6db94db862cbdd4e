import { defineModule } from '../../lib/module';
import { healthRoutes } from './health.routes';
import { createHealthService, type HealthServiceDeps } from './health.service';

/** Liveness and the database's status (`/health`). */
export const createHealthModule = (deps: HealthServiceDeps) => {
  const service = createHealthService(deps);
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(healthRoutes, { health: service });
    },
  });
};
