import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, createTestDatabase, dialects, newDevice, newIp, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { systemClock } from '../../lib/clock';
import { buildSandboxApp } from '../app';
import { loadSandboxConfig } from '../config';

const WELCOME = 100_000;

/** The operator's ledger read with plain SQL (the sandbox may not import operator code, even in tests). */
const ledgerTotals = async (db: TestDatabase['database']['db']) => {
  const res = await db.execute(sql`select coalesce(sum(balance), 0)::text as sum, count(*)::int as accounts, (select count(*)::int from wallet_transfers) as transfers from wallet_accounts`);
  return (res as unknown as { rows: Array<{ sum: string; accounts: number; transfers: number }> }).rows[0]!;
};

/** The sandbox provider over real HTTP, settling against an operator listening on an ephemeral port. */
describe.each(dialects())('sandbox game provider over HTTP (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let sandbox: FastifyInstance;
  let sandboxUrl: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    // Real time: the provider signs with its own clock.
    t = await createTestApp(testDb.database, { deps: { clock: systemClock } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const operatorUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    sandbox = await buildSandboxApp({ config: loadSandboxConfig({ LOG_LEVEL: 'silent' }), games: { operatorUrl, rtpBps: 9600 } });
    await sandbox.listen({ host: '127.0.0.1', port: 0 });
    sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    expect((await ledgerTotals(testDb.database.db)).sum).toBe('0');
  });
  afterAll(async () => {
    await sandbox.close();
    await t.close();
    await testDb.drop();
  });

  const player = async () => {
    const login = await t.post<{ token: string }>('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() });
    return login.body.resultData!.token;
  };
  const gameOf = async (code: string) => {
    const list = await t.post<{ categoryList: Array<{ categoryId: number; code: string }> }>('/labelGame/list');
    const categoryId = list.body.resultData!.categoryList.find((c) => c.code === code)!.categoryId;
    const page = await t.post<{ list: Array<{ gameId: number; haveDemo: boolean }> }>('/labelGame/getGameByCategoryAndPage', { categoryId, pageSize: 50 });
    return page.body.resultData!.list.find((g) => g.haveDemo)!.gameId;
  };
  /** Opens the launch URL the operator hands out (rebased on the test sandbox) and reads the page's session. */
  const open = async (token: string, gameId: number, isReal: boolean) => {
    const res = await t.post<{ url: string }>('/labelGame/getGameUrlByGame', { gameId, isReal: isReal ? 1 : 0 }, { token });
    const url = new URL(res.body.resultData!.url);
    const page = await fetch(`${sandboxUrl}${url.pathname}${url.search}`);
    const html = await page.text();
    const cfg = /<script id="cfg" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    return { status: page.status, html, cfg: cfg ? (JSON.parse(cfg) as { session: string; kind: string; balanceMinor: number; mode: string }) : undefined };
  };
  const api = async (path: string, body: object) => {
    const res = await fetch(`${sandboxUrl}/games/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const totalAssets = async (token: string) => (await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!.totalAssets;

  it('plays a real slot round: bet and win settle in the ledger, the round is recorded on both sides', async () => {
    const token = await player();
    const gameId = await gameOf('slots');
    const page = await open(token, gameId, true);
    expect(page.status).toBe(200);
    expect(page.html).toContain('casino:balance');
    expect(page.cfg).toMatchObject({ kind: 'slot', mode: 'real', balanceMinor: WELCOME });
    const session = page.cfg!.session;
    let expected = WELCOME;
    for (let i = 0; i < 5; i++) {
      const round = await api('play', { session, stakeMinor: 100 });
      expect(round.status).toBe(200);
      expected += (round.body.winMinor as number) - 100;
      expect(round.body).toMatchObject({ stakeMinor: 100, balanceMinor: expected, settled: true });
      expect((round.body.outcome as { grid: unknown[] }).grid).toHaveLength(5);
    }
    expect(await totalAssets(token)).toBe(expected);
    const recall = await api('recall', { session });
    expect((recall.body.rounds as unknown[]).length).toBe(5);
    const records = await t.post<{ total: number; list: Array<{ betMinor: number; status: string }> }>('/balance/getGameRecord', {}, { token });
    expect(records.body.resultData!.total).toBe(5);
    expect(records.body.resultData!.list.every((r) => r.betMinor === 100 && r.status === 'closed')).toBe(true);
  });

  it('answers insufficient funds with the balance and refuses bad bets', async () => {
    const token = await player();
    const page = await open(token, await gameOf('slots'), true);
    const session = page.cfg!.session;
    expect(await api('play', { session, stakeMinor: 5 })).toMatchObject({ status: 400, body: { error: 'BAD_BET' } });
    for (let i = 0; i < 2; i++) await api('play', { session, stakeMinor: 100_000 });
    const balance = await totalAssets(token);
    if (balance < 100_000) expect(await api('play', { session, stakeMinor: 100_000 })).toMatchObject({ status: 402, body: { error: 'INSUFFICIENT_FUNDS', balanceMinor: balance } });
    expect(await api('play', { session: 'x'.repeat(32), stakeMinor: 100 })).toMatchObject({ status: 404 });
  });

  it('plays dice and roulette for crash and live-casino games', async () => {
    const token = await player();
    const dice = await open(token, await gameOf('crash'), true);
    expect(dice.cfg!.kind).toBe('dice');
    expect((await api('play', { session: dice.cfg!.session, stakeMinor: 100, target: 5000 })).status).toBe(200);
    const roulette = await open(token, await gameOf('table'), true);
    expect(roulette.cfg!.kind).toBe('roulette');
    const spin = await api('play', { session: roulette.cfg!.session, bets: [{ type: 'red', amountMinor: 100 }, { type: 'straight', value: 17, amountMinor: 50 }] });
    expect(spin.status).toBe(200);
    expect(spin.body.stakeMinor).toBe(150);
    expect(await totalAssets(token)).toBe(spin.body.balanceMinor);
  });

  it('demo mode plays with play money and never touches the wallet', async () => {
    const token = await player();
    const before = await ledgerTotals(testDb.database.db);
    const page = await open(token, await gameOf('slots'), false);
    expect(page.cfg).toMatchObject({ mode: 'demo', balanceMinor: WELCOME });
    const round = await api('play', { session: page.cfg!.session, stakeMinor: 1000 });
    expect(round.status).toBe(200);
    expect(round.body.balanceMinor).toBe(WELCOME - 1000 + (round.body.winMinor as number));
    expect(await totalAssets(token)).toBe(0);
    expect((await t.post<{ total: number }>('/balance/getGameRecord', {}, { token })).body.resultData!.total).toBe(0);
    expect(await ledgerTotals(testDb.database.db)).toEqual(before);
  });

  it('refuses a launch with an unknown token', async () => {
    const res = await fetch(`${sandboxUrl}/games/launch?token=${'a'.repeat(40)}&gameId=1&mode=real`);
    expect(res.status).toBe(401);
  });
});
