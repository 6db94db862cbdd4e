import { defineModule } from '../../lib/module';
import { userRoutes } from './user.routes';
import { createUserService, type UserServiceDeps } from './user.service';

/** The player's profile: info, nickname, phone binding, login log (reads other modules' fields). */
export const createUserModule = (deps: UserServiceDeps) => {
  const service = createUserService(deps);
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(userRoutes, { user: service });
    },
  });
};
