import { sql } from 'drizzle-orm';
import type { ProtectionStaffView, ProtectionStatus } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, dialects, newIp, newPhone, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { smsInbox } from '../../../test-support/sms-inbox';
import { identity } from '../../../test-support/identity';
import { walletHelpers } from '../wallet/wallet.test-helpers';

const HOUR = 60 * 60 * 1000;

describe.each(dialects())('player protection (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let w: ReturnType<typeof walletHelpers>;
  let id: ReturnType<typeof identity>;
  let seq = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    // The SMS vendor is a third party: stood in here, so members can register.
    t = await createTestApp(testDb.database, { deps: { sms: smsInbox() } });
    w = walletHelpers(t, testDb.database.db);
    id = identity(t);
  });
  afterEach(async () => {
    const audit = await w.audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const limits = async (token: string) => (await t.post<ProtectionStatus>('/protection/limits', {}, { token })).body.resultData!;
  const setLimit = (token: string, body: object, lang = 'en') => t.post<ProtectionStatus>('/protection/setLimit', body, { token, headers: { 'accept-language': lang } });
  /** A tourist in a real slot session the provider authenticated (18+ confirmed by the helper). */
  const player = async (sessionToken?: string) => {
    const p = await w.launch(sessionToken ? { sessionToken } : {});
    expect((await w.call('authenticate', { token: p.token })).body).toMatchObject({ status: 'OK' });
    return p;
  };
  type TPlayer = Awaited<ReturnType<typeof player>>;
  const bet = (p: TPlayer, amountMinor: number, roundId = `pp-round-${++seq}`) =>
    w.call('bet', { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY', roundId, transactionId: `pp-bet-${++seq}`, amountMinor });
  const win = (p: TPlayer, roundId: string, amountMinor: number) =>
    w.call('win', { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY', roundId, transactionId: `pp-win-${++seq}`, amountMinor, roundEnd: true });
  const balance = async (token: string) => (await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!.totalAssets;

  it('refuses negative, non-integer and malformed limits with a localized 400, and stores nothing', async () => {
    const p = await id.tourist();
    for (const body of [
      { kind: 'deposit', period: 'day', value: -100 },
      { kind: 'deposit', period: 'day', value: 10.5 },
      { kind: 'deposit', period: 'day', value: '12.50' },
      { kind: 'deposit', period: 'day', value: 0 },
      { kind: 'deposit', period: 'year', value: 100 },
      { kind: 'bonus', period: 'day', value: 100 },
      { kind: 'session', period: 'day', value: 999_999 },
      { kind: 'wager', period: 'day' },
    ]) {
      const res = await setLimit(p.token, body);
      expect([res.status, res.body.success]).toEqual([400, false]);
      expect(res.body.msg).not.toMatch(/^[A-Z_]+$/);
    }
    const tk = await setLimit(p.token, { kind: 'deposit', period: 'day', value: -1 }, 'tk');
    expect(tk.body.msg).toBe('Limit 0’dan büyük bir tam sayı (kuruş cinsinden) olmalıdır.');
    expect((await limits(p.token)).limits).toEqual([]);
  });

  it('lowers at once; a raise waits 24 h, and a second raise during the cooling-off starts it again', async () => {
    const p = await id.tourist();
    expect((await setLimit(p.token, { kind: 'deposit', period: 'week', value: 50_000 })).body.resultData!.limits[0]).toMatchObject({ kind: 'deposit', period: 'week', value: 50_000, pending: null });
    expect((await setLimit(p.token, { kind: 'deposit', period: 'week', value: 20_000 })).body.resultData!.limits[0]).toMatchObject({ value: 20_000, pending: null });
    const t0 = t.clock.now().getTime();
    const raised = (await setLimit(p.token, { kind: 'deposit', period: 'week', value: 80_000 })).body.resultData!.limits[0]!;
    expect(raised).toMatchObject({ value: 20_000, pending: { value: 80_000, effectiveAt: new Date(t0 + 24 * HOUR).toISOString() } });
    t.clock.advance(12 * HOUR);
    const again = (await setLimit(p.token, { kind: 'deposit', period: 'week', value: 100_000 })).body.resultData!.limits[0]!;
    expect(again).toMatchObject({ value: 20_000, pending: { value: 100_000, effectiveAt: new Date(t0 + 36 * HOUR).toISOString() } });
    t.clock.advance(13 * HOUR); // 25 h after the first raise: still the low limit
    expect((await limits(p.token)).limits[0]).toMatchObject({ value: 20_000, pending: { value: 100_000 } });
    t.clock.advance(11 * HOUR);
    expect((await limits(p.token)).limits[0]).toMatchObject({ value: 100_000, pending: null });
    // Removing waits too; lowering meanwhile applies at once and drops the pending removal.
    expect((await setLimit(p.token, { kind: 'deposit', period: 'week', value: null })).body.resultData!.limits[0]).toMatchObject({ value: 100_000, pending: { value: null } });
    expect((await setLimit(p.token, { kind: 'deposit', period: 'week', value: 30_000 })).body.resultData!.limits[0]).toMatchObject({ value: 30_000, pending: null });
    await setLimit(p.token, { kind: 'deposit', period: 'week', value: null });
    t.clock.advance(24 * HOUR);
    expect((await limits(p.token)).limits).toEqual([]);
  });

  it('refuses a bet over the remaining wager limit through the seamless wallet, moving nothing; the tightest limit wins', async () => {
    const p = await player();
    await setLimit(p.sessionToken, { kind: 'wager', period: 'month', value: 100_000 });
    await setLimit(p.sessionToken, { kind: 'wager', period: 'day', value: 1_000 });
    expect((await bet(p, 600)).body).toMatchObject({ status: 'OK' });
    const before = await balance(p.sessionToken);
    const refused = await bet(p, 401);
    expect([refused.status, refused.body.status, refused.body.code]).toEqual([403, 'ERROR', 'LIMIT_EXCEEDED']);
    expect(await balance(p.sessionToken)).toBe(before);
    // Exactly the rest is allowed.
    expect((await bet(p, 400)).body).toMatchObject({ status: 'OK' });
    expect((await limits(p.sessionToken)).limits.find((l) => l.period === 'day')).toMatchObject({ used: 1_000, remaining: 0 });
  });

  it('counts losses as bets minus wins from the rounds, never from the client', async () => {
    const p = await player();
    await setLimit(p.sessionToken, { kind: 'loss', period: 'day', value: 1_000 });
    const r1 = `pp-loss-${++seq}`;
    expect((await bet(p, 800, r1)).body).toMatchObject({ status: 'OK' });
    expect((await win(p, r1, 500)).body).toMatchObject({ status: 'OK' }); // loss 300
    expect((await bet(p, 700)).body).toMatchObject({ status: 'OK' }); // loss 1000
    expect((await bet(p, 1)).body).toMatchObject({ code: 'LIMIT_EXCEEDED' });
  });

  it('opens a new day at midnight in Istanbul (21:00 UTC), a new week on Monday and a new month on the 1st', async () => {
    const p = await player();
    const now = t.clock.now();
    // To 20:59:59 UTC of today = 23:59:59 in Istanbul.
    const toLocalMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21) - now.getTime();
    t.clock.advance(toLocalMidnight - 1_000);
    await setLimit(p.sessionToken, { kind: 'wager', period: 'day', value: 500 });
    expect((await bet(p, 500)).body).toMatchObject({ status: 'OK' });
    expect((await bet(p, 1)).body).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    t.clock.advance(1_000);
    expect((await bet(p, 500)).body).toMatchObject({ status: 'OK' });

    // The same member again (a new login) after each jump: game sessions last 4 h, logins 7 days.
    const m = await id.memberLogin(newPhone());
    const again = async () => player(await m.login());
    let q = await again();
    await setLimit(q.sessionToken, { kind: 'wager', period: 'week', value: 300 });
    await setLimit(q.sessionToken, { kind: 'wager', period: 'month', value: 600 });
    // To the next Sunday 23:59:59 local time (20:59:59 UTC).
    const at = t.clock.now();
    const daysToSunday = (7 - at.getUTCDay()) % 7;
    t.clock.advance(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + daysToSunday, 20, 59, 59) - at.getTime());
    q = await again();
    expect((await bet(q, 300)).body).toMatchObject({ status: 'OK' });
    expect((await bet(q, 1)).body).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    t.clock.advance(1_000); // Monday 00:00 in Istanbul
    const view = (await limits(q.sessionToken)).limits;
    expect(view.find((l) => l.period === 'week')).toMatchObject({ used: 0, remaining: 300 });
    const local = () => new Date(t.clock.now().getTime() + 3 * HOUR);
    // The month goes on, unless this Monday is the 1st.
    if (local().getUTCDate() !== 1) expect(view.find((l) => l.period === 'month')).toMatchObject({ used: 300, remaining: 300 });
    // To the last second of the local month, then across it.
    const monthEnd = Date.UTC(local().getUTCFullYear(), local().getUTCMonth() + 1, 1) - 3 * HOUR;
    t.clock.advance(monthEnd - 1_000 - t.clock.now().getTime());
    q = await again();
    const beforeEnd = (await limits(q.sessionToken)).limits.find((x) => x.period === 'month')!;
    expect(beforeEnd.used).toBeGreaterThanOrEqual(300);
    expect((await bet(q, beforeEnd.remaining! + 1)).body).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    t.clock.advance(1_000);
    expect((await limits(q.sessionToken)).limits.find((x) => x.period === 'month')).toMatchObject({ used: 0, remaining: 600 });
  });

  it('is race-safe: concurrent bets never pass the limit, and a bet racing a limit change sees it before or after', async () => {
    const p = await player();
    await setLimit(p.sessionToken, { kind: 'wager', period: 'day', value: 1_000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet(p, 300)));
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 'LIMIT_EXCEEDED')).toHaveLength(5);

    const q = await player();
    const [betAnswer, change] = await Promise.all([bet(q, 500), setLimit(q.sessionToken, { kind: 'wager', period: 'day', value: 100 })]);
    expect(change.status).toBe(200);
    const after = (await limits(q.sessionToken)).limits[0]!;
    if (betAnswer.body.status === 'OK') expect(after).toMatchObject({ used: 500, remaining: 0 });
    else expect([betAnswer.body.code, after.used]).toEqual(['LIMIT_EXCEEDED', 0]);
    expect((await bet(q, 1)).body.status === 'OK').toBe(after.used === 0);
  });

  it('a time-out closes every session at once: the old token is refused, login names the end, open games cannot bet but settle', async () => {
    const phone = newPhone();
    const m = await id.member(phone);
    const p = await player(m.token);
    const roundId = `pp-open-${++seq}`;
    expect((await bet(p, 100, roundId)).body).toMatchObject({ status: 'OK' });

    const excluded = await t.post<{ kind: string; endsAt: string }>('/protection/exclude', { kind: 'timeout', duration: '24h' }, { token: m.token });
    expect(excluded.body.resultData).toMatchObject({ kind: 'timeout', endsAt: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString() });
    expect((await t.post('/user/getUserInfo', {}, { token: m.token })).status).toBe(401);
    expect((await bet(p, 100)).body).toMatchObject({ status: 'ERROR', code: 'PLAYER_EXCLUDED' });
    expect((await win(p, roundId, 250)).body).toMatchObject({ status: 'OK' });

    // Login gives a restricted session (withdrawals and histories only) that names the end.
    const login = await t.post<{ token: string; restriction: unknown }>('/sso/loginNew', { mobile: phone, password: m.password }, { ip: newIp(), headers: { 'accept-language': 'en' } });
    expect([login.status, login.body.resultData?.restriction]).toEqual([200, { kind: 'timeout', endsAt: excluded.body.resultData!.endsAt }]);
    const refused = await t.post('/labelGame/getGameUrlByGame', { gameId: p.gameId, isReal: 1 }, { token: login.body.resultData!.token, headers: { 'accept-language': 'en' } });
    expect([refused.status, refused.body.code]).toEqual([403, 'PLAYER_EXCLUDED']);
    expect(refused.body.msg).toMatch(/^Your account is closed until \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}: this session can only withdraw, see your history and contact support\./);

    t.clock.advance(24 * HOUR + 1_000);
    const back = await t.post<{ restriction: unknown }>('/sso/loginNew', { mobile: phone, password: m.password }, { ip: newIp() });
    expect([back.status, back.body.resultData?.restriction]).toEqual([200, null]);
  });

  it('self-exclusion: only the listed durations, no way back in before its end, and no mail campaigns', async () => {
    const phone = newPhone();
    const m = await id.member(phone);
    const other = await id.tourist();
    await t.post('/protection/confirmAge', { birthDate: '1990-05-05' }, { token: m.token });
    expect((await t.post('/protection/exclude', { kind: 'timeout', duration: '3d' }, { token: other.token })).status).toBe(400);
    expect((await t.post('/protection/exclude', { kind: 'timeout', duration: '1y' }, { token: other.token })).status).toBe(400);
    const res = await t.post('/protection/exclude', { kind: 'self_exclusion', duration: 'indefinite' }, { token: m.token });
    expect(res.body.resultData).toMatchObject({ kind: 'self_exclusion', duration: 'indefinite', endsAt: null });
    t.clock.advance(400 * 24 * HOUR);
    const login = await t.post<{ token: string; restriction: unknown }>('/sso/loginNew', { mobile: phone, password: m.password }, { ip: newIp() });
    expect([login.status, login.body.resultData?.restriction]).toEqual([200, { kind: 'self_exclusion', endsAt: null }]);
    const deposit = await t.post('/recharge/createRechargeOrder', { channel: 'eft', amount: '100' }, { token: login.body.resultData!.token });
    expect([deposit.status, deposit.body.msg]).toEqual([403, 'Hesabınız süresiz olarak kapalı: bu oturumda yalnızca para çekme, hesap geçmişi ve destek açıktır. Oyun, para yatırma ve bonuslar kapalıdır.']);
    // No promotion either: the rewards of sign-in and mail are refused to the restricted session.
    expect((await t.post('/signInRecord/getSignInUpdate', {}, { token: login.body.resultData!.token })).body.code).toBe('PLAYER_EXCLUDED');

    const admin = { 'x-admin-token': t.config.adminToken };
    const sent = await t.post('/admin/mail/send', { title: 'Bonus', content: 'Hafta sonu bonusu', userIds: [Number(m.userid), Number(other.userid)] }, { headers: admin });
    expect(sent.status).toBe(200);
    const rows = (await testDb.database.db.execute(sql`select user_id::int as user_id from mail_messages where campaign_id = ${Number((sent.body.resultData as { id: number }).id)}`)) as unknown as { rows: Array<{ user_id: number }> };
    expect(rows.rows.map((r) => r.user_id)).toEqual([Number(other.userid)]);
  });

  it('the age gate: an invalid or under-18 birth date is refused; 18 today is accepted', async () => {
    const p = await id.tourist();
    const game = await w.gameIdOf('slots');
    const launch = await t.post('/labelGame/getGameUrlByGame', { gameId: game, isReal: 0 }, { token: p.token });
    expect([launch.status, launch.body.code]).toEqual([403, 'AGE_NOT_CONFIRMED']);
    expect((await t.post('/protection/confirmAge', { birthDate: '2001-02-29' }, { token: p.token })).status).toBe(400);
    expect((await t.post('/protection/confirmAge', { birthDate: 'yesterday' }, { token: p.token })).status).toBe(400);
    // Istanbul's date of today, 18 years ago, and one day later.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(t.clock.now());
    const [y, mo, d] = today.split('-').map(Number) as [number, number, number];
    const pad = (n: number) => String(n).padStart(2, '0');
    const tomorrow18 = new Date(Date.UTC(y - 18, mo - 1, d + 1)).toISOString().slice(0, 10);
    const under = await t.post('/protection/confirmAge', { birthDate: tomorrow18 }, { token: p.token });
    expect([under.status, under.body.code]).toEqual([400, 'AGE_UNDER_18']);
    expect((await t.post('/protection/confirmAge', { birthDate: `${y - 18}-${pad(mo)}-${pad(d)}` }, { token: p.token })).status).toBe(200);
    expect((await t.post('/labelGame/getGameUrlByGame', { gameId: game, isReal: 0 }, { token: p.token })).status).toBe(200);
  });

  it('registration asks the date of birth: under 18 is refused (localized, no account, the code still valid); 18+ is recorded for play', async () => {
    const phone = newPhone();
    const guest = await id.tourist();
    const code = await id.code(phone);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(t.clock.now());
    const [y, mo, d] = today.split('-').map(Number) as [number, number, number];
    const tomorrow18 = new Date(Date.UTC(y - 18, mo - 1, d + 1)).toISOString().slice(0, 10);
    const register = (birthDate: string, lang: string) =>
      t.post<{ token: string }>('/sso/register', { mobile: phone, verificationCode: code, password: 'secret-pass-1', deviceNumber: guest.device, birthDate, termsVersion: 1, privacyVersion: 1 }, { token: guest.token, ip: newIp(), headers: { 'accept-language': lang } });
    const under = await register(tomorrow18, 'tk');
    expect([under.status, under.body.code, under.body.msg]).toEqual([400, 'AGE_UNDER_18', '18 yaşından küçükler kayıt olamaz. Doğum tarihinize göre henüz 18 yaşında değilsiniz.']);
    expect((await register(tomorrow18, 'zh-CN')).body.msg).toBe('未满 18 岁不得注册。根据您的出生日期，您尚未年满 18 岁。');
    expect((await register('2001-02-29', 'en')).body).toMatchObject({ code: 'VALIDATION_FAILED', msg: 'Enter a valid date of birth (YYYY-MM-DD).' });
    expect((await t.post('/sso/loginNew', { mobile: phone, password: 'secret-pass-1' }, { ip: newIp() })).body.code).toBe('INVALID_CREDENTIALS');
    // The same code still registers an adult, whose birth date is the age gate: play without confirmAge.
    const ok = await register('1990-04-01', 'en');
    expect(ok.status).toBe(200);
    expect((await limits(ok.body.resultData!.token)).ageConfirmed).toBe(true);
    const game = await w.gameIdOf('slots');
    expect((await t.post('/labelGame/getGameUrlByGame', { gameId: game, isReal: 0 }, { token: ok.body.resultData!.token })).status).toBe(200);
  });

  it('staff read limits, exclusions and the audit trail (who, when, old, new) with the admin token only', async () => {
    const p = await id.tourist();
    await setLimit(p.token, { kind: 'loss', period: 'day', value: 5_000 });
    await setLimit(p.token, { kind: 'loss', period: 'day', value: 9_000 });
    expect((await t.post('/admin/protection/player', { userId: Number(p.userid) })).status).toBe(403);
    const view = await t.post<ProtectionStaffView>('/admin/protection/player', { userId: Number(p.userid) }, { headers: { 'x-admin-token': t.config.adminToken } });
    expect(view.body.resultData).toMatchObject({ userId: Number(p.userid), limits: [{ kind: 'loss', period: 'day', value: 5_000, pending: { value: 9_000 } }], exclusion: null, realityCheckMinutes: null });
    expect(view.body.resultData!.audit.map((a) => a.action)).toEqual(['limit.raise_requested', 'limit.set']);
    expect(view.body.resultData!.audit[0]).toMatchObject({ actor: 'player', oldValue: { value: '5000', pending: null }, newValue: { value: '5000', pending: { value: '9000' } } });
  });

  /** Plays for `minutes` minutes: a bet every minute (each one is activity). */
  const playFor = async (p: TPlayer, minutes: number) => {
    for (let i = 0; i < minutes; i++) {
      t.clock.advance(60_000);
      expect((await bet(p, 10)).body).toMatchObject({ status: 'OK' });
    }
  };

  it('a session past its time limit ends: time is summed over logins in the period, bets are refused, the next launch closes every session', async () => {
    const m = await id.memberLogin(newPhone());
    const guest = { token: await m.login() };
    const p = await player(guest.token);
    await setLimit(guest.token, { kind: 'session', period: 'day', value: 30 });
    await setLimit(guest.token, { kind: 'session', period: 'week', value: 600 });
    expect((await bet(p, 100)).body).toMatchObject({ status: 'OK' });
    await playFor(p, 20);
    expect((await limits(guest.token)).limits.find((l) => l.kind === 'session' && l.period === 'day')).toMatchObject({ used: 20, remaining: 10 });
    // A new login does not start the count again: the day's time is summed over every session.
    const second = await player(await m.login());
    await playFor(second, 9);
    t.clock.advance(60_000);
    expect((await bet(second, 100)).body).toMatchObject({ status: 'ERROR', code: 'LIMIT_EXCEEDED' });
    const launch = await t.post('/labelGame/getGameUrlByGame', { gameId: p.gameId, isReal: 1 }, { token: second.sessionToken, headers: { 'accept-language': 'en' } });
    expect([launch.status, launch.body.code, launch.body.msg]).toEqual([401, 'SESSION_LIMIT_REACHED', 'You have reached your session time limit; your session has ended.']);
    expect((await t.post('/user/getUserInfo', {}, { token: guest.token })).status).toBe(401);
    const third = { token: await m.login() };
    expect((await t.post('/labelGame/getGameUrlByGame', { gameId: p.gameId, isReal: 1 }, { token: third.token })).body.code).toBe('SESSION_LIMIT_REACHED');
  });

  it('session time: idle pauses do not count, and a span over Istanbul midnight counts in each day; the week and month go on', async () => {
    const m = await id.memberLogin(newPhone());
    // 23:50 in Istanbul before the next Monday the 1st: the day, the week and the month end at 00:00.
    const mondayFirst = (() => {
      const local = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Istanbul', weekday: 'short', day: 'numeric' });
      // Istanbul is UTC+3 all year: local midnight is 21:00 UTC the day before.
      for (let at = Math.ceil(t.clock.now().getTime() / (24 * HOUR)) * 24 * HOUR + 21 * HOUR; ; at += 24 * HOUR) {
        if (local.format(new Date(at + HOUR)) === '1 Mon') return at;
      }
    })();
    t.clock.advance(mondayFirst - 10 * 60_000 - t.clock.now().getTime());
    const guest = { token: await m.login() };
    const p = await player(guest.token);
    await setLimit(guest.token, { kind: 'session', period: 'day', value: 60 });
    await setLimit(guest.token, { kind: 'session', period: 'week', value: 600 });
    await setLimit(guest.token, { kind: 'session', period: 'month', value: 6000 });
    expect((await bet(p, 10)).body).toMatchObject({ status: 'OK' });
    await playFor(p, 8);
    // 23:58: 8 minutes today, this week, this month.
    const used = async () => Object.fromEntries((await limits(guest.token)).limits.map((l) => [l.period, l.used]));
    expect(await used()).toEqual({ day: 8, week: 8, month: 8 });
    await playFor(p, 4);
    // 00:02 on Monday 1 December: the new day, week and month have 2 minutes each.
    expect(await used()).toEqual({ day: 2, week: 2, month: 2 });
    // An hour away from the game does not count; playing again starts a new span.
    t.clock.advance(60 * 60_000);
    expect(await used()).toEqual({ day: 2, week: 2, month: 2 });
    const again = await player(await m.login());
    expect((await bet(again, 10)).body).toMatchObject({ status: 'OK' });
    await playFor(again, 3);
    expect(await used()).toEqual({ day: 5, week: 5, month: 5 });
  });

  it('reality checks: an interval of 15-120 minutes, and the session so far with the login before it', async () => {
    const device = `pp-reality-${++seq}-${dialect}`;
    const first = await id.tourist(device);
    t.clock.advance(60_000);
    const guest = await id.tourist(device);
    for (const minutes of [14, 121, 30.5, 'x']) expect((await t.post('/protection/setRealityCheck', { minutes }, { token: guest.token })).status).toBe(400);
    expect((await t.post<ProtectionStatus>('/protection/setRealityCheck', { minutes: 30 }, { token: guest.token })).body.resultData).toMatchObject({ realityCheckMinutes: 30 });
    const p = await player(guest.token);
    const roundId = `pp-reality-round-${++seq}`;
    await bet(p, 1_000, roundId);
    await win(p, roundId, 400);
    const session = (await t.post('/protection/session', {}, { token: guest.token })).body.resultData;
    expect(session).toMatchObject({ wageredMinor: 1_000, netMinor: -600, realityCheckMinutes: 30, startedAt: t.clock.now().toISOString() });
    expect(Date.parse((session as { previousLoginAt: string }).previousLoginAt)).toBe(t.clock.now().getTime() - 60_000);
    expect(first.token).not.toBe(guest.token);
  });

  it('a first registration has no previous login (the guest visits before it are none); the next login has one', async () => {
    const phone = newPhone();
    const guest = await id.tourist();
    t.clock.advance(60_000);
    const registered = await t.post<{ token: string }>(
      '/sso/register',
      { mobile: phone, verificationCode: await id.code(phone), password: 'secret-pass-1', birthDate: '1990-01-01', deviceNumber: guest.device, ...(await id.consent()) },
      { token: guest.token, ip: newIp() },
    );
    const first = (await t.post<{ previousLoginAt: string | null }>('/protection/session', {}, { token: registered.body.resultData!.token })).body.resultData;
    expect(first?.previousLoginAt).toBeNull();
    t.clock.advance(60_000);
    const again = await t.post<{ token: string }>('/sso/loginNew', { mobile: phone, password: 'secret-pass-1' }, { ip: newIp() });
    const second = (await t.post<{ previousLoginAt: string | null }>('/protection/session', {}, { token: again.body.resultData!.token })).body.resultData;
    expect(Date.parse(second!.previousLoginAt!)).toBe(t.clock.now().getTime() - 60_000);
  });

  it('history: deposits-to-bonuses of the last 6 months with limit changes, filterable by type', async () => {
    const p = await player();
    const roundId = `pp-history-${++seq}`;
    await bet(p, 700, roundId);
    await win(p, roundId, 1_500);
    await setLimit(p.sessionToken, { kind: 'wager', period: 'week', value: 90_000 });
    type THistory = { list: Array<{ kind: string; code: string; amountMinor: number | null; detail: string | null }>; truncated: boolean };
    const all = (await t.post<THistory>('/protection/history', {}, { token: p.sessionToken })).body.resultData!;
    expect(all.list.filter((e) => e.kind !== 'limit').map((e) => [e.kind, e.code, e.amountMinor])).toEqual([
      ['win', 'WIN', 1_500],
      ['bet', 'BET', -700],
      // The sandbox's welcome grant is test money, and says so.
      ['test', 'TEST_MONEY', 100_000],
    ]);
    expect(all.list.filter((e) => e.kind === 'limit').map((e) => [e.code, JSON.parse(e.detail ?? 'null') as unknown])).toEqual([
      ['limit.set', { kind: 'wager', period: 'week', value: '90000', pending: null }],
      ['age.confirmed', { birthDate: '1990-01-01' }],
    ]);
    const bets = (await t.post<THistory>('/protection/history', { kinds: ['bet', 'win'] }, { token: p.sessionToken })).body.resultData!;
    expect(bets.list.map((e) => e.kind)).toEqual(['win', 'bet']);
    const test = (await t.post<THistory>('/protection/history', { kinds: ['test'] }, { token: p.sessionToken })).body.resultData!;
    expect(test.list.map((e) => [e.kind, e.amountMinor])).toEqual([['test', 100_000]]);
    const now = t.clock.now().getTime();
    expect((await t.post('/protection/history', { startTime: now, endTime: now - 1 }, { token: p.sessionToken })).status).toBe(400);
    expect((await t.post('/protection/history', { startTime: now - 500 * 24 * HOUR, endTime: now }, { token: p.sessionToken })).status).toBe(400);
    expect((await t.post('/protection/history', { kinds: ['jackpot'] }, { token: p.sessionToken })).status).toBe(400);
  });
});
