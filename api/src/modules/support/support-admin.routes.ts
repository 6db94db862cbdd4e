import type { FastifyPluginAsync } from 'fastify';
import type { SupportConversation, SupportMessage, SupportMessagePage, SupportSettings } from '@casino/shared/contracts';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor } from '../../plugins/auth';
import { SUPPORT_REPLY_MINUTES_DEFAULT, type TSupportService } from './support.service';
import {
  ZSupportAuditBody,
  ZSupportChannelDeleteBody,
  ZSupportChannelListBody,
  ZSupportChannelSetBody,
  ZSupportConversationsBody,
  ZSupportFaqDeleteBody,
  ZSupportFaqListBody,
  ZSupportFaqSetBody,
  ZSupportReplyBody,
  ZSupportSettingsGetBody,
  ZSupportSettingsSetBody,
  ZSupportThreadBody,
} from './support.schemas';

/** Staff (x-admin-token): the support queue, a conversation, answers, the FAQ and contact channels of a market (audited). */
export const supportAdminRoutes: FastifyPluginAsync<{ support: TSupportService }> = async (app, { support }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { admin: true } as const;
  // Reading the queue and a conversation is a viewer's (console); answering is an operator's.
  const read = { admin: true, role: 'viewer' } as const;
  r.post('/admin/support/conversations', { config: read, schema: { body: ZSupportConversationsBody } }, async (request) =>
    ok(request, (await support.conversations(request.body.waiting, request.body.limit)) satisfies SupportConversation[]),
  );
  r.post('/admin/support/messages', { config: read, schema: { body: ZSupportThreadBody } }, async (request) =>
    ok(request, (await support.thread(request.body.userId, request.body.page, request.body.pageSize)) satisfies SupportMessagePage),
  );
  r.post('/admin/support/reply', { config: admin, schema: { body: ZSupportReplyBody } }, async (request) =>
    ok(request, (await support.reply(request.body.userId, request.body.text, adminActor(request))) satisfies SupportMessage),
  );
  r.post('/admin/support/faq/list', { config: admin, schema: { body: ZSupportFaqListBody } }, async (request) => ok(request, await support.faqList(request.body.market)));
  r.post('/admin/support/faq/set', { config: admin, schema: { body: ZSupportFaqSetBody } }, async (request) =>
    ok(request, await support.faqSet({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/support/faq/delete', { config: admin, schema: { body: ZSupportFaqDeleteBody } }, async (request) =>
    ok(request, await support.staff.deleteFaq({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/support/channels/list', { config: admin, schema: { body: ZSupportChannelListBody } }, async (request) => ok(request, await support.staff.channels(request.body.market)));
  r.post('/admin/support/channels/set', { config: admin, schema: { body: ZSupportChannelSetBody } }, async (request) =>
    ok(request, await support.staff.setChannel({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/support/channels/delete', { config: admin, schema: { body: ZSupportChannelDeleteBody } }, async (request) =>
    ok(request, await support.staff.deleteChannel({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/support/settings/get', { config: read, schema: { body: ZSupportSettingsGetBody } }, async (request) =>
    ok(request, (await support.staff.settings(request.body.market, SUPPORT_REPLY_MINUTES_DEFAULT)) satisfies SupportSettings),
  );
  r.post('/admin/support/settings/set', { config: admin, schema: { body: ZSupportSettingsSetBody } }, async (request) =>
    ok(request, (await support.staff.setSettings({ market: request.body.market, replyMinutes: request.body.replyMinutes, actor: adminActor(request) })) satisfies SupportSettings),
  );
  r.post('/admin/support/audit', { config: admin, schema: { body: ZSupportAuditBody } }, async (request) => ok(request, await support.staff.audit(request.body.market, request.body.limit)));
};
