import type { FastifyPluginAsync } from 'fastify';
import type { WheelHistoryPage, WheelInfo, WheelSpinResult } from '@casino/shared/contracts';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import { ZWheelHistoryBody, ZWheelInfoBody, ZWheelSpinBody } from './wheel.schemas';
import type { TWheelService } from './wheel.service';

/** The player's prize wheel (the vip-wheel route): the table and spins left, a spin drawn by the server, the history. */
export const wheelRoutes: FastifyPluginAsync<{ wheel: TWheelService }> = async (app, { wheel }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;
  const me = (request: Parameters<typeof requireSession>[0]) => requireSession(request).userId;

  r.post('/wheel/getWheelInfo', { config: auth, schema: { body: ZWheelInfoBody } }, async (request) =>
    ok(request, (await wheel.info(me(request), request.body.market)) satisfies WheelInfo),
  );
  r.post('/wheel/spin', { config: auth, schema: { body: ZWheelSpinBody } }, async (request) =>
    ok(request, (await wheel.spin(me(request), { market: request.body.market, requestId: request.body.requestId })) satisfies WheelSpinResult),
  );
  r.post('/wheel/history', { config: auth, schema: { body: ZWheelHistoryBody } }, async (request) =>
    ok(request, (await wheel.history(me(request), request.body.page, request.body.pageSize)) satisfies WheelHistoryPage),
  );
};
