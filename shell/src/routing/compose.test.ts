import type { RemoteManifest, RemoteRoute } from '@casino/shared';
import { composeRoutes, findRoute } from './compose';

const page = async () => ({ default: () => null });
const route = (over: Partial<RemoteRoute>): RemoteRoute => ({ path: 'x', name: 'X', titleKey: 'ns:x', layouts: ['desktop', 'mobile'], order: 0, load: page, ...over });
const manifest = (namespace: string, routes: RemoteRoute[]): RemoteManifest => ({ namespace, messages: async () => ({}), routes });

const lobby = manifest('lobby', [route({ path: '', name: 'Home', order: 0 }), route({ path: 'sport', name: 'Sport', layouts: ['mobile'], order: 5 })]);
const account = manifest('account', [
  route({ path: 'login', name: 'login', ignoreAuth: true, layouts: ['desktop'], order: 100 }),
  route({ path: 'login', name: 'login', ignoreAuth: true, outsideLayout: true, layouts: ['mobile'], order: 100 }),
  route({
    path: 'kisiselBilgiler',
    name: 'kisiselBilgiler',
    order: 40,
    children: [route({ path: '', name: 'kb' }), route({ path: 'recharge-detail', name: 'RechargeDetail', layouts: ['mobile'] })],
  }),
]);
const wheel = manifest('wheel', [route({ path: 'vip-wheel', name: 'VipWheel', order: 35 })]);

describe('composeRoutes', () => {
  it('orders the routes of all enabled remotes and keeps only the layout', () => {
    const desktop = composeRoutes([{ name: 'wheel', manifest: wheel }, { name: 'account', manifest: account }, { name: 'lobby', manifest: lobby }], 'desktop');
    expect(desktop.map((r) => r.name)).toEqual(['Home', 'VipWheel', 'kisiselBilgiler', 'login']);
    expect(findRoute(desktop, 'RechargeDetail')).toBeUndefined();
    expect(desktop.find((r) => r.name === 'Home')?.remote).toBe('lobby');
  });

  it('keeps mobile-only children and outside-layout routes on mobile', () => {
    const mobile = composeRoutes([{ name: 'lobby', manifest: lobby }, { name: 'account', manifest: account }], 'mobile');
    expect(mobile.map((r) => r.name)).toEqual(['Home', 'Sport', 'kisiselBilgiler', 'login']);
    expect(findRoute(mobile, 'login')?.outsideLayout).toBe(true);
    expect(findRoute(mobile, 'RechargeDetail')?.remote).toBe('account');
  });

  it('has no routes of a disabled (absent) remote', () => {
    const routes = composeRoutes([{ name: 'lobby', manifest: lobby }], 'mobile');
    expect(findRoute(routes, 'VipWheel')).toBeUndefined();
  });

  it('keeps the first route on a path clash and logs it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const clash = manifest('wheel', [route({ path: '', name: 'WheelHome', order: 1 })]);
    const routes = composeRoutes([{ name: 'lobby', manifest: lobby }, { name: 'wheel', manifest: clash }], 'desktop');
    expect(routes.filter((r) => r.path === '').map((r) => r.name)).toEqual(['Home']);
    expect(warn).toHaveBeenCalled();
  });
});
