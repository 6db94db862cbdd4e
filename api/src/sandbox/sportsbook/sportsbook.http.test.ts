import type { GameRecordPage } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { createSandboxTestDatabase, buildTestSandbox } from '../../../test-support/sandbox-db';
import { gameWithCode, ledgerSum, newPlayer, startProvider, totalAssets } from '../../../test-support/game-provider';
import { pickSelections, sportsbookClient, ticketOf, wins } from '../../../test-support/sportsbook';
import { systemClock } from '../../lib/clock';
import { loadSandboxConfig } from '../config';
import { createOperatorClient } from '../games/operator-client';
import type { SandboxDatabase } from '../store/sandbox-db';
import type { TBetView, TSportState } from './contract';
import { storyOf } from './course';
import { fixtureById } from './fixtures';
import { potentialReturnMinor } from './odds';

const WELCOME = 100_000;
const MIN = 60_000;

/**
 * The sportsbook over real HTTP against the operator on an ephemeral port, both databases real: a
 * player's accumulator from launch to settlement, and every bad input and fault the issue lists.
 */
describe.each(oneDialect())('sandbox sportsbook over HTTP (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let store: { database: SandboxDatabase; drop(): Promise<void> };
  let p: Awaited<ReturnType<typeof startProvider>>;
  let sb: ReturnType<typeof sportsbookClient>;
  // The sandbox's real-time source: the simulated clock follows it (tests move it on).
  const clock = { real: Date.parse('2026-06-01T12:00:00Z') };

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { deps: { clock: systemClock } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    store = await createSandboxTestDatabase(dialect);
    p = await startProvider(t, store.database, { sportsbook: { realNow: () => clock.real } });
    sb = sportsbookClient(t, p);
  });
  afterEach(async () => {
    expect(await ledgerSum(testDb.database.db)).toBe('0');
  });
  afterAll(async () => {
    await p.app.close();
    await store.drop();
    await t.close();
    await testDb.drop();
  });

  /** Moves the simulated clock to `target` (forward only) through the sandbox's real-time source. */
  const moveSimTo = async (session: string, target: number) => {
    const at = (await sb.state(session)).board.at;
    expect(target).toBeGreaterThan(at);
    clock.real += target - at;
  };
  const records = async (token: string) => (await t.post<GameRecordPage>('/balance/getGameRecord', { page: 1, pageSize: 20 }, { token })).body.resultData!.list;
  const player = async (lang?: string) => {
    const token = await newPlayer(t, testDb.database.db);
    const opened = await sb.open(token, lang);
    expect(opened.status).toBe(200);
    return { token, ...opened };
  };

  it('a player opens the sportsbook, places an accumulator, and the simulated clock settles it', async () => {
    const g = await player();
    // The launch carries ids only: a launch token and the language.
    expect([...g.launch.searchParams.keys()].sort()).toEqual(['lang', 'token']);
    expect(g.state.balanceMinor).toBe(WELCOME);
    expect(g.state.lang).toBe('tk');
    const sports = new Set(g.state.board.events.map((e) => e.sport));
    expect(sports).toEqual(new Set(['football', 'basketball', 'tennis']));
    expect(g.state.board.events.some((e) => e.status === 'live')).toBe(true);

    const legs = pickSelections(g.state.board.events, 2);
    const stake = 1_000;
    const placed = await sb.bet(g.session, { selections: legs, stakeMinor: stake });
    expect(placed.status).toBe(200);
    const bet = placed.body.bet;
    expect(bet).toMatchObject({ kind: 'acca', status: 'open', stakeMinor: stake, potentialReturnMinor: potentialReturnMinor(stake, legs.map((l) => l.oddsX100)) });
    expect(placed.body.balanceMinor).toBe(WELCOME - stake);
    expect(await totalAssets(t, g.token)).toBe(WELCOME - stake);

    // The operator's records: the round with its slip, open.
    let record = (await records(g.token)).find((r) => r.roundId === bet.betId)!;
    expect(record.betMinor).toBe(stake);
    expect(record.sport).toMatchObject({ kind: 'acca', status: 'open' });
    expect(record.sport!.legs.map((l) => l.selectionId)).toEqual(legs.map((l) => l.selectionId));
    expect(record.sport!.legs[0]!.market).toMatch(/Maç Sonucu|Maç Kazananı/);
    expect(record.sport!.legs[0]!.event).toBe(`${legs[0]!.event.home} - ${legs[0]!.event.away}`);

    // The simulated clock runs past both events (the sandbox control); settlement goes out at once.
    const advanced = await sb.control<{ settled: number }>('advance', { minutes: 10 * 60 });
    expect(advanced.status).toBe(200);
    const after = (await sb.state(g.session)).bets.find((b) => b.betId === bet.betId)!;
    expect(['won', 'lost']).toContain(after.status);
    expect(after.legs.every((l) => l.result !== null)).toBe(true);
    const expected = after.status === 'won' ? bet.potentialReturnMinor : 0;
    expect(after.winMinor).toBe(expected);
    expect(await totalAssets(t, g.token)).toBe(WELCOME - stake + expected);
    record = (await records(g.token)).find((r) => r.roundId === bet.betId)!;
    expect(record).toMatchObject({ status: 'closed', winMinor: expected });
    expect(record.sport).toMatchObject({ status: after.status, winMinor: expected });
    expect(record.sport!.legs.map((l) => l.result)).toEqual(after.legs.map((l) => l.result));
    // The sandbox can tell what each selection came to: it agrees with the settlement.
    for (const leg of after.legs) {
      const told = (await sb.control<{ result: string; startsAt: number; endsAt: number; now: number }>('outcome', { selectionId: leg.selectionId })).body;
      expect(told.result).toBe(leg.result);
      // With its kick-off and the simulated time now, so a test can pick events that do not start under it.
      expect(told.startsAt).toBe(leg.startsAt);
      expect(told.now).toBeGreaterThan(told.endsAt);
    }
  });

  it('refuses a stake below the minimum, above the maximum and above the balance, in the player’s language', async () => {
    const g = await player('en');
    const legs = pickSelections(g.state.board.events, 1);
    const low = await sb.bet(g.session, { selections: legs, stakeMinor: 50 });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ error: 'STAKE_TOO_LOW', message: 'The minimum stake is ₺1.00.' });
    const high = await sb.bet(g.session, { selections: legs, stakeMinor: g.state.limits.maxStakeMinor + 1 });
    expect(high.body.error).toBe('STAKE_TOO_HIGH');
    const broke = await sb.bet(g.session, { selections: legs, stakeMinor: WELCOME + 1 });
    expect(broke.status).toBe(402);
    expect(broke.body).toMatchObject({ error: 'INSUFFICIENT_FUNDS', balanceMinor: WELCOME, message: 'Insufficient balance.' });
    const tk = await player();
    const tkLow = await sb.bet(tk.session, { selections: pickSelections(tk.state.board.events, 1), stakeMinor: 1 });
    expect(tkLow.body.message).toBe('En düşük bahis ₺1,00.');
    // Malformed: a float stake, no selections, a single with two selections.
    expect((await sb.bet(g.session, { selections: legs, stakeMinor: 10.5 })).body.error).toBe('BAD_REQUEST');
    expect((await sb.bet(g.session, { selections: [], stakeMinor: 1000 })).body.error).toBe('BAD_REQUEST');
    const two = pickSelections(g.state.board.events, 2);
    expect((await sb.call('/sportsbook/api/bet', { session: g.session, betId: crypto.randomUUID(), kind: 'single', stakeMinor: 1000, policy: 'any', selections: two })).body.error).toBe('BAD_REQUEST');
    // Two selections of one event cannot be combined; an unknown selection is refused.
    const e = legs[0]!.event;
    const same = [e.markets[0]!.selections[0]!, e.markets[1]!.selections[0]!].map((s) => ({ selectionId: s.id, oddsX100: s.oddsX100, live: false }));
    expect((await sb.bet(g.session, { selections: same, stakeMinor: 1000, policy: 'any' })).body.error).toBe('SAME_EVENT');
    expect((await sb.bet(g.session, { selections: [{ selectionId: 'tr-super-lig.99.0/1x2/home', oddsX100: 200, live: false }], stakeMinor: 1000 })).body.error).toBe('SELECTION_NOT_FOUND');
    expect((await sb.call('/sportsbook/api/state', { session: 'x'.repeat(30) })).body.error).toBe('SESSION_NOT_FOUND');
    expect(await totalAssets(t, g.token)).toBe(WELCOME);
    expect(await records(g.token)).toEqual([]);
  });

  it('changed odds follow the slip’s policy: ask refuses with the new odds, higher takes rises only, any takes all', async () => {
    const g = await player();
    const [leg] = pickSelections(g.state.board.events, 1);
    const now = leg!.oddsX100;
    const asked = await sb.bet(g.session, { selections: [{ ...leg!, oddsX100: now + 5 }], stakeMinor: 500, policy: 'none' });
    expect(asked.status).toBe(409);
    expect(asked.body.error).toBe('ODDS_CHANGED');
    expect(asked.body.changes).toEqual([{ selectionId: leg!.selectionId, oddsX100: now }]);
    expect(asked.body.message).toMatch(/^Oranlar değişti\./);
    expect((await sb.bet(g.session, { selections: [{ ...leg!, oddsX100: now + 5 }], stakeMinor: 500, policy: 'higher' })).body.error).toBe('ODDS_CHANGED');
    const rose = await sb.bet(g.session, { selections: [{ ...leg!, oddsX100: now - 5 }], stakeMinor: 500, policy: 'higher' });
    expect(rose.status).toBe(200);
    // The ticket carries the odds the book took and the return at them, not the slip's.
    expect(rose.body.bet.oddsX100).toBe(now);
    expect(rose.body.bet.legs[0]!.oddsX100).toBe(now);
    expect(rose.body.bet.potentialReturnMinor).toBe(potentialReturnMinor(500, [now]));
    const any = await sb.bet(g.session, { selections: [{ ...leg!, oddsX100: now + 50 }], stakeMinor: 500, policy: 'any' });
    expect(any.status).toBe(200);
    expect(any.body.bet.potentialReturnMinor).toBe(potentialReturnMinor(500, [now]));
    expect(await totalAssets(t, g.token)).toBe(WELCOME - 1_000);
  });

  it('a suspended market and a pre-match selection after kick-off are refused; live odds are taken live', async () => {
    const g = await player();
    // The next football event with an early goal: at the goal its markets are suspended.
    const f = g.state.board.events
      .filter((e) => e.sport === 'football' && e.status === 'prematch')
      .map((e) => fixtureById(e.id)!)
      .find((x) => storyOf(x).moments.length > 0 && storyOf(x).moments[0]!.at > 5 * MIN)!;
    const event = g.state.board.events.find((e) => e.id === f.id)!;
    const prematch = event.markets[0]!.selections[0]!;
    await moveSimTo(g.session, f.startsAt + 2 * MIN);
    const started = await sb.bet(g.session, { selections: [{ selectionId: prematch.id, oddsX100: prematch.oddsX100, live: false }], stakeMinor: 500, policy: 'any' });
    expect(started.status).toBe(409);
    expect(started.body.error).toBe('EVENT_STARTED');
    await moveSimTo(g.session, f.startsAt + storyOf(f).moments[0]!.at + 5_000);
    const board = (await sb.state(g.session)).board;
    const liveEvent = board.events.find((e) => e.id === f.id)!;
    expect(liveEvent.status).toBe('live');
    expect(liveEvent.markets.every((m) => m.status !== 'open')).toBe(true);
    const live = liveEvent.markets[0]!.selections[0]!;
    const suspended = await sb.bet(g.session, { selections: [{ selectionId: live.id, oddsX100: live.oddsX100, live: true }], stakeMinor: 500, policy: 'any' });
    expect(suspended.body).toMatchObject({ error: 'MARKET_SUSPENDED', changes: [{ selectionId: live.id, oddsX100: null }] });
    // A minute on the markets are open again: the live bet is taken.
    clock.real += 60_000;
    const open = (await sb.state(g.session)).board.events.find((e) => e.id === f.id)!;
    const market = open.markets.find((m) => m.status === 'open')!;
    const taken = await sb.bet(g.session, { selections: [{ selectionId: market.selections[0]!.id, oddsX100: market.selections[0]!.oddsX100, live: true }], stakeMinor: 500, policy: 'any' });
    expect(taken.status).toBe(200);
    expect(taken.body.bet.legs[0]!.live).toBe(true);
    expect(await totalAssets(t, g.token)).toBe(WELCOME - 500);
  });

  it('a duplicate bet id debits once: the same slip replays, another slip is refused', async () => {
    const g = await player();
    const legs = pickSelections(g.state.board.events, 2);
    const betId = crypto.randomUUID();
    const first = await sb.bet(g.session, { selections: legs, stakeMinor: 700, betId });
    expect(first.status).toBe(200);
    const again = await sb.bet(g.session, { selections: legs, stakeMinor: 700, betId });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replay: true, bet: { betId, stakeMinor: 700 } });
    const other = await sb.bet(g.session, { selections: legs, stakeMinor: 800, betId });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('DUPLICATE_BET');
    // Another player cannot take the id either.
    const h = await player();
    expect((await sb.bet(h.session, { selections: legs, stakeMinor: 700, betId })).body.error).toBe('DUPLICATE_BET');
    expect(await totalAssets(t, g.token)).toBe(WELCOME - 700);
    expect((await records(g.token)).filter((r) => r.roundId === betId)).toHaveLength(1);
  });

  it('a settlement of an unknown bet is refused and moves nothing; a settlement sent 5 times pays once', async () => {
    const g = await player();
    expect((await sb.control('settle', { betId: crypto.randomUUID() })).body.error).toBe('BET_NOT_FOUND');
    // The operator refuses a win for a round no bet opened: the outbox keeps it refused, never retried.
    const state = await sb.state(g.session);
    const { outbox } = p.app.sportsbook;
    const session = (await sb.call<{ bets: TBetView[] }>('/sportsbook/api/bets', { session: g.session })).body;
    expect(session.bets).toEqual([]);
    const operator = createOperatorClient({ baseUrl: `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`, secret: loadSandboxConfig({}).sharedSecret });
    const launchToken = new URL((await t.post<{ url: string }>('/sport/getSportUrl', {}, { token: g.token })).body.resultData!.url).searchParams.get('token')!;
    const auth = await operator.call('authenticate', { token: launchToken });
    expect(auth.kind).toBe('ok');
    const ghost = crypto.randomUUID();
    const row = await outbox.enqueue('sportsbook.wallet', `${ghost}:win`, {
      op: 'win',
      body: { token: launchToken, playerId: String((auth as unknown as { body: { playerId: string } }).body.playerId), roundId: ghost, gameId: 2_000_000_000, currency: 'TRY', transactionId: `${ghost}:win`, amountMinor: 5_000, roundEnd: true, ticketResult: { status: 'won', winMinor: 5_000, legs: [] } },
    });
    const delivery = await outbox.deliverNow(row.id);
    expect(delivery).toMatchObject({ ok: false, retry: false, error: 'UNKNOWN_ROUND' });
    expect((await outbox.find(`${ghost}:win`))?.status).toBe('refused');
    expect(await totalAssets(t, g.token)).toBe(state.balanceMinor);

    // A real bet, settled, and its win sent four more times (the provider's retries): paid once.
    const [leg] = pickSelections(state.board.events, 1);
    const bet = (await sb.bet(g.session, { selections: [leg!], stakeMinor: 1_000 })).body.bet;
    await sb.control('advance', { minutes: 10 * 60 });
    const settled = (await sb.state(g.session)).bets.find((b) => b.betId === bet.betId)!;
    expect(['won', 'lost']).toContain(settled.status);
    const win = (await outbox.find(`${bet.betId}:win`))!;
    expect(win.status).toBe('delivered');
    for (let i = 0; i < 4; i++) expect((await operator.call(String(win.payload.op), win.payload.body as object, 1)).kind).toBe('ok');
    const paid = await wins(testDb.database.db, bet.betId);
    expect(paid.n).toBe(1);
    expect(Number(paid.total)).toBe(settled.winMinor);
    expect(await totalAssets(t, g.token)).toBe(WELCOME - 1_000 + settled.winMinor);
    expect((await ticketOf(testDb.database.db, bet.betId))?.status).toBe(settled.status);
  });

  it('a called-off event voids the bet: the stake comes back through a rollback and the record says void', async () => {
    const g = await player();
    const [leg] = pickSelections(g.state.board.events, 1);
    const bet = (await sb.bet(g.session, { selections: [leg!], stakeMinor: 2_500 })).body.bet;
    expect(await totalAssets(t, g.token)).toBe(WELCOME - 2_500);
    expect((await sb.control('void', { eventId: leg!.event.id })).status).toBe(200);
    const after = (await sb.state(g.session)).bets.find((b) => b.betId === bet.betId)!;
    expect(after.status).toBe('void');
    expect(await totalAssets(t, g.token)).toBe(WELCOME);
    const record = (await records(g.token)).find((r) => r.roundId === bet.betId)!;
    expect(record).toMatchObject({ status: 'closed', refundMinor: 2_500, netMinor: 0 });
    expect(record.sport).toMatchObject({ status: 'void' });
    expect(record.sport!.legs[0]!.result).toBe('void');
    // The event is over for everyone: its selections are no longer taken.
    expect((await sb.bet(g.session, { selections: [leg!], stakeMinor: 500, policy: 'any' })).body.error).toBe('EVENT_ENDED');
  });

  it('bad input anywhere is a clear 4xx, never a 500', async () => {
    const g = await player('zh-CN');
    const anywhere: unknown[] = [null, [], 'x', { session: 5 }, { session: 'x'.repeat(10_000) }, JSON.parse('{"__proto__": {"admin": true}, "session": "aaaaaaaaaaaaaaaaaaaa"}')];
    const bets: unknown[] = [
      { session: g.session, betId: '../../etc', kind: 'acca', stakeMinor: 100, policy: 'any', selections: [] },
      { session: g.session, stakeMinor: -1 },
      { session: g.session, betId: crypto.randomUUID(), kind: 'single', stakeMinor: 100, policy: 'any', selections: [{ selectionId: 'a'.repeat(500), oddsX100: 1e20, live: 'yes' }] },
      { session: g.session, betId: crypto.randomUUID(), kind: 'single', stakeMinor: 100, policy: 'sometimes', selections: [{ selectionId: 'tr-super-lig.1.0/1x2/home', oddsX100: 200, live: false }] },
    ];
    for (const path of ['state', 'bets', 'balance', 'bet']) {
      for (const body of path === 'bet' ? [...anywhere, ...bets] : anywhere) {
        const res = await fetch(`${p.url}/sportsbook/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        const json = (await res.json()) as { error: string; message: string };
        expect(typeof json.error).toBe('string');
        expect(json.message.length).toBeGreaterThan(0);
      }
    }
    const zh = await sb.bet(g.session, { selections: pickSelections(g.state.board.events, 1), stakeMinor: 1 });
    expect(zh.body.message).toBe('最低投注额为 ₺1.00。');
    for (const [op, body] of [['advance', { minutes: 0 }], ['advance', { minutes: 'x' }], ['void', {}], ['settle', { betId: '!' }], ['outcome', { selectionId: 'nope-nope' }], ['nothing', {}]] as const) {
      const res = await sb.control(op, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await fetch(`${p.url}/sportsbook/launch?lang=en`)).status).toBe(400);
    expect(await totalAssets(t, g.token)).toBe(WELCOME);
  });

  it('the stream sends the board and the player’s bets; another player’s records never show them', async () => {
    const g = await player();
    const controller = new AbortController();
    const res = await fetch(`${p.url}/sportsbook/api/stream?session=${g.session}`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^event: board\ndata: \{"at":\d+,"events":\[/);
    controller.abort();
    expect((await fetch(`${p.url}/sportsbook/api/stream?session=nope`)).status).toBe(404);
    const h = await newPlayer(t, testDb.database.db);
    expect(await records(h)).toEqual([]);
    const state: TSportState = await sb.state(g.session);
    expect(state.competitions.find((c) => c.id === 'uefa-cl')?.name).toBe('UEFA Şampiyonlar Ligi');
  });

  it('an unknown token or a game’s launch token opens no sportsbook; the controls are off in production', async () => {
    const bad = await fetch(`${p.url}/sportsbook/launch?token=${'a'.repeat(40)}&lang=en`);
    expect(bad.status).toBe(401);
    expect(await bad.text()).toContain('This link has expired');
    const token = await newPlayer(t, testDb.database.db);
    await t.post('/protection/confirmAge', { birthDate: '1990-01-01' }, { token });
    const game = new URL((await t.post<{ url: string }>('/labelGame/getGameUrlByGame', { gameId: await gameWithCode(testDb.database.db, 'dice'), isReal: 1 }, { token })).body.resultData!.url);
    const wrong = await fetch(`${p.url}/sportsbook/launch?token=${game.searchParams.get('token')}&lang=tk`);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Bağlantının süresi doldu');
    const prod = await buildTestSandbox({ config: loadSandboxConfig({ LOG_LEVEL: 'silent', APP_MODE: 'production', SANDBOX_SHARED_SECRET: 'a-production-secret-of-our-own' }), workers: false });
    const res = await prod.inject({ method: 'POST', url: '/sportsbook/sandbox/advance', payload: { minutes: 60 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'CONTROLS_OFF' });
    await prod.close();
  });
});
