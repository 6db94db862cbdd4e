import devStaffModule from '@casino/tools/dev-staff.cjs';
import { sql } from 'drizzle-orm';
import { DEV_ADMIN_TOKEN } from '../../config';
import { createTestApp, createTestDatabase, dialects, newIp, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { TRegistryAuditEntry } from '../platform/platform.schemas';
import type { TStaffEnrolment, TStaffLoginResult, TStaffMe, TStaffUser } from './staff.schemas';
import { totpAt } from './totp';

const adminToken = { headers: { 'x-admin-token': DEV_ADMIN_TOKEN, 'x-admin-actor': 'bootstrap' } };
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const STEP_MS = 30_000;

let loginCounter = 0;
const newLogin = (prefix: string) => `${prefix}.${process.pid % 1000}.${++loginCounter}`;

describe.each(dialects())('staff console sign-in and roles (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const enrol = async (role: 'viewer' | 'operator' | 'admin', prefix: string = role): Promise<TStaffEnrolment> => {
    const res = await t.post<TStaffEnrolment>('/admin/staff/users/create', { login: newLogin(prefix), role }, adminToken);
    expect(res.status).toBe(200);
    return res.body.resultData!;
  };
  /** Signs in with the code of the current step; moves the clock one step on first so no code is reused. */
  const signIn = async (who: TStaffEnrolment, overrides: { password?: string; totp?: string; ip?: string } = {}) => {
    t.clock.advance(STEP_MS);
    return t.post<TStaffLoginResult>(
      '/admin/staff/login',
      { login: who.user.login, password: overrides.password ?? who.password, totp: overrides.totp ?? totpAt(who.totpSecret, t.clock.now()) },
      { ip: overrides.ip ?? newIp() },
    );
  };
  const session = async (who: TStaffEnrolment): Promise<string> => {
    const res = await signIn(who);
    expect(res.status).toBe(200);
    return res.body.resultData!.token;
  };

  it('enrols with the admin token: the password and TOTP secret are shown once, stored hashed and encrypted', async () => {
    const who = await enrol('operator');
    expect(who.user).toMatchObject({ role: 'operator', disabled: false, createdBy: 'bootstrap' });
    expect(who.password.length).toBeGreaterThanOrEqual(20);
    expect(who.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(who.otpauthUri).toContain(`secret=${who.totpSecret}`);
    const row = (await testDb.database.db.execute(sql`select password_hash, totp_secret_enc from staff_users where login = ${who.user.login}`)) as unknown as {
      rows: Array<{ password_hash: string; totp_secret_enc: string }>;
    };
    expect(row.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.rows[0]?.totp_secret_enc).not.toContain(who.totpSecret);
    const list = await t.post<TStaffUser[]>('/admin/staff/users/list', {}, adminToken);
    expect(JSON.stringify(list.body.resultData)).not.toContain(who.totpSecret);
    expect(list.body.resultData?.find((u) => u.login === who.user.login)).toEqual(who.user);

    const again = await t.post('/admin/staff/users/create', { login: who.user.login.toUpperCase(), role: 'viewer' }, adminToken);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('STAFF_LOGIN_TAKEN');
    const bad = await t.post('/admin/staff/users/create', { login: 'x', role: 'boss', password: 'short' }, adminToken);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('signs in with password and TOTP; the session opens staff routes and /me names the staff member', async () => {
    const who = await enrol('operator');
    const res = await signIn(who);
    expect(res.status).toBe(200);
    expect(res.body.resultData).toMatchObject({ login: who.user.login, role: 'operator', via: 'session', idleTimeoutS: 1800 });
    const token = res.body.resultData!.token;
    const me = await t.post<TStaffMe>('/admin/staff/me', {}, bearer(token));
    expect(me.body.resultData).toMatchObject({ login: who.user.login, role: 'operator', via: 'session' });
    expect((await t.post('/admin/registry/list', {}, bearer(token))).status).toBe(200);
    const viaToken = await t.post<TStaffMe>('/admin/staff/me', {}, adminToken);
    expect(viaToken.body.resultData).toMatchObject({ login: 'bootstrap', role: 'admin', via: 'token' });
  });

  it('refuses a request without a session, or with an unknown token', async () => {
    const none = await t.post('/admin/registry/list', {});
    expect(none.status).toBe(403);
    expect(none.body.code).toBe('ADMIN_FORBIDDEN');
    const unknown = await t.post('/admin/registry/list', {}, bearer('not-a-session-token'));
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('UNAUTHORIZED');
  });

  it('ends a session after the idle timeout, at its absolute lifetime, and at logout', async () => {
    const who = await enrol('viewer');
    const idle = await session(who);
    t.clock.advance(29 * 60_000);
    expect((await t.post('/admin/staff/me', {}, bearer(idle))).status).toBe(200);
    t.clock.advance(29 * 60_000); // active 29 min ago: still alive
    expect((await t.post('/admin/staff/me', {}, bearer(idle))).status).toBe(200);
    t.clock.advance(31 * 60_000);
    const expired = await t.post('/admin/staff/me', {}, bearer(idle));
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('UNAUTHORIZED');

    const busy = await session(who);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect((await t.post('/admin/staff/me', {}, bearer(busy))).status).toBe(200);
    }
    t.clock.advance(20 * 60_000);
    expect((await t.post('/admin/staff/me', {}, bearer(busy))).status).toBe(401);

    const out = await session(who);
    expect((await t.post('/admin/staff/logout', {}, bearer(out))).body.resultData).toBe(true);
    expect((await t.post('/admin/staff/me', {}, bearer(out))).status).toBe(401);
  });

  it('lets a viewer read but not change; an operator changes, audited under the staff login whatever x-admin-actor says', async () => {
    const viewer = await session(await enrol('viewer'));
    expect((await t.post('/admin/registry/list', {}, bearer(viewer))).status).toBe(200);
    expect((await t.post('/admin/registry/audit', {}, bearer(viewer))).status).toBe(200);
    const refused = await t.post('/admin/registry/disable', { market: 'tr', remote: 'wheel' }, { headers: { authorization: `Bearer ${viewer}`, 'accept-language': 'en' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', msg: 'This needs the operator role.' });
    expect((await t.post('/admin/support/reply', { userId: 1, text: 'hi' }, bearer(viewer))).status).toBe(403);

    const operatorWho = await enrol('operator');
    const operator = await session(operatorWho);
    const changed = await t.post('/admin/registry/disable', { market: 'tr', remote: 'wheel' }, { headers: { authorization: `Bearer ${operator}`, 'x-admin-actor': 'someone-else' } });
    expect(changed.status).toBe(200);
    await t.post('/admin/registry/enable', { market: 'tr', remote: 'wheel' }, adminToken);
    const audit = await t.post<TRegistryAuditEntry[]>('/admin/registry/audit', { market: 'tr' }, bearer(viewer));
    const actors = (audit.body.resultData ?? []).filter((e) => e.remoteName === 'wheel').map((e) => e.actor);
    expect(actors.slice(0, 2)).toEqual(['bootstrap', operatorWho.user.login]);
    // Staff accounts are the admin role's.
    expect((await t.post('/admin/staff/users/list', {}, bearer(operator))).status).toBe(403);
  });

  it('refuses a wrong password, a wrong TOTP code and an unknown login with one answer', async () => {
    const who = await enrol('operator');
    const wrongPassword = await signIn(who, { password: 'not-the-password' });
    const wrongCode = await signIn(who, { totp: totpAt(who.totpSecret, new Date(t.clock.now().getTime() + 5 * STEP_MS)) });
    const unknown = await t.post('/admin/staff/login', { login: 'nobody.here', password: who.password, totp: '123456' }, { ip: newIp() });
    for (const res of [wrongPassword, wrongCode, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
    }
    expect(wrongPassword.body.msg).toBe(wrongCode.body.msg);
    const malformed = await t.post('/admin/staff/login', { login: who.user.login, password: who.password, totp: '12ab56' }, { ip: newIp() });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    expect(t.logs.some((l) => l.msg === 'staff sign-in refused: wrong TOTP code' && l.login === who.user.login)).toBe(true);
    expect(JSON.stringify(t.logs)).not.toContain(who.password);
  });

  it('refuses a TOTP code used once already, and an older one after a newer one', async () => {
    const who = await enrol('operator');
    t.clock.advance(STEP_MS);
    const code = totpAt(who.totpSecret, t.clock.now());
    const body = { login: who.user.login, password: who.password, totp: code };
    expect((await t.post('/admin/staff/login', body, { ip: newIp() })).status).toBe(200);
    const replay = await t.post('/admin/staff/login', body, { ip: newIp(), headers: { 'accept-language': 'en' } });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'INVALID_CREDENTIALS', msg: 'This verification code was already used; wait for the next one.' });
    // Still inside the ±1 step window, but the step is spent.
    t.clock.advance(STEP_MS);
    expect((await t.post('/admin/staff/login', body, { ip: newIp() })).status).toBe(400);
    expect((await t.post('/admin/staff/login', { ...body, totp: totpAt(who.totpSecret, t.clock.now()) }, { ip: newIp() })).status).toBe(200);
    // Two sign-ins racing with one fresh code: exactly one wins.
    t.clock.advance(STEP_MS);
    const fresh = { ...body, totp: totpAt(who.totpSecret, t.clock.now()) };
    const raced = await Promise.all([t.post('/admin/staff/login', fresh, { ip: newIp() }), t.post('/admin/staff/login', fresh, { ip: newIp() })]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('disables an account: no sign-in, its sessions end; an admin cannot disable or demote themselves', async () => {
    const adminWho = await enrol('admin');
    const admin = await session(adminWho);
    const who = await enrol('operator');
    const live = await session(who);
    const disabled = await t.post<TStaffUser>('/admin/staff/users/disable', { login: who.user.login }, bearer(admin));
    expect(disabled.body.resultData).toMatchObject({ login: who.user.login, disabled: true });
    expect((await t.post('/admin/staff/me', {}, bearer(live))).status).toBe(401);
    const again = await signIn(who);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('STAFF_DISABLED');

    expect((await t.post('/admin/staff/users/disable', { login: adminWho.user.login }, bearer(admin))).body.code).toBe('CONFLICT');
    expect((await t.post('/admin/staff/users/set-role', { login: adminWho.user.login, role: 'viewer' }, bearer(admin))).body.code).toBe('CONFLICT');
    expect((await t.post('/admin/staff/users/set-role', { login: 'no.such.login', role: 'viewer' }, bearer(admin))).body.code).toBe('STAFF_NOT_FOUND');
  });

  it('applies a new role at the next request', async () => {
    const who = await enrol('operator');
    const token = await session(who);
    expect((await t.post('/admin/support/reply', { userId: 999_999, text: 'hi' }, bearer(token))).status).toBe(404);
    expect((await t.post<TStaffUser>('/admin/staff/users/set-role', { login: who.user.login, role: 'viewer' }, adminToken)).body.resultData?.role).toBe('viewer');
    expect((await t.post('/admin/support/reply', { userId: 999_999, text: 'hi' }, bearer(token))).status).toBe(403);
  });

  it('seeds the sandbox demo account with the published secrets, and disables it in production mode', async () => {
    const { DEV_STAFF } = devStaffModule;
    await t.app.staff.ensureDevAccount(DEV_STAFF);
    await t.app.staff.ensureDevAccount(DEV_STAFF); // every start: idempotent
    const demo = { user: { login: DEV_STAFF.login }, password: DEV_STAFF.password, totpSecret: DEV_STAFF.totpSecret } as TStaffEnrolment;
    const ok = await signIn(demo);
    expect(ok.body.resultData).toMatchObject({ login: DEV_STAFF.login, role: 'admin' });
    expect(await t.app.staff.disableDevAccount(DEV_STAFF.login)).toBe(true);
    expect(await t.app.staff.disableDevAccount(DEV_STAFF.login)).toBe(false);
    expect((await t.post('/admin/staff/me', {}, bearer(ok.body.resultData!.token))).status).toBe(401);
    expect((await signIn(demo)).body.code).toBe('STAFF_DISABLED');
    // An account staff made themselves is never touched by it.
    const own = await enrol('admin', 'own');
    expect(await t.app.staff.disableDevAccount(own.user.login)).toBe(false);
  });

  it('rate-limits sign-in per IP and per login (429, before the password is checked)', async () => {
    const ip = newIp();
    const who = await enrol('viewer');
    for (let i = 0; i < 10; i += 1) expect((await t.post('/admin/staff/login', { login: newLogin('ghost'), password: 'x', totp: '000000' }, { ip })).status).toBe(400);
    const limitedIp = await signIn(who, { ip });
    expect(limitedIp.status).toBe(429);
    expect(limitedIp.body.code).toBe('RATE_LIMITED');
    expect(limitedIp.raw.headers['retry-after']).toBeDefined();

    const target = await enrol('viewer');
    for (let i = 0; i < 10; i += 1) expect((await t.post('/admin/staff/login', { login: target.user.login, password: 'guess-' + i, totp: '000000' }, { ip: newIp() })).status).toBe(400);
    // Even the right password and code wait for the window: guessing from many addresses gains nothing.
    expect((await signIn(target)).status).toBe(429);
    t.clock.advance(15 * 60_000);
    expect((await signIn(target)).status).toBe(200);
  });
});
