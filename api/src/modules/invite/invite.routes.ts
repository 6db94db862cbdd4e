import type { FastifyPluginAsync } from 'fastify';
import type { AgentInfo, AgentRebateResult, InviteStats } from '@casino/shared/contracts';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import { assertSelf } from '../auth/ownership';
import type { TAgentService } from './agent.service';
import type { TInviteService } from './invite.service';
import { ZInviteStatsBody } from './invite.schemas';

/** The share page's statistics and the agent rebate (spec section 7, /invite/agent/*): always the caller's own. */
export const inviteRoutes: FastifyPluginAsync<{ invite: TInviteService; agent: TAgentService }> = async (app, { invite, agent }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/invite/stats', { config: { auth: 'required' }, schema: { body: ZInviteStatsBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return ok(request, (await invite.stats(session.userId)) satisfies InviteStats);
  });
  r.post('/invite/agent/info', { config: { auth: 'required' }, schema: { body: ZInviteStatsBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return ok(request, (await agent.info(session.userId)) satisfies AgentInfo);
  });
  r.post('/invite/agent/receiveRebate', { config: { auth: 'required' }, schema: { body: ZInviteStatsBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return ok(request, (await agent.receiveRebate(session.userId)) satisfies AgentRebateResult);
  });
};
