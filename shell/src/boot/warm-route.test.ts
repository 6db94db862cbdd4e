import type { RemoteManifest } from '@casino/shared';
import { routeFor, warmCurrentRoute } from './warm-route';

const Page = () => null;
const page = () => jest.fn(async () => ({ default: Page }));
const manifest: RemoteManifest = {
  namespace: 'demo',
  messages: async () => ({}),
  routes: [
    { path: '', name: 'Home', titleKey: 'demo:routes.Home', layouts: ['desktop', 'mobile'], order: 0, load: page() },
    { path: 'gamePlaying/:id/:isReal?', name: 'gamePlaying', titleKey: 'demo:routes.gamePlaying', layouts: ['desktop'], order: 1, load: page() },
    {
      path: 'me',
      name: 'me',
      titleKey: 'demo:routes.me',
      layouts: ['desktop', 'mobile'],
      order: 2,
      load: page(),
      children: [{ path: 'bank', name: 'bank', titleKey: 'demo:routes.bank', layouts: ['mobile'], order: 0, load: page() }],
    },
  ],
};

describe('the route of the opened URL', () => {
  it('is found per layout, child routes and optional segments included', () => {
    expect(routeFor('lobby', manifest, 'mobile', '/')?.name).toBe('Home');
    expect(routeFor('lobby', manifest, 'desktop', '/gamePlaying/5')?.name).toBe('gamePlaying');
    expect(routeFor('lobby', manifest, 'desktop', '/gamePlaying/5/1')?.name).toBe('gamePlaying');
    expect(routeFor('lobby', manifest, 'mobile', '/gamePlaying/5/1')).toBeUndefined();
    expect(routeFor('lobby', manifest, 'mobile', '/me/bank')?.name).toBe('bank');
    expect(routeFor('lobby', manifest, 'desktop', '/me')?.name).toBe('me');
    expect(routeFor('lobby', manifest, 'desktop', '/nowhere')).toBeUndefined();
  });

  it('starts loading at once; another remote\'s URL loads nothing', () => {
    warmCurrentRoute('lobby', manifest, 'mobile', '/');
    expect(manifest.routes[0]!.load).toHaveBeenCalledTimes(1);
    warmCurrentRoute('lobby', manifest, 'mobile', '/deposit');
    for (const r of manifest.routes.slice(1)) expect(r.load).not.toHaveBeenCalled();
  });
});
