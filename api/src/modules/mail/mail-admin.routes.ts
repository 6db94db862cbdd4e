import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor } from '../../plugins/auth';
import type { TCampaignService } from './mail-campaign.service';
import { ZCampaignBody, ZCampaignIdBody, ZCampaignListBody } from './mail.schemas';

/**
 * Staff: mail campaigns (x-admin-token). A send to a list of players is written before the answer;
 * a send to every player of a market is written by the campaign job in batches (see its progress
 * with `get`/`list`, or write due batches now with `run`).
 */
export const mailAdminRoutes: FastifyPluginAsync<{ campaigns: TCampaignService; background: boolean }> = async (app, { campaigns, background }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { admin: true } as const;
  r.post('/admin/mail/send', { config: admin, schema: { body: ZCampaignBody } }, async (request) => {
    const b = request.body;
    if (Boolean(b.userIds) === Boolean(b.allPlayers)) throw new AppError('VALIDATION_FAILED', { messageKey: 'CAMPAIGN_TARGET_INVALID' });
    const created = await campaigns.create({
      marketId: b.market,
      title: b.title,
      content: b.content,
      ...(b.translations ? { translations: b.translations } : {}),
      amountMinor: b.amount,
      target: b.userIds ? { kind: 'users', userIds: b.userIds } : { kind: 'market' },
      ...(b.sendTime ? { sendAt: b.sendTime } : {}),
      ...(b.expireTime ? { expiresAt: b.expireTime } : {}),
      actor: adminActor(request),
    });
    if (created.status === 'scheduled' && created.sendTime === created.createTime) {
      if (created.target.kind === 'users') await campaigns.runCampaign(created.id);
      else if (background) void campaigns.runOnce().catch((error: unknown) => request.log.warn({ err: error }, 'mail campaign job failed'));
    }
    return ok(request, await campaigns.get(created.id));
  });
  r.post('/admin/mail/campaigns/list', { config: admin, schema: { body: ZCampaignListBody } }, async (request) => ok(request, await campaigns.list(request.body.limit)));
  r.post('/admin/mail/campaigns/get', { config: admin, schema: { body: ZCampaignIdBody } }, async (request) => ok(request, await campaigns.get(request.body.campaignId)));
  r.post('/admin/mail/campaigns/cancel', { config: admin, schema: { body: ZCampaignIdBody } }, async (request) => ok(request, await campaigns.cancel(request.body.campaignId)));
  r.post('/admin/mail/campaigns/run', { config: admin, schema: { body: ZEmptyBody } }, async (request) => ok(request, { written: await campaigns.runOnce() }));
};
