import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { ZEmptyBody } from '../../lib/schemas';
import { extractToken } from '../../plugins/auth';
import { ZTouristLoginBody } from './auth.schemas';
import type { TAuthService } from './auth.service';

export interface AuthRoutesOptions {
  auth: TAuthService;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/sso/v2/login', { schema: { body: ZTouristLoginBody } }, async (request) =>
    ok(request, await auth.touristLogin({ ...request.body, ip: request.ip })),
  );

  r.post('/sso/logout', { schema: { body: ZEmptyBody } }, async (request) => {
    await auth.logout(extractToken(request.headers));
    return ok(request, true);
  });
};
