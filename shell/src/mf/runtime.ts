import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bus, containerName, type RegistryRemote, type RemoteManifest, type RemoteName } from '@casino/shared';

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

let pluginRegistered = false;

/** Registers the enabled remotes of the market at run time; nothing is fetched until used. */
export function registerMarketRemotes(remotes: RegistryRemote[]): void {
  if (!pluginRegistered) {
    registerPlugins([failureReporter]);
    pluginRegistered = true;
  }
  registerRemotes(
    remotes.map((r) => ({ name: containerName(r.name), entry: r.manifestUrl })),
    { force: true },
  );
}

/** Loads an exposed module of a remote, e.g. loadExposed('lobby', './routes'). */
export async function loadExposed<T>(name: RemoteName, expose: string): Promise<T> {
  const module = await loadRemote<T>(`${containerName(name)}/${expose.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`${name}${expose} is empty`);
  return module;
}

export async function loadRemoteManifest(name: RemoteName): Promise<RemoteManifest> {
  const module = await loadExposed<{ default: RemoteManifest }>(name, './routes');
  return module.default;
}
