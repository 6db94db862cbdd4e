import type { FastifyPluginAsync } from 'fastify';
import type { AccountClosed, AccountClosureCheck, DataExport } from '@casino/shared/contracts';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import { assertSelf } from '../auth/ownership';
import type { TDataRightsService } from './data-rights.service';
import { ZCloseAccountBody, ZClosureCheckBody, ZDataExportBody } from './data-rights.schemas';

/** KVKK data rights: the caller's own data export and account closure (never another player's). */
export const dataRightsRoutes: FastifyPluginAsync<{ dataRights: TDataRightsService }> = async (app, { dataRights }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;

  r.post('/user/dataExport', { config: auth, schema: { body: ZDataExportBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return ok(request, (await dataRights.exportData(session.userId)) satisfies DataExport);
  });
  r.post('/user/closeAccount/check', { config: auth, schema: { body: ZClosureCheckBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return ok(request, (await dataRights.closureCheck(session.userId)) satisfies AccountClosureCheck);
  });
  r.post('/user/closeAccount', { config: auth, schema: { body: ZCloseAccountBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    const b = request.body;
    return ok(request, (await dataRights.close(session.userId, { password: b.password, verificationCode: b.verificationCode, reason: b.reason }, { ip: request.ip })) satisfies AccountClosed);
  });
};
