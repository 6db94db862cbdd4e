import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bus, containerName, runtimeConfig, type RegistryRemote, type RemoteManifest, type RemoteName } from '@casino/shared';
import { decideEntry, type TEntryDecision } from './entry-policy';
import { EntryRefusedError, RemoteLoadError, type TLoadStage } from './load-errors';
import { splitLoads } from './split-loads';

/** Reports load failures on the bus; the caller (an error boundary or the boot) shows the fallback. */
const failureReporter: ModuleFederationRuntimePlugin = {
  name: 'casino-failure-reporter',
  errorLoadRemote(args) {
    if (args.lifecycle === 'onLoad' || args.lifecycle === 'afterResolve') {
      const message = args.error instanceof Error ? args.error.message : String(args.error);
      console.warn(`[mf] ${args.id} failed at ${args.lifecycle}: ${message}`);
      bus.emit('remote:load-failed', { name: String(args.id).split('/')[0] ?? String(args.id), message });
    }
    // Returning nothing lets the promise reject so boundaries render the localized fallback.
    return undefined;
  },
};

/** What each registered container may load as its entry: the registry's URL with its decision. */
const entries = new Map<string, { entryUrl: string; decision: TEntryDecision }>();

/**
 * The refusals the integrity hook made, per container, until the remote is registered again. The runtime
 * rethrows a hook's error as its own (RUNTIME-008, only the text kept), so the stage is recorded here.
 */
const refusals = new Map<string, EntryRefusedError>();

function refuse(container: string, stage: Exclude<TLoadStage, 'entry'>, detail: string): never {
  const refusal = new EntryRefusedError(stage, detail);
  refusals.set(container, refusal);
  throw refusal;
}

/**
 * The runtime loads a remote's entry with a <script> it lets this hook create (sdk `createScript`: a returned
 * element is used as is, its `src` set after). The entry gets the recorded SRI hash (`integrity` +
 * `crossorigin`, so the browser checks it); an entry the policy refuses, or a URL the registry did not give,
 * throws here, which rejects the load before any request (fail closed: the unavailable panel).
 */
const entryIntegrity: ModuleFederationRuntimePlugin = {
  name: 'casino-entry-integrity',
  createScript({ url, remoteInfo }) {
    const expected = remoteInfo ? entries.get(remoteInfo.name) : undefined;
    if (!expected || remoteInfo?.entry !== url) return undefined; // not an entry (e.g. a chunk preload): default
    if (url !== expected.entryUrl) refuse(remoteInfo.name, 'integrity', `${url} is not the entry the registry gave`);
    if (!expected.decision.ok) refuse(remoteInfo.name, expected.decision.reason, expected.decision.message);
    const script = document.createElement('script');
    script.fetchPriority = 'high';
    if (expected.decision.integrity) {
      script.integrity = expected.decision.integrity;
      script.crossOrigin = 'anonymous';
    }
    return script;
  },
};

let pluginRegistered = false;

/** Why the shell will not load this remote's entry (null when it may), for its failure report. */
export function refusedEntry(remote: RegistryRemote): { reason: 'origin' | 'integrity'; message: string } | null {
  const decision = decideEntry(remote, runtimeConfig().remoteOrigins);
  return decision.ok ? null : { reason: decision.reason, message: decision.message };
}

/** Registers the enabled remotes of the market at run time, by their entry; nothing is fetched until used. */
export function registerMarketRemotes(remotes: RegistryRemote[]): void {
  if (!pluginRegistered) {
    registerPlugins([failureReporter, entryIntegrity, splitLoads]);
    pluginRegistered = true;
  }
  for (const r of remotes) {
    entries.set(containerName(r.name), { entryUrl: r.entryUrl, decision: decideEntry(r, runtimeConfig().remoteOrigins) });
    refusals.delete(containerName(r.name));
  }
  registerRemotes(
    remotes.map((r) => ({ name: containerName(r.name), entry: r.entryUrl })),
    { force: true },
  );
}

/** webpack's error for a chunk script that did not load (the container itself did). */
const isChunkLoadError = (error: unknown): boolean => error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading chunk \S+ failed/.test(error.message));

/**
 * Loads an exposed module of a remote, e.g. loadExposed('lobby', './routes'). A chunk that fails once is asked
 * for once more: the home page preloads the remote's chunks, and a preload that failed while the origin was
 * down is handed (failed, without a request) to the first script that asks for the same URL, so the first
 * load after the origin is back fails; the next one fetches it (webpack forgets a failed chunk).
 * A failure rejects with a `RemoteLoadError` carrying its stage.
 */
export async function loadExposed<T>(name: RemoteName, expose: string): Promise<T> {
  const container = containerName(name);
  const id = `${container}/${expose.replace(/^\.\//, '')}`;
  const module = await loadRemote<T>(id)
    .catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      return loadRemote<T>(id);
    })
    .catch((error: unknown) => {
      throw new RemoteLoadError(name, refusals.get(container)?.stage ?? 'entry', error);
    });
  if (!module) throw new Error(`${name}${expose} is empty`);
  return module;
}

export async function loadRemoteManifest(name: RemoteName): Promise<RemoteManifest> {
  const module = await loadExposed<{ default: RemoteManifest }>(name, './routes');
  return module.default;
}
