import { rowsOf } from '../../db/rows';
import { sql } from 'drizzle-orm';
import type { WheelHistoryPage, WheelInfo, WheelSpinResult } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, dialects, newDevice, newIp, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { createLedgerRepository } from '../wallet/ledger.repository';
import type { TWheelTableView } from './wheel-staff.service';

describe.each(dialects())('prize wheel /wheel/* and /admin/wheel/* (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
  });
  afterEach(async () => {
    const audit = await createLedgerRepository(testDb.database.db).audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
    expect(audit.minPlayerBalance === null || audit.minPlayerBalance >= 0n).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const admin = <T>(path: string, body: object, lang = 'en') => t.post<T>(`/admin/wheel/${path}`, body, { headers: { 'x-admin-token': t.config.adminToken, 'x-admin-actor': 'test-staff', 'accept-language': lang } });
  const player = async (market?: 'az') => {
    const res = await t.post<{ token: string; userid: number }>('/sso/v2/login', { deviceNumber: newDevice(), ...(market ? { market } : {}) }, { ip: newIp() });
    // Opens the cash account (with the sandbox welcome grant) before balances are compared.
    await t.post('/wallet/sandboxTopUp', {}, { token: res.body.resultData!.token });
    return { token: res.body.resultData!.token, userId: res.body.resultData!.userid };
  };
  const balance = async (token: string) => (await t.post<{ totalAssets: number; isWheelEnough: boolean }>('/user/getUserInfo', {}, { token })).body.resultData!;
  const spinCount = async (userId: number) => Number(((await testDb.database.db.execute(sql`select count(*)::int as n from wheel_spins where user_id = ${userId}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
  const grant = (userId: number, spins = 1, ref?: string) => admin<{ created: boolean }>('grant', { userId, spins, ...(ref ? { ref } : {}) });

  it('shows the live table and no spins to a new player; a spin without entitlement is refused in the player language, nothing moves', async () => {
    const p = await player();
    const info = await t.post<WheelInfo>('/wheel/getWheelInfo', {}, { token: p.token });
    expect(info.body.resultData).toMatchObject({ market: 'tr', currency: 'TRY', spinsLeft: 0, isWheelEnough: false, vipLevel: 0, vipSpinsPerPeriod: 0, spinSources: [] });
    expect(info.body.resultData!.prizes).toHaveLength(8);
    expect(info.body.resultData!.prizes[0]).toEqual({ index: 0, kind: 'cash', amountMinor: 500 });
    const before = (await balance(p.token)).totalAssets;
    for (const [lang, msg] of [
      ['tk', 'Şu anda çevirme hakkınız yok'],
      ['en', 'You have no spins right now'],
      ['zh-CN', '您目前没有抽奖次数'],
    ] as const) {
      const refused = await t.post('/wheel/spin', {}, { token: p.token, headers: { 'accept-language': lang } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ state: '409', success: false, code: 'WHEEL_NO_SPINS' });
      expect(refused.body.msg).toContain(msg);
    }
    expect((await balance(p.token)).totalAssets).toBe(before);
    expect(await spinCount(p.userId)).toBe(0);
  });

  it('spins once per staff grant: the server draws, records, pays through the ledger and lists it in the history', async () => {
    const p = await player();
    expect((await grant(p.userId, 1, 'campaign-a')).body.resultData).toMatchObject({ created: true });
    // The same staff ref again grants nothing more.
    expect((await grant(p.userId, 1, 'campaign-a')).body.resultData).toMatchObject({ created: false });
    const before = await balance(p.token);
    expect(before.isWheelEnough).toBe(true);
    // The wheel says where the spin came from.
    expect((await t.post<WheelInfo>('/wheel/getWheelInfo', {}, { token: p.token })).body.resultData).toMatchObject({ spinsLeft: 1, spinSources: [{ source: 'staff', spinsLeft: 1 }] });
    const spin = await t.post<WheelSpinResult>('/wheel/spin', {}, { token: p.token });
    expect(spin.status).toBe(200);
    const result = spin.body.resultData!;
    expect(result.index).toBeGreaterThanOrEqual(0);
    expect(result.index).toBeLessThan(8);
    expect(result.prize.index).toBe(result.index);
    expect(result.spinsLeft).toBe(0);
    expect(result.totalAssets).toBe(before.totalAssets + result.prize.amountMinor);
    const after = await balance(p.token);
    expect(after).toMatchObject({ totalAssets: result.totalAssets, isWheelEnough: false });
    const history = (await t.post<WheelHistoryPage>('/wheel/history', { page: 1, pageSize: 10 }, { token: p.token })).body.resultData!;
    expect(history).toMatchObject({ total: 1, page: 1, list: [{ spinId: result.spinId, index: result.index, amountMinor: result.prize.amountMinor, currency: 'TRY', source: 'staff' }] });
    expect((await t.post('/wheel/spin', {}, { token: p.token })).body).toMatchObject({ code: 'WHEEL_NO_SPINS' });
    // A cash prize is one WHEEL_PRIZE transfer keyed by the spin.
    if (result.prize.amountMinor > 0) {
      const rows = (await testDb.database.db.execute(sql`select code, amount::text as amount from wallet_transfers where idempotency_key = ${`wheel-spin:${result.spinId}`}`)) as unknown as { rows: Array<{ code: string; amount: string }> };
      expect(rows.rows).toEqual([{ code: 'WHEEL_PRIZE', amount: String(result.prize.amountMinor) }]);
    }
  });

  it('answers a retried request with the first spin (requestId), spending one spin', async () => {
    const p = await player();
    await grant(p.userId, 2);
    const first = await t.post<WheelSpinResult>('/wheel/spin', { requestId: 'retry-test-0001' }, { token: p.token });
    const again = await t.post<WheelSpinResult>('/wheel/spin', { requestId: 'retry-test-0001' }, { token: p.token });
    expect(again.body.resultData).toMatchObject({ spinId: first.body.resultData!.spinId, index: first.body.resultData!.index, spinsLeft: 1 });
    expect(await spinCount(p.userId)).toBe(1);
  });

  it('ignores a prize index forged by the client: the server draws by the weights', async () => {
    // A table in market az where index 1 weighs a million times index 0.
    const published = await admin<TWheelTableView>('tables/publish', {
      market: 'az',
      prizes: [
        { kind: 'cash', amountMinor: 100_000, weight: 1 },
        { kind: 'cash', amountMinor: 200, weight: 1_000_000 },
      ],
      note: 'forgery test',
    });
    expect(published.status).toBe(200);
    expect(published.body.resultData).toMatchObject({ market: 'az', currency: 'AZN', pinnedIndex: null, createdBy: 'test-staff' });
    const p = await player('az');
    await grant(p.userId, 3);
    const before = (await balance(p.token)).totalAssets;
    const spin = await t.post<WheelSpinResult>('/wheel/spin', { market: 'az', index: 0, prizeIndex: 0, prize: { amountMinor: 100_000 }, amountMinor: 100_000 }, { token: p.token });
    expect(spin.status).toBe(200);
    expect(spin.body.resultData).toMatchObject({ index: 1, prize: { index: 1, amountMinor: 200 }, totalAssets: before + 200 });
  });

  it('lands every spin on the index staff pinned for a campaign, until unpinned (each change a new version)', async () => {
    const list = (await admin<TWheelTableView[]>('tables/list', { market: 'az' })).body.resultData!;
    const version = list[0]!.version;
    const pinned = await admin<TWheelTableView>('tables/pin', { market: 'az', index: 0 });
    expect(pinned.body.resultData).toMatchObject({ version: version + 1, pinnedIndex: 0 });
    const p = await player('az');
    await grant(p.userId, 2);
    const spin = await t.post<WheelSpinResult>('/wheel/spin', { market: 'az' }, { token: p.token });
    expect(spin.body.resultData).toMatchObject({ index: 0, prize: { amountMinor: 100_000 }, version: version + 1 });
    expect((await admin<TWheelTableView>('tables/pin', { market: 'az', index: null })).body.resultData).toMatchObject({ version: version + 2, pinnedIndex: null });
    const out = await admin('tables/pin', { market: 'az', index: 5 });
    expect(out.status).toBe(400);
    expect(out.body.msg).toBe('The pinned segment is not on the wheel.');
  });

  it('refuses prize tables with zero, negative or non-integer weights, bad prizes and unknown markets; the live version stays', async () => {
    const before = (await admin<TWheelTableView[]>('tables/list', { market: 'tr' })).body.resultData!;
    const prize = (weight: unknown) => [
      { kind: 'cash', amountMinor: 100, weight: 1 },
      { kind: 'nothing', amountMinor: 0, weight },
    ];
    for (const weight of [0, -5, 1.5, '2.5', 'ten', null, 1_000_001]) {
      const res = await admin('tables/publish', { market: 'tr', prizes: prize(weight) });
      expect([res.status, res.body.code, res.body.msg]).toEqual([400, 'VALIDATION_FAILED', 'Weights must be whole numbers from 1 to 1,000,000.']);
    }
    const tk = await admin('tables/publish', { market: 'tr', prizes: prize(0) }, 'tk');
    expect(tk.body.msg).toBe('Ağırlıklar 1 ile 1.000.000 arasında tam sayı olmalıdır.');
    const zh = await admin('tables/publish', { market: 'tr', prizes: prize(-1) }, 'zh-CN');
    expect(zh.body.msg).toBe('权重必须是 1 到 1,000,000 之间的整数。');
    const cashZero = await admin('tables/publish', { market: 'tr', prizes: [{ kind: 'cash', amountMinor: 0, weight: 1 }, { kind: 'nothing', amountMinor: 0, weight: 1 }] });
    expect([cashZero.status, cashZero.body.msg]).toEqual([400, 'Invalid prize: a cash prize pays a positive amount, an empty one pays 0.']);
    const one = await admin('tables/publish', { market: 'tr', prizes: [{ kind: 'cash', amountMinor: 100, weight: 1 }] });
    expect([one.status, one.body.msg]).toEqual([400, 'A wheel has from 2 to 16 prizes.']);
    const unknown = await admin('tables/publish', { market: 'xx', prizes: prize(1) });
    expect([unknown.status, unknown.body.code, unknown.body.msg]).toEqual([404, 'MARKET_NOT_FOUND', 'Unknown market: xx.']);
    const after = (await admin<TWheelTableView[]>('tables/list', { market: 'tr' })).body.resultData!;
    expect(after[0]!.version).toBe(before[0]!.version);
  });

  it('spins the player’s own market’s wheel, whatever market the page names (an unknown one, another one)', async () => {
    const p = await player();
    await grant(p.userId, 2);
    // A page of another market, or of none: the tr player's wheel pays in lira from the tr table.
    for (const market of ['xx', 'az']) {
      const res = await t.post<WheelSpinResult>('/wheel/spin', { market }, { token: p.token });
      expect(res.status).toBe(200);
      expect(res.body.resultData).toMatchObject({ currency: 'TRY' });
    }
    const markets = rowsOf<{ market: string }>(await testDb.database.db.execute(sql`select market from wheel_spins where user_id = ${p.userId}`));
    expect(markets.map((r) => r.market)).toEqual(['tr', 'tr']);
    // A malformed market id is still refused by the schema.
    expect((await t.post('/wheel/spin', { market: 'Bad Market!' }, { token: p.token })).status).toBe(400);
    expect((await t.post<WheelInfo>('/wheel/getWheelInfo', {}, { token: p.token })).body.resultData).toMatchObject({ spinsLeft: 0 });
  });

  it('simulates the live table for staff: observed frequencies next to the weights, and the cost per spin', async () => {
    const res = await admin<{ draws: number; expectedCostMinor: number; observedCostMinor: number; prizes: Array<{ probability: number; observed: number }> }>('simulate', { market: 'tr', draws: 20_000 });
    expect(res.status).toBe(200);
    expect(res.body.resultData!.draws).toBe(20_000);
    for (const p of res.body.resultData!.prizes) expect(Math.abs(p.observed - p.probability)).toBeLessThan(0.02);
  });

  it('refuses staff grants to unknown players', async () => {
    const res = await grant(2_000_000_000, 1);
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});

// Row locks only mean something with real concurrent connections: PostgreSQL only (PGlite is one connection).
const describePg = process.env.DATABASE_URL ? describe : describe.skip;

describePg('prize wheel under concurrency (postgres)', () => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    t = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('lets only one of two concurrent spins use one entitlement, and pays once; 6 spins on 3 entitlements: 3 win', async () => {
    for (const [granted, attempts] of [
      [1, 2],
      [3, 6],
    ] as const) {
      const login = await t.post<{ token: string; userid: number }>('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() });
      const { token, userid } = login.body.resultData!;
      await t.post('/wallet/sandboxTopUp', {}, { token });
      await t.post('/admin/wheel/grant', { userId: userid, spins: granted }, { headers: { 'x-admin-token': t.config.adminToken } });
      const before = (await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!.totalAssets;
      const answers = await Promise.all(Array.from({ length: attempts }, () => t.post<WheelSpinResult>('/wheel/spin', {}, { token })));
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(granted);
      expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.code])).toEqual(Array.from({ length: attempts - granted }, () => [409, 'WHEEL_NO_SPINS']));
      const prizes = won.reduce((sum, a) => sum + a.body.resultData!.prize.amountMinor, 0);
      expect((await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!.totalAssets).toBe(before + prizes);
    }
    const audit = await createLedgerRepository(testDb.database.db).audit();
    expect([audit.sum, audit.drift]).toEqual([0n, 0n]);
  });
});
