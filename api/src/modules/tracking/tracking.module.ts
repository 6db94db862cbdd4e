import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { defineModule } from '../../lib/module';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createAttributionService } from './attribution.service';
import { createTrackingRepository } from './tracking.repository';
import { trackingRoutes } from './tracking.routes';
import { createTrackingService } from './tracking.service';

/** Client events and install attribution. */
export const createTrackingModule = ({ db, limiter, clock, secret }: { db: Db; limiter: RateLimiter; clock: Clock; secret: string }) => {
  const repo = createTrackingRepository(db);
  const tracking = createTrackingService({ repo, clock });
  const attribution = createAttributionService({ repo, limiter, clock, secret });
  return defineModule({
    tracking,
    attribution,
    routes: async (app) => {
      await app.register(trackingRoutes, { tracking, attribution });
    },
  });
};
