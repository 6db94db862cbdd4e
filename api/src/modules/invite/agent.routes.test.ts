import type { AgentInfo, AgentRebateResult } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, dialects, newDevice, newIp, newPhone, startSandbox, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import type { TLoginResult } from '../auth/auth.schemas';
import { mailHelpers } from '../mail/mail.test-helpers';
import { walletHelpers } from '../wallet/wallet.test-helpers';
import { accruedOf, rebateOf, tierChanges, tierOf, weekStart } from './agent.service';

describe.each(dialects())('agent rebate (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let id: ReturnType<typeof identity>;
  let w: ReturnType<typeof walletHelpers>;
  let h: ReturnType<typeof mailHelpers>;
  let seq = 0;

  beforeAll(async () => {
    [testDb, sandbox] = await Promise.all([createTestDatabase(dialect), startSandbox()]);
    t = await createTestApp(testDb.database, { env: { SANDBOX_URL: sandbox.url } });
    id = identity(t);
    w = walletHelpers(t, testDb.database.db);
    h = mailHelpers(t, testDb.database.db);
  }, 120_000);
  afterEach(async () => {
    const audit = await w.audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    await testDb?.drop();
  });

  const visit = async (inviteUUID?: string) => {
    const device = newDevice();
    const res = await t.post<TLoginResult>('/sso/v2/login', { deviceNumber: device, ...(inviteUUID ? { inviteUUID } : {}) }, { ip: newIp() });
    return { ...res.body.resultData!, device };
  };
  /** A friend who opened the link and registered with a verified phone (their own device). */
  const registeredFriend = async (inviteUUID: string) => {
    const guest = await visit(inviteUUID);
    const phone = newPhone();
    const verificationCode = await id.code(phone);
    const res = await t.post<TLoginResult>('/sso/register', { mobile: phone, verificationCode, deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, { token: guest.token, ip: newIp() });
    expect(res.status).toBe(200);
    return res.body.resultData!;
  };
  /** Rounds through the seamless wallet as the provider plays them: a bet and a lost (0) win, settled unless `open`. */
  const play = async (sessionToken: string, betMinor: number, open = false) => {
    const p = await w.launch({ sessionToken });
    expect((await w.call('authenticate', { token: p.token })).body).toMatchObject({ status: 'OK' });
    const roundId = `agent-round-${++seq}`;
    const base = { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY', roundId };
    expect((await w.call('bet', { ...base, transactionId: `agent-bet-${seq}`, amountMinor: betMinor })).body).toMatchObject({ status: 'OK' });
    if (!open) expect((await w.call('win', { ...base, transactionId: `agent-win-${seq}`, amountMinor: 0, roundEnd: true })).body).toMatchObject({ status: 'OK' });
  };
  const info = async (token: string) => (await t.post<AgentInfo>('/invite/agent/info', {}, { token })).body.resultData!;
  const claim = (token: string, lang = 'en') => t.post<AgentRebateResult>('/invite/agent/receiveRebate', {}, { token, headers: { 'accept-language': lang } });

  it('shows the registered invitees (masked) with their settled wagering, the tier and the claimable rebate', async () => {
    const a = await visit();
    const empty = await info(a.token);
    expect(empty).toMatchObject({ agentType: 1, rateBps: 30, invitees: [], accruedMinor: 0, paidMinor: 0, claimableMinor: 0 });
    expect(empty.tiers.map((x) => x.agentType)).toEqual([1, 2, 3]);
    // The user fields carry the same tier (spec section 3, agentType).
    expect((await t.post<{ agentType: number }>('/user/getUserInfo', {}, { token: a.token })).body.resultData!.agentType).toBe(empty.agentType);

    const friend = await registeredFriend(a.uuId);
    await visit(a.uuId); // a visitor who never registers: not an invitee of the rebate
    await play(friend.token, 50_000);
    await play(friend.token, 20_000, true); // not settled yet: not counted
    const result = await info(a.token);
    expect(result.invitees).toHaveLength(1);
    expect(result.invitees[0]).toMatchObject({ totalWageredMinor: 50_000, periodWageredMinor: 50_000 });
    expect(result.invitees[0]!.name).toMatch(/^.\*\*\*/);
    expect(JSON.stringify(result)).not.toContain(friend.mobile);
    expect(result).toMatchObject({ totalWageredMinor: 50_000, accruedMinor: 150, paidMinor: 0, claimableMinor: 150 });
  });

  it('pays the claimable rebate once through the ledger; nothing left is a localized 409 and credits nothing', async () => {
    const a = await visit();
    const friend = await registeredFriend(a.uuId);
    await play(friend.token, 60_000);
    const paid = await claim(a.token);
    expect(paid.status).toBe(200);
    expect(paid.body.resultData!.amountMinor).toBe(180);
    expect(await h.balance(a.token)).toBe(paid.body.resultData!.totalAssets);
    expect(await info(a.token)).toMatchObject({ accruedMinor: 180, paidMinor: 180, claimableMinor: 0 });
    const again = await claim(a.token, 'tk');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REBATE_NOTHING_TO_CLAIM', msg: expect.stringContaining('komisyon') });
    expect(await h.credits(Number(a.userid), 'REBATE')).toEqual({ n: 1, total: 180 });
    // More play, more to claim: only the difference.
    await play(friend.token, 30_000);
    expect((await claim(a.token)).body.resultData!.amountMinor).toBe(90);
    expect(await h.credits(Number(a.userid), 'REBATE')).toEqual({ n: 2, total: 270 });
  });

  it('pays concurrent claims once', async () => {
    const a = await visit();
    const friend = await registeredFriend(a.uuId);
    await play(friend.token, 100_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(a.token)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await h.credits(Number(a.userid), 'REBATE')).toEqual({ n: 1, total: 300 });
  });

  it('refuses another player\'s userId and pays nothing to a player without invitees', async () => {
    const [a, b] = [await visit(), await visit()];
    for (const url of ['/invite/agent/info', '/invite/agent/receiveRebate']) {
      const res = await t.post(url, { userId: String(b.userid) }, { token: a.token, headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await claim(a.token)).status).toBe(409);
    expect(await h.credits(Number(a.userid), 'REBATE')).toEqual({ n: 0, total: 0 });
  });

  it('a tier applies to wagering settled after the tier change: past accrual keeps its rate, never re-priced', async () => {
    const a = await visit();
    const first = await registeredFriend(a.uuId);
    t.clock.advance(1_000);
    await play(first.token, 10_000);
    expect(await info(a.token)).toMatchObject({ agentType: 1, accruedMinor: 30, claimableMinor: 30 });
    // The 5th qualifying invitee: tier 2 (50 bps) from now on; the 10,000 settled before stays at 30 bps.
    t.clock.advance(1_000);
    for (let i = 0; i < 4; i++) await registeredFriend(a.uuId);
    expect(await info(a.token)).toMatchObject({ agentType: 2, rateBps: 50, accruedMinor: 30, claimableMinor: 30 });
    expect((await claim(a.token)).body.resultData).toMatchObject({ amountMinor: 30 });
    // Wagering settled after the change earns the new rate.
    t.clock.advance(1_000);
    await play(first.token, 20_000);
    expect(await info(a.token)).toMatchObject({ agentType: 2, totalWageredMinor: 30_000, accruedMinor: 30 + 100, paidMinor: 30, claimableMinor: 100 });
  });

  it('splits accrual by the tier in force: tierChanges and accruedOf', () => {
    const at = (n: number) => new Date(Date.UTC(2026, 5, 1, 0, n));
    const regs = Array.from({ length: 21 }, (_, i) => at(i));
    expect(tierChanges(regs).map((d) => d.toISOString())).toEqual([at(4).toISOString(), at(19).toISOString()]);
    expect(tierChanges(regs.slice(0, 3)).every((d) => d.getTime() > Date.UTC(9999, 0))).toBe(true);
    expect(accruedOf([10_000n, 10_000n, 10_000n])).toBe(30n + 50n + 80n);
    expect(accruedOf([99n, 199n, 0n])).toBe(0n);
  });

  it('computes tiers, rounding down and the week of Europe/Istanbul', () => {
    expect([0, 4, 5, 19, 20, 500].map((n) => tierOf(n).agentType)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(rebateOf(99n, 30)).toBe(0n);
    expect(rebateOf(10_033n, 30)).toBe(30n);
    // Sunday 22:30 UTC is already Monday 01:30 in Istanbul: the week starts that Sunday 21:00 UTC.
    expect(weekStart(new Date('2026-06-07T22:30:00Z')).toISOString()).toBe('2026-06-07T21:00:00.000Z');
    expect(weekStart(new Date('2026-06-07T20:30:00Z')).toISOString()).toBe('2026-05-31T21:00:00.000Z');
  });
});
