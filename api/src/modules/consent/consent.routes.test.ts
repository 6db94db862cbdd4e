import { sql } from 'drizzle-orm';
import type { ConsentStatus, LegalDocument } from '@casino/shared/contracts';
import { rowsOf } from '../../db/rows';
import { createTestApp, createTestDatabase, oneDialect, newIp, newPhone, newAzPhone, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { smsInbox } from '../../../test-support/sms-inbox';
import { identity } from '../../../test-support/identity';
import type { TLoginResult } from '../auth/auth.schemas';
import { walletHelpers } from '../wallet/wallet.test-helpers';

describe.each(oneDialect())('consent: terms and privacy notice (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let id: ReturnType<typeof identity>;
  let w: ReturnType<typeof walletHelpers>;
  let seq = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    // The SMS vendor is a third party: stood in here, so members can register.
    t = await createTestApp(testDb.database, { deps: { sms: smsInbox() } });
    id = identity(t);
    w = walletHelpers(t, testDb.database.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const consentsOf = async (userId: number) =>
    rowsOf<{ kind: string; version: number; market_id: string; source: string; ip: string | null; device_number: string | null; user_agent: string | null; lang: string }>(
      await testDb.database.db.execute(sql`select kind, version, market_id, source, ip, device_number, user_agent, lang from player_consents where user_id = ${userId} order by kind, id`),
    );
  const publish = (market: string, kind: 'terms' | 'privacy', lang = 'tk') =>
    t.post<LegalDocument>('/admin/legal/publish', { market, kind, lang, title: kind === 'terms' ? 'Kullanım Şartları' : 'Gizlilik ve KVKK Aydınlatma Metni', body: `Yeni sürüm ${++seq}.`, note: 'test' }, { headers: { 'x-admin-token': t.config.adminToken } });
  const register = (body: object, token?: string, lang = 'tk') => t.post<TLoginResult>('/sso/register', body, { ...(token ? { token } : {}), ip: newIp(), headers: { 'accept-language': lang, 'user-agent': 'jest-consent' } });
  const launchReal = (token: string, gameId: number) => t.post<{ url: string }>('/labelGame/getGameUrlByGame', { gameId, isReal: 1 }, { token });

  it('tells a registration the versions in force, without a session', async () => {
    const res = await t.post<ConsentStatus>('/legal/consent/current', {});
    expect(res.status).toBe(200);
    expect(res.body.resultData).toMatchObject({ market: 'tr', pending: false });
    expect(res.body.resultData!.texts.map((x) => [x.kind, x.version, x.acceptedVersion])).toEqual([
      ['privacy', 1, null],
      ['terms', 1, null],
    ]);
    expect((await t.post('/legal/consent/current', { market: 'xx' })).status).toBe(404);
  });

  it('refuses a registration without consent, with a forged or an unknown version, before the code is spent; records the accepted one', async () => {
    const guest = await id.tourist();
    const phone = newPhone();
    const verificationCode = await id.code(phone);
    const base = { mobile: phone, verificationCode, password: 'secret-pass-1', deviceNumber: guest.device };

    const missing = await register(base, guest.token);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'CONSENT_REQUIRED', msg: expect.stringContaining('Kullanım Şartları') });
    const onlyTerms = await register({ ...base, termsVersion: 1 }, guest.token, 'en');
    expect(onlyTerms.body).toMatchObject({ code: 'CONSENT_REQUIRED', msg: expect.stringContaining('privacy notice') });
    const forged = await register({ ...base, termsVersion: 99, privacyVersion: 1 }, guest.token);
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'CONSENT_VERSION_INVALID', msg: expect.stringContaining('bulunamadı') });
    for (const bad of [0, -1, 'abc', 1.5, '1; drop table users']) {
      const res = await register({ ...base, termsVersion: bad, privacyVersion: 1 }, guest.token, 'zh-CN');
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(await t.post('/user/getUserInfo', {}, { token: guest.token }).then((r) => (r.body.resultData as { role: string }).role)).toBe('tourist');

    // The same code still works: nothing above spent it.
    const ok = await register({ ...base, termsVersion: 1, privacyVersion: 1 }, guest.token);
    expect(ok.status).toBe(200);
    const rows = await consentsOf(ok.body.resultData!.userid);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'privacy', version: 1, market_id: 'tr', source: 'register', device_number: guest.device, user_agent: 'jest-consent', lang: 'tk' }),
      expect.objectContaining({ kind: 'terms', version: 1, market_id: 'tr', source: 'register' }),
    ]);
    expect(rows[0]!.ip).toMatch(/\d/);
    const status = await t.post<ConsentStatus>('/legal/consent/status', {}, { token: ok.body.resultData!.token });
    expect(status.body.resultData).toMatchObject({ pending: false, texts: [{ kind: 'privacy', acceptedVersion: 1 }, { kind: 'terms', acceptedVersion: 1 }] });
  });

  it('a guest binding a phone (becoming a member) accepts the terms; a phone login that creates a member without them must accept before real play', async () => {
    const guest = await id.tourist();
    const phone = newPhone();
    const code = await id.code(phone);
    const bare = await t.post('/user/bind-phone', { mobile: phone, verificationCode: code }, { token: guest.token });
    expect(bare.body).toMatchObject({ code: 'CONSENT_REQUIRED' });
    const bound = await t.post('/user/bind-phone', { mobile: phone, verificationCode: code, termsVersion: 1, privacyVersion: 1 }, { token: guest.token });
    expect(bound.status).toBe(200);
    expect((await consentsOf(guest.userid)).map((r) => [r.kind, r.source])).toEqual([
      ['privacy', 'bind'],
      ['terms', 'bind'],
    ]);

    // A new number proven by OTP on the login page becomes a member without the form: play waits for acceptance.
    const other = newPhone();
    const login = await t.post<TLoginResult>('/sso/loginNew', { mobile: other, verificationCode: await id.code(other) }, { ip: newIp() });
    expect(login.body.resultData).toMatchObject({ role: 'member', newUserFlag: true });
    const token = login.body.resultData!.token;
    await t.post('/protection/confirmAge', { birthDate: '1990-01-01' }, { token });
    const info = await t.post<{ termsPending: boolean }>('/user/getUserInfo', {}, { token });
    expect(info.body.resultData!.termsPending).toBe(true);
    const gameId = await w.gameIdOf('slots');
    const refused = await launchReal(token, gameId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'TERMS_NOT_ACCEPTED', msg: expect.stringContaining('Kullanım Şartları') });
    // A forged login consent is refused before the code is spent.
    const third = newPhone();
    const thirdCode = await id.code(third);
    expect((await t.post('/sso/loginNew', { mobile: third, verificationCode: thirdCode, termsVersion: 7, privacyVersion: 1 }, { ip: newIp() })).body.code).toBe('CONSENT_VERSION_INVALID');
    const withConsent = await t.post<TLoginResult>('/sso/loginNew', { mobile: third, verificationCode: thirdCode, termsVersion: 1, privacyVersion: 1 }, { ip: newIp() });
    expect(withConsent.status).toBe(200);
    expect((await consentsOf(withConsent.body.resultData!.userid)).map((r) => r.source)).toEqual(['login', 'login']);

    const accepted = await t.post<ConsentStatus>('/legal/consent/accept', { termsVersion: 1, privacyVersion: 1 }, { token });
    expect(accepted.body.resultData).toMatchObject({ pending: false });
    expect((await launchReal(token, gameId)).status).toBe(200);
  });

  it('new terms stop a member’s real-money launches and bets (not demo, not other markets) until accepted; an old version is refused', async () => {
    // A member of market az, playing a real game.
    const guest = await id.tourist(undefined, 'az');
    const phone = newAzPhone();
    const reg = await register({ mobile: phone, verificationCode: await id.code(phone, undefined, 'az'), deviceNumber: guest.device, birthDate: '1990-01-01', ...(await id.consent('az')) }, guest.token);
    expect(reg.status).toBe(200);
    const token = reg.body.resultData!.token;
    const p = await w.launch({ sessionToken: token });
    expect((await w.call('authenticate', { token: p.token })).body).toMatchObject({ status: 'OK' });
    const bet = (amountMinor: number) => w.call('bet', { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'AZN', roundId: `c-round-${++seq}`, transactionId: `c-bet-${++seq}`, amountMinor });
    expect((await bet(100)).body).toMatchObject({ status: 'OK' });
    // A tr player's session, launched before (real money is for members).
    const trPlayer = await w.launch();

    // Staff publish new Turkish terms in az; an English translation alone would not count.
    expect((await publish('az', 'terms', 'en')).status).toBe(200);
    expect((await bet(100)).body).toMatchObject({ status: 'OK' });
    expect((await publish('az', 'terms')).body.resultData).toMatchObject({ version: 2 });

    const before = (await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!;
    const refusedBet = await bet(100);
    expect(refusedBet.body).toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
    expect((await t.post<{ totalAssets: number; termsPending: boolean }>('/user/getUserInfo', {}, { token })).body.resultData).toMatchObject({ totalAssets: before.totalAssets, termsPending: true });
    const launch = await launchReal(token, p.gameId);
    expect(launch.status).toBe(403);
    expect(launch.body.code).toBe('TERMS_NOT_ACCEPTED');
    const sport = await t.post('/sport/getSportUrl', {}, { token, headers: { 'accept-language': 'en' } });
    expect(sport.body).toMatchObject({ code: 'TERMS_NOT_ACCEPTED', msg: expect.stringContaining('Terms of Use have changed') });
    // tr members are not touched by az's terms.
    const trPlayerBet = await w.call('authenticate', { token: trPlayer.token });
    expect(trPlayerBet.body).toMatchObject({ status: 'OK' });
    expect((await w.call('bet', { token: trPlayer.token, playerId: trPlayer.playerId, gameId: trPlayer.gameId, currency: 'TRY', roundId: `c-round-${++seq}`, transactionId: `c-bet-${++seq}`, amountMinor: 100 })).body).toMatchObject({ status: 'OK' });
    const trMember = await id.member(newPhone());
    expect((await launchReal(trMember.token, p.gameId)).status).toBe(200);

    // The dialog's answer: the status names the new version; the old one or a forged one is refused.
    const status = (await t.post<ConsentStatus>('/legal/consent/status', {}, { token })).body.resultData!;
    expect(status).toMatchObject({ market: 'az', pending: true });
    expect(status.texts.find((x) => x.kind === 'terms')).toMatchObject({ version: 2, acceptedVersion: 1 });
    const old = await t.post('/legal/consent/accept', { termsVersion: 1, privacyVersion: 1 }, { token, headers: { 'accept-language': 'en' } });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ code: 'CONSENT_VERSION_INVALID', msg: expect.stringContaining('new version') });
    expect((await t.post('/legal/consent/accept', { termsVersion: 3, privacyVersion: 1 }, { token })).body.code).toBe('CONSENT_VERSION_INVALID');
    expect((await t.post('/legal/consent/accept', { privacyVersion: 1 }, { token })).status).toBe(400);
    expect((await t.post('/legal/consent/accept', { termsVersion: 2, privacyVersion: 1 })).status).toBe(401);
    // A guest has nothing to accept.
    const guestAccept = await t.post('/legal/consent/accept', { termsVersion: 2, privacyVersion: 1 }, { token: (await id.tourist()).token });
    expect(guestAccept.status).toBe(403);

    const accepted = await t.post<ConsentStatus>('/legal/consent/accept', { termsVersion: 2, privacyVersion: 1 }, { token });
    expect(accepted.body.resultData).toMatchObject({ pending: false });
    expect((await bet(100)).body).toMatchObject({ status: 'OK' });
    expect((await launchReal(token, p.gameId)).status).toBe(200);
    expect((await consentsOf(reg.body.resultData!.userid)).filter((r) => r.kind === 'terms').map((r) => [r.version, r.source, r.market_id])).toEqual([
      [1, 'register', 'az'],
      [2, 'reaccept', 'az'],
    ]);
    const audit = await w.audit();
    expect(audit.sum).toBe(0n);
  });
});
