import type { ComposedRoute } from './compose';

/** A menu entry of spec section 3 (name, title, id, icon, children), resolved to a link. */
export interface MenuItem {
  id: string;
  name: string;
  titleKey: string;
  to: string;
  icon?: string;
  ignoreAuth?: boolean;
  /** Lobby label selected on Home (globalStore.activeLabel); Hot/New/Favorite use it. */
  activeLabel?: string;
  children?: MenuItem[];
}

/** Lobby labels inserted after the first menu item (spec section 2, desktop menu). */
export const LOBBY_LABEL_ITEMS = [
  { id: 'hot', titleKey: 'shell:labels.hot', icon: 'hot' },
  { id: 'new', titleKey: 'shell:labels.new', icon: 'new' },
  { id: 'favoriler', titleKey: 'shell:labels.favorite', icon: 'favorite' },
] as const;

const join = (base: string, path: string) => `${base.replace(/\/$/, '')}/${path}`.replace(/\/$/, '') || '/';

const isVisible = (r: ComposedRoute) => !r.hideInMenu && !r.path.includes(':') && !r.outsideLayout;

function toItem(route: ComposedRoute, base: string): MenuItem {
  const to = join(base, route.path);
  const children = route.children?.filter((c) => isVisible(c) && c.path !== '').map((c) => toItem(c, to));
  return {
    id: route.name,
    name: route.name,
    titleKey: route.titleKey,
    to,
    icon: route.icon,
    ignoreAuth: route.ignoreAuth,
    children: children && children.length > 0 ? children : undefined,
  };
}

/**
 * The menu of a route table: the visible routes in order, with Hot, New and Favorite (id favoriler)
 * after the first item. Those three open Home with their label, so they exist only when Home does.
 */
export function buildMenu(routes: ComposedRoute[]): MenuItem[] {
  const items = routes.filter(isVisible).map((r) => toItem(r, '/'));
  const home = routes.find((r) => r.name === 'Home');
  if (!home || items.length === 0) return items;
  const labels: MenuItem[] = LOBBY_LABEL_ITEMS.map((l) => ({ ...l, name: l.id, to: join('/', home.path), activeLabel: l.id }));
  return [items[0]!, ...labels, ...items.slice(1)];
}

/** Absolute path of a named route (children included), e.g. Recharge -> /kisiselBilgiler/recharge. */
export function routePath(routes: ComposedRoute[], name: string, base = '/'): string | undefined {
  for (const r of routes) {
    const path = join(base, r.path);
    if (r.name === name) return path;
    const child = r.children && routePath(r.children, name, path);
    if (child) return child;
  }
  return undefined;
}
