import { createTestApp, createTestDatabase, startSandbox, type TDialect, type TestApp, type TestDatabase } from './harness';
import { identity } from './identity';
import { walletHelpers } from '../src/modules/wallet/wallet.test-helpers';

export interface TBonusWorld {
  testDb: TestDatabase;
  t: TestApp;
  id: ReturnType<typeof identity>;
  w: ReturnType<typeof walletHelpers>;
}

/**
 * The world of a bonus test: a database of the dialect, the sandbox services, the API with identities and
 * wallet helpers. After each test the ledger sums to zero with no drift; `nonNegative` also asks that no
 * player balance went below zero. Call inside `describe`; the fields are set once `beforeAll` has run.
 */
export const bonusWorld = (dialect: TDialect, options: { nonNegative?: boolean } = {}): TBonusWorld => {
  const world = {} as TBonusWorld;
  let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
  beforeAll(async () => {
    [world.testDb, sandbox] = await Promise.all([createTestDatabase(dialect), startSandbox()]);
    world.t = await createTestApp(world.testDb.database, { env: { SANDBOX_URL: sandbox.url } });
    world.id = identity(world.t);
    world.w = walletHelpers(world.t, world.testDb.database.db);
  }, 120_000);
  afterEach(async () => {
    const audit = await world.w.audit();
    expect(audit).toMatchObject({ sum: 0n, drift: 0n });
    if (options.nonNegative) expect(audit.minPlayerBalance === null || audit.minPlayerBalance >= 0n).toBe(true);
  });
  afterAll(async () => {
    await world.t?.close();
    await sandbox?.close();
    await world.testDb?.drop();
  });
  return world;
};
