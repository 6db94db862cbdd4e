import type { PddHelpResult, PddPrize, PddWinner, PddWithdrawResult, PushEvent } from '@casino/shared/contracts';
import { createPushHub } from '../push/push.hub';
import { createTestApp, createTestDatabase, dialects, newDevice, newIp, newPhone, startSandbox, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import type { TLoginResult } from '../auth/auth.schemas';
import { mailHelpers } from '../mail/mail.test-helpers';
import { walletHelpers } from '../wallet/wallet.test-helpers';
import { helpAmount, PDD_TERMS } from './prize.service';

describe.each(dialects())('pdd prize activity (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let id: ReturnType<typeof identity>;
  let h: ReturnType<typeof mailHelpers>;
  let w: ReturnType<typeof walletHelpers>;

  // The real push hub (local delivery, as on one instance): the test listens as an open page would.
  const hub = createPushHub({ logger: { warn: () => undefined } as never });
  beforeAll(async () => {
    [testDb, sandbox] = await Promise.all([createTestDatabase(dialect), startSandbox()]);
    t = await createTestApp(testDb.database, { env: { SANDBOX_URL: sandbox.url }, deps: { push: hub } });
    id = identity(t);
    h = mailHelpers(t, testDb.database.db);
    w = walletHelpers(t, testDb.database.db);
  }, 120_000);
  afterEach(async () => {
    const audit = await w.audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
  });
  afterAll(async () => {
    await hub.close();
    await t?.close();
    await sandbox?.close();
    await testDb?.drop();
  });

  const visit = async (inviteUUID?: string, device = newDevice()) => {
    const res = await t.post<TLoginResult>('/sso/v2/login', { deviceNumber: device, ...(inviteUUID ? { inviteUUID } : {}) }, { ip: newIp() });
    return { ...res.body.resultData!, device };
  };
  const register = async (guest: { token: string; device: string }) => {
    const phone = newPhone();
    const verificationCode = await id.code(phone);
    const res = await t.post<TLoginResult>('/sso/register', { mobile: phone, verificationCode, deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, { token: guest.token, ip: newIp() });
    expect(res.status).toBe(200);
    return { ...res.body.resultData!, device: guest.device };
  };
  const friend = async (inviteUUID: string) => register(await visit(inviteUUID));
  const call = <T>(path: string, token: string, body: object = {}, lang = 'en') => t.post<T>(`/pddPrizeConfig/${path}`, body, { token, headers: { 'accept-language': lang } });

  it('opens a prize with a server-drawn head start and a 72 h expiry; getPrize again answers the same one', async () => {
    const a = await visit();
    expect((await call<PddPrize | null>('getPrizeUserMsg', a.token, { userId: String(a.userid) })).body.resultData).toBeNull();
    const prize = (await call<PddPrize>('getPrize', a.token)).body.resultData!;
    expect(prize).toMatchObject({ targetMinor: 10_000, helpersNeeded: 3, status: 'open', helpers: [] });
    expect(prize.progressMinor).toBeGreaterThanOrEqual(PDD_TERMS.headStartMinMinor);
    expect(prize.progressMinor).toBeLessThanOrEqual(PDD_TERMS.headStartMaxMinor);
    expect(Date.parse(prize.expireTime) - Date.parse(prize.createTime)).toBe(72 * 3_600_000);
    expect((await call<PddPrize>('getPrize', a.token)).body.resultData!.id).toBe(prize.id);
    const other = await visit();
    expect((await call('getPrizeUserMsg', a.token, { userId: String(other.userid) })).status).toBe(403);
  });

  it('qualifying friends add diminishing progress when they register; only the last one needed completes it; it pays once', async () => {
    const a = await visit();
    const opened = (await call<PddPrize>('getPrize', a.token)).body.resultData!;
    const first = await friend(a.uuId);
    await friend(a.uuId);
    const msg = (await call<PddPrize>('getPrizeUserMsg', a.token)).body.resultData!;
    const half = Math.floor((10_000 - opened.progressMinor) / 2);
    const quarter = Math.floor((10_000 - opened.progressMinor - half) / 2);
    expect(msg.helpers.map((x) => x.amountMinor).sort((x, y) => y - x)).toEqual([half, quarter]);
    expect(msg).toMatchObject({ progressMinor: opened.progressMinor + half + quarter, helpersNeeded: 1, status: 'open' });
    expect((await call('setPrizeLog', first.token)).body).toMatchObject({ code: 'PDD_ALREADY_HELPED' });
    expect((await call('getWithdrawPrize', a.token)).body).toMatchObject({ code: 'PDD_NOT_COMPLETED' });
    await friend(a.uuId);
    const done = (await call<PddPrize>('getPrizeUserMsg', a.token)).body.resultData!;
    expect(done).toMatchObject({ progressMinor: 10_000, helpersNeeded: 0, status: 'completed' });
    expect(done.helpers).toHaveLength(3);

    const answers = await Promise.all(Array.from({ length: 4 }, () => call<PddWithdrawResult>('getWithdrawPrize', a.token)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(['PDD_ALREADY_PAID', 'PDD_ALREADY_PAID', 'PDD_ALREADY_PAID']);
    expect(await h.credits(Number(a.userid), 'PDD_PRIZE')).toEqual({ n: 1, total: 10_000 });
    const winners = (await t.post<PddWinner[]>('/pddPrizeConfig/getInviteMsg', {})).body.resultData!;
    expect(winners[0]).toMatchObject({ amountMinor: 10_000, name: expect.stringMatching(/\*\*\*/) });
  });

  it('pushes the new progress to the inviter\'s open pages when a friend qualifies, and nothing when a friend does not', async () => {
    const a = await visit();
    const opened = (await call<PddPrize>('getPrize', a.token)).body.resultData!;
    const events: PushEvent[] = [];
    const stop = hub.subscribe(Number(a.userid), (e) => events.push(e));
    try {
      await friend(a.uuId);
      const half = Math.floor((10_000 - opened.progressMinor) / 2);
      expect(events).toEqual([{ type: 'pdd:progress-changed', data: { prizeId: opened.id, progressMinor: opened.progressMinor + half, targetMinor: 10_000, helpersNeeded: 2, status: 'open' } }]);
      // A visitor who does not register, and a registration from the inviter's own device: no push.
      await visit(a.uuId);
      await register(await visit(a.uuId, a.device));
      expect(events).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('lets a friend who registered before the prize existed help later with setPrizeLog', async () => {
    const a = await visit();
    const early = await friend(a.uuId);
    await call('getPrize', a.token);
    const help = await call<PddHelpResult>('setPrizeLog', early.token);
    expect(help.status).toBe(200);
    expect(help.body.resultData!.completed).toBe(false);
    expect((await call<PddPrize>('getPrizeUserMsg', a.token)).body.resultData!.helpers).toHaveLength(1);
  });

  it('refuses a self-help, a friend from the inviter device, a visitor without a phone, the same friend twice, an unknown invite id', async () => {
    const a = await visit();
    await call('getPrize', a.token);
    // A visitor who came with the link but did not register.
    const visitor = await visit(a.uuId);
    expect((await call('setPrizeLog', visitor.token, {}, 'tk')).body).toMatchObject({ code: 'PDD_NOT_ELIGIBLE', msg: expect.stringContaining('telefonunu') });
    // The inviter registers, then a second account is registered on the inviter's own device with the inviter's link.
    const aMember = await register(a);
    expect((await call('getPrize', aMember.token)).status).toBe(200);
    // Self: the inviter's own account is never eligible for its own prize.
    expect((await call('setPrizeLog', aMember.token)).status).toBe(403);
    await t.post('/sso/logout', {}, { token: aMember.token });
    const sameDevice = await register(await visit(a.uuId, a.device));
    expect((await call('setPrizeLog', sameDevice.token)).body).toMatchObject({ code: 'PDD_NOT_ELIGIBLE' });
    // The same friend twice (registration already counted the first help).
    const f = await friend(a.uuId);
    expect((await call('setPrizeLog', f.token)).body).toMatchObject({ code: 'PDD_ALREADY_HELPED' });
    // An unknown invite id.
    const lost = await register(await visit('no-such-invite'));
    expect((await call('setPrizeLog', lost.token)).body).toMatchObject({ code: 'PDD_NOT_ELIGIBLE' });
    const relogin = await visit(undefined, newDevice());
    expect((await call<PddPrize | null>('getPrizeUserMsg', relogin.token)).body.resultData).toBeNull();
    expect(await h.credits(Number(a.userid), 'PDD_PRIZE')).toEqual({ n: 0, total: 0 });
  });

  it('expires after 72 h: no help, no withdrawal, and getPrize opens a new one', async () => {
    const a = await visit();
    const first = (await call<PddPrize>('getPrize', a.token)).body.resultData!;
    t.clock.advance(72 * 3_600_000);
    expect((await call<PddPrize>('getPrizeUserMsg', a.token)).body.resultData!.status).toBe('expired');
    expect((await call('setPrizeLog', (await friend(a.uuId)).token)).body).toMatchObject({ code: 'PDD_NO_PRIZE' });
    expect((await call('getWithdrawPrize', a.token)).body).toMatchObject({ code: 'PDD_EXPIRED' });
    expect(await h.credits(Number(a.userid), 'PDD_PRIZE')).toEqual({ n: 0, total: 0 });
    const second = (await call<PddPrize>('getPrize', a.token)).body.resultData!;
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('open');
  });

  it('never reaches the target by arithmetic alone', () => {
    let prize = { targetMinor: 10_000n, progressMinor: 9_999n, helpersNeeded: 2 };
    expect(helpAmount(prize)).toBe(0n);
    prize = { ...prize, helpersNeeded: 1 };
    expect(helpAmount(prize)).toBe(1n);
  });
});
