import type { FastifyPluginAsync } from 'fastify';
import { langOf, ok } from '../../lib/envelope';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { extractToken } from '../../plugins/auth';
import { consentMetaOf } from '../consent/consent.routes';
import { ZGetTestBody, ZLoginBody, ZModifyBody, ZRegisterBody, ZSendOtpBody, ZTouristLoginBody } from './auth.schemas';
import type { TAuthService } from './auth.service';

export interface AuthRoutesOptions {
  auth: TAuthService;
  /** /sms/getTest exists only in sandbox mode; in production it is a plain 404. */
  exposeTestCodes: boolean;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, exposeTestCodes }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const optional = { auth: 'optional' } as const;

  r.post('/sso/v2/login', { schema: { body: ZTouristLoginBody } }, async (request) =>
    ok(request, await auth.touristLogin({ ...request.body, ip: request.ip })),
  );

  r.post('/sso/register', { config: optional, schema: { body: ZRegisterBody } }, async (request) => {
    const b = request.body;
    return ok(
      request,
      await auth.register({
        mobile: b.mobile,
        verificationCode: b.verificationCode,
        password: b.password,
        nikeName: b.nikeName,
        deviceNumber: b.deviceNumber,
        adid: b.adid,
        gaid: b.gaid,
        inviteUUID: b.inviteUUID,
        birthDate: b.birthDate,
        consent: { termsVersion: b.termsVersion, privacyVersion: b.privacyVersion, market: b.market },
        consentMeta: consentMetaOf(request, b.deviceNumber),
        ip: request.ip,
        session: request.session,
      }),
    );
  });

  r.post('/sso/loginNew', { config: optional, schema: { body: ZLoginBody } }, async (request) => {
    const b = request.body;
    return ok(
      request,
      await auth.login({
        mobile: b.mobile,
        verificationCode: b.verificationCode,
        password: b.password,
        deviceNumber: b.deviceNumber,
        consent: { termsVersion: b.termsVersion, privacyVersion: b.privacyVersion, market: b.market },
        consentMeta: consentMetaOf(request, b.deviceNumber),
        ip: request.ip,
        session: request.session,
      }),
    );
  });

  r.post('/sso/modify', { config: optional, schema: { body: ZModifyBody } }, async (request) =>
    ok(
      request,
      await auth.modifyPassword({
        mobile: request.body.mobile,
        verificationCode: request.body.verificationCode,
        password: request.body.password,
        ip: request.ip,
        session: request.session,
      }),
    ),
  );

  r.post('/sso/logout', { schema: { body: ZEmptyBody } }, async (request) => {
    await auth.logout(extractToken(request.headers));
    return ok(request, true);
  });

  r.post('/sms/send', { schema: { body: ZSendOtpBody } }, async (request) =>
    ok(request, await auth.sendOtp({ phone: request.body.tel, ip: request.ip, lang: langOf(request) })),
  );

  if (exposeTestCodes) {
    r.post('/sms/getTest', { schema: { body: ZGetTestBody } }, async (request) =>
      ok(request, await auth.getTestCode(request.body.tel)),
    );
  }
};
