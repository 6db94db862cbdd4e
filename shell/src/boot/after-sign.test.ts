import { bus, globalStore, patchUser, resetUser, userStore, type Envelope } from '@casino/shared';
import { loadAfterSign, syncBalance } from './after-sign';

const ok = <T,>(resultData: T): Envelope<T> => ({ state: '200', msg: '', success: true, resultData });

beforeEach(() => {
  localStorage.clear();
  resetUser();
});

describe('loadAfterSign', () => {
  it('does nothing before a sign exists', async () => {
    const post = jest.fn();
    await loadAfterSign(post);
    expect(post).not.toHaveBeenCalled();
  });

  it('loads user info, favourites, sign-in config, today sign-in and prize info into the store', async () => {
    patchUser({ sign: 's', userid: '7' });
    const answers: Record<string, unknown> = {
      '/user/getUserInfo': { userid: 7, role: 'member', nikeName: 'Ayşe', totalAssets: 12345, vipLevel: 2 },
      '/labelGame/getFavoriteGames': { list: [{ gameId: 1, gameName: 'Sultan Spins', imageUrlLobby: '', haveDemo: true }], total: 1 },
      '/signInConfig/getSignInConfig': [{ day: 1, amountMinor: 100 }],
      '/signInRecord/getSignInRecord': { picksNew: [1], bsignInToday: true },
      '/pddPrizeConfig/getUserUUID': { uuid: 'u-1' },
      '/support/messages': { conversationId: 7, list: [], total: 3, unread: 2, page: 1, pageSize: 1 },
    };
    const post = jest.fn(async (path: string) => ok(answers[path]));
    await loadAfterSign(post as never);
    expect(post.mock.calls.map((c) => c[0]).sort()).toEqual(Object.keys(answers).sort());
    expect(userStore).toMatchObject({ userid: '7', role: 'user', nikeName: 'Ayşe', totalAssets: 12345, vipLevel: 2, bSignInToday: true, prize: { uuid: 'u-1' } });
    expect(userStore.favoriteGameList).toHaveLength(1);
    expect(globalStore.menuBadges).toMatchObject({ CustomerService: 2 });
    expect(userStore.signInData).toMatchObject({ picksNew: [1], bsignInToday: true, config: [{ day: 1, amountMinor: 100 }] });
  });

  it('a restricted session (time-out, self-exclusion) loads only what it may reach: user info and support', async () => {
    patchUser({ sign: 's', userid: '7', restriction: { kind: 'timeout', endsAt: '2026-07-01T09:00:00.000Z' } });
    const post = jest.fn(async () => ok({ unread: 0 }));
    await loadAfterSign(post as never);
    expect(post.mock.calls.map((c) => (c as unknown[])[0]).sort()).toEqual(['/support/messages', '/user/getUserInfo']);
  });

  it('keeps loading the rest when one call fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    patchUser({ sign: 's', userid: '7' });
    const post = jest.fn(async (path: string) => {
      if (path === '/user/getUserInfo') throw new Error('down');
      return ok(path === '/pddPrizeConfig/getUserUUID' ? { uuid: 'x' } : null);
    });
    await loadAfterSign(post as never);
    expect(userStore.prize).toEqual({ uuid: 'x' });
  });
});

describe('syncBalance', () => {
  it('updates the balance from the bus and from game frames, ignoring malformed and foreign messages', async () => {
    const stop = syncBalance(window, 'http://games.test');
    const fromGame = (data: unknown, origin = 'http://games.test') => window.dispatchEvent(new MessageEvent('message', { data, origin }));
    bus.emit('wallet:balance-changed', { totalAssetsMinor: 500 });
    expect(userStore.totalAssets).toBe(500);
    fromGame({ type: 'casino:balance', totalAssetsMinor: 750 });
    expect(userStore.totalAssets).toBe(750);
    fromGame({ type: 'casino:balance', totalAssetsMinor: -1 });
    fromGame({ type: 'casino:balance', totalAssetsMinor: '9' });
    fromGame({ type: 'casino:balance', totalAssetsMinor: 999_999 }, 'http://evil.test');
    expect(userStore.totalAssets).toBe(750);
    stop();
  });
});
