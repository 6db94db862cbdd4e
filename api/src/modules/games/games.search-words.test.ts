import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import type { TGameListPage, TLobbyCatalogue, TLobbyGame } from './games.schemas';

/** Issue 44 item 4: search knows the lobby's own words (categories, labels, providers; tk and en). */
describe.each(dialects())('search by the lobby’s own words (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let catalogue: TLobbyCatalogue;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
    catalogue = (await t.post<TLobbyCatalogue>('/labelGame/list')).body.resultData!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const search = async (words: string, body: object = {}) => (await t.post<TLobbyGame[]>('/labelGame/getSearchResults', { words, ...body })).body.resultData!;
  const categoryId = (code: string) => catalogue.categoryList.find((c) => c.code === code)!.categoryId;
  const categoryPage = async (code: string, pageSize = 50) =>
    (await t.post<TGameListPage>('/labelGame/getGameByCategoryAndPage', { categoryId: categoryId(code), page: 1, pageSize })).body.resultData!.list;

  it('"slot" and its Turkish and English forms find the Slot category, most popular first, as the lobby lists it', async () => {
    const slot = await search('slot');
    expect(slot).toHaveLength(50);
    expect(slot.every((g) => g.categoryId === categoryId('slots'))).toBe(true);
    // No slot game is named "slot": the lobby's own order (popularity).
    expect(slot.map((g) => g.gameId)).toEqual((await categoryPage('slots')).map((g) => g.gameId));
    for (const word of ['Slotlar', 'SLOTS', 'slot oyunları']) expect((await search(word)).map((g) => g.gameId)).toEqual(slot.map((g) => g.gameId));
  });

  it('"canlı", "canlı casino" and "live casino" find the live games; "masa oyunları" the table games', async () => {
    for (const word of ['canlı', 'CANLI CASINO', 'live casino', 'Canli']) {
      const found = await search(word);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((g) => g.categoryId === categoryId('live'))).toBe(true);
    }
    expect((await search('masa oyunları')).every((g) => g.categoryId === categoryId('table'))).toBe(true);
  });

  it('"crash" ranks games named so first, then the rest of the Crash category by popularity', async () => {
    const found = await search('crash', { limit: 50 });
    expect(found.every((g) => g.categoryId === categoryId('crash'))).toBe(true);
    const named = found.map((g) => /crash/i.test(g.gameName));
    expect(named[0]).toBe(true);
    expect(named.includes(false)).toBe(true);
    // Every name match comes before every other game.
    expect(named.lastIndexOf(true)).toBeLessThan(named.indexOf(false));
    const crashGames = (await categoryPage('crash', 100)).filter((g) => !/crash/i.test(g.gameName)).map((g) => g.gameId);
    const rest = found.filter((g) => !/crash/i.test(g.gameName)).map((g) => g.gameId);
    expect(rest).toEqual(crashGames.slice(0, rest.length));
  });

  it('provider names find their games: "evolution", "Pragmatic", "pragmatic play"', async () => {
    for (const [word, code] of [['evolution', 'EVO'], ['Pragmatic', 'PP'], ['pragmatic play', 'PP']] as const) {
      const found = await search(word);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((g) => g.firmCode === code)).toBe(true);
    }
  });

  it('game words still find names in both languages: rulet, roulette, blackjack', async () => {
    for (const [word, name] of [['rulet', /rulet|roulette/i], ['roulette', /rulet|roulette/i], ['blackjack', /blackjack|yirmibir/i]] as const) {
      const found = await search(word);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((g) => name.test(g.gameName))).toBe(true);
    }
  });

  it('a named category pages on like any search: page 2 follows page 1 without repeats', async () => {
    const [p1, p2, both] = [await search('slot', { limit: 10, page: 1 }), await search('slot', { limit: 10, page: 2 }), await search('slot', { limit: 20 })];
    expect([...p1, ...p2].map((g) => g.gameId)).toEqual(both.map((g) => g.gameId));
    expect(new Set(both.map((g) => g.gameId)).size).toBe(20);
  });
});
