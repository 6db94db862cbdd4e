import { sql } from 'drizzle-orm';
import {
  createTestApp,
  createTestDatabase,
  oneDialect,
  newIp,
  newPhone,
  startSandbox,
  type TestApp,
  type TestDatabase,
} from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import type { TUserInfo } from '../user/user.schemas';
import type { TLoginResult } from './auth.schemas';
import { OTP_TTL_MS } from './otp.service';

const rows = async <T>(testDb: TestDatabase, query: ReturnType<typeof sql>) =>
  ((await testDb.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(oneDialect())('identity: sms, register, login, modify (%s)', (dialect) => {
  /** The texts in force (the seed publishes version 1): a registration accepts them. */
  const terms = { termsVersion: 1, privacyVersion: 1 };
  let testDb: TestDatabase;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let t: TestApp;
  let id: ReturnType<typeof identity>;

  beforeAll(async () => {
    [testDb, sandbox] = await Promise.all([createTestDatabase(dialect), startSandbox()]);
    t = await createTestApp(testDb.database, { env: { SANDBOX_URL: sandbox.url } });
    id = identity(t);
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    await testDb?.drop();
  });

  describe('/sms/send and /sms/getTest', () => {
    it('sends a 6-digit code through the sandbox SMS service and answers the countdown (60)', async () => {
      const phone = newPhone();
      const res = await id.sendCode(phone);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: '200', success: true, resultData: 60 });
      expect(await id.lastCode(phone)).toMatch(/^\d{6}$/);
    });

    it('treats a phone with and without the 90 prefix as the same number', async () => {
      const phone = newPhone();
      await id.sendCode(`90${phone}`);
      const code = await id.lastCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      expect(await id.lastCode(`+90 ${phone}`)).toBe(code);
    });

    it('answers null when no code was sent', async () => {
      expect(await id.lastCode(newPhone())).toBeNull();
    });

    it('stores only a hash of the code', async () => {
      const phone = newPhone();
      const code = await id.code(phone);
      const stored = await rows<{ code_hash: string }>(testDb, sql`select code_hash from otp_codes where phone = ${`90${phone}`}`);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0]?.code_hash).not.toContain(code);
    });

    it.each([['123'], ['abcdefghij'], ['905'], ['+90 123 456 78 90 12']])('refuses the phone %j with a localized 400', async (tel) => {
      const res = await id.sendCode(tel);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', msg: 'Geçersiz numara. Cep telefonu numaranızı kontrol edin.' });
    });

    it('limits resends per phone: one per 60 s, five per hour (429 with Retry-After)', async () => {
      const phone = newPhone();
      expect((await id.sendCode(phone)).status).toBe(200);
      const again = await id.sendCode(phone);
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ state: '429', success: false, code: 'RATE_LIMITED' });
      expect(again.body.msg).toMatch(/\d+ saniye sonra tekrar deneyin/);
      expect(Number(again.raw.headers['retry-after'])).toBeGreaterThan(0);
      for (let i = 0; i < 4; i++) {
        t.clock.advance(61_000);
        expect((await id.sendCode(phone)).status).toBe(200);
      }
      t.clock.advance(61_000);
      expect((await id.sendCode(phone)).status).toBe(429);
      t.clock.advance(3_600_000);
      expect((await id.sendCode(phone)).status).toBe(200);
    });

    it('limits sends per IP', async () => {
      const ip = newIp();
      for (let i = 0; i < t.config.limits.otpSendPerIpPerHour; i++) expect((await id.sendCode(newPhone(), ip)).status).toBe(200);
      const res = await t.post('/sms/send', { tel: newPhone() }, { ip, headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(429);
      expect(res.body.msg).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    });
  });

  describe('/sso/register', () => {
    it('turns the tourist into a member, keeping device and invite, with a fresh token', async () => {
      const guest = await id.tourist();
      const phone = newPhone();
      const verificationCode = await id.code(phone);
      const res = await t.post<TLoginResult>(
        '/sso/register',
        { mobile: phone, verificationCode, password: 'pass-word-1', deviceNumber: guest.device, ...terms },
        { token: guest.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.resultData).toMatchObject({
        userid: guest.userid,
        role: 'member',
        mobile: `90${phone}`,
        isNewUserLogin: true,
        newUserFlag: true,
        inviteUUID: 'invite-abc',
        deviceNumber: guest.device,
      });
      const token = res.body.resultData?.token ?? '';
      expect(token).not.toBe(guest.token);
      expect((await t.post('/user/getUserInfo', {}, { token: guest.token })).status).toBe(401);
      const info = await t.post<TUserInfo>('/user/getUserInfo', {}, { token });
      expect(info.body.resultData).toMatchObject({ role: 'member', mobile: `90${phone}`, inviteUUID: 'invite-abc', isNewUserLogin: true });
      // The device starts a new tourist next time (the old one is now the member).
      const next = await id.tourist(guest.device);
      expect(next.userid).not.toBe(guest.userid);
    });

    it('stores the password as an argon2id hash', async () => {
      const phone = newPhone();
      await id.member(phone, 'plain-text-pw');
      const [user] = await rows<{ password_hash: string }>(testDb, sql`select password_hash from users where mobile = ${`90${phone}`}`);
      expect(user?.password_hash).toMatch(/^\$argon2id\$/);
      expect(user?.password_hash).not.toContain('plain-text-pw');
    });

    it('registers without a tourist session too', async () => {
      const phone = newPhone();
      const verificationCode = await id.code(phone);
      const res = await t.post<TLoginResult>('/sso/register', { mobile: phone, verificationCode, ...terms });
      expect(res.status).toBe(200);
      expect(res.body.resultData).toMatchObject({ role: 'member', mobile: `90${phone}`, nikeName: `Oyuncu${phone.slice(-4)}` });
    });

    it('refuses a wrong code, then still accepts the right one', async () => {
      const phone = newPhone();
      const code = await id.code(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const bad = await t.post('/sso/register', { mobile: phone, verificationCode: wrong, ...terms });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'INVALID_CODE', msg: 'Doğrulama kodu hatalı veya süresi dolmuş. Lütfen yeni bir kod isteyin.' });
      expect((await t.post('/sso/register', { mobile: phone, verificationCode: code, ...terms })).status).toBe(200);
    });

    it('refuses a code used twice', async () => {
      const phone = newPhone();
      const code = await id.code(phone);
      expect((await t.post('/sso/register', { mobile: phone, verificationCode: code, ...terms })).status).toBe(200);
      const reuse = await t.post('/sso/loginNew', { mobile: phone, verificationCode: code });
      expect(reuse.status).toBe(400);
      expect(reuse.body.code).toBe('INVALID_CODE');
    });

    it('refuses an expired code (5 minutes)', async () => {
      const phone = newPhone();
      const code = await id.code(phone);
      t.clock.advance(OTP_TTL_MS + 1000);
      const res = await t.post('/sso/register', { mobile: phone, verificationCode: code, ...terms });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CODE');
    });

    it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
      const phone = newPhone();
      const code = await id.code(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect((await t.post('/sso/register', { mobile: phone, verificationCode: wrong, ...terms }, { ip: newIp() })).body.code).toBe('INVALID_CODE');
      }
      const right = await t.post('/sso/register', { mobile: phone, verificationCode: code, ...terms }, { ip: newIp() });
      expect(right.status).toBe(400);
      expect(right.body.code).toBe('INVALID_CODE');
    });

    it('replaces the open code when a new one is sent', async () => {
      const phone = newPhone();
      const first = await id.code(phone);
      t.clock.advance(61_000);
      const second = await id.code(phone);
      if (first !== second) {
        expect((await t.post('/sso/register', { mobile: phone, verificationCode: first, ...terms })).body.code).toBe('INVALID_CODE');
      }
      expect((await t.post('/sso/register', { mobile: phone, verificationCode: second, ...terms })).status).toBe(200);
    });

    it('answers 409 PHONE_TAKEN for a registered phone (after the OTP proves ownership)', async () => {
      const phone = newPhone();
      await id.member(phone);
      t.clock.advance(61_000);
      const code = await id.code(phone);
      const res = await t.post('/sso/register', { mobile: phone, verificationCode: code, ...terms });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('PHONE_TAKEN');
    });

    it.each([
      ['a short password', { password: '123' }, 'Şifre 6 ile 64 karakter arasında olmalıdır.'],
      ['a 3-digit code', { verificationCode: '123' }, 'Lütfen doğrulama kodunu girin (4-6 hane).'],
      ['a 7-digit code', { verificationCode: '1234567' }, 'Lütfen doğrulama kodunu girin (4-6 hane).'],
      ['no code', { verificationCode: undefined }, 'Lütfen doğrulama kodunu girin (4-6 hane).'],
    ])('refuses %s with a localized 400', async (_name, patch, msg) => {
      const res = await t.post('/sso/register', { mobile: newPhone(), verificationCode: '123456', ...patch, ...terms });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', msg });
    });
  });

  describe('/sso/loginNew', () => {
    it('logs in with phone + password (with or without 90)', async () => {
      const phone = newPhone();
      const m = await id.member(phone, 'my-password');
      for (const mobile of [phone, `90${phone}`]) {
        const res = await t.post<TLoginResult>('/sso/loginNew', { mobile, password: 'my-password' }, { ip: newIp() });
        expect(res.status).toBe(200);
        expect(res.body.resultData).toMatchObject({ userid: m.userid, role: 'member', mobile: `90${phone}`, isNewUserLogin: true, newUserFlag: false });
      }
    });

    it('answers the same INVALID_CREDENTIALS for a wrong password and an unknown phone', async () => {
      const phone = newPhone();
      await id.member(phone, 'my-password');
      const wrong = await t.post('/sso/loginNew', { mobile: phone, password: 'not-my-password' }, { ip: newIp() });
      const unknown = await t.post('/sso/loginNew', { mobile: newPhone(), password: 'not-my-password' }, { ip: newIp() });
      const tooShort = await t.post('/sso/loginNew', { mobile: phone, password: 'x' }, { ip: newIp() });
      for (const res of [wrong, unknown, tooShort]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ state: '400', success: false, resultData: null, code: 'INVALID_CREDENTIALS', msg: 'Telefon numarası veya şifre hatalı.' });
      }
    });

    it('refuses an OTP-only member logging in by password, with the same answer', async () => {
      const phone = newPhone();
      await t.post('/sso/register', { mobile: phone, verificationCode: await id.code(phone), ...terms });
      const res = await t.post('/sso/loginNew', { mobile: phone, password: 'anything-1' }, { ip: newIp() });
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
    });

    it('limits password guesses per phone (429)', async () => {
      const phone = newPhone();
      await id.member(phone, 'my-password');
      for (let i = 0; i < 10; i++) {
        expect((await t.post('/sso/loginNew', { mobile: phone, password: `guess-${i}` }, { ip: newIp() })).status).toBe(400);
      }
      const res = await t.post('/sso/loginNew', { mobile: phone, password: 'my-password' }, { ip: newIp() });
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('RATE_LIMITED');
    });

    it('limits logins per IP (429)', async () => {
      const ip = newIp();
      for (let i = 0; i < t.config.limits.loginPerIpPerMinute; i++) {
        await t.post('/sso/loginNew', { mobile: newPhone(), password: 'whatever-1' }, { ip });
      }
      expect((await t.post('/sso/loginNew', { mobile: newPhone(), password: 'whatever-1' }, { ip })).status).toBe(429);
    });

    it('logs in with phone + OTP', async () => {
      const phone = newPhone();
      const m = await id.member(phone);
      t.clock.advance(61_000);
      const res = await t.post<TLoginResult>('/sso/loginNew', { mobile: phone, verificationCode: await id.code(phone) });
      expect(res.status).toBe(200);
      expect(res.body.resultData).toMatchObject({ userid: m.userid, role: 'member', newUserFlag: false });
    });

    it('creates the member when an OTP proves an unknown phone (switch account via phone)', async () => {
      const guest = await id.tourist();
      const phone = newPhone();
      const res = await t.post<TLoginResult>('/sso/loginNew', { mobile: phone, verificationCode: await id.code(phone) }, { token: guest.token });
      expect(res.status).toBe(200);
      expect(res.body.resultData).toMatchObject({ userid: guest.userid, role: 'member', mobile: `90${phone}`, newUserFlag: true });
    });

    it('asks for a code or a password when neither is given', async () => {
      const res = await t.post('/sso/loginNew', { mobile: newPhone() }, { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', msg: 'Enter a verification code or a password.' });
    });
  });

  describe('/sso/modify and /sso/logout', () => {
    it('changes the password after an OTP and revokes the other sessions', async () => {
      const phone = newPhone();
      const m = await id.member(phone, 'old-password');
      const other = await t.post<TLoginResult>('/sso/loginNew', { mobile: phone, password: 'old-password' }, { ip: newIp() });
      t.clock.advance(61_000);
      const res = await t.post('/sso/modify', { mobile: phone, verificationCode: await id.code(phone), password: 'new-password' }, { token: m.token });
      expect(res.status).toBe(200);
      expect(res.body.resultData).toBe(true);
      expect((await t.post('/user/getUserInfo', {}, { token: m.token })).status).toBe(200);
      expect((await t.post('/user/getUserInfo', {}, { token: other.body.resultData?.token ?? '' })).status).toBe(401);
      expect((await t.post('/sso/loginNew', { mobile: phone, password: 'old-password' }, { ip: newIp() })).body.code).toBe('INVALID_CREDENTIALS');
      expect((await t.post('/sso/loginNew', { mobile: phone, password: 'new-password' }, { ip: newIp() })).status).toBe(200);
    });

    it('refuses a wrong code and tells an unknown phone only after a valid OTP', async () => {
      const phone = newPhone();
      const bad = await t.post('/sso/modify', { mobile: phone, verificationCode: '123456', password: 'new-password' });
      expect(bad.body.code).toBe('INVALID_CODE');
      const res = await t.post('/sso/modify', { mobile: phone, verificationCode: await id.code(phone), password: 'new-password' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('NOT_REGISTERED');
    });

    it('revokes a member token on logout', async () => {
      const m = await id.member(newPhone());
      expect((await t.post('/sso/logout', {}, { token: `Bearer ${m.token}` })).status).toBe(200);
      expect((await t.post('/user/getUserInfo', {}, { token: m.token })).status).toBe(401);
    });
  });
});

describe('identity in production mode', () => {
  let testDb: TestDatabase;
  let t: TestApp;
  const sent: Array<{ to: string; text: string }> = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(oneDialect()[0]);
    t = await createTestApp(testDb.database, {
      env: { APP_MODE: 'production', ADMIN_TOKEN: 'a'.repeat(32), SANDBOX_SHARED_SECRET: 'b'.repeat(32), APP_SECRET: 'c'.repeat(32), PREVIEW_SECRET: 'd'.repeat(32) },
      deps: {
        sms: {
          send: async (message) => {
            sent.push(message);
          },
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('has no /sms/getTest (404), while /sms/send works through the gateway', async () => {
    const phone = newPhone();
    expect((await t.post('/sms/send', { tel: phone })).body.resultData).toBe(60);
    expect(sent.at(-1)?.to).toBe(`90${phone}`);
    expect(sent.at(-1)?.text).toMatch(/Doğrulama kodunuz: \d{6}\./);
    const res = await t.post('/sms/getTest', { tel: phone });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('answers 503 SMS_UNAVAILABLE when the gateway fails, and the code is not usable', async () => {
    const failing = await createTestApp(testDb.database, {
      deps: {
        sms: {
          send: () => Promise.reject(new Error('vendor down')),
        },
      },
    });
    const res = await failing.post('/sms/send', { tel: newPhone() });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ state: '503', code: 'SMS_UNAVAILABLE' });
    await failing.close();
  });
});
