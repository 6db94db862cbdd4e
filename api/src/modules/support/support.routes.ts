import type { FastifyPluginAsync } from 'fastify';
import type { SupportInfo, SupportMessagePage, SupportReadResult, SupportSendResult } from '@casino/shared/contracts';
import { langOf, ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import type { TSupportService } from './support.service';
import { ZSupportInfoBody, ZSupportMessagesBody, ZSupportReadBody, ZSupportSendBody } from './support.schemas';

/** Customer service for players: the FAQ and channels (public), and the caller's own conversation (never another's). */
export const supportRoutes: FastifyPluginAsync<{ support: TSupportService }> = async (app, { support }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;
  r.post('/support/info', { schema: { body: ZSupportInfoBody } }, async (request) => ok(request, (await support.info(request.body.market, langOf(request))) satisfies SupportInfo));
  r.post('/support/messages', { config: auth, schema: { body: ZSupportMessagesBody } }, async (request) =>
    ok(request, (await support.messages(requireSession(request).userId, request.body.page, request.body.pageSize)) satisfies SupportMessagePage),
  );
  r.post('/support/send', { config: auth, schema: { body: ZSupportSendBody } }, async (request) => ok(request, (await support.send(requireSession(request).userId, request.body.text, langOf(request))) satisfies SupportSendResult));
  r.post('/support/read', { config: auth, schema: { body: ZSupportReadBody } }, async (request) => ok(request, (await support.read(requireSession(request).userId)) satisfies SupportReadResult));
};
