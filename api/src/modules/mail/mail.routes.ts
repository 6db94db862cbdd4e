import type { FastifyPluginAsync } from 'fastify';
import type { MailPage, MailReadResult, MailReceiveResult } from '@casino/shared/contracts';
import { langOf, ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import type { TMailService } from './mail.service';
import { ZMailIdBody, ZMailListBody } from './mail.schemas';

/** Spec section 7, Mail: the caller's own mailbox. Another player's mail answers as unknown (404), never revealed. */
export const mailRoutes: FastifyPluginAsync<{ mail: TMailService }> = async (app, { mail }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;
  r.post('/mail/list', { config: auth, schema: { body: ZMailListBody } }, async (request) =>
    ok(request, (await mail.list(requireSession(request).userId, request.body.page, request.body.pageSize, langOf(request))) satisfies MailPage),
  );
  r.post('/mail/read', { config: auth, schema: { body: ZMailIdBody } }, async (request) =>
    ok(request, (await mail.read(requireSession(request).userId, request.body.mailId)) satisfies MailReadResult),
  );
  r.post('/mail/receive', { config: auth, schema: { body: ZMailIdBody } }, async (request) =>
    ok(request, (await mail.receive(requireSession(request).userId, request.body.mailId)) satisfies MailReceiveResult),
  );
};
