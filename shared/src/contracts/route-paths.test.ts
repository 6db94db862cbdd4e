import { routePathsOf } from './route-paths';

describe('routePathsOf', () => {
  it('joins children to their parents and keeps each path once', () => {
    const routes = {
      namespace: 'account',
      routes: [
        { path: 'login', name: 'login' },
        { path: 'login', name: 'login' },
        { path: 'kisiselBilgiler', name: 'kisiselBilgiler', children: [{ path: '', name: 'home' }, { path: 'recharge', name: 'Recharge' }] },
        { path: 'gamePlaying/:id/:isReal?', name: 'gamePlaying' },
      ],
    };
    expect(routePathsOf(routes)).toEqual(['/gamePlaying/:id/:isReal?', '/kisiselBilgiler', '/kisiselBilgiler/recharge', '/login']);
  });

  it('gives the home route as / and skips what is not a route', () => {
    expect(routePathsOf({ routes: [{ path: '' }, { path: 7 }, null, 'x', { name: 'no path' }] })).toEqual(['/']);
    expect(routePathsOf(null)).toEqual([]);
    expect(routePathsOf({ routes: 'nope' })).toEqual([]);
  });
});
