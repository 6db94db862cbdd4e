import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, createTestDatabase, dialects, newDevice, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { SANDBOX_WELCOME_GRANT_MINOR } from '../../app';
import type { TUserInfo } from '../user/user.schemas';
import type { TLoginResult } from './auth.schemas';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

describe.each(dialects())('tourist session /sso/v2/login (%s)', (dialect) => {
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

  const login = (body: Record<string, unknown>, ip?: string) =>
    t.post<TLoginResult>('/sso/v2/login', { appId: '2000', ...body }, ip ? { ip } : {});

  it('counts a new device as a logged-in guest, and a device a member used as a returning, logged-out one', async () => {
    const fresh = await login({ deviceNumber: newDevice() });
    expect(fresh.body.resultData?.isNewUserLogin).toBe(true);

    // A member registered from this device (the register flow itself is covered by identity.routes.test).
    const device = newDevice();
    await login({ deviceNumber: device });
    await testDb.database.db.execute(sql`update users set role = 'member', mobile = ${`90532${String(Date.now()).slice(-7)}`} where device_number = ${device}`);
    const again = await login({ deviceNumber: device });
    expect(again.body.resultData).toMatchObject({ role: 'tourist', isNewUserLogin: false });
  });

  it('creates a tourist with a session on the first visit of a device', async () => {
    const res = await login({ deviceNumber: newDevice(), adid: 'adid-1', gaid: 'gaid-1', inviteUUID: 'friend-uuid' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: '200', success: true });
    const data = res.body.resultData;
    expect(data).toMatchObject({
      role: 'tourist',
      isNewUserLogin: true,
      newUserFlag: true,
      mobile: '',
      inviteUUID: 'friend-uuid',
      token: expect.stringMatching(/^[\w-]{43}$/) as string,
      sign: expect.stringMatching(/^[\w-]{43}$/) as string,
      uid: expect.any(String) as string,
      userid: expect.any(Number) as number,
      nikeName: expect.stringMatching(/^Misafir\d{6}$/) as string,
    });
    expect(Date.parse(data?.expiresAt ?? '') - t.clock.now().getTime()).toBe(7 * 24 * 3600 * 1000);
  });

  it('reuses the tourist for the same device, with a new token each time', async () => {
    const device = newDevice();
    const first = (await login({ deviceNumber: device })).body.resultData;
    const second = (await login({ deviceNumber: device })).body.resultData;
    expect(second?.userid).toBe(first?.userid);
    expect(second?.uid).toBe(first?.uid);
    expect(second?.newUserFlag).toBe(false);
    expect(second?.token).not.toBe(first?.token);
  });

  it('creates one tourist when a device starts twice at once', async () => {
    const device = newDevice();
    const [a, b] = await Promise.all([login({ deviceNumber: device }), login({ deviceNumber: device })]);
    expect(a.body.resultData?.userid).toBe(b.body.resultData?.userid);
  });

  it('gives a token that works on protected routes, from Authorization (with or without Bearer) or token', async () => {
    const data = (await login({ deviceNumber: newDevice() })).body.resultData;
    const token = data?.token ?? '';
    const cases: Array<Record<string, string>> = [{ authorization: token }, { authorization: `Bearer ${token}` }, { token }];
    for (const headers of cases) {
      const res = await t.post<TUserInfo>('/user/getUserInfo', {}, { headers });
      expect(res.status).toBe(200);
      expect(res.body.resultData).toMatchObject({ userid: data?.userid, role: 'tourist', totalAssets: Number(SANDBOX_WELCOME_GRANT_MINOR), vipLevel: 0, mobile: '' });
    }
  });

  it('answers 401 without a token, with a made-up token, and with "null"', async () => {
    const cases: Array<Record<string, string>> = [{}, { authorization: 'made-up-token' }, { authorization: 'null', token: 'undefined' }];
    for (const headers of cases) {
      const res = await t.post('/user/getUserInfo', {}, { headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ state: '401', success: false, code: 'UNAUTHORIZED', resultData: null });
    }
  });

  it('stores the token and sign only as sha256 hashes', async () => {
    const data = (await login({ deviceNumber: newDevice() })).body.resultData;
    const token = data?.token ?? '';
    const sign = data?.sign ?? '';
    const raw = await testDb.database.db.execute(sql`select token_hash, sign_hash from sessions where token_hash = ${sha256(token)}`);
    const rows = (raw as unknown as { rows: Array<{ token_hash: string; sign_hash: string }> }).rows;
    expect(rows).toEqual([{ token_hash: sha256(token), sign_hash: sha256(sign) }]);
    const leaked = await testDb.database.db.execute(
      sql`select count(*)::int as n from sessions where token_hash = ${token} or sign_hash = ${sign}`,
    );
    expect((leaked as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });

  it('expires the session after 7 days', async () => {
    const token = (await login({ deviceNumber: newDevice() })).body.resultData?.token ?? '';
    t.clock.advance(7 * 24 * 3600 * 1000 - 1000);
    expect((await t.post('/user/getUserInfo', {}, { token })).status).toBe(200);
    t.clock.advance(2000);
    expect((await t.post('/user/getUserInfo', {}, { token })).status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = (await login({ deviceNumber: newDevice() })).body.resultData?.token ?? '';
    const out = await t.post('/sso/logout', {}, { token });
    expect(out.status).toBe(200);
    expect(out.body.resultData).toBe(true);
    expect((await t.post('/user/getUserInfo', {}, { token })).status).toBe(401);
    // Logging out twice (or without a token) is harmless.
    expect((await t.post('/sso/logout', {}, { token })).status).toBe(200);
  });

  it.each([
    ['missing', {}],
    ['too short', { deviceNumber: 'abc' }],
    ['too long', { deviceNumber: 'x'.repeat(129) }],
    ['with spaces', { deviceNumber: 'has spaces inside' }],
    ['a number', { deviceNumber: 123456789 }],
  ])('refuses a device number that is %s', async (_name, body) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.msg).toContain('deviceNumber');
  });

  it('limits tourist starts per IP with a 429 envelope', async () => {
    const ip = '198.51.100.7';
    const limit = t.config.limits.touristLoginPerIpPerMinute;
    for (let i = 0; i < limit; i++) expect((await login({ deviceNumber: newDevice() }, ip)).status).toBe(200);
    const res = await login({ deviceNumber: newDevice() }, ip);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ state: '429', code: 'RATE_LIMITED', success: false });
    expect(res.raw.headers['retry-after']).toBeDefined();
    t.clock.advance(61_000);
    expect((await login({ deviceNumber: newDevice() }, ip)).status).toBe(200);
  });
});
