import type { BankCardList, CashierOrder, WithdrawPwdState } from '@casino/shared/contracts';
import type { TLoginResult } from '../auth/auth.schemas';
import { oneDialect, newIp } from '../../../test-support/harness';
import { trIbanFor } from '../../lib/iban';
import { cashierHelpers, expectLedgerSound, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';
import { RESTRICTED_SESSION_PATHS } from './restricted-session';

let ibanSeq = Math.floor(Math.random() * 1e9);

/**
 * A player in a time-out or self-exclusion logs in to a restricted session: withdrawals, histories and
 * support work; play, deposits and bonuses are refused with a message naming the end.
 */
describe.each(oneDialect())('restricted sessions of excluded players (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
  }, 120_000);
  afterEach(async () => expectLedgerSound(h.audit));
  afterAll(async () => s?.close());

  const login = (phone: string, lang = 'en') => s.t.post<TLoginResult>('/sso/loginNew', { mobile: phone, password: 'secret-pass-1' }, { ip: newIp(), headers: { 'accept-language': lang } });

  it('a timed-out player logs in to withdraw: the withdrawal is paid out, play, deposits and bonuses are refused naming the end', async () => {
    const m = await h.member();
    const cards = await s.t.post<BankCardList>('/user/bank/add', { iban: trIbanFor('00010', String(++ibanSeq).padStart(16, '0')), holderName: 'Ayşe Yılmaz' }, { token: m.token });
    const cardId = cards.body.resultData!.cards[0]!.cardId;
    const before = await h.balance(m.token);

    const excluded = await s.t.post<{ endsAt: string }>('/protection/exclude', { kind: 'timeout', duration: '7d' }, { token: m.token });
    expect(excluded.status).toBe(200);
    // The session that asked is closed, like every other.
    expect((await s.t.post('/user/getUserInfo', {}, { token: m.token })).status).toBe(401);

    const res = await login(m.phone);
    expect(res.status).toBe(200);
    expect(res.body.resultData).toMatchObject({ restriction: { kind: 'timeout', endsAt: excluded.body.resultData!.endsAt } });
    const token = res.body.resultData!.token;

    // Withdrawal works end to end: password (with an OTP), the order, the history.
    expect((await s.t.post('/user/getUserInfo', {}, { token })).status).toBe(200);
    const pwd = await s.t.post<WithdrawPwdState>('/withdraw/setWithdrawPwd', { password: '482915', verificationCode: await h.id.code(m.phone) }, { token });
    expect(pwd.status).toBe(200);
    // Identity verification is open to a restricted session (a payout needs it).
    await h.verified(token);
    const order = await s.t.post<CashierOrder>('/withdraw/apply', { amount: '250', cardId, withdrawPwd: '482915', requestId: 'req-restricted-1' }, { token });
    // A first payout to a new IBAN waits for staff (risk review), the money held at once.
    expect([order.status, order.body.resultData?.status]).toEqual([200, 'review']);
    expect(await h.balance(token)).toBe(before - 25_000);
    expect((await s.t.post<{ list: unknown[] }>('/recharge/record', {}, { token })).body.resultData?.list.length).toBeGreaterThan(0);
    expect((await s.t.post('/protection/history', {}, { token })).status).toBe(200);
    expect((await s.t.post('/balance/getGameRecord', {}, { token })).status).toBe(200);

    // Deposit, play, bonuses: refused, with the end date, in the caller's language.
    const deposit = await s.t.post('/recharge/createRechargeOrder', { amount: '100', channel: 'eft' }, { token, headers: { 'accept-language': 'en' } });
    expect([deposit.status, deposit.body.code]).toEqual([403, 'PLAYER_EXCLUDED']);
    expect(deposit.body.msg).toMatch(/^Your account is closed until \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}: this session can only withdraw/);
    const tk = await s.t.post('/labelGame/getGameUrlByGame', { gameId: 1, isReal: 1 }, { token, headers: { 'accept-language': 'tk' } });
    expect([tk.status, tk.body.msg]).toEqual([403, expect.stringMatching(/^Hesabınız \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} tarihine kadar kapalı/)]);
    for (const path of ['/mail/receive', '/signInRecord/getSignInUpdate', '/wheel/spin', '/pddPrizeConfig/getWithdrawPrize', '/invite/agent/receiveRebate', '/protection/setLimit', '/wallet/sandboxTopUp']) {
      expect([path, (await s.t.post(path, {}, { token })).body.code]).toEqual([path, 'PLAYER_EXCLUDED']);
    }
    // The catalogue stays browsable, as a visitor.
    expect((await s.t.post('/labelGame/list', {}, { token })).status).toBe(200);

    // (After the end a new login is a full session again: protection.routes.test.ts, with the fake clock.)
  });

  it('every route that needs a session and is not on the allowlist refuses a restricted session (closed by default)', async () => {
    const m = await h.member();
    await s.t.post('/protection/exclude', { kind: 'self_exclusion', duration: 'indefinite' }, { token: m.token });
    const res = await login(m.phone, 'tk');
    expect(res.body.resultData?.restriction).toEqual({ kind: 'self_exclusion', endsAt: null });
    const token = res.body.resultData!.token;
    const closed = s.t.app.routeCatalogue.filter((r) => r.config.auth === 'required' && r.method === 'POST' && !RESTRICTED_SESSION_PATHS.has(r.url));
    expect(closed.length).toBeGreaterThan(20);
    for (const route of closed) {
      const answer = await s.t.post(route.url, {}, { token });
      expect([route.url, answer.status, answer.body.msg]).toEqual([route.url, 403, 'Hesabınız süresiz olarak kapalı: bu oturumda yalnızca para çekme, hesap geçmişi ve destek açıktır. Oyun, para yatırma ve bonuslar kapalıdır.']);
    }
    // An old token of the excluded player stays dead.
    expect((await s.t.post('/withdraw/getWithdrawInfo', {}, { token: m.token })).status).toBe(401);
    expect((await s.t.post('/withdraw/getWithdrawInfo', {}, { token })).status).toBe(200);
  });
});
