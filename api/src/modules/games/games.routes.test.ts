import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, createTestDatabase, oneDialect, newDevice, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import type { TGameListPage, TLobbyCatalogue, TLobbyGame } from './games.schemas';

describe.each(oneDialect())('games catalogue /labelGame/* (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let alice: string;
  let bob: string;
  let catalogue: TLobbyCatalogue;

  const login = async () => {
    const res = await t.post<{ token: string }>('/sso/v2/login', { deviceNumber: newDevice() });
    expect(res.status).toBe(200);
    return res.body.resultData!.token;
  };
  const page = (path: string, body: object, token?: string) => t.post<TGameListPage>(path, body, token ? { token } : {});

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
    [alice, bob] = [await login(), await login()];
    catalogue = (await t.post<TLobbyCatalogue>('/labelGame/list')).body.resultData!;
  });
  afterAll(async () => {
    await t.close();
    await testDb.drop();
  });

  it('lists labels, categories with counts and the twelve providers', () => {
    expect(catalogue.labelList.map((l) => l.code)).toEqual(['hot', 'new']);
    expect(catalogue.categoryList.map((c) => c.code)).toEqual(['slots', 'live', 'table', 'crash', 'fishing']);
    expect(catalogue.categoryList.reduce((n, c) => n + c.gameCount, 0)).toBeGreaterThanOrEqual(300);
    expect(catalogue.providerList.map((p) => p.code).sort()).toEqual(
      ['BGAMING', 'EVO', 'EZUGI', 'MG', 'NETENT', 'PG', 'PLAYSON', 'PNG', 'PP', 'TADA', 'VIVO', 'WAZDAN'].sort(),
    );
    expect(catalogue.providerList[0]!.logoUrl).toMatch(/^\/labelGame\/provider-logo\/\w+\.svg$/);
  });

  it('pages a category by popularity with stable, disjoint pages and the total', async () => {
    const slots = catalogue.categoryList.find((c) => c.code === 'slots')!;
    const p1 = (await page('/labelGame/getGameByCategoryAndPage', { categoryId: slots.categoryId, page: 1, pageSize: 10 })).body.resultData!;
    const p2 = (await page('/labelGame/getGameByCategoryAndPage', { categoryId: String(slots.categoryId), page: '2', pageSize: 10 })).body.resultData!;
    expect(p1).toMatchObject({ page: 1, pageSize: 10, total: slots.gameCount });
    expect(p1.list).toHaveLength(10);
    expect(p2.list.map((g) => g.gameId)).not.toEqual(expect.arrayContaining([p1.list[0]!.gameId]));
    for (const g of [...p1.list, ...p2.list]) expect(g).toMatchObject({ categoryId: slots.categoryId, imageUrlLobby: `/labelGame/art/${g.gameId}.webp` });
    const beyond = (await page('/labelGame/getGameByCategoryAndPage', { categoryId: slots.categoryId, page: 10_000, pageSize: 100 })).body.resultData!;
    expect(beyond).toMatchObject({ list: [], total: slots.gameCount });
  });

  it('filters by provider, over every category with categoryId 0', async () => {
    const res = (await page('/labelGame/getGameByCategoryAndPage', { categoryId: 0, firmCode: 'evo', pageSize: 100 })).body.resultData!;
    expect(res.total).toBeGreaterThan(0);
    expect(new Set(res.list.map((g) => g.firmCode))).toEqual(new Set(['EVO']));
  });

  it('pages a label within a category, and by category name', async () => {
    const hot = catalogue.labelList.find((l) => l.code === 'hot')!;
    const live = catalogue.categoryList.find((c) => c.code === 'live')!;
    const res = (await page('/labelGame/getGameByLabelCategoryAndPage', { labelId: hot.labelId, categoryId: live.categoryId, pageSize: 5 })).body.resultData!;
    expect(res.list.length).toBeGreaterThan(0);
    expect(res.list.every((g) => g.categoryId === live.categoryId)).toBe(true);
    const byName = (await page('/labelGame/getGameByCategoryNameAndPage', { categoryName: 'live casino', pageSize: 5 })).body.resultData!;
    expect(byName.total).toBe(live.gameCount);
    const unknown = (await page('/labelGame/getGameByCategoryNameAndPage', { categoryName: 'nope' })).body.resultData!;
    expect(unknown).toMatchObject({ list: [], total: 0 });
  });

  it.each([
    ['pageSize over 100', '/labelGame/getGameByCategoryAndPage', { categoryId: 1, pageSize: 101 }],
    ['page 0', '/labelGame/getGameByCategoryAndPage', { categoryId: 1, page: 0 }],
    ['negative category', '/labelGame/getGameByCategoryAndPage', { categoryId: -1 }],
    ['missing categoryId', '/labelGame/getGameByCategoryAndPage', {}],
    ['fractional page', '/labelGame/getGameByLabelCategoryAndPage', { labelId: 1, page: 1.5 }],
    ['bad firmCode', '/labelGame/getGameByCategoryAndPage', { categoryId: 1, firmCode: "x'; drop table games;--" }],
    ['words not a string', '/labelGame/getSearchResults', { words: { $ne: 1 } }],
    ['words too long', '/labelGame/getSearchResults', { words: 'a'.repeat(65) }],
  ])('refuses %s with a 400 VALIDATION_FAILED envelope', async (_name, path, body) => {
    const res = await t.post(path, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ state: '400', success: false, code: 'VALIDATION_FAILED', resultData: null });
  });

  it('searches Turkish-insensitively, prefix first, provider names too', async () => {
    const search = async (words: string) => (await t.post<TLobbyGame[]>('/labelGame/getSearchResults', { words })).body.resultData!;
    const upper = await search('ŞEKER');
    expect(upper.length).toBeGreaterThan(0);
    expect(await search('seker')).toEqual(upper);
    expect(upper[0]!.gameName.startsWith('Şeker')).toBe(true);
    const isik = await search('IŞIK');
    expect(isik.length).toBeGreaterThan(0);
    expect(isik.every((g) => /ışık/i.test(g.gameName.toLocaleLowerCase('tr')))).toBe(true);
    const provider = await search('pragmatic');
    expect(provider.length).toBeGreaterThan(0);
    expect(provider.every((g) => g.firmCode === 'PP')).toBe(true);
    const short = await search('ev');
    expect(short.some((g) => g.firmCode === 'EVO')).toBe(true);
    expect(await search('')).toEqual([]);
    expect(await search('zzqqxx')).toEqual([]);
    // Infix: a later word of the name matches, after names that start with it.
    const bonanza = await search('bonanza');
    expect(bonanza.length).toBeGreaterThan(0);
    expect(bonanza.every((g) => /bonanza/i.test(g.gameName))).toBe(true);
  });

  it('finds a game by its Turkish or English game word: "rulet" finds Roulette, "roulette" finds Rulet', async () => {
    // Every page of an answer (the full results page reads on while a page is full).
    const everything = async (words: string) => {
      const all: TLobbyGame[] = [];
      for (let page = 1; page <= 20; page += 1) {
        const list = (await t.post<TLobbyGame[]>('/labelGame/getSearchResults', { words, page })).body.resultData!;
        all.push(...list);
        if (list.length < 50) break;
      }
      return all;
    };
    const rulet = await everything('rulet');
    expect(rulet.some((g) => /roulette/i.test(g.gameName))).toBe(true);
    expect(rulet.some((g) => /rulet/i.test(g.gameName))).toBe(true);
    expect(rulet.every((g) => /rulet|roulette/i.test(g.gameName))).toBe(true);
    const roulette = await everything('Roulette');
    expect(new Set(roulette.map((g) => g.gameId))).toEqual(new Set(rulet.map((g) => g.gameId)));
    const bakara = await everything('bakara');
    expect(bakara.some((g) => /baccarat/i.test(g.gameName))).toBe(true);
  });

  it('pages search results past the first 50 for the full results page; a bad page is a 400', async () => {
    const at = async (body: object) => (await t.post<TLobbyGame[]>('/labelGame/getSearchResults', body)).body.resultData!;
    for (const w of ['roulette', 'ev']) { // the infix path and the short-word (prefix) path
      const p1 = await at({ words: w, limit: 10, page: 1 });
      const p2 = await at({ words: w, limit: 10, page: 2 });
      const both = await at({ words: w, limit: 20 });
      expect(p1).toHaveLength(10);
      expect([...p1, ...p2].map((g) => g.gameId)).toEqual(both.map((g) => g.gameId).slice(0, p1.length + p2.length));
    }
    const all: TLobbyGame[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const list = await at({ words: 'roulette', page });
      all.push(...list);
      if (list.length < 50) break;
    }
    expect(all.length).toBeGreaterThan(50);
    expect(new Set(all.map((g) => g.gameId)).size).toBe(all.length);
    const bad = await t.post('/labelGame/getSearchResults', { words: 'roulette', page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ state: '400', code: 'VALIDATION_FAILED' });
  });

  it('keeps favourites per player and needs a session', async () => {
    const [g1, g2] = (await page('/labelGame/getGameByCategoryAndPage', { categoryId: 0, pageSize: 2 })).body.resultData!.list;
    expect((await t.post('/labelGame/favoriteGame', { gameId: g1!.gameId, opt: 1 })).status).toBe(401);
    expect((await t.post('/labelGame/getFavoriteGames', {})).status).toBe(401);
    expect((await t.post('/labelGame/favoriteGame', { gameId: g1!.gameId, opt: 1 }, { token: alice })).body.resultData).toEqual({ gameId: g1!.gameId, favorite: true });
    await t.post('/labelGame/favoriteGame', { gameId: g1!.gameId, opt: 1 }, { token: alice }); // idempotent
    await t.post('/labelGame/favoriteGame', { gameId: String(g2!.gameId), opt: '1' }, { token: bob });
    const mine = (await page('/labelGame/getFavoriteGames', {}, alice)).body.resultData!;
    expect(mine.list.map((g) => g.gameId)).toEqual([g1!.gameId]);
    expect(mine.total).toBe(1);
    // Bob removing Alice's favourite only touches Bob's rows.
    await t.post('/labelGame/favoriteGame', { gameId: g1!.gameId, opt: 0 }, { token: bob });
    expect((await page('/labelGame/getFavoriteGames', {}, alice)).body.resultData!.total).toBe(1);
    expect((await page('/labelGame/getFavoriteGames', {}, bob)).body.resultData!.list.map((g) => g.gameId)).toEqual([g2!.gameId]);
    await t.post('/labelGame/favoriteGame', { gameId: g1!.gameId, opt: 0 }, { token: alice });
    expect((await page('/labelGame/getFavoriteGames', {}, alice)).body.resultData!.total).toBe(0);
    expect((await t.post('/labelGame/favoriteGame', { gameId: 99_999_999, opt: 1 }, { token: alice })).status).toBe(404);
    expect((await t.post('/labelGame/favoriteGame', { gameId: g1!.gameId, opt: 2 }, { token: alice })).status).toBe(400);
  });

  it('returns the sandbox launch URL and records recent games per player', async () => {
    const list = (await page('/labelGame/getGameByCategoryAndPage', { categoryId: 0, pageSize: 50 })).body.resultData!.list;
    const demo = list.find((g) => g.haveDemo)!;
    const realOnly = list.find((g) => !g.haveDemo)!;
    expect((await t.post('/labelGame/getGameUrlByGame', { gameId: demo.gameId, isReal: 0 })).status).toBe(401);
    // The age gate: even a demo needs 18+ confirmed first.
    const gated = await t.post('/labelGame/getGameUrlByGame', { gameId: demo.gameId, isReal: 0 }, { token: alice });
    expect([gated.status, gated.body.code]).toEqual([403, 'AGE_NOT_CONFIRMED']);
    expect((await t.post('/protection/confirmAge', { birthDate: '1990-01-01' }, { token: alice })).status).toBe(200);
    const demoUrl = await t.post<{ url: string; isReal: boolean }>('/labelGame/getGameUrlByGame', { gameId: demo.gameId, isReal: 0 }, { token: alice });
    expect(demoUrl.body.resultData!.isReal).toBe(false);
    const url = new URL(demoUrl.body.resultData!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.gameOrigin}/games/launch`);
    expect(url.searchParams.get('gameId')).toBe(String(demo.gameId));
    expect(url.searchParams.get('mode')).toBe('demo');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]+\.[0-9a-f]{64}$/);
    // Real money is for members: a guest is refused, clearly and in their language, and nothing is recorded.
    for (const [gameId, isReal] of [[demo.gameId, 1], [realOnly.gameId, 0]] as const) {
      const refused = await t.post('/labelGame/getGameUrlByGame', { gameId, isReal }, { token: alice, headers: { 'accept-language': 'tk' } });
      expect([refused.status, refused.body.code, refused.body.msg]).toEqual([403, 'REGISTER_REQUIRED', expect.stringContaining('Gerçek parayla oynamak için üye olun')]);
    }
    // The sportsbook is real money only: the same refusal.
    const sportRefused = await t.post('/sport/getSportUrl', {}, { token: alice, headers: { 'accept-language': 'en' } });
    expect([sportRefused.status, sportRefused.body.code, sportRefused.body.msg]).toEqual([403, 'REGISTER_REQUIRED', expect.stringContaining('Sign up to play for real money')]);
    expect((await page('/labelGame/getRecentGames', {}, alice)).body.resultData!.list.map((g) => g.gameId)).toEqual([demo.gameId]);
    // Alice registers (made a member at the test's edge: registration by OTP has its own tests).
    const aliceId = (await t.post<{ userid: number }>('/user/getUserInfo', {}, { token: alice })).body.resultData!.userid;
    await testDb.database.db.execute(sql`update users set role = 'member' where id = ${aliceId}`);
    expect((await t.post('/legal/consent/accept', await identity(t).consent(), { token: alice })).status).toBe(200);
    // A game without a demo always launches for real.
    const real = await t.post<{ url: string; isReal: boolean }>('/labelGame/getGameUrlByGame', { gameId: realOnly.gameId, isReal: 0 }, { token: alice });
    expect(real.body.resultData!.isReal).toBe(true);
    expect(new URL(real.body.resultData!.url).searchParams.get('mode')).toBe('real');
    expect((await t.post('/sport/getSportUrl', {}, { token: alice })).status).toBe(200);
    t.clock.advance(1000);
    await t.post('/labelGame/getGameUrlByGame', { gameId: demo.gameId, isReal: 1 }, { token: alice });
    const recent = (await page('/labelGame/getRecentGames', {}, alice)).body.resultData!;
    expect(recent.list.map((g) => g.gameId)).toEqual([demo.gameId, realOnly.gameId]);
    expect((await page('/labelGame/getRecentGames', {}, bob)).body.resultData!.total).toBe(0);
    expect((await t.post('/labelGame/getGameUrlByGame', { gameId: 99_999_999, isReal: 1 }, { token: alice })).status).toBe(404);
    expect((await t.post('/labelGame/getGameUrlByGame', { gameId: 'abc', isReal: 1 }, { token: alice })).status).toBe(400);
  });

  it('answers one game by id for anyone (a shared link to its front page names it); a missing or bad id is refused, localized', async () => {
    const [first] = (await page('/labelGame/getGameByCategoryAndPage', { categoryId: 1 })).body.resultData!.list;
    const one = await t.post<TLobbyGame>('/labelGame/getGame', { gameId: first!.gameId });
    expect(one.status).toBe(200);
    expect(one.body.resultData).toEqual(first);
    const missing = await t.post('/labelGame/getGame', { gameId: 99_999_999 }, { headers: { 'accept-language': 'tk' } });
    expect([missing.status, missing.body.state]).toEqual([404, '404']);
    expect(missing.body.msg).not.toBe('');
    for (const gameId of ['abc', -1, 0, 1.5, null]) expect((await t.post('/labelGame/getGame', { gameId })).status).toBe(400);
  });

  it('serves deterministic artwork (SVG, and the WebP the cards link) and provider logos', async () => {
    const art = await t.app.inject({ method: 'GET', url: '/labelGame/art/1.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(art.headers['cache-control']).toContain('immutable');
    expect(art.body.startsWith('<svg')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/labelGame/art/1.svg' })).body).toBe(art.body);
    expect((await t.app.inject({ method: 'GET', url: '/labelGame/art/99999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/labelGame/art/..%2Fetc.svg' })).statusCode).toBe(400);
    // What the cards link: the same art as WebP (painted off the page's main thread).
    const webp = await t.app.inject({ method: 'GET', url: '/labelGame/art/1.webp' });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toContain('immutable');
    expect(webp.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // 1.5 times the SVG's 300 px: sharp on a phone's screen.
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 450, height: 450 });
    expect((await t.app.inject({ method: 'GET', url: '/labelGame/art/1.png' })).statusCode).toBe(400);
    const logo = await t.app.inject({ method: 'GET', url: '/labelGame/provider-logo/PP.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('Pragmatic Play');
  });
});
