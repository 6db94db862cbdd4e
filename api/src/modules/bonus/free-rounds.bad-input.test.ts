import { sql } from 'drizzle-orm';
import { oneDialect } from '../../../test-support/harness';
import { rowsOf } from '../../db/rows';
import { freeRoundsWorld } from './free-rounds.test-helpers';

describe.each(oneDialect())('free spins: bad input and abuse (%s)', (dialect) => {
  let world: Awaited<ReturnType<typeof freeRoundsWorld>>;

  // Two databases and two servers: slow on a loaded machine.
  beforeAll(async () => {
    world = await freeRoundsWorld(dialect);
  }, 240_000);
  afterEach(async () => {
    expect(await world.w.audit()).toMatchObject({ sum: 0n, drift: 0n });
  });
  afterAll(async () => {
    await world?.close();
  });

  const grant = (over: Record<string, unknown> = {}) => ({
    reference: `test-${Math.random().toString(36).slice(2)}`,
    playerId: '42',
    currency: 'TRY',
    gameCodes: ['slot-olympus-lines'],
    rounds: 10,
    stakeMinor: 100,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    ...over,
  });

  it('the provider refuses a bad grant with a clear reason and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, number, string, RegExp]> = [
      [grant({ gameCodes: ['slot-nope-lines'] }), 404, 'GAME_NOT_FOUND', /Unknown game code: slot-nope-lines/],
      [grant({ gameCodes: ['roulette'] }), 400, 'GAME_NOT_ELIGIBLE', /slot games only: roulette/],
      [grant({ rounds: 0 }), 400, 'BAD_REQUEST', /rounds/],
      [grant({ rounds: -3 }), 400, 'BAD_REQUEST', /rounds/],
      [grant({ stakeMinor: 0 }), 400, 'BAD_REQUEST', /stakeMinor/],
      [grant({ expiresAt: new Date(Date.now() - 1_000).toISOString() }), 400, 'BAD_REQUEST', /already past/],
    ];
    for (const [body, status, error, message] of cases) {
      const res = await world.providerCall('create', body);
      expect(res).toMatchObject({ status, body: { error } });
      expect(String(res.body.message)).toMatch(message);
      expect((await world.providerCall('get', { reference: body.reference })).status).toBe(404);
    }
    // Unsigned (or signed with another secret): refused before anything is read.
    expect((await world.providerCall('create', grant(), 'not-the-shared-secret-at-all')).status).toBe(401);
    // The same reference with other content is a conflict, not a second grant.
    const first = grant();
    expect((await world.providerCall('create', first)).status).toBe(200);
    expect(await world.providerCall('create', { ...first, rounds: 50 })).toMatchObject({ status: 409, body: { error: 'GRANT_CONFLICT' } });
    expect(await world.providerCall('cancel', { reference: 'never-made' })).toMatchObject({ status: 404, body: { error: 'GRANT_NOT_FOUND' } });
  });

  it("a grant is for its player only: another player's session runs no free round and cannot cash the grant's wins", async () => {
    const owner = await world.member();
    const claim = await world.claim(owner.token, owner.offer.offerId);
    const g = (await world.grantRow(claim.body.resultData!.bonusId))!;
    const other = await world.member();
    const game = await world.p.open(other.token, await world.seededGame(), true);
    expect(game.state.freeRounds).toBeNull();
    const token = game.launch.searchParams.get('token')!;
    const before = await world.info(other.token);
    const stolen = await world.w.call(
      'win',
      { token, playerId: String(other.userid), roundId: 'fr-stolen-1', gameId: await world.seededGame(), currency: 'TRY', transactionId: 'fr-stolen-1:win', amountMinor: 5_000, roundEnd: true, freeRound: { grantId: g.provider_grant_id!, reference: g.reference } },
      { nowMs: Date.now() },
    );
    expect(stolen).toMatchObject({ status: 404, body: { status: 'ERROR', code: 'UNKNOWN_ROUND' } });
    expect(await world.info(other.token)).toEqual(before);
    expect((await world.info(owner.token)).bonusAssets).toBe(0);
  });

  it('a free_spins offer whose game the catalogue lacks is refused at the claim (localized), nothing written', async () => {
    const [row] = rowsOf<{ id: string }>(
      await world.db.execute(sql`
        insert into bonus_offers (market_id, code, kind, title, terms, wagering_multiplier, wagering_base, weights, valid_days, phone_verified_only, updated_at, free_rounds)
        select market_id, 'fs_missing_game', kind, title, terms, wagering_multiplier, wagering_base, weights, valid_days, phone_verified_only, updated_at,
          '{"gameIds":[987654321],"rounds":10,"stakeMinor":100}'::jsonb
        from bonus_offers where code = 'free_spins' limit 1 returning id`),
    );
    const m = await world.member();
    const tk = await world.claim(m.token, Number(row!.id));
    expect(tk.status).toBe(409);
    expect(tk.body.msg).toBe('Bu bedava dönüş teklifinin oyunları şu an sunulamıyor. Lütfen daha sonra tekrar deneyin.');
    const en = await world.t.post('/bonus/claim', { offerId: Number(row!.id) }, { token: m.token, headers: { 'accept-language': 'en' } });
    expect(en.body.msg).toBe('The games of this free-spins offer cannot be offered right now. Please try again later.');
    expect(await world.active(m.token)).toBeNull();
    const grants = rowsOf<{ n: string }>(await world.db.execute(sql`select count(*)::text as n from bonus_free_round_grants where user_id = ${m.userid}`));
    expect(grants[0]!.n).toBe('0');
  });
});
