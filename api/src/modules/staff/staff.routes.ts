import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor, extractToken } from '../../plugins/auth';
import { ZStaffCreateBody, ZStaffLangBody, ZStaffLoginBody, ZStaffLoginOnlyBody, ZStaffSetRoleBody, type TStaffEnrolment, type TStaffLoginResult, type TStaffMe, type TStaffUser } from './staff.schemas';
import type { TStaffService } from './staff.service';

/**
 * Staff sign-in for the console (login + password + TOTP -> a session token sent as `Authorization: Bearer`),
 * the caller, sign-out, and staff accounts (admin role). Every other `/admin/*` route accepts the session too
 * (plugins/auth.ts).
 */
export const staffRoutes: FastifyPluginAsync<{ staff: TStaffService }> = async (app, { staff }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Not `admin`: this is how a staff member gets a session. Throttled per IP and per login in the service.
  r.post('/admin/staff/login', { schema: { body: ZStaffLoginBody } }, async (request) =>
    ok(request, (await staff.login({ ...request.body, ip: request.ip })) satisfies TStaffLoginResult),
  );
  r.post('/admin/staff/me', { config: { admin: true, role: 'viewer' }, schema: { body: ZEmptyBody } }, async (request) => {
    const s = request.staff;
    const me: TStaffMe = s
      ? { login: s.login, role: s.role, via: 'session', expiresAt: s.expiresAt.toISOString(), idleTimeoutS: Math.round(staff.idleTimeoutMs / 1000), lang: await staff.langOf(s.login) }
      : { login: adminActor(request), role: 'admin', via: 'token', expiresAt: null, idleTimeoutS: null, lang: null };
    return ok(request, me);
  });
  // The console language, kept per staff member (any role; the admin token has no account to keep it on).
  r.post('/admin/staff/set-lang', { config: { admin: true, role: 'viewer' }, schema: { body: ZStaffLangBody } }, async (request) => {
    if (request.staff) await staff.setLang(request.staff.login, request.body.lang);
    return ok(request, { lang: request.body.lang });
  });
  r.post('/admin/staff/logout', { config: { admin: true, role: 'viewer' }, schema: { body: ZEmptyBody } }, async (request) => {
    const token = extractToken(request.headers);
    if (request.staff && token) await staff.logout(token, request.staff.login);
    return ok(request, true);
  });

  const adminOnly = { admin: true, role: 'admin' } as const;
  r.post('/admin/staff/users/list', { config: adminOnly, schema: { body: ZEmptyBody } }, async (request) => ok(request, (await staff.list()) satisfies TStaffUser[]));
  r.post('/admin/staff/users/create', { config: adminOnly, schema: { body: ZStaffCreateBody } }, async (request) =>
    ok(request, (await staff.create({ ...request.body, actor: adminActor(request) })) satisfies TStaffEnrolment),
  );
  r.post('/admin/staff/users/set-role', { config: adminOnly, schema: { body: ZStaffSetRoleBody } }, async (request) =>
    ok(request, (await staff.setRole({ ...request.body, actor: adminActor(request) })) satisfies TStaffUser),
  );
  r.post('/admin/staff/users/disable', { config: adminOnly, schema: { body: ZStaffLoginOnlyBody } }, async (request) => {
    if (!request.body.login) throw new AppError('STAFF_NOT_FOUND');
    return ok(request, (await staff.disable({ login: request.body.login, actor: adminActor(request) })) satisfies TStaffUser);
  });
};
