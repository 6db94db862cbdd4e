import pg from 'pg';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { walletHelpers } from './wallet.test-helpers';

// Round trips are what a real server pays per bet: counted on PostgreSQL's wire client (PGlite has no wire).
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a seamless-wallet bet is one round trip to PostgreSQL', () => {
  let testDb: TestDatabase;
  let t: TestApp;
  let w: ReturnType<typeof walletHelpers>;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    t = await createTestApp(testDb.database);
    w = walletHelpers(t, testDb.database.db);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const countQueries = async <T>(fn: () => Promise<T>): Promise<{ result: T; queries: string[] }> => {
    const queries: string[] = [];
    const original = pg.Client.prototype.query;
    const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const first = args[0];
      queries.push(typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text ?? ''));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      return { result: await fn(), queries };
    } finally {
      spy.mockRestore();
    }
  };

  it('with player protection on, a new bet, its replay and a refusal by a limit each take one statement', async () => {
    const p = await w.launch();
    await w.call('authenticate', { token: p.token });
    const base = { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY' };

    const bet = await countQueries(() => w.call('bet', { ...base, transactionId: 'rt-1', roundId: 'rt-r1', amountMinor: 500 }));
    expect(bet.result.body).toMatchObject({ status: 'OK' });
    expect(bet.queries).toHaveLength(1);
    expect(bet.queries[0]).toContain('wallet_seamless_money');

    const replay = await countQueries(() => w.call('bet', { ...base, transactionId: 'rt-1', roundId: 'rt-r1', amountMinor: 500 }));
    expect(replay.result.body).toMatchObject({ status: 'OK', balanceMinor: bet.result.body.balanceMinor });
    expect(replay.queries).toHaveLength(1);

    // A daily wager limit of 6.00 with 5.00 played: a 2.00 bet is refused, in the same one statement.
    const limit = await t.post('/protection/setLimit', { kind: 'wager', period: 'day', value: 600 }, { token: p.sessionToken });
    expect(limit.body.success).toBe(true);
    const refused = await countQueries(() => w.call('bet', { ...base, transactionId: 'rt-2', roundId: 'rt-r2', amountMinor: 200 }));
    expect(refused.result.body).toMatchObject({ status: 'ERROR', code: 'LIMIT_EXCEEDED', balanceMinor: bet.result.body.balanceMinor });
    expect(refused.queries).toHaveLength(1);
  });
});
