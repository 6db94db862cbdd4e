import type { FastifyPluginAsync } from 'fastify';
import type { LegalAdminEntry, LegalDocument, LegalOverview } from '@casino/shared/contracts';
import { langOf, ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor } from '../../plugins/auth';
import type { TLegalService } from './legal.service';
import { ZLegalAdminListBody, ZLegalGetBody, ZLegalListBody, ZLegalPublishBody } from './legal.schemas';

/** The legal pages for everyone (no session: a visitor reads the terms before registering) and their staff routes. */
export const legalRoutes: FastifyPluginAsync<{ legal: TLegalService }> = async (app, { legal }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/legal/list', { schema: { body: ZLegalListBody } }, async (request) => ok(request, (await legal.overview(request.body.market, langOf(request))) satisfies LegalOverview));
  r.post('/legal/get', { schema: { body: ZLegalGetBody } }, async (request) => ok(request, (await legal.get(request.body.market, request.body.kind, langOf(request))) satisfies LegalDocument));

  // Staff: every version (viewer), and a new version (compliance: what a player agrees to is a legal matter).
  r.post('/admin/legal/list', { config: { admin: true }, schema: { body: ZLegalAdminListBody } }, async (request) => ok(request, (await legal.adminList(request.body.market)) satisfies LegalAdminEntry[]));
  r.post('/admin/legal/publish', { config: { admin: true, role: 'compliance' }, schema: { body: ZLegalPublishBody } }, async (request) => {
    const b = request.body;
    const published = await legal.publish({ market: b.market, kind: b.kind, lang: b.lang, title: b.title, body: b.body, note: b.note, actor: adminActor(request) });
    request.log.info({ audit: 'legal.publish', actor: adminActor(request), kind: published.kind, lang: published.lang, version: published.version }, 'legal text published');
    return ok(request, published satisfies LegalDocument);
  });
};
