import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sha256Hex } from '../../lib/crypto';
import { createLedgerRepository } from './ledger.repository';
import { houseAccountFor, playerAccount, playerBonusAccount, promoAccount, worldAccount } from './ledger.service';
import { createSeamlessRepository } from './seamless.repository';
import { walletHelpers } from './wallet.test-helpers';

/** drizzle/0041: the system accounts take their currency into their name; a transfer's accounts hold its currency. */
const MIGRATION = readFileSync(path.join(__dirname, '../../../drizzle/0041_ledger_currency.sql'), 'utf8').split('--> statement-breakpoint');

/** Issue 40, item 2: money per currency. A player's money is in their market's currency and never changes it. */
describe.each(dialects())('money per currency (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let db: Db;
  let w: ReturnType<typeof walletHelpers>;
  let seq = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
    db = testDb.database.db;
    w = walletHelpers(t, db);
  });
  afterEach(async () => {
    // Every currency sums to zero on its own; no balance drifts from its transfers.
    expect(await createLedgerRepository(db).audit()).toMatchObject({ sum: 0n, drift: 0n });
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const accountCurrency = async (id: string) => rowsOf<{ currency: string }>(await db.execute(sql`select currency from wallet_accounts where id = ${id}`))[0]?.currency;
  const transfer = async (debit: string, credit: string, currency: string) =>
    rowsOf<{ outcome: string }>(await db.execute(sql`select outcome from wallet_transfer(${debit}, ${credit}, 100::bigint, ${currency}, 'PROMO', ${`cur-${++seq}`}, now())`))[0]!.outcome;

  it('opens an az player’s accounts in manat, with the welcome money from the manat house; a tr player’s in lira', async () => {
    const az = await w.launch({ market: 'az' });
    const tr = await w.launch({ market: 'tr' });
    expect(await accountCurrency(playerAccount(az.userId))).toBe('AZN');
    expect(await accountCurrency(playerAccount(tr.userId))).toBe('TRY');
    const welcome = rowsOf<{ debit_account: string; currency: string }>(
      await db.execute(sql`select debit_account, currency from wallet_transfers where idempotency_key = ${`welcome:${az.userId}`}`),
    );
    expect(welcome).toEqual([{ debit_account: houseAccountFor(az.userId, 'AZN'), currency: 'AZN' }]);
    // The system accounts of both currencies exist, each in its own currency.
    expect(await accountCurrency(worldAccount('AZN'))).toBe('AZN');
    expect(await accountCurrency(promoAccount('TRY'))).toBe('TRY');
  });

  it('refuses a transfer between accounts of two currencies, in wallet_transfer and in the table itself', async () => {
    const az = await w.launch({ market: 'az' });
    const tr = await w.launch({ market: 'tr' });
    // The one writer answers CURRENCY_MISMATCH and writes nothing.
    expect(await transfer(promoAccount('TRY'), playerAccount(az.userId), 'TRY')).toBe('CURRENCY_MISMATCH');
    expect(await transfer(playerAccount(tr.userId), playerAccount(az.userId), 'AZN')).toBe('CURRENCY_MISMATCH');
    expect(await transfer(promoAccount('AZN'), playerAccount(az.userId), 'AZN')).toBe('OK');
    // A writer going around the function is stopped by the foreign keys (account, currency).
    const before = rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from wallet_transfers`))[0]!.n;
    expect(
      await refusal(
        db.execute(sql`insert into wallet_transfers (debit_account, credit_account, amount, currency, code, idempotency_key, request_hash)
          values (${promoAccount('TRY')}, ${playerAccount(az.userId)}, 100, 'TRY', 'PROMO', ${`raw-${++seq}`}, 'x')`),
      ),
    ).toMatch(/wallet_transfers_credit_currency_fk/);
    expect(
      await refusal(
        db.execute(sql`insert into wallet_transfers (debit_account, credit_account, amount, currency, code, idempotency_key, request_hash)
          values (${playerAccount(az.userId)}, ${houseAccountFor(az.userId, 'TRY')}, 100, 'AZN', 'BET', ${`raw-${++seq}`}, 'x')`),
      ),
    ).toMatch(/wallet_transfers_credit_currency_fk/);
    expect(rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from wallet_transfers`))[0]!.n).toBe(before);
  });

  it('plays an az player’s game in manat: the launch token and the provider’s balance say AZN; a bet in lira is refused, moving nothing', async () => {
    const az = await w.launch({ market: 'az' });
    const auth = await w.call('authenticate', { token: az.token });
    expect(auth.status).toBe(200);
    expect(auth.body).toMatchObject({ currency: 'AZN' });
    const repo = createSeamlessRepository(db);
    const bet = (currency: string, transactionId: string) =>
      repo.money({
        tokenHash: sha256Hex(az.token),
        playerId: az.playerId,
        kind: 'bet',
        transactionId,
        roundId: `round-${transactionId}`,
        gameId: az.gameId,
        amountMinor: 100n,
        currency,
        close: false,
        at: t.clock.now(),
        playerAccount: playerAccount(az.userId),
        houseAccount: houseAccountFor(az.userId, currency),
        guard: true,
        bonusAccount: playerBonusAccount(az.userId),
        promoAccount: promoAccount(currency),
      });
    const own = await db.execute(sql`select balance::text as b from wallet_accounts where id = ${playerAccount(az.userId)}`);
    const before = BigInt(rowsOf<{ b: string }>(own)[0]!.b);
    // Top the player up in manat so the bet has money whatever the sandbox grant is.
    expect(await transfer(promoAccount('AZN'), playerAccount(az.userId), 'AZN')).toBe('OK');
    expect((await bet('TRY', 'lira-1')).outcome).toBe('WRONG_CURRENCY');
    expect(rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from wallet_transfers where idempotency_key like ${`seamless:${az.userId}:lira-1%`}`))[0]!.n).toBe('0');
    expect((await bet('AZN', 'manat-1')).outcome).toBe('OK');
    const moved = rowsOf<{ credit_account: string; currency: string }>(
      await db.execute(sql`select credit_account, currency from wallet_transfers where idempotency_key = ${`seamless:${az.userId}:manat-1`}`),
    );
    expect(moved).toEqual([{ credit_account: houseAccountFor(az.userId, 'AZN'), currency: 'AZN' }]);
    const after = BigInt(rowsOf<{ b: string }>(await db.execute(sql`select balance::text as b from wallet_accounts where id = ${playerAccount(az.userId)}`))[0]!.b);
    expect(after).toBe(before + 100n - 100n);
  });

  it('migrates the single-currency ledger: system accounts named by their currency, every transfer and balance kept', async () => {
    // The ledger as it was before 0041: rename today's TRY system accounts back, with their history.
    const snapshot = async () =>
      rowsOf<{ id: string; balance: string; credits: string; debits: string }>(
        await db.execute(sql`select a.id, a.balance::text as balance,
          (select count(*) from wallet_transfers t where t.credit_account = a.id)::text as credits,
          (select count(*) from wallet_transfers t where t.debit_account = a.id)::text as debits
          from wallet_accounts a where a.currency = 'TRY' order by a.id`),
      );
    // Some history on the lira house first.
    const tr = await w.launch({ market: 'tr' });
    expect(await transfer(promoAccount('TRY'), playerAccount(tr.userId), 'TRY')).toBe('OK');
    const expected = await snapshot();
    await db.execute(sql`alter table wallet_transfers drop constraint wallet_transfers_debit_currency_fk`);
    await db.execute(sql`alter table wallet_transfers drop constraint wallet_transfers_credit_currency_fk`);
    await db.execute(sql`alter table wallet_accounts drop constraint wallet_accounts_id_currency`);
    await db.execute(sql`delete from wallet_transfers where currency <> 'TRY'`);
    await db.execute(sql`delete from wallet_accounts where currency <> 'TRY'`);
    await db.execute(sql.raw(`update wallet_accounts set id = ${legacyOf('id')}`));
    await db.execute(sql.raw(`update wallet_transfers set debit_account = ${legacyOf('debit_account')}, credit_account = ${legacyOf('credit_account')}`));
    await db.execute(sql`alter table wallet_transfers add constraint wallet_transfers_debit_account_wallet_accounts_id_fk foreign key (debit_account) references wallet_accounts (id)`);
    await db.execute(sql`alter table wallet_transfers add constraint wallet_transfers_credit_account_wallet_accounts_id_fk foreign key (credit_account) references wallet_accounts (id)`);
    expect(await accountCurrency('house:bankroll:3')).toBe('TRY');

    for (const statement of MIGRATION) if (statement.trim()) await db.execute(sql.raw(statement));

    expect(await snapshot()).toEqual(expected);
    expect(await accountCurrency('world')).toBeUndefined();
    expect(await accountCurrency('house:bankroll:TRY:3')).toBe('TRY');
    expect(await transfer(promoAccount('TRY'), playerAccount(tr.userId), 'TRY')).toBe('OK');
    // The manat accounts are deleted above; the next manat player opens them again (a market added by data).
    const az = await w.launch({ market: 'az' });
    expect(await accountCurrency(houseAccountFor(az.userId, 'AZN'))).toBe('AZN');
  });
});

/** What the database said when it refused a statement (drizzle wraps it as the cause); 'accepted' if it did not. */
const refusal = async (statement: Promise<unknown>): Promise<string> => {
  try {
    await statement;
    return 'accepted';
  } catch (error) {
    const cause = (error as { cause?: { message?: string; constraint?: string } }).cause;
    return `${cause?.constraint ?? ''} ${cause?.message ?? String(error)}`;
  }
};

/** The name a system account had before 0041, for a column holding account ids. */
const legacyOf = (column: string): string => `case
  when ${column} = 'world:TRY' then 'world' when ${column} = 'house:promotions:TRY' then 'house:promotions' when ${column} = 'house:bankroll:TRY' then 'house:bankroll'
  when ${column} like 'house:bankroll:TRY:%' then 'house:bankroll:' || substring(${column} from 20) else ${column} end`;
