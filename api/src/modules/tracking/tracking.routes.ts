import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { ZUploadTrackBody } from './tracking.schemas';
import type { TTrackingService } from './tracking.service';

export const trackingRoutes: FastifyPluginAsync<{ tracking: TTrackingService }> = async (app, { tracking }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Clicks are tracked before login too; the user is attached when a session is present.
  r.post('/tracking/uploadTrack', { config: { auth: 'optional' }, schema: { body: ZUploadTrackBody } }, async (request) =>
    ok(request, await tracking.record({ userId: request.session?.userId ?? null, ...pick(request.body) })),
  );
};

const pick = (b: { eventType: string; eventId: string }) => ({ eventType: b.eventType, eventId: b.eventId });
