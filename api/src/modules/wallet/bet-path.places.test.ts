import { sql } from 'drizzle-orm';
import { dialects } from '../../../test-support/harness';
import { SANDBOX_WELCOME_GRANT_MINOR } from '../../app';
import { rowsOf } from '../../db/rows';
import { applySqlFunctions } from '../../db/sql-functions';
import { betPathPlayer, betPathWorld, countRows } from './bet-path.test-helpers';

const WELCOME = SANDBOX_WELCOME_GRANT_MINOR;

/**
 * The three places of the bet path that later features fill (drizzle/functions/): the stake cap
 * (bet_stake_cap_refusal), the jackpot contribution (bet_jackpot_contribution) and tournament scoring
 * (round_tournament_score). Each is replaced here, in this test's own database, by a probe, to pin WHEN the
 * path calls it and what it sees; the files are put back after each test.
 */
describe.each(dialects())('bet path places (%s)', (dialect) => {
  const world = betPathWorld(dialect);
  const probe = (query: string) => world.db.execute(sql.raw(query));

  beforeAll(async () => {
    await probe('CREATE TABLE bet_path_probe (place text, user_id bigint, ref text, a bigint, b bigint, seen bigint, status text)');
  });
  afterEach(async () => {
    await applySqlFunctions(world.db);
    await probe('DELETE FROM bet_path_probe');
  });
  const calls = async (place: string) =>
    rowsOf<{ ref: string; a: string; b: string; seen: string; status: string | null }>(
      await world.db.execute(sql`select ref, a::text, b::text, seen::text, status from bet_path_probe where place = ${place} order by ref`),
    );
  const written = async (userId: number, transactionId: string) => ({
    transfers: await countRows(world.db, sql`select count(*) as n from wallet_transfers where idempotency_key like ${`seamless:${userId}:${transactionId}%`}`),
    providerRows: await countRows(world.db, sql`select count(*) as n from wallet_seamless_transactions where user_id = ${userId} and transaction_id = ${transactionId}`),
  });

  it('a stake cap refuses a new bet in its one statement, with the balance, writing nothing; a replay still replays', async () => {
    const p = await betPathPlayer(world);
    expect((await p.money({ transactionId: 'as-shipped', amountMinor: 5_000n })).outcome).toBe('OK');
    await p.money({ transactionId: 'before-cap', amountMinor: 400n });
    await probe(`CREATE OR REPLACE FUNCTION bet_stake_cap_refusal(p_user bigint, p_amount bigint, p_game_id integer, p_now timestamptz) RETURNS text LANGUAGE plpgsql STABLE AS $$
      BEGIN RETURN CASE WHEN p_amount > 300 THEN 'LIMIT_EXCEEDED' END; END $$`);
    const balance = WELCOME - 5_400n;
    expect(await p.money({ transactionId: 'over', amountMinor: 301n })).toEqual({ outcome: 'LIMIT_EXCEEDED', balanceMinor: balance });
    expect(await written(p.userId, 'over')).toEqual({ transfers: 0, providerRows: 0 });
    expect((await p.money({ transactionId: 'at-cap', amountMinor: 300n })).outcome).toBe('OK');
    // An accepted bet's retry gets its first answer, even over the cap set since.
    expect((await p.money({ transactionId: 'before-cap', amountMinor: 400n })).outcome).toBe('REPLAY');
    // Wins are never capped.
    expect((await p.money({ kind: 'win', transactionId: 'big-win', amountMinor: 10_000n, close: true })).outcome).toBe('OK');
  });

  it('the jackpot contribution runs once per accepted new bet, after its money moved, inside its transaction', async () => {
    const p = await betPathPlayer(world);
    await probe(`CREATE OR REPLACE FUNCTION bet_jackpot_contribution(p_user bigint, p_game_id integer, p_round_id text, p_transaction_id text, p_cash_part bigint, p_bonus_part bigint, p_currency text, p_now timestamptz, p_house_account text) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF p_transaction_id = 'explodes' THEN RAISE EXCEPTION 'pot unavailable'; END IF;
        INSERT INTO bet_path_probe VALUES ('jackpot', p_user, p_transaction_id, p_cash_part, p_bonus_part,
          (SELECT balance FROM wallet_accounts WHERE id = 'player:' || p_user || ':cash'), NULL);
      END $$`);
    await p.money({ transactionId: 'j-1', amountMinor: 250n });
    await p.money({ transactionId: 'j-1', amountMinor: 250n });
    await p.money({ transactionId: 'j-poor', amountMinor: WELCOME });
    await p.money({ kind: 'win', transactionId: 'j-win', amountMinor: 100n });
    expect(await calls('jackpot')).toEqual([{ ref: 'j-1', a: '250', b: '0', seen: String(WELCOME - 250n), status: null }]);
    // A failure in the place fails the whole bet: nothing of it is written.
    await expect(p.money({ transactionId: 'explodes', amountMinor: 10n })).rejects.toThrow();
    expect(await written(p.userId, 'explodes')).toEqual({ transfers: 0, providerRows: 0 });
  });

  it('tournament scoring runs once when a call settles its round, with the round as recorded', async () => {
    const p = await betPathPlayer(world);
    await probe(`CREATE OR REPLACE FUNCTION round_tournament_score(p_round wallet_game_rounds, p_now timestamptz) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO bet_path_probe VALUES ('tournament', p_round.user_id, p_round.round_id, p_round.bet_minor, p_round.win_minor, p_round.bet_bonus_minor, p_round.status); END $$`);
    await p.money({ roundId: 'r-t', transactionId: 't-bet-1', amountMinor: 100n });
    await p.money({ roundId: 'r-t', transactionId: 't-bet-2', amountMinor: 50n });
    expect(await calls('tournament')).toEqual([]);
    await p.money({ roundId: 'r-t', kind: 'win', transactionId: 't-win', amountMinor: 600n, close: true });
    await p.money({ roundId: 'r-t', kind: 'win', transactionId: 't-win', amountMinor: 600n, close: true });
    // A one-call round (bet and settle together) scores too.
    await p.money({ roundId: 'r-one', transactionId: 't-one', amountMinor: 30n, close: true });
    expect(await calls('tournament')).toEqual([
      { ref: 'r-one', a: '30', b: '0', seen: '0', status: 'closed' },
      { ref: 'r-t', a: '150', b: '600', seen: '0', status: 'closed' },
    ]);
  });
});
