import { createHmac } from 'node:crypto';
import type { AttributionToken } from '@casino/shared/contracts';
import type { Clock } from '../../lib/clock';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import type { TTrackingRepository } from './tracking.repository';
import type { TAttributionQuery } from './tracking.schemas';

/** A device starts the attribution service once per page load at most: this is generous and stops a flood of made-up devices. */
export const ATTRIBUTION_CALLS_PER_IP_PER_MINUTE = 60;

/**
 * The embedded attribution service (spec section 1): the device's advertising ids and ad click ids are
 * recorded at its first touch only, and only with consent; every call answers the device's token.
 */
export const createAttributionService = (deps: {
  repo: Pick<TTrackingRepository, 'insertFirstTouch'>;
  limiter: RateLimiter;
  clock: Clock;
  /** The server's secret: the token is derived from the device, so it is the same on every call, stored or not. */
  secret: string;
}) => {
  const tokenOf = (deviceNumber: string): string =>
    createHmac('sha256', deps.secret).update(`attribution:${deviceNumber}`).digest('base64url');

  return {
    async token(input: TAttributionQuery & { userId: number | null; ip: string }): Promise<AttributionToken> {
      await enforceRateLimits(deps.limiter, [{ key: `attribution:ip:${input.ip}`, limit: ATTRIBUTION_CALLS_PER_IP_PER_MINUTE, windowMs: 60_000 }]);
      const token = tokenOf(input.deviceNumber);
      // consent=0: the player chose "necessary only"; the token is answered, nothing about the device is kept.
      if (!input.consent) return { token, recorded: false };
      const recorded = await deps.repo.insertFirstTouch({
        deviceNumber: input.deviceNumber,
        userId: input.userId,
        adid: input.adid,
        gaid: input.gaid,
        fbclid: input.fbclid,
        gclid: input.gclid,
        ttclid: input.ttclid,
        createdAt: deps.clock.now(),
      });
      return { token, recorded };
    },
  };
};

export type TAttributionService = ReturnType<typeof createAttributionService>;
