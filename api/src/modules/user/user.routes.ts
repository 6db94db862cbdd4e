import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import { ZBindPhoneBody, ZCheckOldUserBody, ZEditProfileBody, ZRenameBody, ZUploadLoginLogBody } from './user.schemas';
import type { TUserService } from './user.service';
import { consentMetaOf } from '../consent/consent.routes';

export const userRoutes: FastifyPluginAsync<{ user: TUserService }> = async (app, { user }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;

  r.post('/user/getUserInfo', { config: auth, schema: { body: ZEmptyBody } }, async (request) =>
    ok(request, await user.getUserInfo(requireSession(request).userId)),
  );
  r.post('/user/profile', { config: auth, schema: { body: ZEmptyBody } }, async (request) =>
    ok(request, await user.getProfile(requireSession(request).userId)),
  );
  r.post('/user/editprofile', { config: auth, schema: { body: ZEditProfileBody } }, async (request) =>
    ok(request, await user.editProfile(requireSession(request).userId, request.body)),
  );
  r.post('/user/rename', { config: auth, schema: { body: ZRenameBody } }, async (request) =>
    ok(request, await user.rename(requireSession(request).userId, request.body.nikeName)),
  );
  r.post('/user/bind-phone', { config: auth, schema: { body: ZBindPhoneBody } }, async (request) =>
    ok(
      request,
      await user.bindPhone(
        requireSession(request),
        { ...request.body, consent: { termsVersion: request.body.termsVersion, privacyVersion: request.body.privacyVersion, market: request.body.market } },
        consentMetaOf(request),
      ),
    ),
  );
  // Asked at start-up, possibly before any session exists: the session is optional.
  r.post('/user/checkOldUser', { config: { auth: 'optional' }, schema: { body: ZCheckOldUserBody } }, async (request) =>
    ok(request, await user.checkOldUser(request.body.deviceNumber, request.session)),
  );
  r.post('/user/uploadLoginLog', { config: auth, schema: { body: ZUploadLoginLogBody } }, async (request) =>
    ok(
      request,
      await user.uploadLoginLog(requireSession(request).userId, {
        mobile: request.body.mobile === null || request.body.mobile === undefined ? null : String(request.body.mobile),
        ip: request.ip,
      }),
    ),
  );
};
