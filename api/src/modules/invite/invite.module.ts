import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { createAgentRepository } from './agent.repository';
import { createAgentService, type AgentServiceDeps } from './agent.service';
import { createInviteRepository } from './invite.repository';
import { inviteRoutes } from './invite.routes';
import { createInviteService } from './invite.service';

/** Invitations and the agent programme. */
export const createInviteModule = ({ db, ...deps }: Omit<AgentServiceDeps, 'repo'> & { db: Db }) => {
  const agent = createAgentService({ ...deps, repo: createAgentRepository(db) });
  const invite = createInviteService({ repo: createInviteRepository(db) });
  return defineModule({
    agent,
    invite,
    routes: async (app) => {
      await app.register(inviteRoutes, { invite, agent });
    },
  });
};
