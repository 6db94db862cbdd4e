import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { safeEqual } from '../lib/crypto';
import { enforceRateLimits, type RateLimiter } from '../lib/rate-limiter';
import type { TSessionContext } from '../modules/auth/session.types';

/** The raw token from `Authorization` (with or without `Bearer `) or the `token` header. */
export const extractToken = (headers: FastifyRequest['headers']): string | null => {
  for (const raw of [headers.authorization, headers.token]) {
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().replace(/^Bearer\s+/i, '');
    // Browsers persist a missing token as the strings "null" / "undefined".
    if (value && value !== 'null' && value !== 'undefined' && value.length <= 512) return value;
  }
  return null;
};

/**
 * The caller's session on an `auth: 'required'` route (the plugin has already refused a request
 * without one). The one way a route reads who is calling.
 */
export const requireSession = (request: FastifyRequest): TSessionContext => {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
};

export interface AuthPluginOptions {
  resolveSession: (token: string) => Promise<TSessionContext | null>;
  adminToken: string;
  /** Staff routes are throttled per IP before the token is even compared. */
  limiter: RateLimiter;
  adminPerIpPerMinute: number;
}

/**
 * Resolves the caller's session on routes that declare `config.auth`, and guards staff routes
 * (`config.admin`) with the admin token, compared in constant time. Runs before the body is read.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { resolveSession, adminToken, limiter, adminPerIpPerMinute }) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config ?? {};
      if (config.admin) {
        await enforceRateLimits(limiter, [{ key: `admin:ip:${request.ip}`, limit: adminPerIpPerMinute, windowMs: 60_000 }]);
        const given = request.headers['x-admin-token'];
        if (typeof given !== 'string' || !safeEqual(given, adminToken)) throw new AppError('ADMIN_FORBIDDEN');
      }
      if (!config.auth) return;
      const token = extractToken(request.headers);
      request.session = token ? await resolveSession(token) : null;
      if (config.auth === 'required' && !request.session) throw new AppError('UNAUTHORIZED');
    });
  },
  { name: 'auth' },
);
