import { useEffect, useState } from 'react';
import { matchPath, routePathsOf, runtimeConfig, type RemoteName } from '@casino/shared';
import { originOf } from '../mf/entry-policy';

type TSwitchedOff = { readonly name: RemoteName; readonly paths: readonly string[]; readonly routesUrl?: string | null };

/** The switched-off remote that routed `pathname` (its last served version's paths), if any. */
export function switchedOffAt(remotes: readonly TSwitchedOff[], pathname: string): RemoteName | undefined {
  for (const remote of remotes) {
    if (remote.paths.some((path) => matchPath({ path, end: true }, pathname))) return remote.name;
  }
  return undefined;
}


/** A dev build's paths, read once per page from its routes.json on a dev origin (empty when it cannot be read). */
const devPaths = new Map<string, Promise<string[]>>();
const pathsFrom = (url: string): Promise<string[]> => {
  let pending = devPaths.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((res) => (res.ok ? res.json() : null))
      .then((json: unknown) => routePathsOf(json))
      .catch(() => []);
    devPaths.set(url, pending);
  }
  return pending;
};

/**
 * Whether `pathname` belongs to a remote staff switched off: 'checking' while a dev build's routes are read
 * (outside production only, and only for a path no loaded remote knows), then its name or undefined.
 */
export function useSwitchedOff(remotes: readonly TSwitchedOff[], pathname: string): RemoteName | undefined | 'checking' {
  const known = switchedOffAt(remotes, pathname);
  const dev = runtimeConfig().remoteOrigins.dev;
  const toRead = known ? [] : remotes.filter((r) => r.routesUrl && dev.includes(originOf(r.routesUrl) ?? ''));
  const key = `${pathname} ${toRead.map((r) => r.routesUrl).join(' ')}`;
  const [answer, setAnswer] = useState<{ key: string; name: RemoteName | undefined } | null>(null);
  useEffect(() => {
    if (!toRead.length) return;
    let live = true;
    void Promise.all(toRead.map(async (r) => ({ name: r.name, paths: await pathsFrom(r.routesUrl!) }))).then((read) => {
      if (live) setAnswer({ key, name: switchedOffAt(read, pathname) });
    });
    return () => {
      live = false;
    };
    // `key` names everything the effect reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (known || !toRead.length) return known;
  return answer?.key === key ? answer.name : 'checking';
}
