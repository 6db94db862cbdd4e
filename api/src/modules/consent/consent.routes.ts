import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ConsentStatus } from '@casino/shared/contracts';
import { langOf, ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import type { TConsentMeta, TConsentService } from './consent.service';
import { ZConsentAcceptBody, ZConsentCurrentBody } from './consent.schemas';

/** Where an acceptance happened, from the request (stored with it). */
export const consentMetaOf = (request: FastifyRequest, deviceNumber?: string | null): TConsentMeta => {
  const ua = request.headers['user-agent'];
  // The page's device number (a common body field): informative, like the user agent; identity is the session.
  const sent = (request.body as { deviceNumber?: unknown } | undefined)?.deviceNumber;
  const device = deviceNumber ?? (typeof sent === 'string' && sent !== '' ? sent.slice(0, 128) : null);
  return { ip: request.ip, deviceNumber: device, userAgent: typeof ua === 'string' ? ua : null, lang: langOf(request) };
};

/** What a registration accepts (anyone), what a player still has to accept, and the acceptance itself. */
export const consentRoutes: FastifyPluginAsync<{ consent: TConsentService }> = async (app, { consent }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;
  r.post('/legal/consent/current', { schema: { body: ZConsentCurrentBody } }, async (request) => ok(request, (await consent.current(request.body.market)) satisfies ConsentStatus));
  r.post('/legal/consent/status', { config: auth, schema: { body: ZConsentCurrentBody } }, async (request) =>
    ok(request, (await consent.status(requireSession(request).userId, request.body.market)) satisfies ConsentStatus),
  );
  r.post('/legal/consent/accept', { config: auth, schema: { body: ZConsentAcceptBody } }, async (request) => {
    const session = requireSession(request);
    const answer = await consent.accept(session.userId, request.body, consentMetaOf(request));
    request.log.info({ audit: 'consent.accepted', userId: session.userId, texts: answer.texts.map((t) => `${t.kind}:${t.version}`) }, 'legal texts accepted');
    return ok(request, answer satisfies ConsentStatus);
  });
};
