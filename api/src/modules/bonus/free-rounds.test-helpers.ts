import { sql } from 'drizzle-orm';
import { systemClock } from '../../lib/clock';
import { signedHeaders } from '../../lib/signature';
import { createTestApp, createTestDatabase, newPhone, startSandbox, type TDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import { createSandboxTestDatabase } from '../../../test-support/sandbox-db';
import { startProvider } from '../../../test-support/game-provider';
import { rowsOf } from '../../db/rows';
import { createLedgerRepository } from '../wallet/ledger.repository';
import { createLedgerService } from '../wallet/ledger.service';
import { walletHelpers } from '../wallet/wallet.test-helpers';
import { createBonusRepository } from './bonus.repository';
import type { TBonusView, TOfferView } from './bonus.views';
import { createFreeRoundsProvider, type TFreeRoundsProvider } from './free-rounds.client';
import { createFreeRoundsBonus } from './free-rounds.wiring';

/**
 * The operator and the sandbox game provider over real HTTP for the free-spins tests: the operator's
 * free-rounds client goes through a switch the test can turn off (the provider "down").
 */
export const freeRoundsWorld = async (dialect: TDialect) => {
  let up = true;
  const link: { inner?: TFreeRoundsProvider } = {};
  const down = { kind: 'unknown' as const, reason: 'provider down (test)' };
  const provider: TFreeRoundsProvider = {
    create: async (r) => (up && link.inner ? link.inner.create(r) : down),
    cancel: async (ref) => (up && link.inner ? link.inner.cancel(ref) : down),
    get: async (ref) => (up && link.inner ? link.inner.get(ref) : down),
  };
  const [testDb, sms, store] = await Promise.all([createTestDatabase(dialect), startSandbox(), createSandboxTestDatabase(dialect)]);
  const t: TestApp = await createTestApp(testDb.database, { env: { SANDBOX_URL: sms.url }, deps: { clock: systemClock, freeRoundsProvider: provider } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const p = await startProvider(t, store.database);
  link.inner = createFreeRoundsProvider({ baseUrl: p.url, secret: t.config.sandboxSecret });
  const db = testDb.database.db;
  const ledger = createLedgerService({ repo: createLedgerRepository(db), clock: systemClock, welcomeGrantMinor: 0n });
  const worker = createFreeRoundsBonus({ db, bonusRepo: createBonusRepository(db), ledger, clock: systemClock, provider });
  const id = identity(t);
  const w = walletHelpers(t, db);

  const offers = async (token: string) => (await t.post<TOfferView[]>('/bonus/list', {}, { token })).body.resultData!;
  const info = async (token: string) => (await t.post<{ cashAssets: number; bonusAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!;
  const active = async (token: string) => (await t.post<TBonusView | null>('/bonus/active', {}, { token })).body.resultData!;
  const member = async () => {
    const m = await id.member(newPhone());
    const offer = (await offers(m.token)).find((o) => o.kind === 'free_spins')!;
    return { ...m, offer };
  };
  const claim = (token: string, offerId: number) => t.post<TBonusView>('/bonus/claim', { offerId }, { token });
  /** The seeded offer's slot (its provider code), for opening it. */
  const seededGame = async (): Promise<number> => {
    const [row] = rowsOf<{ game_id: string }>(await db.execute(sql`select (free_rounds->'gameIds'->>0) as game_id from bonus_offers where code = 'free_spins' limit 1`));
    return Number(row!.game_id);
  };
  const grantRow = async (bonusId: number) =>
    rowsOf<{ id: string; status: string; reference: string; provider_grant_id: string | null; rounds_settled: number }>(await db.execute(sql`select * from bonus_free_round_grants where bonus_id = ${bonusId}`))[0];
  /** Signed call to the provider's free-rounds API. */
  const providerCall = async (op: string, body: unknown, secret = t.config.sandboxSecret) => {
    const raw = JSON.stringify(body);
    const res = await fetch(`${p.url}/freerounds/${op}`, { method: 'POST', headers: signedHeaders(secret, raw), body: raw });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const sandboxSql = (q: ReturnType<typeof sql>) => store.database.db.execute(q);
  const close = async () => {
    await p.app.close();
    await t.close();
    await sms.close();
    await store.drop();
    await testDb.drop();
  };
  return { t, p, db, w, worker, offers, info, active, member, claim, seededGame, grantRow, providerCall, sandboxSql, close, setProviderUp: (v: boolean) => void (up = v), testDb: testDb as TestDatabase };
};
