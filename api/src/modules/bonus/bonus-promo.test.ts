import type { TBonusView, MailPage, VipInfo } from '@casino/shared/contracts';
import { sql } from 'drizzle-orm';
import { dialects, newPhone, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { bonusWorld } from '../../../test-support/bonus-world';
import { identity } from '../../../test-support/identity';
import { walletHelpers } from '../wallet/wallet.test-helpers';
import type { TCashbackRun } from './cashback.service';

interface TInfo {
  totalAssets: number;
  cashAssets: number;
  bonusAssets: number;
  withdrawableAssets: number;
}

describe.each(dialects())('promotional credits as bonus money, weekly cashback (%s)', (dialect) => {
  const world = bonusWorld(dialect, { nonNegative: true });
  let testDb: TestDatabase;
  let t: TestApp;
  let id: ReturnType<typeof identity>;
  let w: ReturnType<typeof walletHelpers>;
  beforeAll(() => ({ testDb, t, id, w } = world));

  const info = async (token: string) => (await t.post<TInfo>('/user/getUserInfo', {}, { token })).body.resultData!;
  const welcomeMail = async (token: string) => (await t.post<MailPage>('/mail/list', {}, { token })).body.resultData!.list.find((m) => m.attaches !== '')!;
  const receive = (token: string, mailId: number, lang = 'tk') => t.post('/mail/receive', { mailId }, { token, headers: { 'accept-language': lang } });
  const admin = <T>(url: string, body: object) => t.post<T>(url, body, { headers: { 'x-admin-token': t.config.adminToken, 'x-admin-actor': 'e2e' } });

  it('a guest sees the welcome mail and is asked to verify a phone to claim it: nothing moves, the mail stays claimable', async () => {
    const guest = await id.tourist();
    const before = await info(guest.token);
    const mail = await welcomeMail(guest.token);
    const res = await receive(guest.token, mail.id, 'en');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'BONUS_PHONE_REQUIRED', msg: 'Verify your phone number to take this bonus.' });
    expect(await info(guest.token)).toEqual(before);
    expect((await welcomeMail(guest.token)).attachesStatus).toBe(0);
    // The daily sign-in reward asks the same.
    const signIn = await t.post('/signInRecord/getSignInUpdate', {}, { token: guest.token });
    expect(signIn.body).toMatchObject({ code: 'BONUS_PHONE_REQUIRED' });
  });

  it('a member’s welcome mail pays bonus money with 10x wagering; a second account on the same device cannot take it again', async () => {
    const m = await id.member(newPhone());
    const before = await info(m.token);
    const res = await receive(m.token, (await welcomeMail(m.token)).id);
    expect(res.body.success).toBe(true);
    expect(await info(m.token)).toMatchObject({ cashAssets: before.cashAssets, bonusAssets: 5_000, withdrawableAssets: before.withdrawableAssets, totalAssets: before.totalAssets + 5_000 });
    const active = (await t.post<TBonusView>('/bonus/active', {}, { token: m.token })).body.resultData!;
    expect(active).toMatchObject({ title: 'Hoş Geldin Bonusu', grantedMinor: 5_000, requiredMinor: 50_000 });
    // The same mail again: already claimed, nothing more.
    expect((await receive(m.token, (await welcomeMail(m.token)).id)).status).toBe(409);
    // Abuse: the device that took it registers a second member; its welcome mail is refused.
    const twinGuest = await id.tourist(m.device);
    const phone = newPhone();
    const code = await id.code(phone);
    const terms = (await t.post<{ texts: Array<{ kind: string; version: number }> }>('/legal/consent/current', {})).body.resultData!.texts;
    const consent = { termsVersion: terms.find((x) => x.kind === 'terms')?.version, privacyVersion: terms.find((x) => x.kind === 'privacy')?.version };
    const twin = (await t.post<{ token: string }>('/sso/register', { mobile: phone, verificationCode: code, password: 'secret-pass-1', birthDate: '1990-01-01', deviceNumber: m.device, ...consent }, { token: twinGuest.token })).body.resultData!;
    const twinBefore = await info(twin.token);
    const refused = await receive(twin.token, (await welcomeMail(twin.token)).id, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'BONUS_ALREADY_TAKEN' });
    expect(await info(twin.token)).toEqual(twinBefore);
    await t.post('/bonus/forfeit', { bonusId: active.bonusId }, { token: m.token });
  });

  it('a member’s sign-in reward is bonus money; with a bonus running it joins that bonus and its wagering grows', async () => {
    const m = await id.member(newPhone());
    await receive(m.token, (await welcomeMail(m.token)).id);
    const signIn = await t.post<{ collectedAmount: number }>('/signInRecord/getSignInUpdate', {}, { token: m.token });
    expect(signIn.body.success).toBe(true);
    const amount = signIn.body.resultData!.collectedAmount;
    expect(amount).toBeGreaterThan(0);
    const active = (await t.post<TBonusView>('/bonus/active', {}, { token: m.token })).body.resultData!;
    expect(active).toMatchObject({ grantedMinor: 5_000 + amount, requiredMinor: 50_000 + 10 * amount, balanceMinor: 5_000 + amount });
    expect((await info(m.token)).bonusAssets).toBe(5_000 + amount);
    await t.post('/bonus/forfeit', { bonusId: active.bonusId }, { token: m.token });
  });

  it('weekly cashback: the level rate of the Istanbul week’s net loss, paid once however often and however concurrently the job runs', async () => {
    const m = await id.member(newPhone());
    const userId = Number((await w.launch({ sessionToken: m.token, categoryCode: 'slots' })).playerId);
    const p = await w.launch({ sessionToken: m.token, categoryCode: 'slots' });
    await w.call('authenticate', { token: p.token });
    const base = { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY' };
    // Loses 100,00 net in one settled round (bet 150, win 50) and has VIP level 5 (1.5 %).
    await w.call('bet', { ...base, transactionId: 'cb-1', roundId: 'cb-r1', amountMinor: 15_000 });
    await w.call('win', { ...base, transactionId: 'cb-w1', roundId: 'cb-r1', amountMinor: 5_000, roundEnd: true });
    await testDb.database.db.execute(sql`update users set vip_level = 5 where id = ${userId}`);
    const week = (await admin<TCashbackRun>('/admin/bonus/cashback/run', { week: '2026-06-01' })).body;
    // The week is not over yet.
    expect(week).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await admin('/admin/bonus/cashback/run', { week: '2026-06-02' })).status).toBe(400);

    // Sunday 22:00 UTC: Monday 01:00 in Istanbul, the week is over (and the player's 7-day session still runs).
    t.clock.advance((6 * 24 + 13) * 3_600_000);
    const before = await info(m.token);
    const runs = await Promise.all([1, 2, 3].map(() => admin<TCashbackRun>('/admin/bonus/cashback/run', {})));
    const results = runs.map((r) => r.body.resultData!);
    expect(results.every((r) => r.weekStart === '2026-06-01')).toBe(true);
    expect(results.reduce((a, r) => a + r.paid, 0)).toBe(1);
    expect(await info(m.token)).toMatchObject({ cashAssets: before.cashAssets + 150 });
    const again = (await admin<TCashbackRun>('/admin/bonus/cashback/run', {})).body.resultData!;
    expect(again).toMatchObject({ paid: 0 });
    expect(again.alreadyPaid).toBeGreaterThanOrEqual(1);
    expect((await info(m.token)).cashAssets).toBe(before.cashAssets + 150);
    const transfers = await testDb.database.db.execute(sql`select count(*)::int as n from wallet_transfers where code = 'CASHBACK' and idempotency_key = ${`cashback:${userId}:2026-06-01`}`);
    expect((transfers as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    const vip = (await t.post<VipInfo>('/vip/getVipInfo', {}, { token: m.token })).body.resultData!;
    expect(vip.lastCashback).toMatchObject({ weekStart: '2026-06-01', netLossMinor: 10_000, cashbackBps: 150, amountMinor: 150, creditAs: 'cash' });
  });
});
