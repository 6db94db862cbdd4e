import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor } from '../../plugins/auth';
import { ZAdminWheelGrantBody, ZAdminWheelListBody, ZAdminWheelPinBody, ZAdminWheelPublishBody, ZAdminWheelSimulateBody } from './wheel.schemas';
import type { TWheelService } from './wheel.service';

/** Staff: prize tables per market (versions, publish, pin for a campaign), spin grants, a simulation of the draw; x-admin-token. */
export const wheelAdminRoutes: FastifyPluginAsync<{ wheel: TWheelService }> = async (app, { wheel }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { admin: true } as const;
  r.post('/admin/wheel/tables/list', { config: admin, schema: { body: ZAdminWheelListBody } }, async (request) => ok(request, await wheel.staff.list(request.body.market, request.body.limit)));
  r.post('/admin/wheel/tables/publish', { config: admin, schema: { body: ZAdminWheelPublishBody } }, async (request) =>
    ok(request, await wheel.staff.publish({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/wheel/tables/pin', { config: admin, schema: { body: ZAdminWheelPinBody } }, async (request) =>
    ok(request, await wheel.staff.pin({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/wheel/grant', { config: admin, schema: { body: ZAdminWheelGrantBody } }, async (request) => ok(request, await wheel.staff.grant({ ...request.body, actor: adminActor(request) })));
  r.post('/admin/wheel/simulate', { config: admin, schema: { body: ZAdminWheelSimulateBody } }, async (request) => ok(request, await wheel.staff.simulate(request.body)));
};
