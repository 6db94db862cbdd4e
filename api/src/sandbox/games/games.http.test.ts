import { createTestApp, createTestDatabase, oneDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { createSandboxTestDatabase } from '../../../test-support/sandbox-db';
import { gameWithCode, ledgerSum, newPlayer, startProvider, totalAssets } from '../../../test-support/game-provider';
import { systemClock } from '../../lib/clock';
import type { SandboxDatabase } from '../store/sandbox-db';
import type { TGameState, TPlayAnswer, TRoundView } from './contract';
import { BACCARAT_DECKS, playBaccarat } from './engines/baccarat';
import { shoeOrder } from './engines/cards';
import { fairRng, seedHash } from './engines/fair';
import { spinRoulette } from './engines/roulette';

const WELCOME = 100_000;

/** The provider over real HTTP, settling against an operator on an ephemeral port, both databases real. */
describe.each(oneDialect())('sandbox game provider over HTTP (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let store: { database: SandboxDatabase; drop(): Promise<void> };
  let p: Awaited<ReturnType<typeof startProvider>>;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { deps: { clock: systemClock } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    store = await createSandboxTestDatabase(dialect);
    p = await startProvider(t, store.database);
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

  const real = async (code: string) => {
    const token = await newPlayer(t, testDb.database.db);
    const game = await p.open(token, await gameWithCode(testDb.database.db, code), true);
    expect(game.status).toBe(200);
    return { token, ...game };
  };

  it('every family opens its own engine from the provider code the operator sent', async () => {
    const expected: Array<[string, string]> = [['slot-', 'slot'], ['roulette', 'roulette'], ['blackjack', 'blackjack'], ['baccarat', 'baccarat'], ['crash-', 'crash'], ['wheel-', 'wheel'], ['dice', 'dice']];
    for (const [code, engine] of expected) {
      const game = await real(code);
      expect(game.launch.searchParams.get('kind')).toBeNull();
      expect(game.state.game.engine).toBe(engine);
      expect(game.state.lang).toBe('tk');
    }
  });

  it('a baccarat banker bet settles by the tableau, and the round verifies with its revealed seed', async () => {
    const g = await real('baccarat');
    const before = g.state.balanceMinor;
    expect(before).toBe(WELCOME);
    const committed = g.state.fair;
    const r = await p.play(g.session, { bets: [{ type: 'banker', amountMinor: 1000 }] });
    expect(r.status).toBe(200);
    const round = r.body.round;
    expect(round).toMatchObject({ status: 'settled', stakeMinor: 1000, credited: true });
    expect(r.body.balanceMinor).toBe(before - 1000 + round.winMinor);
    expect(await totalAssets(t, g.token)).toBe(r.body.balanceMinor);
    // Provably fair: the hash shown before the bet is the revealed seed's; the outcome recomputes from it.
    expect(round.fair.serverSeedHash).toBe(committed.serverSeedHash);
    expect(seedHash(round.fair.serverSeed!)).toBe(committed.serverSeedHash);
    const shoe = shoeOrder(BACCARAT_DECKS, fairRng({ serverSeed: round.fair.serverSeed!, clientSeed: round.fair.clientSeed, nonce: round.fair.nonce }), 6);
    let i = 0;
    const again = playBaccarat([{ type: 'banker', amountMinor: 1000 }], () => shoe[i++]!);
    expect(again.winMinor).toBe(round.winMinor);
    expect(again.player).toEqual(round.state.player);
    // The next round is committed to a new seed.
    expect(r.body.fair.serverSeedHash).not.toBe(committed.serverSeedHash);
    expect(r.body.fair.nonce).toBe(committed.nonce + 1);
  });

  it('roulette pays a split and a red bet from the same pocket, with a player-chosen client seed', async () => {
    const g = await real('roulette');
    expect((await p.api('seed', { session: g.session, clientSeed: 'benim-tohumum' })).body).toMatchObject({ clientSeed: 'benim-tohumum' });
    const bets = [{ type: 'split', numbers: [17, 20], amountMinor: 100 }, { type: 'red', amountMinor: 200 }];
    const r = await p.play(g.session, { bets });
    expect(r.status).toBe(200);
    const round = r.body.round;
    expect(round.fair.clientSeed).toBe('benim-tohumum');
    const pocket = round.state.pocket as number;
    const recomputed = spinRoulette(bets as never, fairRng({ serverSeed: round.fair.serverSeed!, clientSeed: 'benim-tohumum', nonce: round.fair.nonce }));
    expect(recomputed.pocket).toBe(pocket);
    expect(round.winMinor).toBe(recomputed.winMinor);
    expect(await totalAssets(t, g.token)).toBe(WELCOME - 300 + round.winMinor);
  });

  it('slots, dice and the money wheel settle in one call each; the operator records closed rounds', async () => {
    const g = await real('slot-');
    let balance = WELCOME;
    for (let i = 0; i < 4; i++) {
      const r = await p.play(g.session, { stakeMinor: 200 });
      expect(r.status).toBe(200);
      balance += r.body.round.winMinor - 200;
      expect(r.body.balanceMinor).toBe(balance);
      expect(r.body.round.state.grid as unknown[]).toHaveLength(5);
    }
    const records = await t.post<{ total: number; list: Array<{ status: string }> }>('/balance/getGameRecord', {}, { token: g.token });
    expect(records.body.resultData!.total).toBe(4);
    expect(records.body.resultData!.list.every((x) => x.status === 'closed')).toBe(true);
    const recall = await p.api<{ rounds: TRoundView[] }>('recall', { session: g.session });
    expect(recall.body.rounds).toHaveLength(4);
    expect(recall.body.rounds.every((x) => x.fair.serverSeed && seedHash(x.fair.serverSeed) === x.fair.serverSeedHash)).toBe(true);

    const dice = await real('dice');
    expect((await p.play(dice.session, { stakeMinor: 100, target: 5000 })).status).toBe(200);
    const wheel = await real('wheel-');
    const spin = await p.play(wheel.session, { bets: [{ type: 'number', number: 1, amountMinor: 100 }, { type: 'number', number: 10, amountMinor: 100 }] });
    expect(spin.status).toBe(200);
    expect(await totalAssets(t, wheel.token)).toBe(WELCOME - 200 + spin.body.round.winMinor);
  });

  it('blackjack keeps the hand open across calls, hides the hole card, and settles when the player stands', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const g = await real('blackjack');
      const deal = await p.play(g.session, { stakeMinor: 500 });
      expect(deal.status).toBe(200);
      if (deal.body.round.status === 'settled') continue; // a blackjack: try another hand
      expect(deal.body.round.state.dealer as unknown[]).toHaveLength(1);
      expect(deal.body.round.fair.serverSeed).toBeUndefined();
      expect(await totalAssets(t, g.token)).toBe(WELCOME - 500);
      // A reload finds the hand.
      expect((await p.api<TGameState>('state', { session: g.session })).body.open?.roundId).toBe(deal.roundId);
      const stand = await p.api<TPlayAnswer>('action', { session: g.session, roundId: deal.roundId, action: 'stand' });
      expect(stand.status).toBe(200);
      const round = stand.body.round;
      expect(round.status).toBe('settled');
      expect((round.state.dealer as unknown[]).length).toBeGreaterThanOrEqual(2);
      expect(await totalAssets(t, g.token)).toBe(WELCOME - 500 + round.winMinor);
      return;
    }
    throw new Error('twenty blackjacks in a row');
  });

  it('demo mode plays with play money and never touches the wallet', async () => {
    const token = await newPlayer(t, testDb.database.db);
    const g = await p.open(token, await gameWithCode(testDb.database.db, 'slot-', true), false);
    expect(g.state).toMatchObject({ mode: 'demo', balanceMinor: WELCOME });
    const r = await p.play(g.session, { stakeMinor: 1000 });
    expect(r.body.balanceMinor).toBe(WELCOME - 1000 + r.body.round.winMinor);
    // The balance is the sandbox grant the account opened with, untouched.
    expect(await totalAssets(t, token)).toBe(WELCOME);
    expect((await t.post<{ total: number }>('/balance/getGameRecord', {}, { token })).body.resultData!.total).toBe(0);
  });

  it('refuses a launch with an unknown token or a game code it does not deal', async () => {
    expect((await fetch(`${p.url}/games/launch?token=${'a'.repeat(40)}&gameId=1&gameCode=dice&mode=real`)).status).toBe(401);
    const res = await fetch(`${p.url}/games/launch?token=${'a'.repeat(40)}&gameId=1&gameCode=poker-holdem&mode=real&lang=en`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not in the provider');
  });
});
