import type { FastifyPluginAsync } from 'fastify';
import { langOf, ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import { ZBonusEmptyBody, ZClaimBody, ZForfeitBody } from './bonus.schemas';
import type { TBonusService } from './bonus.service';

/** The player's bonuses: offers with their terms, the running bonus, its history, claim and forfeit. */
export const bonusRoutes: FastifyPluginAsync<{ bonus: TBonusService }> = async (app, { bonus }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;
  const me = (request: Parameters<typeof requireSession>[0]) => requireSession(request).userId;

  r.post('/bonus/list', { config: auth, schema: { body: ZBonusEmptyBody } }, async (request) => ok(request, await bonus.list(me(request), langOf(request))));
  r.post('/bonus/active', { config: auth, schema: { body: ZBonusEmptyBody } }, async (request) => ok(request, await bonus.active(me(request), langOf(request))));
  r.post('/bonus/history', { config: auth, schema: { body: ZBonusEmptyBody } }, async (request) => ok(request, await bonus.history(me(request), langOf(request))));
  r.post('/bonus/claim', { config: auth, schema: { body: ZClaimBody } }, async (request) => ok(request, await bonus.claim(me(request), request.body.offerId, langOf(request))));
  r.post('/bonus/forfeit', { config: auth, schema: { body: ZForfeitBody } }, async (request) => ok(request, await bonus.forfeit(me(request), request.body.bonusId, langOf(request))));
};
