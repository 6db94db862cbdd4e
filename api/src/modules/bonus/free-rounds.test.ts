import { sql } from 'drizzle-orm';
import { oneDialect } from '../../../test-support/harness';
import { rowsOf } from '../../db/rows';
import { freeRoundsWorld } from './free-rounds.test-helpers';

interface TState {
  balanceMinor: number;
  freeRounds: { grantId: string; rounds: number; played: number; stakeMinor: number } | null;
}
interface TAnswer {
  round: { roundId: string; stakeMinor: number; winMinor: number };
  balanceMinor: number;
  freeRounds: TState['freeRounds'];
}

describe.each(oneDialect())('free spins through the provider (%s)', (dialect) => {
  let world: Awaited<ReturnType<typeof freeRoundsWorld>>;

  // Two databases and two servers: slow on a loaded machine.
  beforeAll(async () => {
    world = await freeRoundsWorld(dialect);
  }, 240_000);
  afterEach(async () => {
    const audit = await world.w.audit();
    expect(audit).toMatchObject({ sum: 0n, drift: 0n });
  });
  afterAll(async () => {
    await world?.close();
  });

  const transfersLike = async (pattern: string) =>
    Number(rowsOf<{ n: string }>(await world.db.execute(sql`select count(*)::text as n from wallet_transfers where idempotency_key like ${pattern}`))[0]!.n);

  /** A member who claimed the free spins, with the seeded slot open in real play. */
  const claimedAndOpen = async () => {
    const m = await world.member();
    const claim = await world.claim(m.token, m.offer.offerId);
    expect(claim.body).toMatchObject({ success: true, resultData: { status: 'active', grantedMinor: 0, requiredMinor: 0 } });
    const bonusId = claim.body.resultData!.bonusId;
    const game = await world.p.open(m.token, await world.seededGame(), true);
    return { m, bonusId, game };
  };

  it('the offer is listed with its rounds; a claim creates the grant at the provider once', async () => {
    const m = await world.member();
    expect(m.offer).toMatchObject({ kind: 'free_spins', takenAt: 'claim', available: true, freeRounds: { rounds: 10, stakeMinor: 100 } });
    expect(m.offer.terms).toContain('bedava dönüş');
    const claim = await world.claim(m.token, m.offer.offerId);
    const bonusId = claim.body.resultData!.bonusId;
    const grant = (await world.grantRow(bonusId))!;
    expect(grant).toMatchObject({ status: 'active', reference: `fs-${bonusId}` });
    const atProvider = await world.providerCall('get', { reference: grant.reference });
    expect(atProvider.body).toMatchObject({ grantId: grant.provider_grant_id, playerId: String(m.userid), rounds: 10, roundsPlayed: 0, stakeMinor: 100, status: 'active' });
    // The same reference again is the same grant (idempotent); a second claim is refused, nothing new written.
    const again = await world.providerCall('create', { ...atProvider.body, reference: grant.reference });
    expect(again.body).toMatchObject({ grantId: grant.provider_grant_id });
    const twice = await world.claim(m.token, m.offer.offerId);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('Bu bonus kişi, cihaz, telefon ve IBAN başına bir kez alınabilir.');
    const grants = rowsOf<{ n: string }>(await world.db.execute(sql`select count(*)::text as n from bonus_free_round_grants where user_id = ${m.userid}`));
    expect(grants[0]!.n).toBe('1');
  });

  it('the rounds run with no debit at the grant stake; wins become bonus money under the offer wagering', async () => {
    const { m, bonusId, game } = await claimedAndOpen();
    expect(game.state.freeRounds).toMatchObject({ rounds: 10, played: 0, stakeMinor: 100 });
    const before = await world.info(m.token);
    let won = 0;
    for (let i = 1; i <= 10; i++) {
      // The client's stake is ignored while free rounds run: the grant's stake is played.
      const r = await world.p.play(game.session, { stakeMinor: 5_000 });
      const a = r.body as unknown as TAnswer;
      expect(r.status).toBe(200);
      expect(a.round.stakeMinor).toBe(100);
      won += a.round.winMinor;
      expect(a.freeRounds === null ? 10 : a.freeRounds.played).toBe(i);
    }
    const after = await world.info(m.token);
    expect(after.cashAssets).toBe(before.cashAssets);
    expect(after.bonusAssets).toBe(won);
    expect(transfersLike(`seamless:${m.userid}:%:bet`)).resolves.toBe(0);
    const grant = (await world.grantRow(bonusId))!;
    expect(grant).toMatchObject({ rounds_settled: 10 });
    const bonus = await world.active(m.token);
    if (won > 0) expect(bonus).toMatchObject({ bonusId, grantedMinor: won, requiredMinor: 10 * won, balanceMinor: won });
    // Nothing won: nothing to wager, the bonus ended with its last round.
    else expect(bonus).toBeNull();
    // The eleventh round is a normal bet: cash pays it.
    const paid = await world.p.play(game.session, { stakeMinor: 200 });
    expect((paid.body as unknown as TAnswer).freeRounds).toBeNull();
    expect((paid.body as unknown as TAnswer).round.stakeMinor).toBe(200);
    expect(await transfersLike(`seamless:${m.userid}:%:bet`)).toBe(1);
  });

  it('a free-round win replayed by the provider credits once and answers the same result', async () => {
    const { m, bonusId, game } = await claimedAndOpen();
    const grant = (await world.grantRow(bonusId))!;
    const token = game.launch.searchParams.get('token')!;
    const win = { token, playerId: String(m.userid), roundId: 'fr-replay-1', gameId: await world.seededGame(), currency: 'TRY', transactionId: 'fr-replay-1:win', amountMinor: 750, roundEnd: true, freeRound: { grantId: grant.provider_grant_id!, reference: grant.reference } };
    const first = await world.w.call('win', win, { nowMs: Date.now() });
    expect(first).toMatchObject({ status: 200, body: { status: 'OK' } });
    const again = await world.w.call('win', win, { nowMs: Date.now() });
    expect(again.body).toEqual(first.body);
    expect((await world.info(m.token)).bonusAssets).toBe(750);
    expect(await world.active(m.token)).toMatchObject({ grantedMinor: 750, requiredMinor: 7_500 });
    expect(await transfersLike(`freeround:${grant.id}:fr-replay-1`)).toBe(1);
    // The same round with another amount is refused; nothing moves.
    const other = await world.w.call('win', { ...win, amountMinor: 9_999 }, { nowMs: Date.now() });
    expect(other).toMatchObject({ status: 409, body: { code: 'DUPLICATE_TRANSACTION' } });
    expect((await world.info(m.token)).bonusAssets).toBe(750);
  });

  it('forfeiting the bonus cancels the grant at the provider: the game runs no free round', async () => {
    const { m, bonusId } = await claimedAndOpen();
    const forfeit = await world.t.post('/bonus/forfeit', { bonusId }, { token: m.token });
    expect(forfeit.body).toMatchObject({ success: true, resultData: { status: 'forfeited' } });
    const grant = (await world.grantRow(bonusId))!;
    expect(grant.status).toBe('cancelled');
    expect((await world.providerCall('get', { reference: grant.reference })).body).toMatchObject({ status: 'cancelled', roundsPlayed: 0 });
    const reopened = await world.p.open(m.token, await world.seededGame(), true);
    expect(reopened.state.freeRounds).toBeNull();
  });

  it('an expired grant runs nothing: the round is a normal bet, and the expired bonus gets its grant cancelled', async () => {
    const { m, bonusId, game } = await claimedAndOpen();
    const grant = (await world.grantRow(bonusId))!;
    await world.sandboxSql(sql`update sandbox_free_round_grants set expires_at = now() - interval '1 second' where reference = ${grant.reference}`);
    await world.db.execute(sql`update player_bonuses set expires_at = now() - interval '1 second' where id = ${bonusId}`);
    const state = (await world.p.api<TState>('state', { session: game.session })).body;
    expect(state.freeRounds).toBeNull();
    const before = await world.info(m.token);
    const r = await world.p.play(game.session, { stakeMinor: 300 });
    expect((r.body as unknown as TAnswer).round.stakeMinor).toBe(300);
    expect((await world.info(m.token)).cashAssets).toBe(before.cashAssets - 300 + (r.body as unknown as TAnswer).round.winMinor);
    await world.worker.service.sync();
    expect((await world.grantRow(bonusId))!.status).toBe('cancelled');
    expect((await world.providerCall('get', { reference: grant.reference })).body).toMatchObject({ status: 'cancelled' });
  });

  it('a claim while the provider is down is whole (bonus + pending grant); the worker creates the grant once it is back', async () => {
    const m = await world.member();
    world.setProviderUp(false);
    try {
      const claim = await world.claim(m.token, m.offer.offerId);
      expect(claim.body).toMatchObject({ success: true, resultData: { status: 'active' } });
      const bonusId = claim.body.resultData!.bonusId;
      expect(await world.grantRow(bonusId)).toMatchObject({ status: 'pending', provider_grant_id: null });
      expect((await world.providerCall('get', { reference: `fs-${bonusId}` })).status).toBe(404);
      world.setProviderUp(true);
      // Due a second ago: the database keeps microseconds and the worker's clock milliseconds, so "now()" itself
      // can still lie ahead of the worker's now within the same millisecond.
      await world.db.execute(sql`update bonus_free_round_grants set next_attempt_at = now() - interval '1 second' where bonus_id = ${bonusId}`);
      expect(await world.worker.service.sync()).toBeGreaterThanOrEqual(1);
      expect(await world.grantRow(bonusId)).toMatchObject({ status: 'active' });
      const game = await world.p.open(m.token, await world.seededGame(), true);
      expect(game.state.freeRounds).toMatchObject({ rounds: 10, played: 0 });
    } finally {
      world.setProviderUp(true);
    }
  });
});
