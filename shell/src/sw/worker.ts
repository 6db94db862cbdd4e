// The shell's service worker, built into dist/sw.js (tools/webpack/pwa-plugin.cjs) and registered by
// boot/service-worker.ts. Its rules are in policy.ts: app files the server declared immutable come from the
// cache; entries, manifests, route data, pages, the registry and the API always come from the network; a page
// that cannot be fetched shows the Turkish offline page. A new worker takes over at once (no stale tab pair).
import { OFFLINE_ASSETS, OFFLINE_CACHE, OWN_CACHES, requestKind } from './policy';
import { answerAsset, answerPage, type TWorkerDeps } from './strategies';

// The worker's global scope, as far as it is used here (the DOM lib has no ServiceWorkerGlobalScope).
type TExtendableEvent = Event & { waitUntil(p: Promise<unknown>): void };
type TFetchEvent = TExtendableEvent & { request: Request; preloadResponse?: Promise<Response | undefined>; respondWith(r: Promise<Response>): void };
type TWorkerScope = {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (e: TExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: TFetchEvent) => void): void;
};
const scope = self as unknown as TWorkerScope;

const selfOrigin = scope.location.origin;
/** The remotes' and the CDN's origins (the page passes its runtime config's `remoteOrigins` in the worker's URL). */
const appOrigins = (new URL(scope.location.href).searchParams.get('origins') ?? '').split(',').filter((o) => /^https?:\/\/[^/]+$/.test(o));
const deps: TWorkerDeps = { fetch: (input, init) => fetch(input, init), caches, selfOrigin };

scope.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.addAll(OFFLINE_ASSETS)).then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('casino-') && !OWN_CACHES.includes(name)) await caches.delete(name);
      // Pages are fetched while the worker starts, not after.
      await scope.registration.navigationPreload?.enable().catch(() => undefined);
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = requestKind(request, selfOrigin, appOrigins);
  if (kind === 'page') {
    event.respondWith(answerPage(request, event.preloadResponse, deps));
  } else if (kind === 'asset') {
    event.respondWith(
      answerAsset(request, deps).then(({ response, pending }) => {
        event.waitUntil(pending);
        return response;
      }),
    );
  }
});
