import type { LayoutKind, RemoteManifest, RemoteName, RemoteRoute } from '@casino/shared';

export interface ComposedRoute extends Omit<RemoteRoute, 'children'> {
  remote: RemoteName;
  children?: ComposedRoute[];
}

export interface LoadedRemote {
  name: RemoteName;
  manifest: RemoteManifest;
}

function forLayout(route: RemoteRoute, remote: RemoteName, layout: LayoutKind): ComposedRoute | null {
  if (!route.layouts.includes(layout)) return null;
  const children = route.children?.map((c) => forLayout(c, remote, layout)).filter((c): c is ComposedRoute => c !== null);
  return { ...route, remote, children: children && children.length > 0 ? children : undefined };
}

/**
 * The route table of one layout, composed from the enabled remotes that loaded, in `order`.
 * A remote that is disabled (absent) contributes nothing: no route, no menu entry, no tab.
 * On duplicate paths the first remote by order wins and the clash is logged.
 */
export function composeRoutes(remotes: LoadedRemote[], layout: LayoutKind): ComposedRoute[] {
  const all = remotes
    .flatMap(({ name, manifest }) => manifest.routes.map((r) => forLayout(r, name, layout)))
    .filter((r): r is ComposedRoute => r !== null)
    // Names are code identifiers: their code-point order is the tie-break (no collator to build during the boot).
    .sort((a, b) => a.order - b.order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const seen = new Map<string, ComposedRoute>();
  for (const route of all) {
    const key = `${route.outsideLayout ? 'outside' : 'main'}:${route.path}`;
    const first = seen.get(key);
    if (first) console.warn(`[routes] ${route.remote}:${route.name} clashes with ${first.remote}:${first.name} on "${route.path}"`);
    else seen.set(key, route);
  }
  return [...seen.values()];
}

/** Finds a route by its spec name (login, Home, Vip, ...), searching children too. */
export function findRoute(routes: ComposedRoute[], name: string): ComposedRoute | undefined {
  for (const r of routes) {
    if (r.name === name) return r;
    const child = r.children && findRoute(r.children, name);
    if (child) return child;
  }
  return undefined;
}
