import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import {
  ZAdminAuditBody,
  ZAdminListBody,
  ZAdminSetBody,
  ZAdminToggleBody,
  ZRegistryBody,
  ZRegistryQuery,
} from './platform.schemas';
import type { TPlatformService } from './platform.service';

export interface PlatformRoutesOptions {
  platform: TPlatformService;
}

const actorOf = (request: FastifyRequest): string => {
  const raw = request.headers['x-admin-actor'];
  const actor = (typeof raw === 'string' ? raw : '').trim().slice(0, 64);
  return actor === '' ? 'admin' : actor;
};

export const platformRoutes: FastifyPluginAsync<PlatformRoutesOptions> = async (app, { platform }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The shell boots from this; it is read on every page load, so it is never cached here.
  r.get('/platform/registry', { schema: { querystring: ZRegistryQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(request, await platform.getRegistry(request.query.market || null));
  });
  r.post('/platform/registry', { schema: { body: ZRegistryBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(request, await platform.getRegistry(request.body.market || null));
  });

  // Staff endpoints behind the admin token (the registry CLI talks to these).
  const admin = { admin: true } as const;
  r.post('/admin/registry/list', { config: admin, schema: { body: ZAdminListBody } }, async (request) =>
    ok(request, await platform.listRegistry(request.body.market)),
  );
  r.post('/admin/registry/enable', { config: admin, schema: { body: ZAdminToggleBody } }, async (request) =>
    ok(request, await platform.setRemoteEnabled({ ...request.body, enabled: true, actor: actorOf(request) })),
  );
  r.post('/admin/registry/disable', { config: admin, schema: { body: ZAdminToggleBody } }, async (request) =>
    ok(request, await platform.setRemoteEnabled({ ...request.body, enabled: false, actor: actorOf(request) })),
  );
  r.post('/admin/registry/set', { config: admin, schema: { body: ZAdminSetBody } }, async (request) =>
    ok(request, await platform.setRemote({ ...request.body, actor: actorOf(request) })),
  );
  r.post('/admin/registry/audit', { config: admin, schema: { body: ZAdminAuditBody } }, async (request) =>
    ok(request, await platform.listAudit(request.body)),
  );
};
