import { sql } from 'drizzle-orm';
import { dialects } from '../../../test-support/harness';
import { SANDBOX_WELCOME_GRANT_MINOR } from '../../app';
import { sha256Hex } from '../../lib/crypto';
import { betPathPlayer, betPathWorld, countRows, one } from './bet-path.test-helpers';

const WELCOME = SANDBOX_WELCOME_GRANT_MINOR;

/**
 * Each named step of the bet path (drizzle/functions/, wallet_seamless_money.sql lists them) called on its
 * own, with the rows the steps before it would have left. The whole path is tested in seamless.money.test.ts.
 */
describe.each(dialects())('bet path steps (%s)', (dialect) => {
  const world = betPathWorld(dialect);
  const at = () => world.t.clock.now().toISOString();

  it('seamless_session_refusal: the launch token refuses, or names its player', async () => {
    const p = await betPathPlayer(world);
    const refusal = async (o: { hash?: string; player?: string; kind?: string; currency?: string; gameId?: number; at?: string } = {}) =>
      one<{ refusal: string | null; token_user: string | null }>(
        world.db,
        sql`select refusal, token_user::text from seamless_session_refusal(${o.hash ?? p.tokenHash}, ${o.player ?? p.playerId}, ${o.kind ?? 'bet'}, ${o.currency ?? 'TRY'}, ${o.gameId ?? p.gameId}::integer, ${o.at ?? at()}::timestamptz)`,
      );
    expect(await refusal()).toEqual({ refusal: null, token_user: p.playerId });
    expect((await refusal({ hash: 'unknown' })).refusal).toBe('INVALID_TOKEN');
    expect((await refusal({ player: String(p.userId + 1) })).refusal).toBe('WRONG_PLAYER');
    expect((await refusal({ currency: 'EUR' })).refusal).toBe('WRONG_CURRENCY');
    expect((await refusal({ gameId: p.gameId + 1 })).refusal).toBe('WRONG_GAME');
    // A win names its round, which decides the game; an expired token still settles a round.
    expect((await refusal({ kind: 'win', gameId: p.gameId + 1 })).refusal).toBeNull();
    const later = new Date(Date.parse(at()) + 5 * 3_600_000).toISOString();
    expect((await refusal({ at: later })).refusal).toBe('TOKEN_EXPIRED');
    expect((await refusal({ kind: 'win', at: later })).refusal).toBeNull();
    const unused = await world.w.launch({ sessionToken: p.sessionToken, gameId: p.gameId });
    const demo = await world.w.launch({ isReal: false });
    await world.w.call('authenticate', { token: demo.token });
    expect((await refusal({ hash: sha256Hex(unused.token) })).refusal).toBe('INVALID_TOKEN');
    expect((await refusal({ hash: sha256Hex(demo.token), player: demo.playerId })).refusal).toBe('DEMO_SESSION');
  });

  it('seamless_replay: a new id passes; a known one replays its first balance, or is refused', async () => {
    const p = await betPathPlayer(world);
    const replay = (id: string, amount = 100n, kind = 'bet') =>
      one<{ refusal: string | null; replay_balance: string | null }>(
        world.db,
        sql`select refusal, replay_balance::text from seamless_replay(${p.userId}, ${kind}, ${id}, 'round-1', ${p.gameId}::integer, ${amount.toString()}::bigint, 'TRY')`,
      );
    expect(await replay('fresh')).toEqual({ refusal: null, replay_balance: null });
    await p.money({ transactionId: 'seen' });
    await p.money({ transactionId: 'after', amountMinor: 5n });
    expect(await replay('seen')).toEqual({ refusal: 'REPLAY', replay_balance: String(WELCOME - 100n) });
    expect((await replay('seen', 101n)).refusal).toBe('DUPLICATE_TRANSACTION');
    expect((await replay('seen', 100n, 'win')).refusal).toBe('DUPLICATE_TRANSACTION');
    await world.w.call('rollback', { token: p.token, playerId: p.playerId, transactionId: 'tombstone' });
    expect((await replay('tombstone')).refusal).toBe('TRANSACTION_ROLLED_BACK');
  });

  it('seamless_bet_refusal: player protection refuses a new bet; a player with no rule in force passes', async () => {
    const p = await betPathPlayer(world);
    const refusal = async () => (await one<{ r: string | null }>(world.db, sql`select seamless_bet_refusal(${p.userId}, 100, ${p.gameId}::integer, ${at()}::timestamptz) as r`)).r;
    expect(await refusal()).toBeNull();
    await world.db.execute(sql`insert into protection_exclusions (user_id, kind, duration, starts_at, ends_at) values (${p.userId}, 'timeout', '24h', ${at()}::timestamptz, ${at()}::timestamptz + interval '1 day')`);
    expect(await refusal()).toBe('PLAYER_EXCLUDED');
  });

  it('seamless_round_refusal: a bet opens or adds to its round; a win needs an open round of the same game and session', async () => {
    const p = await betPathPlayer(world);
    const refusal = async (round: string, kind = 'bet', gameId = p.gameId, hash = p.tokenHash) =>
      (await one<{ refusal: string | null }>(world.db, sql`select refusal from seamless_round_refusal(${p.userId}, ${kind}, ${round}, ${gameId}::integer, ${hash})`)).refusal;
    expect(await refusal('new-round')).toBeNull();
    expect(await refusal('new-round', 'win')).toBe('UNKNOWN_ROUND');
    await p.money({ roundId: 'open-round' });
    expect(await refusal('open-round', 'win')).toBeNull();
    expect(await refusal('open-round', 'win', p.gameId + 1)).toBe('WRONG_GAME');
    expect(await refusal('open-round', 'win', p.gameId, 'other-session')).toBe('WRONG_SESSION');
    await p.money({ roundId: 'open-round', kind: 'win', amountMinor: 0n, close: true });
    expect(await refusal('open-round', 'win')).toBe('ROUND_CLOSED');
  });

  it('seamless_bet_split: cash first, then a running bonus; its max bet; an expired bonus closed first', async () => {
    const p = await betPathPlayer(world);
    const split = (amount: bigint, bonusMoney: bigint) =>
      one<{ refusal: string | null; cash_part: string | null; bonus_part: string | null; bonus_money: string; bonus_id: string | null }>(
        world.db,
        sql`select refusal, cash_part::text, bonus_part::text, bonus_money::text, (bonus).id::text as bonus_id
            from seamless_bet_split(${p.userId}, ${amount.toString()}::bigint, ${WELCOME.toString()}::bigint, ${bonusMoney.toString()}::bigint, ${at()}::timestamptz, ${p.accounts.cash}, ${p.accounts.bonus}, ${p.accounts.promo})`,
      );
    expect(await split(300n, 0n)).toMatchObject({ refusal: null, cash_part: '300', bonus_part: '0', bonus_id: null });
    expect((await split(WELCOME + 1n, 0n)).refusal).toBe('INSUFFICIENT_FUNDS');
    const bonusId = await p.grantBonus({ grantedMinor: 500n, requiredMinor: 10_000n, maxBetMinor: WELCOME + 200n });
    expect(await split(WELCOME + 100n, 500n)).toMatchObject({ refusal: null, cash_part: String(WELCOME), bonus_part: '100', bonus_id: String(bonusId) });
    expect((await split(WELCOME + 201n, 500n)).refusal).toBe('BONUS_MAX_BET');
    expect((await split(WELCOME + 150n, 50n)).refusal).toBe('INSUFFICIENT_FUNDS');

    await world.db.execute(sql`update player_bonuses set expires_at = ${at()}::timestamptz where id = ${bonusId}`);
    expect(await split(WELCOME + 100n, 500n)).toMatchObject({ refusal: 'INSUFFICIENT_FUNDS', bonus_money: '0', bonus_id: null });
    expect((await one<{ status: string }>(world.db, sql`select status from player_bonuses where id = ${bonusId}`)).status).toBe('expired');
    expect(await world.ledger.balanceOf(p.accounts.bonus)).toBe(0n);
  });

  it("seamless_win_split: a win pays like its round's stake; the bonus share follows its bonus", async () => {
    const p = await betPathPlayer(world);
    const bonusId = await p.grantBonus({ grantedMinor: 500n, requiredMinor: 1_000_000n });
    // Stake WELCOME + 100: WELCOME cash, 100 bonus money.
    expect((await p.money({ roundId: 'mixed', amountMinor: WELCOME + 100n })).outcome).toBe('OK');
    const split = (amount: bigint) =>
      one<{ cash_part: string; bonus_part: string }>(
        world.db,
        sql`select cash_part::text, bonus_part::text from seamless_win_split(${amount.toString()}::bigint, (select g from wallet_game_rounds g where user_id = ${p.userId} and round_id = 'mixed'))`,
      );
    const win = WELCOME + 100n;
    expect(await split(win)).toEqual({ cash_part: String(win - 100n), bonus_part: '100' });
    await world.db.execute(sql`update player_bonuses set status = 'converted' where id = ${bonusId}`);
    expect(await split(win)).toEqual({ cash_part: String(win), bonus_part: '0' });
    await world.db.execute(sql`update player_bonuses set status = 'forfeited' where id = ${bonusId}`);
    expect(await split(win)).toEqual({ cash_part: String(win - 100n), bonus_part: '0' });
    // No bonus in the round: all cash.
    await p.money({ roundId: 'cash-only', amountMinor: 0n });
    expect(await one(world.db, sql`select cash_part::text, bonus_part::text from seamless_win_split(70, (select g from wallet_game_rounds g where user_id = ${p.userId} and round_id = 'cash-only'))`)).toEqual({ cash_part: '70', bonus_part: '0' });
  });

  it('seamless_move: the parts through wallet_transfer; funds and a key used elsewhere refuse, writing nothing', async () => {
    const p = await betPathPlayer(world);
    const move = async (kind: string, id: string, cash: bigint, bonus = 0n) =>
      (await one<{ r: string | null }>(world.db, sql`select seamless_move(${kind}, ${p.userId}, ${id}, ${cash.toString()}::bigint, ${bonus.toString()}::bigint, 'TRY', ${at()}::timestamptz, ${p.accounts.cash}, ${p.accounts.bonus}, ${p.accounts.house}) as r`)).r;
    const transfers = (key: string) => countRows(world.db, sql`select count(*) as n from wallet_transfers where idempotency_key = ${key}`);
    expect(await move('bet', 'mv-1', 60n)).toBeNull();
    expect(await world.ledger.balanceOf(p.accounts.cash)).toBe(WELCOME - 60n);
    expect(await one(world.db, sql`select debit_account, credit_account, code from wallet_transfers where idempotency_key = ${`seamless:${p.userId}:mv-1`}`)).toEqual({
      debit_account: p.accounts.cash,
      credit_account: p.accounts.house,
      code: 'BET',
    });
    expect(await move('bet', 'mv-1', 60n)).toBe('DUPLICATE_TRANSACTION');
    expect(await move('bet', 'mv-2', WELCOME)).toBe('INSUFFICIENT_FUNDS');
    expect(await transfers(`seamless:${p.userId}:mv-2`)).toBe(0);
    expect(await move('win', 'mv-3', 60n)).toBeNull();
    expect(await world.ledger.balanceOf(p.accounts.cash)).toBe(WELCOME);
  });

  it("bonus_wager: stake x the game family's weight counts; an excluded game counts nothing; the bonus converts once met", async () => {
    const p = await betPathPlayer(world);
    const bonusId = await p.grantBonus({ grantedMinor: 300n, requiredMinor: 1_000n, weights: { slots: 50 } });
    const wager = (amount: bigint) =>
      world.db.execute(sql`select bonus_wager((select b from player_bonuses b where id = ${bonusId}), ${p.gameId}::integer, ${amount.toString()}::bigint, ${at()}::timestamptz, ${p.accounts.cash}, ${p.accounts.bonus}, ${p.accounts.promo})`);
    const bonus = () => one<{ wagered_minor: string; status: string }>(world.db, sql`select wagered_minor::text, status from player_bonuses where id = ${bonusId}`);
    await wager(400n);
    expect(await bonus()).toEqual({ wagered_minor: '200', status: 'active' });
    await world.db.execute(sql`update player_bonuses set excluded_game_ids = ${JSON.stringify([p.gameId])}::jsonb where id = ${bonusId}`);
    await wager(400n);
    expect((await bonus()).wagered_minor).toBe('200');
    await world.db.execute(sql`update player_bonuses set excluded_game_ids = '[]'::jsonb where id = ${bonusId}`);
    await wager(1_600n);
    expect(await bonus()).toEqual({ wagered_minor: '1000', status: 'converted' });
    expect(await world.ledger.balanceOf(p.accounts.cash)).toBe(WELCOME + 300n);
    await wager(1_600n);
    expect(await countRows(world.db, sql`select count(*) as n from wallet_transfers where code = 'BONUS_CONVERT' and debit_account = ${p.accounts.bonus}`)).toBe(1);
  });

  it('seamless_record: the provider row with its balance, and the round it adds to', async () => {
    const p = await betPathPlayer(world);
    const record = (kind: string, id: string, amount: bigint, close: boolean) =>
      one<{ balance: string; bet: string; win: string; status: string }>(
        world.db,
        sql`select balance::text, (round).bet_minor::text as bet, (round).win_minor::text as win, (round).status as status
            from seamless_record(${p.userId}, ${kind}, ${id}, 'rec-round', ${p.gameId}::integer, ${amount.toString()}::bigint, 'TRY', 0, null, ${close}, ${p.tokenHash}, ${at()}::timestamptz, ${p.accounts.cash}, ${p.accounts.bonus})`,
      );
    expect(await record('bet', 'rec-1', 40n, false)).toEqual({ balance: String(WELCOME), bet: '40', win: '0', status: 'open' });
    expect(await record('bet', 'rec-2', 10n, false)).toMatchObject({ bet: '50', status: 'open' });
    expect(await record('win', 'rec-3', 90n, true)).toMatchObject({ bet: '50', win: '90', status: 'closed' });
    expect(await one(world.db, sql`select kind, amount::text, balance_after::text, status from wallet_seamless_transactions where user_id = ${p.userId} and transaction_id = 'rec-3'`)).toEqual({
      kind: 'win',
      amount: '90',
      balance_after: String(WELCOME),
      status: 'ok',
    });
  });
});
