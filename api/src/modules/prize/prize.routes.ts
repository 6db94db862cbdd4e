import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { assertSelf } from '../auth/ownership';
import type { TUserService } from '../user/user.service';
import { requireSession } from '../../plugins/auth';
import { ZGetUserUuidBody, type TPrizeInfo } from './prize.schemas';

/** The prize activity's first call (the rest of the pdd activity is a later issue). */
export const prizeRoutes: FastifyPluginAsync<{ user: Pick<TUserService, 'getInviteId'> }> = async (app, { user }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/pddPrizeConfig/getUserUUID', { config: { auth: 'required' }, schema: { body: ZGetUserUuidBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return ok<TPrizeInfo>(request, { uuid: await user.getInviteId(session.userId) });
  });
};
