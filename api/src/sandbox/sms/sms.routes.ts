import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { TSmsStore } from './sms.store';

const ZSend = z.object({ to: z.string().regex(/^\d{7,15}$/), text: z.string().min(1).max(640) });
const ZLast = z.object({ to: z.string().regex(/^\d{7,15}$/) });

/** The sandbox SMS gateway: accepts signed messages and lets the operator read the last code back. */
export const smsRoutes: FastifyPluginAsync<{ store: TSmsStore }> = async (app, { store }) => {
  app.post('/sms/messages', async (request, reply) => {
    const parsed = ZSend.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'malformed request' });
    const sms = store.record(parsed.data.to, parsed.data.text);
    request.log.info({ to: sms.to, code: sms.code }, 'sandbox SMS delivered');
    return { accepted: true, receivedAt: sms.receivedAt };
  });

  app.post('/sms/last', async (request, reply) => {
    const parsed = ZLast.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'malformed request' });
    const sms = store.last(parsed.data.to);
    if (!sms) return reply.status(404).send({ error: 'no message for this number' });
    return sms;
  });
};
