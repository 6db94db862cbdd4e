import { ROUTES_DATA_FILE, routeKey, type RemoteManifest, type RemoteRoute, type RemoteRouteData, type RemoteRoutesData } from '@casino/shared';

/** Where a remote's route data lives: beside its manifest (`<base>/mf-manifest.json` -> `<base>/routes.json`). */
export const routesDataUrl = (manifestUrl: string): string => new URL(ROUTES_DATA_FILE, manifestUrl).href;

const isRouteData = (value: unknown): value is RemoteRouteData => {
  const r = value as Partial<RemoteRouteData> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.path === 'string' &&
    typeof r.name === 'string' &&
    typeof r.titleKey === 'string' &&
    typeof r.order === 'number' &&
    Array.isArray(r.layouts) &&
    r.layouts.every((l) => l === 'desktop' || l === 'mobile') &&
    (r.children === undefined || (Array.isArray(r.children) && r.children.every(isRouteData)))
  );
};

/** Keeps well-formed route data only; anything else counts as "no data" (the caller falls back to code). */
export function sanitizeRoutesData(value: unknown): RemoteRoutesData | null {
  const d = value as Partial<RemoteRoutesData> | null;
  if (typeof d !== 'object' || d === null || typeof d.namespace !== 'string' || !/^[A-Za-z][\w-]*$/.test(d.namespace)) return null;
  if (!Array.isArray(d.routes) || !d.routes.every(isRouteData)) return null;
  const titles = typeof d.titles === 'object' && d.titles !== null ? d.titles : {};
  return { namespace: d.namespace, routes: d.routes, titles };
}

/** Finds the route of the remote's real `./routes` that a data entry describes. */
export function findByKey(routes: RemoteRoute[], key: string): RemoteRoute | undefined {
  for (const r of routes) {
    if (routeKey(r) === key) return r;
    const child = r.children && findByKey(r.children, key);
    if (child) return child;
  }
  return undefined;
}

/** How a manifest built from data reaches the remote's code: its `./routes` module, and the same with its messages. */
export interface RemoteCode {
  /** The `./routes` module with the remote's full messages registered. */
  code: () => Promise<RemoteManifest>;
  /** The `./routes` module alone (default: `code`). */
  module?: () => Promise<RemoteManifest>;
}

/**
 * A manifest built from route data: each route's `load` fetches the remote's code only when the route is about
 * to render (the remote's `./routes` once), then the page chunk the real route names, while the remote's
 * messages load beside it; it resolves when both are there. A load runs once (a failed one runs again).
 * Titles come from the data until the remote's full messages arrive with its code.
 */
export function manifestFromData(data: RemoteRoutesData, remote: RemoteCode | (() => Promise<RemoteManifest>)): RemoteManifest {
  const { code, module = code } = typeof remote === 'function' ? { code: remote } : remote;
  const withLoaders = (routes: RemoteRouteData[]): RemoteRoute[] =>
    routes.map((r) => {
      const key = routeKey(r);
      let pending: ReturnType<RemoteRoute['load']> | null = null;
      const page = async () => {
        const real = findByKey((await module()).routes, key);
        if (!real) throw new Error(`route ${key} is in routes.json but not in the remote's code`);
        return real.load();
      };
      return {
        ...r,
        children: r.children ? withLoaders(r.children) : undefined,
        load: () => {
          pending ??= Promise.all([page(), code()]).then(([loaded]) => loaded);
          pending.catch(() => (pending = null));
          return pending;
        },
      };
    });
  return {
    namespace: data.namespace,
    messages: (lang) => Promise.resolve(data.titles[lang] ?? {}),
    routes: withLoaders(data.routes),
  };
}
