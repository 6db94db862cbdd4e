import type { FastifyPluginAsync } from 'fastify';
import { langOf, ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor } from '../../plugins/auth';
import {
  ZAdminAuditBody,
  ZAdminCanaryBody,
  ZAdminListBody,
  ZAdminPinBody,
  ZAdminPreviewBody,
  ZAdminPreviewEndBody,
  ZAdminPublishBody,
  ZAdminReleaseBody,
  ZAdminRollbackBody,
  ZAdminSetBody,
  ZAdminToggleBody,
  ZAdminVersionsBody,
  ZRegistryBody,
  ZRegistryQuery,
  ZRemoteReportBody,
} from './platform.schemas';
import type { TPlatformService } from './platform.service';
import type { TReleasePageService } from './releases-page.service';
import type { TPreviewService } from './preview.service';
import type { TReleaseService } from './releases.service';
import type { TRemoteHealthService } from './remote-health.service';

export interface PlatformRoutesOptions {
  platform: TPlatformService;
  releases: TReleaseService;
  health: TRemoteHealthService;
  releasePage: TReleasePageService;
  previews: TPreviewService;
}

export const platformRoutes: FastifyPluginAsync<PlatformRoutesOptions> = async (app, { platform, releases, health, releasePage, previews }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The shell boots from this; it is read on every page load and depends on the device (canary), so never cached.
  r.get('/platform/registry', { schema: { querystring: ZRegistryQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(request, await previews.getRegistry(request.query.market || null, request.query.device || null, request.query.preview || undefined, langOf(request)));
  });
  r.post('/platform/registry', { schema: { body: ZRegistryBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(request, await previews.getRegistry(request.body.market || null, request.body.device || null, request.body.preview || undefined, langOf(request)));
  });
  // The shells' beacons: a remote loaded (once per session and version) or failed. Public, rate-limited per IP.
  r.post('/platform/remote-report', { schema: { body: ZRemoteReportBody } }, async (request) => ok(request, await health.report(request.body, request.ip)));

  // Staff endpoints behind the admin token (the registry CLI and the staff console talk to these).
  // Roles (console sessions) follow the path: list/versions/audit need a viewer, the rest an operator.
  const admin = { admin: true } as const;
  r.post('/admin/registry/list', { config: admin, schema: { body: ZAdminListBody } }, async (request) =>
    ok(request, await platform.listRegistry(request.body.market)),
  );
  r.post('/admin/registry/versions', { config: admin, schema: { body: ZAdminVersionsBody } }, async (request) =>
    ok(request, await releases.listVersions(request.body.remote)),
  );
  // Read only: a viewer may open a remote's release page.
  r.post('/admin/registry/release', { config: { admin: true, role: 'viewer' }, schema: { body: ZAdminReleaseBody } }, async (request) =>
    ok(request, await releasePage.releasePage(request.body)),
  );
  r.post('/admin/registry/publish', { config: admin, schema: { body: ZAdminPublishBody } }, async (request) =>
    ok(request, await releases.recordVersion({ ...request.body, actor: adminActor(request) }, { verify: true })),
  );
  r.post('/admin/registry/pin', { config: admin, schema: { body: ZAdminPinBody } }, async (request) =>
    ok(request, await releases.pin({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/registry/rollback', { config: admin, schema: { body: ZAdminRollbackBody } }, async (request) =>
    ok(request, await releases.rollback({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/registry/canary', { config: admin, schema: { body: ZAdminCanaryBody } }, async (request) =>
    ok(request, await releases.canary({ ...request.body, actor: adminActor(request) })),
  );
  // Preview links (the pin's gate; audited; a link is for the browsers that open it). Kept in production too.
  r.post('/admin/registry/preview', { config: admin, schema: { body: ZAdminPreviewBody } }, async (request) =>
    ok(request, await previews.create({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/registry/preview/end', { config: admin, schema: { body: ZAdminPreviewEndBody } }, async (request) =>
    ok(request, await previews.end({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/registry/enable', { config: admin, schema: { body: ZAdminToggleBody } }, async (request) =>
    ok(request, await platform.setRemoteEnabled({ ...request.body, enabled: true, actor: adminActor(request) })),
  );
  r.post('/admin/registry/disable', { config: admin, schema: { body: ZAdminToggleBody } }, async (request) =>
    ok(request, await platform.setRemoteEnabled({ ...request.body, enabled: false, actor: adminActor(request) })),
  );
  r.post('/admin/registry/set', { config: admin, schema: { body: ZAdminSetBody } }, async (request) =>
    ok(request, await platform.setRemote({ ...request.body, actor: adminActor(request) })),
  );
  r.post('/admin/registry/audit', { config: admin, schema: { body: ZAdminAuditBody } }, async (request) =>
    ok(request, await platform.listAudit(request.body)),
  );
};
