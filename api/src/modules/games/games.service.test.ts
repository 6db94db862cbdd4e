import type { Clock } from '../../lib/clock';
import type { TGameRow } from './games.repository';
import { PAGE_TTL_MS, createGamesService, type GamesServiceDeps } from './games.service';

const row = (id: number): TGameRow => ({ id, name: `Game ${id}`, imageUrl: '', haveDemo: true, categoryId: 1, firmCode: 'PP', providerName: 'Pragmatic' }) as TGameRow;

/** The service over a repository that counts its page queries (the catalogue needs no database here). */
const setup = () => {
  let now = Date.parse('2026-11-25T10:00:00Z');
  const clock = { now: () => new Date(now) } as Clock;
  const calls = { pages: 0 };
  let fail = false;
  const repo = {
    pageGames: async (_filter: unknown, w: { limit: number; offset: number }) => {
      calls.pages += 1;
      if (fail) throw new Error('database down');
      return Array.from({ length: w.limit }, (_, i) => row(w.offset + i + 1));
    },
    countGames: async () => 100,
  } as unknown as GamesServiceDeps['repo'];
  const games = createGamesService({ repo, clock, gameOrigin: 'http://games.test', launchTokens: { issue: async () => ({ token: 't' }) } as never });
  return { games, calls, advance: (ms: number) => (now += ms), failNext: (on: boolean) => (fail = on) };
};

describe('public game pages', () => {
  it('are kept for a while per filter and page: repeated and concurrent asks share one query', async () => {
    const { games, calls, advance } = setup();
    const [a, b] = await Promise.all([games.byCategory({ categoryId: 1, page: 1, pageSize: 30 }), games.byCategory({ categoryId: 1, page: 1, pageSize: 30 })]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ total: 100, page: 1, pageSize: 30 });
    expect(a.list[0]).toMatchObject({ gameId: 1, gameName: 'Game 1' });
    await games.byCategory({ categoryId: 1, page: 1, pageSize: 30 });
    expect(calls.pages).toBe(1);
    // Another page, another category, a label: their own queries.
    await games.byCategory({ categoryId: 1, page: 2, pageSize: 30 });
    await games.byCategory({ categoryId: 2, page: 1, pageSize: 30 });
    await games.byLabelCategory({ labelId: 1, categoryId: 1, page: 1, pageSize: 30 });
    expect(calls.pages).toBe(4);
    advance(PAGE_TTL_MS);
    await games.byCategory({ categoryId: 1, page: 1, pageSize: 30 });
    expect(calls.pages).toBe(5);
  });

  it('a failed query is not kept: the next ask queries again', async () => {
    const { games, calls, failNext } = setup();
    failNext(true);
    await expect(games.byCategory({ categoryId: 1, page: 1, pageSize: 30 })).rejects.toThrow('database down');
    failNext(false);
    await expect(games.byCategory({ categoryId: 1, page: 1, pageSize: 30 })).resolves.toMatchObject({ total: 100 });
    expect(calls.pages).toBe(2);
  });
});
