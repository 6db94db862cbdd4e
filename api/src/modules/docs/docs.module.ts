import { defineModule } from '../../lib/module';
import { docsRoutes } from './docs.routes';

/** SANDBOX ONLY: the OpenAPI document of the player API; production registers no route. */
export const createDocsModule = ({ sandbox, version }: { sandbox: boolean; version: string }) =>
  defineModule({
    routes: async (app) => {
      if (sandbox) await app.register(docsRoutes, { version });
    },
  });
