import type { FastifyPluginAsync } from 'fastify';
import type { Banner, BetRankData, Promotion, SignInDayConfig, SignInRecord } from '@casino/shared/contracts';
import { sendArt } from '../../lib/art-image';
import { langOf, ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { assertSelf } from '../auth/ownership';
import { requireSession } from '../../plugins/auth';
import type { TPromotionsService } from './promotions.service';
import { ZActivityListBody, ZArtParams, ZArtQuery, ZBannerListBody, ZBetRankBody, ZSignInConfigBody, ZSignInRecordBody } from './rewards.schemas';
import type { TSignInService } from './sign-in.service';

export interface RewardsRoutesOptions {
  signIn: TSignInService;
  promotions: TPromotionsService;
}

/** Art is drawn from the row, which staff may edit: cached a while. */
const AN_HOUR = 'public, max-age=3600';

/** Spec section 7: sign-in rewards, /activity/list, /activity/betRankData, /banner/list (+ their generated art). */
export const rewardsRoutes: FastifyPluginAsync<RewardsRoutesOptions> = async (app, { signIn, promotions }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;
  r.post('/signInConfig/getSignInConfig', { config: auth, schema: { body: ZSignInConfigBody } }, async (request) =>
    ok(request, (await signIn.config(requireSession(request).userId)) satisfies SignInDayConfig[]),
  );
  r.post('/signInRecord/getSignInRecord', { config: auth, schema: { body: ZSignInRecordBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return ok(request, (await signIn.record(session.userId)) satisfies SignInRecord);
  });
  r.post('/signInRecord/getSignInUpdate', { config: auth, schema: { body: ZSignInRecordBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return ok(request, (await signIn.collect(session.userId)) satisfies SignInRecord);
  });

  r.post('/activity/list', { schema: { body: ZActivityListBody } }, async (request) => ok(request, (await promotions.list(langOf(request))) satisfies Promotion[]));
  r.post('/banner/list', { schema: { body: ZBannerListBody } }, async (request) => ok(request, (await promotions.banners(langOf(request))) satisfies Banner[]));
  r.post('/activity/betRankData', { config: auth, schema: { body: ZBetRankBody } }, async (request) => {
    const session = requireSession(request);
    assertSelf(session, request.body.userId);
    return ok(request, (await promotions.betRank(session.userId, request.body.activityId)) satisfies BetRankData);
  });
  r.get('/activity/art/:id', { schema: { params: ZArtParams, querystring: ZArtQuery } }, async (request, reply) => sendArt(reply, await promotions.promotionArt(request.params.id.value, request.query.lang), request.params.id.format, AN_HOUR));
  r.get('/banner/art/:id', { schema: { params: ZArtParams, querystring: ZArtQuery } }, async (request, reply) => sendArt(reply, await promotions.bannerArt(request.params.id.value, request.query.lang), request.params.id.format, AN_HOUR));
};
