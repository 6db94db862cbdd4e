import type { ComposedRoute } from './compose';
import { buildMenu, routePath } from './menu';

const page = async () => ({ default: () => null });
const r = (name: string, path: string, over: Partial<ComposedRoute> = {}): ComposedRoute => ({
  name,
  path,
  titleKey: `x:${name}`,
  layouts: ['desktop'],
  order: 0,
  remote: 'lobby',
  load: page,
  ...over,
});

const table: ComposedRoute[] = [
  r('Home', ''),
  r('RecentGameRecords', 'recentGameRecords'),
  r('SearchGarm', 'searchGarm', { hideInMenu: true }),
  r('gameAll', 'gameAll/:cid/:name/:id?', { hideInMenu: true }),
  r('Promotions', 'promotions', { remote: 'mail-rewards' }),
  r('kisiselBilgiler', 'kisiselBilgiler', {
    remote: 'account',
    children: [r('kisiselBilgilerHome', ''), r('mobilCihaziBagla', 'mobilCihaziBagla'), r('Recharge', 'recharge'), r('RechargeDetail', 'recharge-detail', { hideInMenu: true })],
  }),
  r('login', 'login', { ignoreAuth: true, hideInMenu: true, remote: 'account' }),
];

describe('buildMenu', () => {
  it('lists the visible routes with Hot, New and Favorite (favoriler) after the first item', () => {
    const menu = buildMenu(table);
    expect(menu.map((m) => m.id)).toEqual(['Home', 'hot', 'new', 'favoriler', 'RecentGameRecords', 'Promotions', 'kisiselBilgiler']);
    expect(menu.find((m) => m.id === 'favoriler')).toMatchObject({ to: '/', activeLabel: 'favoriler', titleKey: 'shell:labels.favorite' });
  });

  it('gives expandable children their full paths, without the index page and hidden children', () => {
    const kb = buildMenu(table).find((m) => m.id === 'kisiselBilgiler');
    expect(kb?.to).toBe('/kisiselBilgiler');
    expect(kb?.children?.map((c) => c.to)).toEqual(['/kisiselBilgiler/mobilCihaziBagla', '/kisiselBilgiler/recharge']);
  });

  it('has no lobby labels when the lobby (Home) is disabled', () => {
    const withoutLobby = table.filter((x) => x.remote !== 'lobby');
    expect(buildMenu(withoutLobby).map((m) => m.id)).toEqual(['Promotions', 'kisiselBilgiler']);
  });

  it('is empty for an empty table', () => {
    expect(buildMenu([])).toEqual([]);
  });
});

describe('routePath', () => {
  it('resolves named routes, children included', () => {
    expect(routePath(table, 'Home')).toBe('/');
    expect(routePath(table, 'Recharge')).toBe('/kisiselBilgiler/recharge');
    expect(routePath(table, 'login')).toBe('/login');
    expect(routePath(table, 'Vip')).toBeUndefined();
  });
});
