import { sql } from 'drizzle-orm';
import {
  createTestApp,
  createTestDatabase,
  oneDialect,
  newDevice,
  newPhone, newIp,
  startSandbox,
  type TestApp,
  type TestDatabase,
} from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import { SANDBOX_WELCOME_GRANT_MINOR } from '../../app';
import type { TProfile, TUserInfo } from './user.schemas';

/** Field names of spec section 3 that getUserInfo answers. */
const specUserFields = [
  'appId', 'userid', 'nikeName', 'role', 'uid', 'adid', 'gaid', 'deviceNumber', 'abMode', 'accountIdentification',
  'accountIfsc', 'accountNumber', 'accountPhone', 'agentType', 'bankStatus', 'email', 'firstRecharge', 'id', 'mobile',
  'name', 'totalAssets', 'vipLevel', 'vipUrl', 'withdrawPwdStatus', 'isNewUserLogin', 'newUserFlag', 'uuId', 'inviteUUID', 'isOld',
];

describe.each(oneDialect())('user endpoints (%s)', (dialect) => {
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

  describe('/user/getUserInfo', () => {
    it('answers the spec user state, with mobile prefixed 90 and integer minor-unit totalAssets', async () => {
      const phone = newPhone();
      const m = await id.member(phone);
      const res = await t.post<TUserInfo>('/user/getUserInfo', {}, { token: m.token });
      expect(res.status).toBe(200);
      const info = res.body.resultData;
      for (const field of specUserFields) expect(info).toHaveProperty(field);
      expect(info).toMatchObject({ appId: '2000', userid: m.userid, role: 'member', mobile: `90${phone}`, vipLevel: 0, totalAssets: Number(SANDBOX_WELCOME_GRANT_MINOR) });
      expect(Number.isInteger(info?.totalAssets)).toBe(true);
    });

    it('answers 401 for a revoked or unknown token', async () => {
      const res = await t.post('/user/getUserInfo', {}, { token: 'x'.repeat(43) });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    });
  });

  describe('profile, editprofile, rename', () => {
    it('reads and edits only the caller\'s own profile', async () => {
      const a = await id.member(newPhone());
      const b = await id.member(newPhone());
      const edited = await t.post<TProfile>('/user/editprofile', { name: 'Ayşe Yılmaz', email: 'ayse@example.com', userid: b.userid }, { token: a.token });
      expect(edited.status).toBe(200);
      expect(edited.body.resultData).toMatchObject({ userid: a.userid, name: 'Ayşe Yılmaz', email: 'ayse@example.com' });
      const bProfile = await t.post<TProfile>('/user/profile', {}, { token: b.token });
      expect(bProfile.body.resultData).toMatchObject({ userid: b.userid, name: '', email: '' });
      const aProfile = await t.post<TProfile>('/user/profile', {}, { token: a.token });
      expect(aProfile.body.resultData?.name).toBe('Ayşe Yılmaz');
    });

    it('renames the caller', async () => {
      const guest = await id.tourist();
      const res = await t.post('/user/rename', { nikeName: '  Şanslı Kedi ' }, { token: guest.token });
      expect(res.body.resultData).toEqual({ nikeName: 'Şanslı Kedi' });
      const info = await t.post<TUserInfo>('/user/getUserInfo', {}, { token: guest.token });
      expect(info.body.resultData?.nikeName).toBe('Şanslı Kedi');
    });

    it.each([
      ['/user/rename', { nikeName: 'x' }, 'Takma ad 2 ile 32 karakter arasında olmalıdır.'],
      ['/user/rename', { nikeName: '<script>' }, 'Takma ad 2 ile 32 karakter arasında olmalıdır.'],
      ['/user/rename', {}, 'Takma ad 2 ile 32 karakter arasında olmalıdır.'],
      ['/user/editprofile', { email: 'not-an-email' }, 'Lütfen geçerli bir e-posta adresi girin.'],
    ])('refuses bad input on %s with a localized 400', async (url, body, msg) => {
      const guest = await id.tourist();
      const res = await t.post(url, body, { token: guest.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', msg });
    });

    it.each(['/user/profile', '/user/editprofile', '/user/rename', '/user/bind-phone', '/user/uploadLoginLog'])(
      '%s needs a session (401)',
      async (url) => {
        const res = await t.post(url, {});
        expect(res.status).toBe(401);
      },
    );
  });

  describe('/user/bind-phone', () => {
    it('binds a phone proven by OTP; a tourist becomes a member who can log in by OTP', async () => {
      const guest = await id.tourist();
      const phone = newPhone();
      const res = await t.post('/user/bind-phone', { mobile: phone, verificationCode: await id.code(phone), ...terms }, { token: guest.token });
      expect(res.status).toBe(200);
      // The guest's generated name ('Misafir…') becomes the player's own, as at registration.
      expect(res.body.resultData).toEqual({ mobile: `90${phone}`, role: 'member', nikeName: `Oyuncu${phone.slice(-4)}` });
      const info = await t.post<TUserInfo>('/user/getUserInfo', {}, { token: guest.token });
      expect(info.body.resultData).toMatchObject({ mobile: `90${phone}`, role: 'member', isNewUserLogin: true, nikeName: `Oyuncu${phone.slice(-4)}` });
      t.clock.advance(61_000);
      const login = await t.post('/sso/loginNew', { mobile: phone, verificationCode: await id.code(phone) });
      expect(login.body.resultData).toMatchObject({ userid: guest.userid });
    });

    it('keeps a name the guest chose when the guest binds a phone', async () => {
      const guest = await id.tourist();
      expect((await t.post('/user/rename', { nikeName: 'Şanslı Kedi' }, { token: guest.token })).status).toBe(200);
      const phone = newPhone();
      const res = await t.post('/user/bind-phone', { mobile: phone, verificationCode: await id.code(phone), ...terms }, { token: guest.token });
      expect(res.body.resultData).toMatchObject({ role: 'member', nikeName: 'Şanslı Kedi' });
    });

    it('refuses a wrong code', async () => {
      const guest = await id.tourist();
      const phone = newPhone();
      const code = await id.code(phone);
      const res = await t.post('/user/bind-phone', { mobile: phone, verificationCode: code === '999999' ? '111111' : '999999', ...terms }, { token: guest.token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CODE');
    });

    it('revokes every other session: a tourist token issued before the bind no longer acts as the member', async () => {
      const device = newDevice();
      const tab1 = await id.tourist(device);
      const tab2 = await id.tourist(device);
      const phone = newPhone();
      const res = await t.post('/user/bind-phone', { mobile: phone, verificationCode: await id.code(phone), ...terms }, { token: tab1.token });
      expect(res.status).toBe(200);
      expect((await t.post('/user/getUserInfo', {}, { token: tab2.token })).status).toBe(401);
      expect((await t.post<TUserInfo>('/user/getUserInfo', {}, { token: tab1.token })).body.resultData).toMatchObject({ role: 'member' });
    });

    it('moves a member to another phone only with proof of the current phone or the password', async () => {
      const oldPhone = newPhone();
      const m = await id.member(oldPhone, 'member-pass-1');
      const elsewhere = (await t.post<{ token: string }>('/sso/loginNew', { mobile: oldPhone, password: 'member-pass-1' }, { ip: newIp() })).body.resultData!.token;
      const newPhoneA = newPhone();
      t.clock.advance(61_000);
      // The new phone's code alone is not enough, and is not consumed by the refusal.
      const codeA = await id.code(newPhoneA);
      const bare = await t.post('/user/bind-phone', { mobile: newPhoneA, verificationCode: codeA, ...terms }, { token: m.token });
      expect(bare.status).toBe(400);
      expect(bare.body.msg).toMatch(/mevcut numaranıza/);
      const wrongPassword = await t.post('/user/bind-phone', { mobile: newPhoneA, verificationCode: codeA, password: 'not-the-password', ...terms }, { token: m.token });
      expect(wrongPassword.status).toBe(400);
      expect((await t.post<TUserInfo>('/user/getUserInfo', {}, { token: m.token })).body.resultData!.mobile).toBe(`90${oldPhone}`);
      // With the password: moved, and the other device's session is gone.
      const moved = await t.post('/user/bind-phone', { mobile: newPhoneA, verificationCode: codeA, password: 'member-pass-1', ...terms }, { token: m.token });
      expect(moved.status).toBe(200);
      expect((await t.post('/user/getUserInfo', {}, { token: elsewhere })).status).toBe(401);
      // With a code sent to the current phone.
      const newPhoneB = newPhone();
      t.clock.advance(61_000);
      const currentCode = await id.code(newPhoneA);
      const codeB = await id.code(newPhoneB);
      const movedAgain = await t.post('/user/bind-phone', { mobile: newPhoneB, verificationCode: codeB, currentVerificationCode: currentCode, ...terms }, { token: m.token });
      expect(movedAgain.status).toBe(200);
      expect((await t.post<TUserInfo>('/user/getUserInfo', {}, { token: m.token })).body.resultData!.mobile).toBe(`90${newPhoneB}`);
    });

    it("refuses another member's phone with 409", async () => {
      const phone = newPhone();
      await id.member(phone);
      const guest = await id.tourist();
      t.clock.advance(61_000);
      const res = await t.post('/user/bind-phone', { mobile: phone, verificationCode: await id.code(phone), ...terms }, { token: guest.token });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('PHONE_TAKEN');
    });
  });

  describe('/user/checkOldUser', () => {
    it('is false for a new device, true for a device a member used, false for that member logged in', async () => {
      expect((await t.post('/user/checkOldUser', { deviceNumber: newDevice() })).body.resultData).toBe(false);
      const m = await id.member(newPhone());
      expect((await t.post('/user/checkOldUser', { deviceNumber: m.device })).body.resultData).toBe(true);
      const guest = await id.tourist(m.device);
      expect((await t.post('/user/checkOldUser', { deviceNumber: m.device }, { token: guest.token })).body.resultData).toBe(true);
      // getUserInfo agrees with the tourist login: a returning device's guest is not logged in.
      const returning = await t.post<TUserInfo>('/user/getUserInfo', {}, { token: guest.token });
      expect(returning.body.resultData).toMatchObject({ role: 'tourist', isNewUserLogin: false, isOld: true });
      const fresh = await id.tourist();
      const freshInfo = await t.post<TUserInfo>('/user/getUserInfo', {}, { token: fresh.token });
      expect(freshInfo.body.resultData).toMatchObject({ role: 'tourist', isNewUserLogin: true, isOld: false });
      expect((await t.post('/user/checkOldUser', { deviceNumber: m.device }, { token: m.token })).body.resultData).toBe(false);
    });

    it('needs a device number', async () => {
      expect((await t.post('/user/checkOldUser', {})).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('/user/uploadLoginLog and /tracking/uploadTrack', () => {
    it('records a login log for the caller', async () => {
      const phone = newPhone();
      const m = await id.member(phone);
      const res = await t.post('/user/uploadLoginLog', { mobile: phone }, { token: m.token });
      expect(res.body.resultData).toBe(true);
      const rows = (await testDb.database.db.execute(sql`select mobile from login_logs where user_id = ${m.userid}`)) as unknown as {
        rows: Array<{ mobile: string }>;
      };
      expect(rows.rows).toEqual([{ mobile: phone }]);
    });

    it('records track events with or without a session', async () => {
      const guest = await id.tourist();
      expect((await t.post('/tracking/uploadTrack', { eventType: '2', eventId: 3 }, { token: guest.token })).body.resultData).toBe(true);
      expect((await t.post('/tracking/uploadTrack', { eventType: '2', eventId: 2 })).body.resultData).toBe(true);
      const rows = (await testDb.database.db.execute(
        sql`select user_id, event_id from tracking_events where event_type = '2' order by id desc limit 2`,
      )) as unknown as { rows: Array<{ user_id: number | string | null; event_id: string }> };
      expect(rows.rows.map((r) => [r.user_id === null ? null : Number(r.user_id), r.event_id])).toEqual([
        [null, '2'],
        [guest.userid, '3'],
      ]);
    });

    it('refuses a track event without its fields', async () => {
      const res = await t.post('/tracking/uploadTrack', { eventType: '2' });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('eventId');
    });
  });

  describe('endpoints of later issues answer empty data', () => {
    it.each([
      ['/labelGame/getFavoriteGames', {}],
      ['/signInConfig/getSignInConfig', {}],
      ['/signInRecord/getSignInRecord', {}],
      ['/pddPrizeConfig/getUserUUID', {}],
      ['/mail/list', {}],
    ])('%s: a valid envelope for a session, 401 without', async (url, body) => {
      const guest = await id.tourist();
      const res = await t.post(url, body, { token: guest.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: '200', success: true });
      expect(res.body.resultData).not.toBeUndefined();
      expect((await t.post(url, body)).status).toBe(401);
    });

    it('/signInRecord/getSignInUpdate: a guest is asked to verify a phone (the reward is bonus money for members), 401 without', async () => {
      const guest = await id.tourist();
      const res = await t.post('/signInRecord/getSignInUpdate', {}, { token: guest.token, headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ state: '403', success: false, code: 'BONUS_PHONE_REQUIRED', msg: 'Verify your phone number to take this bonus.' });
      expect((await t.post('/signInRecord/getSignInUpdate', {})).status).toBe(401);
    });

    it('answers the sign-in data and prize info shapes of the spec', async () => {
      const guest = await id.tourist();
      const record = await t.post('/signInRecord/getSignInRecord', { userId: guest.userid }, { token: guest.token });
      expect(record.body.resultData).toMatchObject({ picksNew: [], bsignInToday: false });
      const prize = await t.post('/pddPrizeConfig/getUserUUID', { userId: String(guest.userid) }, { token: guest.token });
      expect(prize.body.resultData).toEqual({ uuid: guest.uuId });
    });

    it("refuses another user's userId with 403 (a user reads only their own records)", async () => {
      const a = await id.tourist();
      const b = await id.tourist();
      for (const url of ['/signInRecord/getSignInRecord', '/signInRecord/getSignInUpdate', '/pddPrizeConfig/getUserUUID']) {
        const res = await t.post(url, { userId: b.userid }, { token: a.token });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    });
  });
});
