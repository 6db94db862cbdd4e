import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { SANDBOX_WELCOME_GRANT_MINOR } from '../../app';
import { walletHelpers } from './wallet.test-helpers';

const WELCOME = Number(SANDBOX_WELCOME_GRANT_MINOR);
const pg = process.env.DATABASE_URL ? describe : describe.skip; // real row locks need PostgreSQL (PGlite is single-connection)

pg('seamless wallet under concurrency (postgres)', () => {
  let testDb: TestDatabase;
  let t: TestApp;
  let w: ReturnType<typeof walletHelpers>;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    t = await createTestApp(testDb.database);
    w = walletHelpers(t, testDb.database.db);
  });
  afterAll(async () => {
    await t.close();
    await testDb.drop();
  });

  it('parallel bets, wins and rollbacks with duplicated retries: balance = accepted transfers, never negative, ledger sums to zero', async () => {
    const p = await w.launch();
    await w.call('authenticate', { token: p.token });
    const base = { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY' };
    const bets = Array.from({ length: 150 }, (_, i) => ({ ...base, transactionId: `b-${i}`, roundId: `r-${i}`, amountMinor: 1_000 }));
    const wins = Array.from({ length: 60 }, (_, i) => ({ ...base, transactionId: `w-${i}`, roundId: `r-${i}`, amountMinor: 700 }));
    // Every third bet is rolled back; some rollbacks race ahead of their bet.
    const rolledBack = new Set(bets.filter((_, i) => i % 3 === 0).map((b) => b.transactionId));
    const requests: Array<{ op: string; body: { transactionId: string } }> = [];
    for (const b of bets) requests.push({ op: 'bet', body: b }, { op: 'bet', body: b });
    for (const x of wins) requests.push({ op: 'win', body: x }, { op: 'win', body: x });
    for (const id of rolledBack) requests.push({ op: 'rollback', body: { ...base, transactionId: id } }, { op: 'rollback', body: { ...base, transactionId: id } });
    // Deterministic shuffle.
    let seed = 42;
    for (let i = requests.length - 1; i > 0; i--) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const j = seed % (i + 1);
      [requests[i], requests[j]] = [requests[j]!, requests[i]!];
    }
    // 24 requests in flight at once (more than the pool's 5 connections, all on one wallet); an
    // unbounded burst would only measure the pool's 5 s acquire timeout on a loaded machine.
    const answers: Array<(typeof requests)[number] & { res: Awaited<ReturnType<typeof w.call>> }> = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 24 }, async () => {
        while (next < requests.length) {
          const r = requests[next++]!;
          answers.push({ ...r, res: await w.call(r.op, r.body) });
        }
      }),
    );
    expect(answers).toHaveLength(requests.length);

    const accepted = new Map<string, Set<unknown>>();
    for (const a of answers) {
      // 404 UNKNOWN_ROUND: a win that raced ahead of its bet (the provider retries it); 409: a
      // rolled-back bet, or a win on a round whose bet was refunded first.
      expect([200, 402, 404, 409]).toContain(a.res.status);
      if (a.op !== 'rollback' && a.res.status === 200) {
        const seen = accepted.get(a.body.transactionId) ?? new Set();
        seen.add(a.res.body.balanceMinor);
        accepted.set(a.body.transactionId, seen);
      }
      if (a.op === 'rollback') expect(a.res.status).toBe(200);
      if (a.res.status === 402) expect(a.res.body.code).toBe('INSUFFICIENT_FUNDS');
    }
    // A retry replays the first answer: one balance per accepted transaction id.
    for (const balances of accepted.values()) expect(balances.size).toBe(1);

    let expected = WELCOME;
    for (const b of bets) if (accepted.has(b.transactionId) && !rolledBack.has(b.transactionId)) expected -= b.amountMinor;
    for (const x of wins) if (accepted.has(x.transactionId)) expected += x.amountMinor;
    const balance = await w.call('balance', { token: p.token, playerId: p.playerId });
    expect(balance.body.balanceMinor).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(0);
    const audit = await w.audit();
    expect(audit).toMatchObject({ sum: 0n, drift: 0n });
    expect(audit.minPlayerBalance! >= 0n).toBe(true);
  });
});
