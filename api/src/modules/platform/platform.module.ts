import { join } from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TLogger } from '../../lib/logger';
import { defineModule } from '../../lib/module';
import { repoRoot } from '../../lib/paths';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createPlatformRepository } from './platform.repository';
import { platformRoutes } from './platform.routes';
import { createPlatformService } from './platform.service';
import { createReleasePageService } from './releases-page.service';
import { createPreviewService } from './preview.service';
import { createReleaseService } from './releases.service';
import { createShellSharedSource, type TFetch, type TShellSharedSource } from './release-checks';
import { createRemoteHealthService } from './remote-health.service';

/** The platform module wired: registry, releases and remote health, and their routes (app.ts and the CLIs build it the same way). */
export const createPlatformModule = (deps: {
  db: Db;
  config: Pick<Config, 'mode' | 'releases' | 'origins'>;
  clock: Clock;
  logger: TLogger;
  limiter: RateLimiter;
  shellShared?: TShellSharedSource;
  fetchImpl?: TFetch;
}) => {
  const { config, clock, logger } = deps;
  const repo = createPlatformRepository(deps.db);
  const shellShared =
    deps.shellShared ??
    createShellSharedSource({ url: config.releases.shellManifestUrl, file: join(repoRoot(), 'shell', 'dist', 'mf-manifest.json'), clock, ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}) });
  const health = createRemoteHealthService({
    repo,
    clock,
    logger,
    limiter: deps.limiter,
    policy: config.releases.autoRollback,
    reportsPerIpPerMinute: config.releases.reportsPerIpPerMinute,
  });
  const platform = createPlatformService({
    repo,
    clock,
    logger,
    mode: config.mode,
    policy: { cdnOrigins: config.releases.cdnOrigins, devOrigins: config.releases.devOrigins, autoRollback: config.releases.autoRollback },
    shellShared,
  });
  const releases = createReleaseService({
    repo,
    clock,
    logger,
    cdnOrigins: config.releases.cdnOrigins,
    shellShared,
    isHealthy: health.isHealthy,
    ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
  });
  const releasePage = createReleasePageService({ repo, clock });
  const previews = createPreviewService({
    repo,
    platform,
    releases,
    clock,
    logger,
    secret: config.releases.previewSecret,
    cdnOrigins: config.releases.cdnOrigins,
    shellUrl: `${config.origins.shell}/`,
  });
  return defineModule({
    repo,
    platform,
    releases,
    health,
    previews,
    routes: async (app) => {
      await app.register(platformRoutes, { platform, releases, health, releasePage, previews });
    },
  });
};
