import type { FastifyPluginAsync } from 'fastify';
import type { VipInfo } from '@casino/shared/contracts';
import { ok } from '../../lib/envelope';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import type { TVipService } from './vip.service';

/** Spec section 7: /vip/getVipInfo (the caller's level, progress, the levels table and what was paid). */
export const vipRoutes: FastifyPluginAsync<{ vip: TVipService }> = async (app, { vip }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/vip/getVipInfo', { config: { auth: 'required' }, schema: { body: ZEmptyBody } }, async (request) =>
    ok(request, (await vip.info(requireSession(request).userId)) satisfies VipInfo),
  );
};
