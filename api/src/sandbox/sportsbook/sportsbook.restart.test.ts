import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { createSandboxTestDatabase } from '../../../test-support/sandbox-db';
import { ledgerSum, newPlayer, startProvider, totalAssets } from '../../../test-support/game-provider';
import { pickSelections, sportsbookClient, ticketOf, wins } from '../../../test-support/sportsbook';
import { systemClock } from '../../lib/clock';
import type { SandboxDatabase } from '../store/sandbox-db';

const WELCOME = 100_000;

/**
 * A provider restart between bet and settlement: the first sportsbook takes an accumulator and moves
 * its simulated clock on, then stops; a new one over the same store finds the clock where it was,
 * settles the bet, and (the operator's win endpoint down at first) delivers the settlement exactly once
 * through the outbox after retries.
 */
describe.each(dialects())('sportsbook restart (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let store: { database: SandboxDatabase; drop(): Promise<void> };
  let proxy: Server;
  let winsDown = 0;
  let winCalls = 0;
  const clock = { real: Date.parse('2026-07-01T15:00:00Z') };

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database, { deps: { clock: systemClock } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const operator = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // Between provider and operator: answers 503 to the next `winsDown` wins, forwards the rest.
    proxy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url?.endsWith('/win')) {
          winCalls++;
          if (winsDown > 0) {
            winsDown--;
            return void res.writeHead(503).end('{}');
          }
        }
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

  it('settles a bet taken before the restart exactly once, after four failed deliveries', async () => {
    const viaProxy = { ...t, app: { server: proxy } } as unknown as TestApp;
    const options = { sportsbook: { realNow: () => clock.real } };
    const first = await startProvider(viaProxy, store.database, options);
    const sb1 = sportsbookClient(t, first);
    const token = await newPlayer(t, testDb.database.db);
    const g = await sb1.open(token);
    const legs = pickSelections(g.state.board.events, 2);
    const bet = (await sb1.bet(g.session, { selections: legs, stakeMinor: 4_000 })).body.bet;
    expect(bet.status).toBe('open');
    expect(await totalAssets(t, token)).toBe(WELCOME - 4_000);
    // The simulated clock moves on a few minutes (both events still to be decided), durably; then the provider stops.
    const moved = (await sb1.control<{ now: number }>('advance', { minutes: 5 })).body.now;
    await first.app.close();

    // The outcome is drawn before kick-off: the sandbox knows what the slip will come to.
    winsDown = 4;
    const second = await startProvider(viaProxy, store.database, options);
    const sb2 = sportsbookClient(t, second);
    const resumed = await sb2.state(g.session);
    expect(resumed.board.at).toBeGreaterThanOrEqual(moved);
    expect(resumed.bets.find((b) => b.betId === bet.betId)?.status).toBe('open');
    const outcomes = await Promise.all(legs.map(async (l) => (await sb2.control<{ result: string }>('outcome', { selectionId: l.selectionId })).body.result));
    await sb2.control('advance', { minutes: 10 * 60 });
    const settled = (await sb2.state(g.session)).bets.find((b) => b.betId === bet.betId)!;
    expect(settled.legs.map((l) => l.result)).toEqual(outcomes);
    const expected = outcomes.includes('lost') ? 0 : settled.potentialReturnMinor;
    expect(settled.status).toBe(expected > 0 ? 'won' : 'lost');
    expect(settled.winMinor).toBe(expected);

    // The first delivery failed (503): the win is owed, retried by the outbox until acknowledged.
    const { outbox } = second.app.sportsbook;
    for (let i = 0; i < 60 && (await outbox.count('pending', 'sportsbook.wallet')) > 0; i++) {
      await outbox.drain();
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await outbox.count('pending', 'sportsbook.wallet')).toBe(0);
    expect((await outbox.find(`${bet.betId}:win`))?.attempts).toBe(5);
    expect(winCalls).toBe(5);
    const paid = await wins(testDb.database.db, bet.betId);
    expect(paid.n).toBe(1);
    expect(Number(paid.total)).toBe(expected);
    expect(await totalAssets(t, token)).toBe(WELCOME - 4_000 + expected);
    expect((await ticketOf(testDb.database.db, bet.betId))?.status).toBe(settled.status);
    // Sweeping and draining again sends nothing more.
    expect(await second.app.sportsbook.book.sweep()).toBe(0);
    expect(await outbox.drain()).toBe(0);
    expect(await ledgerSum(testDb.database.db)).toBe('0');
    await second.app.close();
  });
});
