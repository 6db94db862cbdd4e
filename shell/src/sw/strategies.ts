// How the service worker answers a page or an app file (sw/worker.ts wires them to its events). Everything
// it needs is passed in, so the tests run them against a fake network and a real Cache API stand-in.
import { IMMUTABLE_CACHE, MAX_IMMUTABLE_ENTRIES, MAX_REVALIDATE_ENTRIES, OFFLINE_CACHE, OFFLINE_URL, REVALIDATE_CACHE, isImmutable, keptForOffline, storable } from './policy';

export type TWorkerDeps = {
  fetch: (input: Request | string, init?: RequestInit) => Promise<Response>;
  caches: CacheStorage;
  selfOrigin: string;
};

/** An answer, and the cache writes still running after it (the worker keeps itself alive for them). */
export type TAnswer = { response: Response; pending: Promise<unknown> };

const done: Promise<unknown> = Promise.resolve();

/**
 * An app file: from the immutable cache when the server declared it immutable, else from the network (and
 * kept: in the immutable cache when the answer says so, else — manifests, route data, the shell's entry —
 * only to show when the network fails). A remote's file from another origin is fetched with CORS, so its
 * answer can be read and kept (an opaque one never is).
 */
export async function answerAsset(request: Request, deps: TWorkerDeps): Promise<TAnswer> {
  const immutable = await deps.caches.open(IMMUTABLE_CACHE);
  const hit = await immutable.match(request.url);
  if (hit) return { response: hit, pending: done };
  let response: Response;
  try {
    response = await fetchFile(request, deps);
  } catch (error) {
    const kept = await keptCopy(request.url, deps);
    if (kept) return { response: kept, pending: done };
    throw error;
  }
  if (!storable(response)) return { response, pending: done };
  if (isImmutable(response.headers.get('cache-control'))) {
    return { response, pending: keep(immutable, request.url, response.clone(), MAX_IMMUTABLE_ENTRIES) };
  }
  if (keptForOffline(request.url)) {
    return { response, pending: deps.caches.open(REVALIDATE_CACHE).then((c) => keep(c, request.url, response.clone(), MAX_REVALIDATE_ENTRIES)) };
  }
  return { response, pending: done };
}

/** When the network fails: the kept copy of a revalidated file, or a file of the offline page (its script, its icon). */
async function keptCopy(url: string, deps: TWorkerDeps): Promise<Response | undefined> {
  if (keptForOffline(url)) {
    const kept = await (await deps.caches.open(REVALIDATE_CACHE)).match(url);
    if (kept) return kept;
  }
  return (await deps.caches.open(OFFLINE_CACHE)).match(url);
}

/** Same-origin as asked; another origin's file with CORS (readable, storable), or as asked when that fails. */
async function fetchFile(request: Request, deps: TWorkerDeps): Promise<Response> {
  if (new URL(request.url).origin === deps.selfOrigin || request.mode === 'cors') return deps.fetch(request);
  try {
    return await deps.fetch(request.url, { mode: 'cors', credentials: 'omit' });
  } catch {
    return deps.fetch(request);
  }
}

/** Stores `response` under `url`, then drops the oldest entries past `max`. Never fails the answer. */
async function keep(cache: Cache, url: string, response: Response, max: number): Promise<void> {
  try {
    await cache.put(url, response);
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
  } catch {
    // A full quota or a cache being deleted by a newer worker: the page has its answer anyway.
  }
}

/**
 * A page: always from the network (its HTML carries the registry and the first screen's data, so a kept copy
 * would be stale), the navigation preload's answer when there is one; the offline page when it cannot be fetched.
 */
export async function answerPage(request: Request, preloaded: Promise<Response | undefined> | undefined, deps: TWorkerDeps): Promise<Response> {
  try {
    const early = await preloaded;
    if (early) return early;
    return await deps.fetch(request);
  } catch {
    const offline = await (await deps.caches.open(OFFLINE_CACHE)).match(OFFLINE_URL);
    return offline ?? Response.error();
  }
}
