import type { FastifyPluginAsync } from 'fastify';
import type { InviteStats } from '@casino/shared/src/contracts/invite';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import { assertSelf } from '../auth/ownership';
import type { TInviteService } from './invite.service';
import { ZInviteStatsBody } from './invite.schemas';

/** The share page's statistics (the agent rebate, /invite/agent/*, is a later step of the invite issue). */
export const inviteRoutes: FastifyPluginAsync<{ invite: TInviteService }> = async (app, { invite }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/invite/stats', { config: { auth: 'required' }, schema: { body: ZInviteStatsBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return ok(request, (await invite.stats(session.userId)) satisfies InviteStats);
  });
};
