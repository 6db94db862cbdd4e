import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import type { TSessionContext } from '../auth/session.types';
import { ZEditProfileBody, ZRenameBody } from './user.schemas';
import type { TUserService } from './user.service';

/** The caller's session on an `auth: 'required'` route (the auth plugin guarantees it). */
export const sessionOf = (request: FastifyRequest): TSessionContext => {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
};

export const userRoutes: FastifyPluginAsync<{ user: TUserService }> = async (app, { user }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;

  r.post('/user/getUserInfo', { config: auth, schema: { body: ZEmptyBody } }, async (request) =>
    ok(request, await user.getUserInfo(sessionOf(request).userId)),
  );
  r.post('/user/profile', { config: auth, schema: { body: ZEmptyBody } }, async (request) =>
    ok(request, await user.getProfile(sessionOf(request).userId)),
  );
  r.post('/user/editprofile', { config: auth, schema: { body: ZEditProfileBody } }, async (request) =>
    ok(request, await user.editProfile(sessionOf(request).userId, request.body)),
  );
  r.post('/user/rename', { config: auth, schema: { body: ZRenameBody } }, async (request) =>
    ok(request, await user.rename(sessionOf(request).userId, request.body.nikeName)),
  );
};
