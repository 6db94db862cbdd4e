/**
 * The full paths a remote's route table (its routes.json, recorded with each version) routes, children joined
 * to their parents: `{ path: 'kisiselBilgiler', children: [{ path: 'recharge' }] }` gives `/kisiselBilgiler` and
 * `/kisiselBilgiler/recharge`. Anything malformed is skipped (the table is the remote team's data).
 */
type TRouteData = { path?: unknown; children?: unknown };

const MAX_PATHS = 200;

/** An index child (path '') is its parent's own path. */
const join = (parent: string, path: string) => {
  const base = parent.replace(/\/$/, '');
  const own = path.replace(/^\//, '');
  return own === '' ? base : `${base}/${own}`;
};

const walk = (routes: unknown, parent: string, out: Set<string>, depth: number) => {
  if (!Array.isArray(routes) || depth > 4) return;
  for (const route of routes as TRouteData[]) {
    if (out.size >= MAX_PATHS) return;
    if (typeof route !== 'object' || route === null || typeof route.path !== 'string' || route.path.length > 200) continue;
    const full = join(parent, route.path);
    out.add(full === '' ? '/' : full);
    walk(route.children, full, out, depth + 1);
  }
};

export const routePathsOf = (routesJson: unknown): string[] => {
  const out = new Set<string>();
  if (typeof routesJson === 'object' && routesJson !== null) walk((routesJson as { routes?: unknown }).routes, '', out, 0);
  return [...out].sort();
};
