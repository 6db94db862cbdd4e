import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { assertSelf } from '../auth/ownership';
import { requireSession } from '../../plugins/auth';
import { ZSignInConfigBody, ZSignInRecordBody, type TSignInData } from './rewards.schemas';

const noSignIns = (): TSignInData => ({ picksNew: [], bsignInToday: false });

/** Placeholders until the sign-in rewards issue: valid envelopes with empty data. */
export const rewardsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;
  r.post('/signInConfig/getSignInConfig', { config: auth, schema: { body: ZSignInConfigBody } }, async (request) =>
    ok<unknown[]>(request, []),
  );
  r.post('/signInRecord/getSignInRecord', { config: auth, schema: { body: ZSignInRecordBody } }, async (request) => {
    assertSelf(requireSession(request), request.body.userId);
    return ok(request, noSignIns());
  });
  r.post('/signInRecord/getSignInUpdate', { config: auth, schema: { body: ZSignInRecordBody } }, async (request) => {
    assertSelf(requireSession(request), request.body.userId);
    return ok(request, noSignIns());
  });
};
