import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor } from '../../plugins/auth';
import type { TPromotionsService } from './promotions.service';
import { ZSetBannerBody, ZSetPromotionBody, ZStaffMarketBody } from './rewards.schemas';

/** Staff: promotions and lobby banners of a market (x-admin-token); `set` creates or edits by slug. */
export const rewardsAdminRoutes: FastifyPluginAsync<{ promotions: TPromotionsService }> = async (app, { promotions }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { admin: true } as const;
  r.post('/admin/activity/list', { config: admin, schema: { body: ZStaffMarketBody } }, async (request) => ok(request, await promotions.staffPromotions(request.body.market)));
  r.post('/admin/activity/set', { config: admin, schema: { body: ZSetPromotionBody } }, async (request) => {
    const { market, slug, startTime, endTime, appId: _a, sign: _s, uid: _u, deviceNumber: _d, adid: _ad, gaid: _g, ...rest } = request.body;
    const patch = { ...rest, ...(startTime ? { startsAt: startTime } : {}), ...(endTime !== undefined ? { endsAt: endTime } : {}) };
    return ok(request, await promotions.setPromotion(market, slug, patch, adminActor(request)));
  });
  r.post('/admin/banner/list', { config: admin, schema: { body: ZStaffMarketBody } }, async (request) => ok(request, await promotions.staffBanners(request.body.market)));
  r.post('/admin/banner/set', { config: admin, schema: { body: ZSetBannerBody } }, async (request) => {
    const { market, slug, startTime, endTime, appId: _a, sign: _s, uid: _u, deviceNumber: _d, adid: _ad, gaid: _g, ...rest } = request.body;
    const patch = { ...rest, ...(startTime !== undefined ? { startsAt: startTime } : {}), ...(endTime !== undefined ? { endsAt: endTime } : {}) };
    return ok(request, await promotions.setBanner(market, slug, patch, adminActor(request)));
  });
};
