import type { FastifyPluginAsync } from 'fastify';
import type { PddHelpResult, PddPrize, PddWinner, PddWithdrawResult } from '@casino/shared/contracts';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { assertSelf } from '../auth/ownership';
import type { TUserService } from '../user/user.service';
import { requireSession } from '../../plugins/auth';
import type { TPrizeService } from './prize.service';
import { ZGetUserUuidBody, type TPrizeInfo } from './prize.schemas';

/** The pdd prize activity (spec section 7, Prize activity). Every call acts for the caller; another userId is refused. */
export const prizeRoutes: FastifyPluginAsync<{ user: Pick<TUserService, 'getInviteId'>; prize: TPrizeService }> = async (app, { user, prize }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;
  const self = (request: Parameters<typeof requireSession>[0] & { body: { userId?: string } }) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return session.userId;
  };
  r.post('/pddPrizeConfig/getUserUUID', { config: auth, schema: { body: ZGetUserUuidBody } }, async (request) => ok<TPrizeInfo>(request, { uuid: await user.getInviteId(self(request)) }));
  r.post('/pddPrizeConfig/getPrize', { config: auth, schema: { body: ZGetUserUuidBody } }, async (request) => ok(request, (await prize.getPrize(self(request))) satisfies PddPrize));
  r.post('/pddPrizeConfig/getPrizeUserMsg', { config: auth, schema: { body: ZGetUserUuidBody } }, async (request) => ok(request, (await prize.userMsg(self(request))) satisfies PddPrize | null));
  r.post('/pddPrizeConfig/setPrizeLog', { config: auth, schema: { body: ZGetUserUuidBody } }, async (request) => ok(request, (await prize.help(self(request))) satisfies PddHelpResult));
  r.post('/pddPrizeConfig/getWithdrawPrize', { config: auth, schema: { body: ZGetUserUuidBody } }, async (request) => ok(request, (await prize.withdraw(self(request))) satisfies PddWithdrawResult));
  r.post('/pddPrizeConfig/getInviteMsg', { schema: { body: ZGetUserUuidBody } }, async (request) => ok(request, (await prize.winners()) satisfies PddWinner[]));
};
