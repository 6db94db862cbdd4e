import { matchRoutes, type LayoutKind, type RemoteManifest, type RemoteName, type RouteObject } from '@casino/shared';
import { composeRoutes, type ComposedRoute } from '../routing/compose';

/** The remote's route (of this layout) that renders `pathname`, if it has one. */
export function routeFor(name: RemoteName, manifest: RemoteManifest, layout: LayoutKind, pathname: string): ComposedRoute | undefined {
  const owners = new Map<RouteObject, ComposedRoute>();
  const toObject = (route: ComposedRoute): RouteObject => {
    const object: RouteObject =
      route.path === '' && !route.children ? { index: true } : { path: route.path, children: route.children?.map(toObject) };
    owners.set(object, route);
    return object;
  };
  const matches = matchRoutes(composeRoutes([{ name, manifest }], layout).map(toObject), pathname);
  const last = matches?.[matches.length - 1];
  return last ? owners.get(last.route) : undefined;
}

/**
 * Starts loading the page the player opened (its remote's code and page chunk) as soon as the route data is
 * there, instead of at the first render; the route's own load reuses this one (manifestFromData runs it once).
 */
export function warmCurrentRoute(name: RemoteName, manifest: RemoteManifest, layout: LayoutKind, pathname: string = location.pathname): void {
  const route = routeFor(name, manifest, layout, pathname);
  route?.load().catch(() => {
    // The route's render shows the unavailable panel and reports; nothing to do here.
  });
}
