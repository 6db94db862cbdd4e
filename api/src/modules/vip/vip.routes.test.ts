import { sql } from 'drizzle-orm';
import type { VipInfo, WheelInfo, WheelSpinResult } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { TPushHub } from '../push/push.hub';
import { walletHelpers } from '../wallet/wallet.test-helpers';

describe.each(oneDialect())('VIP levels from settled rounds (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let w: ReturnType<typeof walletHelpers>;
  const pushed: Array<{ userId: number; type: string; data: unknown }> = [];
  let seq = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    const push: TPushHub = {
      publish: async (userId, event) => {
        pushed.push({ userId, type: event.type, data: event.data });
      },
      subscribe: () => () => undefined,
      localStreams: () => 0,
      close: async () => undefined,
    };
    t = await createTestApp(testDb.database, { deps: { push } });
    w = walletHelpers(t, testDb.database.db);
  });
  afterEach(async () => {
    const audit = await w.audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
    expect(audit.minPlayerBalance === null || audit.minPlayerBalance >= 0n).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  type TPlayer = Awaited<ReturnType<ReturnType<typeof walletHelpers>['launch']>>;
  /** One round through the seamless wallet: a bet, then a win (0 when lost); settled unless `open`. */
  const round = async (p: TPlayer, betMinor: number, winMinor: number, open = false, currency = 'TRY') => {
    const roundId = `vip-round-${++seq}`;
    const base = { token: p.token, playerId: p.playerId, gameId: p.gameId, currency, roundId };
    const bet = await w.call('bet', { ...base, transactionId: `vip-bet-${seq}`, amountMinor: betMinor });
    expect([bet.body.status, bet.body.code]).toEqual(['OK', undefined]);
    if (!open) expect((await w.call('win', { ...base, transactionId: `vip-win-${seq}`, amountMinor: winMinor, roundEnd: true })).body).toMatchObject({ status: 'OK' });
  };
  /** A tourist launched into a slot whose token the provider authenticated (money calls need that). */
  const player = async (market?: string) => {
    const p = await w.launch(market ? { market } : {});
    expect((await w.call('authenticate', { token: p.token })).body).toMatchObject({ status: 'OK' });
    return p;
  };
  const vipInfo = async (token: string) => (await t.post<VipInfo>('/vip/getVipInfo', {}, { token })).body.resultData!;
  const balance = async (token: string) => (await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!.totalAssets;

  it('starts at level 0 with the levels table, progress 0 and nothing paid', async () => {
    const p = await player();
    const info = await vipInfo(p.sessionToken);
    expect(info).toMatchObject({ market: 'tr', currency: 'TRY', vipLevel: 0, wageredMinor: 0, nextLevel: 1, nextThresholdMinor: 100_000, remainingMinor: 100_000, progressPct: 0, period: 'week', rewards: [], totalPaidMinor: 0 });
    expect(info.vipUrl).toMatch(/^data:image\/svg\+xml/);
    expect(info.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(info.levels[1]).toMatchObject({ thresholdMinor: 100_000, wheelSpinsPerPeriod: 1, levelUpRewardMinor: 1_000, cashbackBps: 50 });
    const user = (await t.post<{ vipLevel: number; vipUrl: string; isWheelEnough: boolean }>('/user/getUserInfo', {}, { token: p.sessionToken })).body.resultData!;
    expect(user).toMatchObject({ vipLevel: 0, isWheelEnough: false });
    expect(user.vipUrl).toContain('V0');
  });

  it('counts only settled rounds, levels up when a round settles, pays the reward once and announces it', async () => {
    const p = await player();
    await round(p, 10_000, 0, true);
    // An open round is not final: it does not count.
    expect(await vipInfo(p.sessionToken)).toMatchObject({ vipLevel: 0, wageredMinor: 0 });
    await round(p, 30_000, 20_000);
    expect(await vipInfo(p.sessionToken)).toMatchObject({ vipLevel: 0, wageredMinor: 30_000, progressPct: 30, remainingMinor: 70_000 });
    const before = await balance(p.sessionToken);
    await round(p, 70_000, 70_000);
    const info = await vipInfo(p.sessionToken);
    expect(info).toMatchObject({ vipLevel: 1, wageredMinor: 100_000, nextLevel: 2, progressPct: 0, totalPaidMinor: 1_000 });
    expect(info.rewards).toEqual([expect.objectContaining({ kind: 'level_up', level: 1, amountMinor: 1_000, currency: 'TRY' })]);
    expect(await balance(p.sessionToken)).toBe(before + 1_000);
    expect(pushed.filter((e) => e.userId === p.userId && e.type === 'vip:leveled-up')).toEqual([{ userId: p.userId, type: 'vip:leveled-up', data: { vipLevel: 1, vipUrl: expect.stringContaining('data:image/svg+xml'), rewardMinor: 1_000 } }]);
    const user = (await t.post<{ vipLevel: number; vipUrl: string; isWheelEnough: boolean }>('/user/getUserInfo', {}, { token: p.sessionToken })).body.resultData!;
    expect(user).toMatchObject({ vipLevel: 1, vipUrl: info.vipUrl, isWheelEnough: true });
    // And a mail (a one-player campaign of the mail module, without a prize: the reward is already paid).
    const mails = (await testDb.database.db.execute(sql`select title, content, amount_minor::text as amount from mail_campaigns where created_by = 'vip' and target->'userIds' @> ${JSON.stringify([p.userId])}::jsonb`)) as unknown as { rows: Array<{ title: string; content: string; amount: string }> };
    expect(mails.rows).toEqual([{ title: 'Tebrikler! VIP 1', content: expect.stringContaining('Seviye ödülünüz 10,00\u00a0₺ bakiyenize eklendi'), amount: '0' }]);
    // Reading again, or another settle that changes nothing, pays nothing more.
    await vipInfo(p.sessionToken);
    await round(p, 1_000, 0);
    expect((await vipInfo(p.sessionToken)).totalPaidMinor).toBe(1_000);
    expect(await balance(p.sessionToken)).toBe(before + 1_000 - 1_000);
  });

  it('pays every level crossed at once, each once', async () => {
    const p = await player();
    for (let i = 0; i < 5; i++) await round(p, 100_000, 100_000);
    const info = await vipInfo(p.sessionToken);
    expect(info).toMatchObject({ vipLevel: 2, wageredMinor: 500_000, totalPaidMinor: 3_500 });
    expect(info.rewards.map((r) => [r.level, r.amountMinor]).sort()).toEqual([
      [1, 1_000],
      [2, 2_500],
    ]);
  });

  it('counts an az player by Azerbaijan’s programme, in manat: its thresholds, its rewards, paid in manat', async () => {
    const p = await player('az');
    const start = await vipInfo(p.sessionToken);
    expect(start).toMatchObject({ market: 'az', currency: 'AZN', vipLevel: 0, nextLevel: 1, nextThresholdMinor: 5_000 });
    // 300 ₼ wagered: past level 2 (250 ₼), rewards 1 ₼ + 2 ₼.
    for (let i = 0; i < 3; i++) await round(p, 10_000, 10_000, false, 'AZN');
    const info = await vipInfo(p.sessionToken);
    expect(info).toMatchObject({ vipLevel: 2, wageredMinor: 30_000, totalPaidMinor: 300, currency: 'AZN' });
    const paid = await testDb.database.db.execute(sql`select debit_account, currency from wallet_transfers where idempotency_key like ${`vip-levelup:${p.userId}:%`} order by idempotency_key`);
    expect((paid as unknown as { rows: unknown[] }).rows).toEqual([
      { debit_account: 'house:promotions:AZN', currency: 'AZN' },
      { debit_account: 'house:promotions:AZN', currency: 'AZN' },
    ]);
  });

  it('gives the level its wheel spins every week', async () => {
    const p = await player();
    await round(p, 100_000, 0);
    const info = (await t.post<WheelInfo>('/wheel/getWheelInfo', {}, { token: p.sessionToken })).body.resultData!;
    expect(info).toMatchObject({ vipLevel: 1, vipSpinsPerPeriod: 1, spinsLeft: 1, isWheelEnough: true });
    const spin = await t.post<WheelSpinResult>('/wheel/spin', {}, { token: p.sessionToken });
    expect(spin.status).toBe(200);
    expect(spin.body.resultData?.spinsLeft).toBe(0);
    expect((await t.post('/wheel/spin', {}, { token: p.sessionToken })).body).toMatchObject({ code: 'WHEEL_NO_SPINS' });
    // The FakeClock starts on Monday 2026-06-01 09:00Z; the week ends Sunday 21:00Z (Monday 00:00 in Istanbul). Sessions last 7 days.
    t.clock.advance(Date.parse('2026-06-07T21:30:00Z') - t.clock.now().getTime());
    expect((await t.post<WheelInfo>('/wheel/getWheelInfo', {}, { token: p.sessionToken })).body.resultData).toMatchObject({ spinsLeft: 1 });
  });
});
