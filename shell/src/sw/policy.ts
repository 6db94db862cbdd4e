// What the service worker (sw/worker.ts) does with each request: pure rules, tested in policy.test.ts.
// The servers already say what may be kept (tools/lib/serve-app.mjs): content-hashed files and every file of a
// published CDN version are `immutable`; entries, manifests, route data and pages are `no-cache`. The worker
// follows that word, and never answers the registry, the API or a remote entry from its cache.

/** Bump when the rules change: the worker's caches are named after it, and older ones are deleted. */
export const SW_VERSION = 1;
/** Files the server declared immutable (hashed chunks, CSS, fonts, images; published CDN versions). */
export const IMMUTABLE_CACHE = `casino-immutable-v${SW_VERSION}`;
/** Revalidated files (manifests, route data, the shell's entry): asked for every time; kept only for when the network fails. */
export const REVALIDATE_CACHE = `casino-revalidate-v${SW_VERSION}`;
/** The offline page and what it shows. */
export const OFFLINE_CACHE = `casino-offline-v${SW_VERSION}`;
export const OWN_CACHES = [IMMUTABLE_CACHE, REVALIDATE_CACHE, OFFLINE_CACHE];
/** The offline page (Turkish, with a retry) shown when a page cannot be fetched, and the files it needs. */
export const OFFLINE_URL = '/offline.html';
export const OFFLINE_ASSETS = [OFFLINE_URL, '/offline.js', '/icons/icon-192.png'];
/** Kept immutable files at most (oldest out first): a few releases of every app. */
export const MAX_IMMUTABLE_ENTRIES = 400;
export const MAX_REVALIDATE_ENTRIES = 60;

export type TRequestInfo = { url: string; method: string; mode: string; destination: string };

/**
 * - `pass`: the worker does not answer (the browser goes to the network as if there were no worker);
 * - `page`: a page: from the network, else the offline page;
 * - `asset`: a file of an app: from the immutable cache when the server declared it immutable, else from the network.
 */
export type TRequestKind = 'pass' | 'page' | 'asset';

/** Never answered by the worker: it must be fresh on every load (a release or a rollback is seen at the next load). */
const NEVER_CACHED = [
  /\/remoteEntry\.js$/, // a remote's entry: the registry chose it, its SRI hash is checked against what the server sends now
  /\/platform\/registry$/, // the registry (also inside every page's HTML, which is never cached either)
  /\/runtime-config\.js$/,
  /\/sw\.js$/,
];

/** Files the worker keeps a copy of for when the network fails (always asked for first). */
const REVALIDATED = [/\/mf-manifest\.json$/, /\/mf-stats\.json$/, /\/routes\.json$/, /\.(js|css)$/, /\/manifest\.webmanifest$/];

/** webpack's [contenthash] in a file name (as in tools/lib/serve-app.mjs). */
export const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * What to do with a request of a page of `selfOrigin`. `appOrigins`: the origins the apps' files come from
 * besides the page's own (the remotes' origins and the CDN, from the runtime config); others are not touched.
 */
export function requestKind(req: TRequestInfo, selfOrigin: string, appOrigins: readonly string[]): TRequestKind {
  if (req.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return 'pass';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'pass';
  const own = url.origin === selfOrigin;
  if (req.mode === 'navigate') return own && !isApiPath(url.pathname) ? 'page' : 'pass';
  if (!own && !appOrigins.includes(url.origin)) return 'pass';
  if (own && isApiPath(url.pathname)) return 'pass';
  if (NEVER_CACHED.some((re) => re.test(url.pathname))) return 'pass';
  // Range requests (media) and event streams are not files to keep.
  if (req.destination === 'audio' || req.destination === 'video') return 'pass';
  return 'asset';
}

/** The API through the page's own origin (`/api/*`, tools/lib/api-proxy.mjs). */
const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The server said the file never changes (`Cache-Control: … immutable`). */
export function isImmutable(cacheControl: string | null): boolean {
  return /(^|,)\s*immutable\s*(,|$)/i.test(cacheControl ?? '') && !/no-store/i.test(cacheControl ?? '');
}

/** A copy of this (revalidated) file may be kept and shown when the network fails. */
export function keptForOffline(url: string): boolean {
  const { pathname } = new URL(url);
  return REVALIDATED.some((re) => re.test(pathname));
}

/**
 * A response the worker may store: a complete, successful answer (not opaque: its status is unknown; not a
 * partial one) that the server did not forbid storing.
 */
export function storable(res: { status: number; type: string; headers: { get(name: string): string | null } }): boolean {
  return res.status === 200 && res.type !== 'opaque' && res.type !== 'opaqueredirect' && !/no-store/i.test(res.headers.get('cache-control') ?? '');
}
