import type { FastifyPluginAsync } from 'fastify';
import type { TAdminOfferVersion, TAdminOfferView } from '@casino/shared/contracts';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor } from '../../plugins/auth';
import type { TBonusAdmin } from './bonus-admin.service';
import type { TCashback } from './cashback.service';
import { ZAdminCashbackRunBody, ZAdminOfferCreateBody, ZAdminOfferListBody, ZAdminOfferUpdateBody, ZAdminOfferVersionsBody } from './bonus-admin.schemas';

/** Staff: bonus offers per market (viewer reads; operator creates and edits, each save a new audited version). */
export const bonusAdminRoutes: FastifyPluginAsync<{ admin: TBonusAdmin; cashback: TCashback }> = async (app, { admin, cashback }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { admin: true } as const;
  r.post('/admin/bonus/offers/list', { config: staff, schema: { body: ZAdminOfferListBody } }, async (request) => ok(request, (await admin.list(request.body.market)) satisfies TAdminOfferView[]));
  r.post('/admin/bonus/offers/versions', { config: staff, schema: { body: ZAdminOfferVersionsBody } }, async (request) =>
    ok(request, (await admin.versions(request.body.offerId)) satisfies TAdminOfferVersion[]),
  );
  r.post('/admin/bonus/offers/create', { config: { admin: true, role: 'operator' }, schema: { body: ZAdminOfferCreateBody } }, async (request) => {
    const b = request.body;
    const created = await admin.create({ market: b.market, code: b.code, note: b.note, offer: b.offer, actor: adminActor(request) });
    request.log.info({ audit: 'bonus.offer.create', actor: adminActor(request), offerId: created.offerId, version: created.version }, 'bonus offer created');
    return ok(request, created satisfies TAdminOfferView);
  });
  r.post('/admin/bonus/offers/update', { config: { admin: true, role: 'operator' }, schema: { body: ZAdminOfferUpdateBody } }, async (request) => {
    const b = request.body;
    const updated = await admin.update({ offerId: b.offerId, expectedVersion: b.expectedVersion, note: b.note, offer: b.offer, actor: adminActor(request) });
    request.log.info({ audit: 'bonus.offer.update', actor: adminActor(request), offerId: updated.offerId, version: updated.version }, 'bonus offer updated');
    return ok(request, updated satisfies TAdminOfferView);
  });
  // The weekly cashback job by hand (the scheduler runs it too; running it again pays nobody twice).
  r.post('/admin/bonus/cashback/run', { config: { admin: true, role: 'operator' }, schema: { body: ZAdminCashbackRunBody } }, async (request) => {
    const run = await cashback.pay(request.body.week);
    request.log.info({ audit: 'bonus.cashback.run', actor: adminActor(request), ...run }, 'cashback run by staff');
    return ok(request, run);
  });
};
