import { STORAGE_KEYS, firstPaintRoutes, registerNamespace, replaceNamespace, storage, type RegistryRemote, type RemoteManifest, type RemoteName, type RemoteRoutesData } from '@casino/shared';
import { platformStore } from '../platform-store';
import { retryFailedWidgets } from '../slots/widget-retry';
import { RemoteLoadError } from '../mf/load-errors';
import { loadRemoteManifest, refusedEntry, registerMarketRemotes } from '../mf/runtime';
import { reportRemote, type TReportStage } from './remote-report';
import { manifestFromData, routesDataUrl, sanitizeRoutesData } from './routes-data';
import { warmCurrentRoute } from './warm-route';

/** The stage a failed entry load reached: the load's error carries it (the integrity hook records its refusals). */
const stageOf = (error: unknown): TReportStage => (error instanceof RemoteLoadError ? error.stage : 'entry');

let enabled: RegistryRemote[] = [];
const modules = new Map<RemoteName, Promise<RemoteManifest>>();
const code = new Map<RemoteName, Promise<RemoteManifest>>();

/** The remote's `./routes` module, fetched once (its messages may still be on their way). */
function remoteModule(name: RemoteName): Promise<RemoteManifest> {
  let pending = modules.get(name);
  if (!pending) {
    pending = loadRemoteManifest(name);
    // A failure is not remembered: the unavailable panel's retry loads again.
    pending.catch(() => modules.delete(name));
    modules.set(name, pending);
  }
  return pending;
}

/**
 * The remote's code, fetched once on first need (a route of it about to render, or one of its widgets):
 * its `./routes` module, with its full messages replacing the titles the route data gave.
 */
export function ensureRemoteCode(name: RemoteName): Promise<RemoteManifest> {
  let pending = code.get(name);
  if (!pending) {
    pending = remoteModule(name).then(async (manifest) => {
      reportRemote(name, 'ok');
      // The remote is back (or was never away): its widgets that failed load again.
      retryFailedWidgets(name);
      await replaceNamespace(manifest.namespace, manifest.messages).catch((e: unknown) => console.warn(`[i18n] ${name} messages failed`, e));
      return manifest;
    });
    pending.catch((error: unknown) => {
      code.delete(name);
      reportRemote(name, 'failed', { stage: stageOf(error), message: error instanceof Error ? error.message : String(error) });
    });
    code.set(name, pending);
  }
  return pending;
}

// A published version's URL names its version, so its route data never changes under the same key.
const cacheKey = (remote: RegistryRemote) => `${STORAGE_KEYS.registry}:routes:${remote.name}:${remote.manifestUrl}`;

/**
 * The remote's route data: from its routes.json (small JSON, no code), else the last known good copy of the
 * same version when its origin does not answer. `null` when the build publishes none (then its code is used).
 */
async function routesDataOf(remote: RegistryRemote): Promise<RemoteRoutesData | null> {
  // The home page's HTML may carry it (the shell's server read the same file).
  const inPage = sanitizeRoutesData(firstPaintRoutes(remote.manifestUrl));
  if (inPage) {
    storage.setJson(cacheKey(remote), inPage);
    return inPage;
  }
  try {
    const res = await fetch(routesDataUrl(remote.manifestUrl), { credentials: 'omit' });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`routes.json answered ${res.status}`);
    const data = sanitizeRoutesData(await res.json());
    if (!data) {
      console.warn(`[boot] ${remote.name}: malformed routes.json, loading its code instead`);
      return null;
    }
    storage.setJson(cacheKey(remote), data);
    return data;
  } catch (error) {
    const cached = sanitizeRoutesData(storage.getJson(cacheKey(remote)));
    if (cached) return cached;
    throw error;
  }
}

async function loadOne(remote: RegistryRemote): Promise<void> {
  platformStore.status[remote.name] = 'loading';
  try {
    const data = await routesDataOf(remote);
    let manifest: RemoteManifest;
    if (data) {
      manifest = manifestFromData(data, { code: () => ensureRemoteCode(remote.name), module: () => remoteModule(remote.name) });
      // The page the player opened starts loading now, before the first render asks for it.
      warmCurrentRoute(remote.name, manifest, platformStore.layout);
      // The titles must be there before the menu renders (it does not re-render when a namespace arrives):
      // the route data's, or the full messages when a widget already brought the remote's code.
      const pendingCode = code.get(remote.name);
      const viaCode = pendingCode ? await pendingCode.then(() => true, () => false) : false;
      if (!viaCode) await registerNamespace(data.namespace, manifest.messages).catch((e: unknown) => console.warn(`[i18n] ${remote.name} titles failed`, e));
    } else {
      manifest = await ensureRemoteCode(remote.name);
    }
    platformStore.loaded = [...platformStore.loaded.filter((l) => l.name !== remote.name), { name: remote.name, manifest }];
    platformStore.status[remote.name] = 'ready';
  } catch (error) {
    console.warn(`[boot] remote ${remote.name} is unavailable`, error);
    platformStore.status[remote.name] = 'failed';
  }
}

/**
 * Opens connections to the remotes' origins early: route data is fetched with CORS and scripts without, and
 * browsers keep those in separate pools, so both get a hint.
 */
function preconnect(remotes: RegistryRemote[]): void {
  if (typeof document === 'undefined') return;
  for (const origin of new Set(remotes.flatMap((r) => [new URL(r.manifestUrl).origin, new URL(r.entryUrl).origin]))) {
    if (origin === location.origin || document.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) continue;
    for (const cors of [false, true]) {
      const link = document.createElement('link');
      link.rel = 'preconnect';
      link.href = origin;
      if (cors) link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    }
  }
}

/** Registers the market's enabled remotes and reads their route data in parallel; no remote code runs yet. */
export async function loadRemotes(remotes: RegistryRemote[]): Promise<void> {
  enabled = remotes;
  preconnect(remotes);
  registerMarketRemotes(remotes);
  // An entry the shell will never load (origin not allowed, no hash) is a failure of this version at once.
  for (const r of remotes) {
    const refused = refusedEntry(r);
    if (refused) {
      console.error(`[boot] ${r.name} ${r.version}: ${refused.message}; it stays unavailable`);
      reportRemote(r.name, 'failed', { stage: refused.reason, message: refused.message });
    }
  }
  await Promise.all(remotes.map(loadOne));
}

/** Retries the remotes that failed and the widgets that failed to load (the "unavailable" panel's retry). */
export async function retryFailedRemotes(): Promise<void> {
  const failed = enabled.filter((r) => platformStore.status[r.name] === 'failed');
  if (failed.length > 0) registerMarketRemotes(failed);
  retryFailedWidgets();
  await Promise.all(failed.map(loadOne));
}

export function isRemoteEnabled(name: RemoteName): boolean {
  return enabled.some((r) => r.name === name);
}
