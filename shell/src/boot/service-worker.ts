// Registers the shell's service worker (sw/worker.ts, built to /sw.js) once the first page has rendered and the
// browser is idle: it never competes with the first visit, and speeds up the next ones (cached app files, the
// offline page). `serviceWorker: false` in the runtime config (SERVICE_WORKER=off on the shell's server) is the
// switch that turns it off: the page then removes a worker an earlier visit installed.
import { subscribe } from 'valtio';
import { runtimeConfig, whenIdle } from '@casino/shared';
import { platformStore } from '../platform-store';

/** The worker's URL: the app origins it may keep files of (the remotes' and the CDN's) ride along. */
export function workerUrl(origins: { cdn: string[]; dev: string[] }): string {
  const list = [...new Set([...origins.cdn, ...origins.dev])].sort();
  return list.length ? `/sw.js?origins=${encodeURIComponent(list.join(','))}` : '/sw.js';
}

export function startServiceWorker(nav: Navigator = navigator): void {
  const workers = nav.serviceWorker;
  if (!workers || !window.isSecureContext) return;
  const config = runtimeConfig();
  if (config.serviceWorker === false) {
    void workers.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister()))).catch(() => undefined);
    return;
  }
  const register = () => {
    whenIdle(() => void workers.register(workerUrl(config.remoteOrigins), { scope: '/' }).catch((error: unknown) => console.warn('[sw] not registered', error)));
  };
  if (platformStore.firstPageShown) return register();
  const stop = subscribe(platformStore, () => {
    if (!platformStore.firstPageShown) return;
    stop();
    register();
  });
}
