import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { createSandboxTestDatabase } from '../../../test-support/sandbox-db';
import { gameWithCode, ledgerSum, newPlayer, startProvider, totalAssets } from '../../../test-support/game-provider';
import { systemClock } from '../../lib/clock';
import type { SandboxDatabase } from '../store/sandbox-db';
import { loadSandboxConfig } from '../config';
import type { TGameState, TPlayAnswer } from './contract';
import { createOperatorClient } from './operator-client';
import { createGameStore } from './store';

/**
 * A provider restart with wins still owed: the first provider bets, the operator's win endpoint is
 * down, the provider stops; a new provider over the same store delivers every queued win exactly
 * once, resumes an open blackjack hand, and the operator's ledger sums to zero.
 */
describe.each(dialects())('game provider restart (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let store: { database: SandboxDatabase; drop(): Promise<void> };
  let proxy: Server;
  let winsDown = true;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { deps: { clock: systemClock } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const operator = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // Between provider and operator: answers 503 to wins while `winsDown`, forwards the rest.
    proxy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (winsDown && req.url?.endsWith('/win')) return void res.writeHead(503).end('{}');
        void fetch(`${operator}${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: req.method === 'POST' ? Buffer.concat(chunks) : undefined }).then(async (r) => {
          res.writeHead(r.status, { 'content-type': 'application/json' }).end(Buffer.from(await r.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    store = await createSandboxTestDatabase(dialect);
  });
  afterAll(async () => {
    proxy.close();
    await store.drop();
    await t.close();
    await testDb.drop();
  });

  it('delivers queued wins exactly once after a restart and resumes the open hand', async () => {
    const viaProxy = { ...t, app: { server: proxy } } as unknown as TestApp;
    const first = await startProvider(viaProxy, store.database);
    // The launch goes to the real operator (the proxy forwards authenticate).
    const token = await newPlayer(t, testDb.database.db);
    const slot = await first.open(token, await gameWithCode(testDb.database.db, 'slot-'), true);
    let stakes = 0;
    const rounds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await first.play(slot.session, { stakeMinor: 1000 });
      expect(r.status).toBe(200);
      expect(r.body.round.credited).toBe(false);
      stakes += 1000;
      rounds.push(r.roundId);
    }
    // A blackjack hand left open (dealt again until it is not a natural).
    const bj = await first.open(token, await gameWithCode(testDb.database.db, 'blackjack'), true);
    let hand: { roundId: string; body: TPlayAnswer } | undefined;
    while (!hand) {
      const deal = await first.play(bj.session, { stakeMinor: 500 });
      stakes += 500;
      if (deal.body.round.status === 'open') hand = deal;
      else rounds.push(deal.roundId);
    }
    const owed = await first.app.gameProvider.outbox.count('pending');
    expect(owed).toBe(rounds.length);
    const wins = async () => {
      const res = await testDb.database.db.execute(sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from wallet_seamless_transactions where kind = 'win'`);
      return (res as unknown as { rows: Array<{ n: number; total: string }> }).rows[0]!;
    };
    expect((await wins()).n).toBe(0);
    expect(await totalAssets(t, token)).toBe(100_000 - stakes);
    await first.app.close(); // the provider stops; its store stays

    winsDown = false;
    const second = await startProvider(viaProxy, store.database);
    for (let i = 0; i < 40 && (await second.app.gameProvider.outbox.count('pending')) > 0; i++) {
      await second.app.gameProvider.outbox.drain();
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await second.app.gameProvider.outbox.count('pending')).toBe(0);
    // Exactly once: one win per settled round, whatever the retries; draining again sends nothing.
    expect(await second.app.gameProvider.outbox.drain()).toBe(0);
    const delivered = await wins();
    expect(delivered.n).toBe(rounds.length);
    const recall = await second.api<{ rounds: Array<{ roundId: string; winMinor: number }> }>('recall', { session: slot.session });
    const slotWins = recall.body.rounds.reduce((a, r) => a + r.winMinor, 0);

    // The open hand survived the restart: the same session plays it on.
    const state = await second.api<TGameState>('state', { session: bj.session });
    expect(state.body.open?.roundId).toBe(hand.roundId);
    const stand = await second.api<TPlayAnswer>('action', { session: bj.session, roundId: hand.roundId, action: 'stand' });
    expect(stand.body.round.status).toBe('settled');
    // A replay of a round played before the restart is refused.
    expect((await second.play(slot.session, { stakeMinor: 1000 }, rounds[0])).body.error).toBe('ROUND_REPLAYED');

    const bjWins = Number((await wins()).total) - slotWins;
    expect(await totalAssets(t, token)).toBe(100_000 - stakes + slotWins + bjWins);
    expect(await ledgerSum(testDb.database.db)).toBe('0');
    const open = await testDb.database.db.execute(sql`select count(*)::int as n from wallet_game_rounds where status = 'open'`);
    expect((open as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    await second.app.close();
  });

  it('refunds a bet the operator took while the provider stopped before recording its answer', async () => {
    winsDown = false;
    const operatorUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const first = await startProvider(t, store.database);
    const token = await newPlayer(t, testDb.database.db);
    const dice = await first.open(token, await gameWithCode(testDb.database.db, 'dice'), true);
    await first.app.close();
    // What a provider that died mid-call leaves: the round written as bet_pending, the bet taken by the operator.
    const games = createGameStore(store.database.db);
    const session = (await games.findSession(dice.session))!;
    const roundId = crypto.randomUUID();
    const minuteAgo = new Date(Date.now() - 120_000);
    await games.openRound(
      { id: roundId, sessionId: session.id, playerKey: `p:${session.playerId}`, gameId: session.gameId, engine: 'dice', mode: 'real', status: 'bet_pending', stakeMinor: 700, request: { engine: 'dice', stakeMinor: 700, target: 5000 }, state: {}, bets: [], createdAt: minuteAgo },
      dice.state.fair.serverSeedHash,
    );
    const operator = createOperatorClient({ baseUrl: operatorUrl, secret: loadSandboxConfig({}).sharedSecret });
    const bet = await operator.call('bet', { token: session.token, playerId: session.playerId, roundId, gameId: session.gameId, currency: session.currency, transactionId: `${roundId}:bet`, amountMinor: 700 });
    expect(bet.kind).toBe('ok');
    expect(await totalAssets(t, token)).toBe(100_000 - 700);

    const second = await startProvider(t, store.database);
    expect(await second.app.gameProvider.provider.sweep()).toBe(1);
    expect(await totalAssets(t, token)).toBe(100_000);
    expect((await games.findRound(roundId))?.status).toBe('cancelled');
    // The refunded round cannot be played again.
    expect((await second.play(dice.session, { stakeMinor: 700, target: 5000 }, roundId)).body.error).toBe('ROUND_REPLAYED');
    expect(await second.app.gameProvider.provider.sweep()).toBe(0);
    expect(await ledgerSum(testDb.database.db)).toBe('0');
    await second.app.close();
  });
});
