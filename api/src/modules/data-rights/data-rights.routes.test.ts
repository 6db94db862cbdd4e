import { sql } from 'drizzle-orm';
import type { AccountClosed, AccountClosureCheck, DataExport } from '@casino/shared/contracts';
import { rowsOf } from '../../db/rows';
import { createTestApp, createTestDatabase, oneDialect, newIp, newPhone, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { smsInbox } from '../../../test-support/sms-inbox';
import { identity } from '../../../test-support/identity';
import type { TLoginResult } from '../auth/auth.schemas';
import { walletHelpers } from '../wallet/wallet.test-helpers';

describe.each(oneDialect())('KVKK data rights: export and account closure (%s)', (dialect) => {
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
  afterEach(async () => {
    const audit = await w.audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  /** A member who played one real round (a bet and a win of nothing): money history, a round, consents, logins. */
  const memberWhoPlayed = async () => {
    const phone = newPhone();
    const m = await id.member(phone);
    const p = await w.launch({ sessionToken: m.token });
    await w.call('authenticate', { token: p.token });
    const roundId = `dr-round-${++seq}`;
    expect((await w.call('bet', { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY', roundId, transactionId: `dr-bet-${++seq}`, amountMinor: 250 })).body).toMatchObject({ status: 'OK' });
    expect((await w.call('win', { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY', roundId, transactionId: `dr-win-${++seq}`, amountMinor: 0, roundEnd: true })).body).toMatchObject({ status: 'OK' });
    await t.post('/support/send', { text: `Merhaba ${seq}` }, { token: m.token });
    return { ...m, phone, roundId, p };
  };
  const exportOf = (token: string, body: object = {}, lang = 'tk') => t.post<DataExport>('/user/dataExport', body, { token, headers: { 'accept-language': lang } });

  it('exports the caller’s own data as one readable document: profile, logins, money, rounds, consents, limits; no secrets', async () => {
    const a = await memberWhoPlayed();
    await t.post('/protection/setLimit', { kind: 'deposit', period: 'day', value: 50_000 }, { token: a.token });
    const res = await exportOf(a.token);
    expect(res.status).toBe(200);
    const data = res.body.resultData!;
    expect(data).toMatchObject({ format: 'casino-data-export', formatVersion: 1, profile: { mobile: `90${a.phone}`, role: 'member', birth_date: '1990-01-01' } });
    expect(data.notes.join(' ')).toMatch(/minor units/);
    const s = data.sections;
    for (const name of ['logins', 'moneyHistory', 'gameRounds', 'sportTickets', 'cashierOrders', 'mail', 'support', 'consents', 'attributionTouches', 'protectionLimits']) expect(s).toHaveProperty(name);
    expect(s.logins!.length).toBeGreaterThan(0);
    expect(s.moneyHistory!.map((r) => r.code)).toEqual(expect.arrayContaining(['BET', 'TEST_MONEY']));
    expect(s.moneyHistory!.find((r) => r.code === 'BET')).toMatchObject({ direction: 'out', amount_minor: '250' });
    expect(s.gameRounds!.map((r) => r.round_id)).toContain(a.roundId);
    expect(s.consents!.map((r) => [r.kind, r.version, r.source])).toEqual(expect.arrayContaining([['terms', 1, 'register'], ['privacy', 1, 'register']]));
    expect(s.protectionLimits!).toEqual([expect.objectContaining({ kind: 'deposit', period: 'day', value: '50000' })]);
    const text = JSON.stringify(data);
    for (const secret of ['password_hash', 'token_hash', 'sign_hash', 'code_hash', 'withdraw_pwd', 'request_hash', a.password]) expect(text).not.toContain(secret);
  });

  it('never exports another player’s data: a userId of someone else is refused, and nothing of theirs is in one’s own export', async () => {
    const a = await memberWhoPlayed();
    const b = await memberWhoPlayed();
    const other = await exportOf(a.token, { userId: b.userid }, 'en');
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: 'FORBIDDEN', success: false, resultData: null });
    expect((await exportOf(a.token, { userId: String(b.userid) })).status).toBe(403);
    expect((await exportOf(a.token, { userId: '1 or 1=1' })).status).toBe(400);
    expect((await t.post('/user/dataExport', {})).status).toBe(401);
    const own = JSON.stringify((await exportOf(a.token, { userId: a.userid })).body.resultData);
    expect(own).toContain(a.roundId);
    expect(own).not.toContain(b.roundId);
    expect(own).not.toContain(b.phone);
    expect(own).not.toContain(`player:${b.userid}:`);
  });

  it('refuses to close an account that holds money, saying to withdraw first; spends no code and closes nothing', async () => {
    const m = await id.member(newPhone());
    const check = await t.post<AccountClosureCheck>('/user/closeAccount/check', {}, { token: m.token });
    expect(check.body.resultData).toMatchObject({ canClose: false, blockers: ['balance'], proof: 'password', cashMinor: 100_000 });
    const res = await t.post('/user/closeAccount', { password: m.password }, { token: m.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ACCOUNT_NOT_EMPTY', msg: expect.stringContaining('bakiyenizi çekin') });
    const en = await t.post('/user/closeAccount', { password: m.password }, { token: m.token, headers: { 'accept-language': 'en' } });
    expect(en.body.msg).toMatch(/Withdraw it before closing/);
    expect((await t.post('/user/getUserInfo', {}, { token: m.token })).status).toBe(200);
    const closed = rowsOf<{ closed_at: unknown }>(await testDb.database.db.execute(sql`select closed_at from users where id = ${m.userid}`));
    expect(closed[0]!.closed_at).toBeNull();
    // A guest has no account to close.
    expect((await t.post('/user/closeAccount/check', {}, { token: (await id.tourist()).token })).status).toBe(403);
  });

  it('closes an empty account after the password: audited for staff, every session ends, login is refused with a clear message', async () => {
    const m = await id.member(newPhone());
    const second = await t.post<TLoginResult>('/sso/loginNew', { mobile: m.mobile, password: m.password }, { ip: newIp() });
    expect(second.status).toBe(200);
    // Spend the sandbox welcome money in losing rounds (a VIP level reward may pay some back), so nothing is left.
    const p = await w.launch({ sessionToken: m.token });
    await w.call('authenticate', { token: p.token });
    for (let round = 0; round < 5; round++) {
      const cash = (await t.post<{ cashAssets: number }>('/user/getUserInfo', {}, { token: m.token })).body.resultData!.cashAssets;
      if (cash === 0) break;
      const roundId = `dr-round-${++seq}`;
      expect((await w.call('bet', { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY', roundId, transactionId: `dr-bet-${++seq}`, amountMinor: cash })).body).toMatchObject({ status: 'OK' });
      await w.call('win', { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY', roundId, transactionId: `dr-win-${++seq}`, amountMinor: 0, roundEnd: true });
    }
    expect((await t.post<AccountClosureCheck>('/user/closeAccount/check', {}, { token: m.token })).body.resultData).toMatchObject({ canClose: true, blockers: [] });

    const noProof = await t.post('/user/closeAccount', {}, { token: m.token });
    expect(noProof.body).toMatchObject({ code: 'VALIDATION_FAILED', msg: expect.stringContaining('şifrenizi') });
    const wrong = await t.post('/user/closeAccount', { password: 'not-the-password' }, { token: m.token });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    const other = await t.post('/user/closeAccount', { password: m.password, userId: m.userid + 1 }, { token: m.token });
    expect(other.status).toBe(403);

    const res = await t.post<AccountClosed>('/user/closeAccount', { password: m.password, reason: 'Ara vermek istiyorum.' }, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.resultData!.closedAt).toMatch(/^\d{4}-/);
    // Every session ended, this one and the other device's.
    expect((await t.post('/user/getUserInfo', {}, { token: m.token })).status).toBe(401);
    expect((await t.post('/user/getUserInfo', {}, { token: second.body.resultData!.token })).status).toBe(401);
    // Login is refused, by password or by code, in the player's language.
    const login = await t.post('/sso/loginNew', { mobile: m.mobile, password: m.password }, { ip: newIp(), headers: { 'accept-language': 'en' } });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'ACCOUNT_CLOSED', msg: expect.stringContaining('This account is closed') });
    t.clock.advance(61_000); // the registration's code was sent a moment ago: the resend gap
    const otp = await t.post('/sso/loginNew', { mobile: m.mobile, verificationCode: await id.code(m.mobile) }, { ip: newIp() });
    expect(otp.body.code).toBe('ACCOUNT_CLOSED');
    // Staff see it in the player 360: the status and the audit line.
    const admin = { headers: { 'x-admin-token': t.config.adminToken } };
    const profile = await t.post<{ status: { closedAt: string | null } }>('/admin/backoffice/players/get', { userId: m.userid }, admin);
    expect(profile.body.resultData!.status.closedAt).toBe(res.body.resultData!.closedAt);
    const audit = await t.post<{ items?: Array<{ action: string; actor: string; reason: string | null }> } | Array<{ action: string; actor: string; reason: string | null }>>('/admin/backoffice/players/audit', { userId: m.userid }, admin);
    expect(JSON.stringify(audit.body.resultData)).toContain('account.closed');
    expect(JSON.stringify(audit.body.resultData)).toContain('Ara vermek istiyorum.');
    expect(t.logs.some((l) => l.audit === 'account.closed' && l.userId === m.userid)).toBe(true);
  });
});
