import { defineModule } from '../../lib/module';
import type { TPushHub } from './push.hub';
import { pushRoutes } from './push.routes';

/** The players' live channel (server-sent events); the hub itself is built by app.ts, which owns its connection. */
export const createPushModule = ({ hub }: { hub: TPushHub }) =>
  defineModule({
    hub,
    routes: async (app) => {
      await app.register(pushRoutes, { hub });
    },
  });
