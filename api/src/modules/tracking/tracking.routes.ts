import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import type { TAttributionService } from './attribution.service';
import { ZAttributionQuery, ZUploadTrackBody } from './tracking.schemas';
import type { TTrackingService } from './tracking.service';

export const trackingRoutes: FastifyPluginAsync<{ tracking: TTrackingService; attribution: TAttributionService }> = async (app, { tracking, attribution }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Clicks are tracked before login too; the user is attached when a session is present.
  r.post('/tracking/uploadTrack', { config: { auth: 'optional' }, schema: { body: ZUploadTrackBody } }, async (request) =>
    // A page without the player's consent to tracking says so: the call is answered and nothing is kept.
    ok(request, request.body.consent === '0' ? true : await tracking.record({ userId: request.session?.userId ?? null, ...pick(request.body) })),
  );
  // The attribution service (spec sections 1 and 7): the one path whose payload is the query string.
  r.post('/fb/data/api/v2/token/get', { config: { auth: 'optional' }, schema: { querystring: ZAttributionQuery, body: ZEmptyBody } }, async (request) =>
    ok(request, await attribution.token({ ...request.query, userId: request.session?.userId ?? null, ip: request.ip })),
  );
};

const pick = (b: { eventType: string; eventId: string }) => ({ eventType: b.eventType, eventId: b.eventId });
