import { sql } from 'drizzle-orm';
import { createTestDatabase, dialects, type TestDatabase } from '../../test-support/harness';
import type { Db } from './client';
import { rowsOf } from './rows';
import { applySqlFunctions, parseSqlFunction, readSqlFunctions, sqlFunctionDrift, type TSqlFunctionFile } from './sql-functions';

const withText = (file: TSqlFunctionFile, text: string): TSqlFunctionFile => parseSqlFunction(file.name, text);

/** The SQL functions' definitions (drizzle/functions/) against what a migrated database runs. */
describe.each(dialects())('SQL function definitions (%s)', (dialect) => {
  let testDb: TestDatabase;
  let db: Db;
  const files = readSqlFunctions();
  const file = (name: string) => files.find((f) => f.name === name)!;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = testDb.database.db;
  });
  // Every test leaves the database as the files say.
  afterEach(async () => {
    await applySqlFunctions(db, files);
    expect(await sqlFunctionDrift(db, files)).toEqual([]);
  });
  afterAll(() => testDb.drop());

  const bodyOf = async (name: string) =>
    rowsOf<{ body: string }>(await db.execute(sql`select prosrc as body from pg_proc where proname = ${name}`)).map((r) => r.body);

  it('a migrated database runs exactly the files: every function defined once, by its file, none without one', async () => {
    expect(files.map((f) => f.name)).toEqual(expect.arrayContaining(['wallet_transfer', 'wallet_seamless_money', 'bonus_close', 'protection_bet_refusal']));
    expect(await sqlFunctionDrift(db, files)).toEqual([]);
    expect(await bodyOf('wallet_seamless_money')).toEqual([file('wallet_seamless_money').body]);
    // Nothing to do on a second start.
    expect(await applySqlFunctions(db, files)).toEqual([]);
  });

  it('fails on a function changed in the database, and the next migration puts the file back', async () => {
    const original = file('bet_stake_cap_refusal');
    const patched = original.text.replace('RETURN NULL;', "RETURN CASE WHEN p_amount > 100 THEN 'LIMIT_EXCEEDED' END;");
    expect(patched).not.toBe(original.text);
    await db.execute(sql.raw(patched));
    expect(await sqlFunctionDrift(db, files)).toEqual([expect.objectContaining({ name: 'bet_stake_cap_refusal', problem: 'differs-from-file' })]);
    await testDb.database.migrate();
    expect(await sqlFunctionDrift(db, files)).toEqual([]);
    expect(await bodyOf('bet_stake_cap_refusal')).toEqual([original.body]);
  });

  it('fails on a file changed since it was applied (body or header), and applies only that file again', async () => {
    const commentOnly = withText(file('seamless_replay'), `-- a new comment line\n${file('seamless_replay').text}`);
    const newBody = withText(file('bet_stake_cap_refusal'), file('bet_stake_cap_refusal').text.replace('RETURN NULL;', 'RETURN NULL; -- changed'));
    const changed = files.map((f) => (f.name === commentOnly.name ? commentOnly : f.name === newBody.name ? newBody : f));
    expect(await sqlFunctionDrift(db, changed)).toEqual([
      expect.objectContaining({ name: 'bet_stake_cap_refusal', problem: 'differs-from-file' }),
      expect.objectContaining({ name: 'seamless_replay', problem: 'file-not-applied' }),
    ]);
    expect((await applySqlFunctions(db, changed)).sort()).toEqual(['bet_stake_cap_refusal', 'seamless_replay']);
    expect(await sqlFunctionDrift(db, changed)).toEqual([]);
  });

  it('a changed argument list replaces the old function (no overload left); a removed file drops its function', async () => {
    const original = file('bet_stake_cap_refusal');
    const wider = withText(original, original.text.replace('p_now timestamptz)', 'p_now timestamptz, p_extra integer DEFAULT 0)'));
    const next = files.map((f) => (f.name === original.name ? wider : f));
    await applySqlFunctions(db, next);
    expect(await sqlFunctionDrift(db, next)).toEqual([]);
    expect(await bodyOf('bet_stake_cap_refusal')).toHaveLength(1);

    const without = files.filter((f) => f.name !== 'round_tournament_score');
    await applySqlFunctions(db, without);
    expect(await bodyOf('round_tournament_score')).toEqual([]);
    // Against the real files, the dropped function is missing until the next migration.
    expect(await sqlFunctionDrift(db, files)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'round_tournament_score', problem: 'missing' })]));
  });

  it('fails on a function that no file defines', async () => {
    await db.execute(sql.raw('CREATE FUNCTION stray_helper() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$'));
    expect(await sqlFunctionDrift(db, files)).toEqual([expect.objectContaining({ name: 'stray_helper', problem: 'no-file' })]);
    await db.execute(sql.raw('DROP FUNCTION stray_helper()'));
  });
});

describe('parseSqlFunction', () => {
  const one = 'CREATE OR REPLACE FUNCTION f_one() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;';
  it('reads the body PostgreSQL keeps and checks the file holds the one function it is named after', () => {
    expect(parseSqlFunction('f_one', `-- why\n${one}`).body).toBe(' SELECT 1 ');
    expect(() => parseSqlFunction('f_two', one)).toThrow('f_two.sql defines f_one');
    expect(() => parseSqlFunction('f_one', `${one}\n${one.replace('f_one', 'f_other')}`)).toThrow('exactly one');
    expect(() => parseSqlFunction('f_one', 'CREATE FUNCTION f_one() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;')).toThrow('exactly one');
  });
});
