import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, createTestDatabase, type TDialect, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { systemClock } from '../../lib/clock';
import { sha256Hex } from '../../lib/crypto';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService, playerAccountsIn } from './ledger.service';
import { createSeamlessRepository, type TMoneyInput } from './seamless.repository';
import { walletHelpers } from './wallet.test-helpers';

export interface TBetPathWorld {
  testDb: TestDatabase;
  t: TestApp;
  db: Db;
  w: ReturnType<typeof walletHelpers>;
  ledger: ReturnType<typeof createLedgerService>;
}

/**
 * The world of a bet-path test (drizzle/functions/wallet_seamless_money.sql and its steps): a database of the
 * dialect and the API, the ledger summing to zero after each test. Call inside `describe`.
 */
export const betPathWorld = (dialect: TDialect): TBetPathWorld => {
  const world = {} as TBetPathWorld;
  beforeAll(async () => {
    world.testDb = await createTestDatabase(dialect);
    world.t = await createTestApp(world.testDb.database);
    world.db = world.testDb.database.db;
    world.w = walletHelpers(world.t, world.db);
    world.ledger = createLedgerService({ repo: createLedgerRepository(world.db), clock: systemClock, welcomeGrantMinor: 0n });
  });
  afterEach(async () => {
    expect(await world.w.audit()).toMatchObject({ sum: 0n, drift: 0n });
  });
  afterAll(async () => {
    await world.t.close();
    await world.testDb.drop();
  });
  return world;
};

let seq = 0;

/** A player launched into a slot and authenticated, with the whole bet path (`money`) and SQL helpers. */
export const betPathPlayer = async (world: TBetPathWorld) => {
  const { db, t, w } = world;
  const p = await w.launch();
  await w.call('authenticate', { token: p.token });
  const accounts = playerAccountsIn(p.userId, 'TRY');
  const money = (extra: Partial<TMoneyInput> = {}) =>
    createSeamlessRepository(db).money({
      tokenHash: sha256Hex(p.token),
      playerId: p.playerId,
      kind: 'bet',
      transactionId: `bp-${++seq}`,
      roundId: 'round-1',
      gameId: p.gameId,
      amountMinor: 100n,
      currency: 'TRY',
      close: false,
      at: t.clock.now(),
      playerAccount: accounts.cash,
      houseAccount: accounts.house,
      guard: true,
      bonusAccount: accounts.bonus,
      promoAccount: accounts.promo,
      ...extra,
    });
  /** A running bonus of `grantedMinor` bonus money (any seeded offer; the rules are the row's own). */
  const grantBonus = async (rules: { grantedMinor: bigint; requiredMinor: bigint; maxBetMinor?: bigint; weights?: Record<string, number>; expiresAt?: Date; excludedGameIds?: number[] }) => {
    await world.ledger.transaction(async (tx) => {
      await world.ledger.ensurePlayerBonusAccount(p.userId, tx);
      await world.ledger.transfer({ debitAccount: accounts.promo, creditAccount: accounts.bonus, amountMinor: rules.grantedMinor, currency: accounts.currency, code: 'BONUS_GRANT', idempotencyKey: `bp-grant:${++seq}` }, tx);
    });
    const now = t.clock.now();
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into player_bonuses (user_id, offer_id, offer_version, status, granted_minor, required_minor, max_bet_minor, weights, excluded_game_ids, source, granted_at, expires_at, once)
        values (${p.userId}, (select min(id) from bonus_offers), 1, 'active', ${rules.grantedMinor.toString()}::bigint, ${rules.requiredMinor.toString()}::bigint,
          ${rules.maxBetMinor?.toString() ?? null}::bigint, ${JSON.stringify(rules.weights ?? { slots: 100 })}::jsonb, ${JSON.stringify(rules.excludedGameIds ?? [])}::jsonb,
          'claim', ${now.toISOString()}::timestamptz, ${(rules.expiresAt ?? new Date(now.getTime() + 86_400_000)).toISOString()}::timestamptz, false)
        returning id`),
    );
    return Number(row!.id);
  };
  return { ...p, accounts, money, grantBonus, tokenHash: sha256Hex(p.token) };
};

/** The first row of a query, typed by the caller (a step function answers one row). */
export const one = async <T>(db: Db, query: SQL): Promise<T> => {
  const [row] = rowsOf<T>(await db.execute(query));
  if (!row) throw new Error('no row');
  return row;
};

export const countRows = async (db: Db, query: SQL): Promise<number> => Number((await one<{ n: string | number }>(db, query)).n);
