import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { safeEqual } from '../lib/crypto';
import { enforceRateLimits, type RateLimiter } from '../lib/rate-limiter';
import { zText } from '../lib/schemas';
import type { TSessionContext } from '../modules/auth/session.types';
import { hasRole, requiredRole } from '../modules/staff/staff.roles';
import type { TStaffContext } from '../modules/staff/staff.service';

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

/** A CLI's `x-admin-actor`: one line of text (no control characters). */
const ZAdminActor = zText({ min: 1, max: 64 });

/**
 * Who acts on a staff route, for the audit: the staff member's login with a console session, else the
 * `x-admin-actor` the CLI sent (default 'admin'). With a session the plugin also overwrites the
 * `x-admin-actor` header with the login, so routes that read the header record the staff member too.
 */
export const adminActor = (request: FastifyRequest): string => {
  if (request.staff) return request.staff.login;
  const raw = request.headers['x-admin-actor'];
  const parsed = ZAdminActor.safeParse(typeof raw === 'string' ? raw.trim().slice(0, 64) : undefined);
  return parsed.success ? parsed.data : 'admin';
};

export interface AuthPluginOptions {
  resolveSession: (token: string) => Promise<TSessionContext | null>;
  /** A console session token -> the staff member, or null (unknown, expired, idle, revoked, disabled). */
  resolveStaff: (token: string) => Promise<TStaffContext | null>;
  adminToken: string;
  /** Staff routes are throttled per IP before the token is even compared. */
  limiter: RateLimiter;
  adminPerIpPerMinute: number;
}

/**
 * Resolves the caller's session on routes that declare `config.auth`, and guards staff routes
 * (`config.admin`): the admin token (the CLIs; compared in constant time; full rights), or a console
 * session (`Authorization: Bearer`) whose role covers the route's (staff.roles.ts `requiredRole`).
 * Runs before the body is read.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { resolveSession, resolveStaff, adminToken, limiter, adminPerIpPerMinute }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('staff', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config ?? {};
      if (config.admin) {
        await enforceRateLimits(limiter, [{ key: `admin:ip:${request.ip}`, limit: adminPerIpPerMinute, windowMs: 60_000 }]);
        const given = request.headers['x-admin-token'];
        const bearer = given === undefined ? extractToken(request.headers) : null;
        if (bearer) {
          const staff = await resolveStaff(bearer);
          if (!staff) throw new AppError('UNAUTHORIZED');
          const needed = requiredRole(request.routeOptions.url ?? request.url, config.role);
          if (!hasRole(staff.role, needed)) throw new AppError('FORBIDDEN', { messageKey: 'STAFF_ROLE_REQUIRED', params: { role: needed } });
          request.staff = staff;
          request.headers['x-admin-actor'] = staff.login;
        } else if (typeof given !== 'string' || !safeEqual(given, adminToken)) throw new AppError('ADMIN_FORBIDDEN');
      }
      if (!config.auth) return;
      const token = extractToken(request.headers);
      request.session = token ? await resolveSession(token) : null;
      if (config.auth === 'required' && !request.session) throw new AppError('UNAUTHORIZED');
    });
  },
  { name: 'auth' },
);
