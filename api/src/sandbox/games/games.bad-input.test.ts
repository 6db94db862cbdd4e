import { createTestApp, createTestDatabase, oneDialect, FakeClock, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { createSandboxTestDatabase } from '../../../test-support/sandbox-db';
import { gameWithCode, ledgerSum, newPlayer, startProvider, totalAssets } from '../../../test-support/game-provider';
import { systemClock } from '../../lib/clock';
import type { SandboxDatabase } from '../store/sandbox-db';
import type { TPlayAnswer } from './contract';

const WELCOME = 100_000;

/**
 * Every bad input of the games issue: a clear refusal in the player's language (Turkish by default,
 * English when the launch says so) and no money moved.
 */
describe.each(oneDialect())('game provider bad input (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let store: { database: SandboxDatabase; drop(): Promise<void> };
  let p: Awaited<ReturnType<typeof startProvider>>;
  // The provider's clock: crash flights end when the test says so.
  const clock = new FakeClock(Date.now());

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { deps: { clock: systemClock } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    store = await createSandboxTestDatabase(dialect);
    p = await startProvider(t, store.database, { now: () => clock.now() });
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

  const open = async (code: string, lang?: string) => {
    const token = await newPlayer(t, testDb.database.db);
    const game = await p.open(token, await gameWithCode(testDb.database.db, code), true, lang);
    return { token, ...game };
  };
  /** The refusal left the player's money where it was. */
  const unchanged = async (token: string, balance = WELCOME) => expect(await totalAssets(t, token)).toBe(balance);

  it('a bet outside the limits, in Turkish and in English', async () => {
    const g = await open('slot-');
    for (const stakeMinor of [5, 100_001, 0, -100]) {
      const r = await p.play(g.session, { stakeMinor });
      expect(r).toMatchObject({ status: 400, body: { error: 'BAD_BET', message: 'Bahis 0,10 ile 1.000,00 arasında olmalıdır.' } });
    }
    await unchanged(g.token);
    const en = await open('roulette', 'en');
    const r = await p.play(en.session, { bets: [{ type: 'red', amountMinor: 60_000 }, { type: 'black', amountMinor: 60_000 }] });
    expect(r).toMatchObject({ status: 400, body: { error: 'BAD_BET', message: 'A bet must be between 0.10 and 1,000.00.' } });
    await unchanged(en.token);
  });

  it('a bet type that does not exist', async () => {
    const g = await open('roulette');
    for (const bets of [[{ type: 'purple', amountMinor: 100 }], [{ type: 'split', numbers: [1, 36], amountMinor: 100 }], [{ type: 'dozen', value: 4, amountMinor: 100 }]]) {
      expect(await p.play(g.session, { bets })).toMatchObject({ status: 400, body: { error: 'UNKNOWN_BET_TYPE', message: 'Bu bahis türü bu oyunda yok.' } });
    }
    const b = await open('baccarat');
    expect(await p.play(b.session, { bets: [{ type: 'dragon', amountMinor: 100 }] })).toMatchObject({ status: 400, body: { error: 'UNKNOWN_BET_TYPE' } });
    await unchanged(g.token);
    await unchanged(b.token);
  });

  it('a chip placed after betting closed, and a replayed round id', async () => {
    const g = await open('roulette');
    const first = await p.play(g.session, { bets: [{ type: 'red', amountMinor: 100 }] });
    expect(first.status).toBe(200);
    const after = first.body.balanceMinor;
    const late = await p.play(g.session, { bets: [{ type: 'straight', numbers: [first.body.round.state.pocket as number], amountMinor: 100 }] }, first.roundId);
    expect(late).toMatchObject({ status: 409, body: { error: 'BETTING_CLOSED', message: 'Bu el için bahisler kapandı.' } });
    const replay = await p.play(g.session, { bets: [{ type: 'red', amountMinor: 100 }] }, first.roundId);
    expect(replay).toMatchObject({ status: 409, body: { error: 'ROUND_REPLAYED', message: 'Bu el zaten oynandı.' } });
    // Another player cannot use it either.
    const other = await open('roulette');
    expect((await p.play(other.session, { bets: [{ type: 'red', amountMinor: 100 }] }, first.roundId)).body.error).toBe('ROUND_REPLAYED');
    await unchanged(g.token, after);
    await unchanged(other.token);
  });

  it('a cash-out after the crash', async () => {
    const g = await open('crash-');
    const bet = await p.play(g.session, { stakeMinor: 1000 });
    expect(bet.status).toBe(200);
    // The crash point stays hidden while the flight is on; only an instant crash (1.00x, a fair draw of the
    // engine) ends the round at the bet itself and shows it. Either way a later cash-out is refused.
    const shown = bet.body.round.state.crashPoint;
    expect(shown === undefined || shown === 100).toBe(true);
    clock.advance(10 * 60_000); // past any crash point (10,000x is reached in ~92 s)
    const late = await p.api<TPlayAnswer>('cashout', { session: g.session, roundId: bet.roundId });
    expect(late).toMatchObject({ status: 409, body: { error: 'ROUND_OVER' } });
    expect(late.body.message).toMatch(/^El bitti: \d+\.\d\d katında patladı\.$/);
    await unchanged(g.token, WELCOME - 1000);
    // The flight was settled as lost and closed at the operator.
    const records = await t.post<{ list: Array<{ status: string; winMinor: number }> }>('/balance/getGameRecord', {}, { token: g.token });
    expect(records.body.resultData!.list[0]).toMatchObject({ status: 'closed', winMinor: 0 });
  });

  it('a blackjack action that the hand does not allow', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const g = await open('blackjack');
      const deal = await p.play(g.session, { stakeMinor: 500 });
      if (deal.body.round.status === 'settled') continue;
      const hand = (deal.body.round.state.hands as Array<{ cards: number[] }>)[0]!;
      const pair = hand.cards[0]! % 13 === hand.cards[1]! % 13 || (hand.cards[0]! % 13 >= 9 && hand.cards[1]! % 13 >= 9);
      if (!pair) {
        expect(await p.api('action', { session: g.session, roundId: deal.roundId, action: 'split' })).toMatchObject({ status: 409, body: { error: 'ACTION_NOT_ALLOWED', message: 'Bu hamle şu an yapılamaz.' } });
      }
      expect((await p.api('action', { session: g.session, roundId: deal.roundId, action: 'surrender' })).body.error).toBe('ACTION_NOT_ALLOWED');
      await unchanged(g.token, WELCOME - 500);
      const stand = await p.api<TPlayAnswer>('action', { session: g.session, roundId: deal.roundId, action: 'stand' });
      const settled = WELCOME - 500 + stand.body.round.winMinor;
      expect((await p.api('action', { session: g.session, roundId: deal.roundId, action: 'hit' })).body.error).toBe('ACTION_NOT_ALLOWED');
      await unchanged(g.token, settled);
      return;
    }
    throw new Error('twenty blackjacks in a row');
  });

  it('a client seed with control characters or 10 KB long', async () => {
    const g = await open('dice');
    for (const clientSeed of ['ab\u0000cd', 'line\nbreak', 'x'.repeat(10 * 1024), '', 'two words', 42]) {
      expect(await p.api('seed', { session: g.session, clientSeed })).toMatchObject({ status: 400, body: { error: 'BAD_CLIENT_SEED', message: 'İstemci tohumu 1-64 yazdırılabilir karakter olmalıdır.' } });
    }
    const state = await p.api<{ fair: { clientSeed: string } }>('state', { session: g.session });
    expect(state.body.fair.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    await unchanged(g.token);
  });

  it('a bet against a seed the player did not see, an unknown session, malformed bodies', async () => {
    const g = await open('dice');
    const r = await p.api('play', { session: g.session, roundId: crypto.randomUUID(), seedHash: '0'.repeat(64), stakeMinor: 100, target: 5000 });
    expect(r).toMatchObject({ status: 409, body: { error: 'SEED_CHANGED' } });
    expect(await p.api('state', { session: 'x'.repeat(32) })).toMatchObject({ status: 404, body: { error: 'SESSION_NOT_FOUND' } });
    expect(await p.api('play', { session: g.session, roundId: '../../etc', seedHash: 'x' })).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    const res = await fetch(`${p.url}/games/api/play`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"session":' });
    expect(res.status).toBe(400);
    await unchanged(g.token);
  });
});
