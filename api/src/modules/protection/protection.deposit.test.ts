import { sql } from 'drizzle-orm';
import type { ProtectionStatus } from '@casino/shared/contracts';
import { oneDialect } from '../../../test-support/harness';
import { cashierHelpers, expectLedgerSound, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';

/** Deposit limits and exclusions at order creation, with the operator and the sandbox gateway over HTTP. */
describe.each(oneDialect())('player protection: deposits (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
  }, 120_000);
  afterEach(async () => expectLedgerSound(h.audit));
  afterAll(async () => s?.close());

  const setLimit = (token: string, body: object) => s.t.post<ProtectionStatus>('/protection/setLimit', body, { token });

  it('accepts a deposit exactly at the limit, refuses one kuruş more, and counts open orders', async () => {
    const m = await h.member();
    await setLimit(m.token, { kind: 'deposit', period: 'day', value: 50_000 });
    await setLimit(m.token, { kind: 'deposit', period: 'month', value: 80_000 });
    const first = await h.deposit(m.token, { channel: 'eft', amount: '300' });
    expect(first.status).toBe(200);
    // 200.00 left today: 200.01 is refused before any order or gateway call, 200.00 goes through.
    const over = await s.t.post('/recharge/createRechargeOrder', { channel: 'eft', amount: '200.01' }, { token: m.token, headers: { 'accept-language': 'en' } });
    expect([over.status, over.body.code, over.body.msg]).toEqual([400, 'DEPOSIT_LIMIT_EXCEEDED', 'This amount is over your deposit limit. Left for this period: 200.00\u00a0₺.']);
    // In Turkish the amount is written as the rest of the site writes money.
    const overTk = await s.t.post('/recharge/createRechargeOrder', { channel: 'eft', amount: '200.01' }, { token: m.token, headers: { 'accept-language': 'tk' } });
    expect(overTk.body.msg).toBe('Bu tutar para yatırma limitinizi aşıyor. Bu dönem için kalan: 200,00\u00a0₺.');
    expect((await h.deposit(m.token, { channel: 'eft', amount: '200' })).status).toBe(200);
    const view = (await s.t.post<ProtectionStatus>('/protection/limits', {}, { token: m.token })).body.resultData!;
    expect(view.limits.map((l) => [l.period, l.used, l.remaining])).toEqual([
      ['day', 50_000, 0],
      ['month', 50_000, 30_000],
    ]);
    expect((await h.deposit(m.token, { channel: 'eft', amount: '100' })).body.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
  });

  it('a time-out closes the session at once: no deposit order is written', async () => {
    const m = await h.member();
    const excluded = await s.t.post('/protection/exclude', { kind: 'timeout', duration: '7d' }, { token: m.token });
    expect(excluded.status).toBe(200);
    expect((await h.deposit(m.token, { channel: 'eft', amount: '100' })).status).toBe(401);
    const rows = await h.rows<{ n: number }>(
      sql`select count(*)::int as n from cashier_orders where user_id = ${m.userId} and kind = 'deposit'`,
    );
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('asks a member made by a phone login (no password, no date of birth) for both, as registration does, before the first deposit', async () => {
    // A member made by a phone login of a new number: no date of birth yet.
    const guest = await h.id.tourist();
    const phone = `5${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
    const login = await s.t.post<{ token: string; userid: number }>('/sso/loginNew', { mobile: phone, verificationCode: await h.id.code(phone), deviceNumber: guest.device }, { token: guest.token });
    const token = login.body.resultData!.token;
    await s.t.post('/wallet/sandboxTopUp', {}, { token });
    const deposit = () => s.t.post('/recharge/createRechargeOrder', { channel: 'eft', amount: '100' }, { token });
    // Registration's checks, one by one: the password first (the cashier says so before any order)...
    expect((await s.t.post<{ eligibility: string }>('/recharge/getChargeInfo', {}, { token })).body.resultData?.eligibility).toBe('set-password');
    const noPassword = await deposit();
    expect([noPassword.status, noPassword.body.code, noPassword.body.msg]).toEqual([403, 'REGISTER_REQUIRED', 'Para yatırmadan önce hesabınız için bir şifre belirleyin.']);
    s.limiterClock.advance(61_000);
    expect((await s.t.post('/sso/modify', { mobile: phone, verificationCode: await h.id.code(phone), password: 'yeni-sifre-1' }, { token })).status).toBe(200);
    expect((await s.t.post<{ eligibility: string }>('/recharge/getChargeInfo', {}, { token })).body.resultData?.eligibility).toBe('ok');
    // ...then 18+.
    const noAge = await deposit();
    expect([noAge.status, noAge.body.code, noAge.body.msg]).toEqual([403, 'AGE_NOT_CONFIRMED', 'Para yatırmadan önce 18 yaşından büyük olduğunuzu doğum tarihinizle onaylayın.']);
    const rows = await h.rows<{ n: number }>(sql`select count(*)::int as n from cashier_orders where user_id = ${login.body.resultData!.userid} and kind = 'deposit'`);
    expect(rows.rows[0]?.n).toBe(0);
    // Confirmed once, the same deposit goes through.
    expect((await s.t.post('/protection/confirmAge', { birthDate: '1994-02-11' }, { token })).status).toBe(200);
    expect((await deposit()).status).toBe(200);
  });
});
