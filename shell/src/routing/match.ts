import { matchRoutes, type RouteObject } from '@casino/shared';
import type { ComposedRoute } from './compose';

interface Matchable {
  path?: string;
  index?: boolean;
  children?: Matchable[];
  handle: ComposedRoute;
}

function toMatchable(route: ComposedRoute): Matchable {
  if (route.path === '' && !route.children) return { index: true, handle: route };
  return { path: route.path, handle: route, children: route.children?.map(toMatchable) };
}

/**
 * Answers per route table (a table is a new array whenever it changes) and path: the header, the title and the
 * guard all ask during one render, and each match ranks and compiles every route of the table.
 */
const answers = new WeakMap<ComposedRoute[], Map<string, ComposedRoute | undefined>>();

/** The deepest route of the table for a path (its title and ignoreAuth apply), or undefined (404). */
export function matchTarget(routes: ComposedRoute[], pathname: string): ComposedRoute | undefined {
  let known = answers.get(routes);
  if (!known) answers.set(routes, (known = new Map()));
  if (known.has(pathname)) return known.get(pathname);
  const inside: Matchable = { path: '/', children: routes.filter((r) => !r.outsideLayout).map(toMatchable), handle: undefined as never };
  const outside = routes.filter((r) => r.outsideLayout).map(toMatchable);
  const matches = matchRoutes([...outside, inside] as unknown as RouteObject[], pathname);
  const last = matches?.[matches.length - 1]?.route as unknown as Matchable | undefined;
  known.set(pathname, last?.handle);
  return last?.handle;
}
