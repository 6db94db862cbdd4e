import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { body, zInt } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor } from '../../plugins/auth';
import type { TCashierServices } from './cashier.module';
import { ZAdminApproveBody, ZAdminListBody, ZAdminRejectBody } from './cashier.schemas';

/** Staff: the withdrawal approval queue (list, approve, reject with a reason); x-admin-token. */
export const cashierAdminRoutes: FastifyPluginAsync<{ cashier: TCashierServices }> = async (app, { cashier }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { admin: true } as const;
  // A decision names the order: its player is the one staff per market checks.
  const decide = { ...admin, playerOf: async (body: unknown) => cashier.orderPlayer((body as { orderId: string }).orderId) };
  r.post('/admin/cashier/withdrawals/list', { config: admin, schema: { body: ZAdminListBody } }, async (request) =>
    ok(request, await cashier.staffList(request.body.status, request.body.limit, request.staff?.markets ?? null)),
  );
  r.post('/admin/cashier/withdrawals/approve', { config: decide, schema: { body: ZAdminApproveBody } }, async (request) =>
    ok(request, await cashier.withdrawals.approve(request.body.orderId, adminActor(request), request.body.reason ?? null)),
  );
  // Reconcile now: ask the gateway about open orders not heard of for `staleAfterS` seconds (default 60).
  r.post('/admin/cashier/reconcile', { config: admin, schema: { body: body({ staleAfterS: zInt(0, 86_400).default(60) }) } }, async (request) =>
    ok(request, { checked: await cashier.reconcile({ staleAfterMs: request.body.staleAfterS * 1000 }) }),
  );
  r.post('/admin/cashier/withdrawals/reject', { config: decide, schema: { body: ZAdminRejectBody } }, async (request) =>
    ok(request, await cashier.withdrawals.reject(request.body.orderId, adminActor(request), request.body.reason)),
  );
};
