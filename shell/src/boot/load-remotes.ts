import { registerNamespace, type RegistryRemote, type RemoteName } from '@casino/shared';
import { platformStore } from '../platform-store';
import { loadRemoteManifest, registerMarketRemotes } from '../mf/runtime';

let enabled: RegistryRemote[] = [];

async function loadOne(remote: RegistryRemote): Promise<void> {
  platformStore.status[remote.name] = 'loading';
  try {
    const manifest = await loadRemoteManifest(remote.name);
    await registerNamespace(manifest.namespace, manifest.messages).catch((e: unknown) => console.warn(`[i18n] ${remote.name} messages failed`, e));
    platformStore.loaded = [...platformStore.loaded.filter((l) => l.name !== remote.name), { name: remote.name, manifest }];
    platformStore.status[remote.name] = 'ready';
  } catch (error) {
    console.warn(`[boot] remote ${remote.name} is unavailable`, error);
    platformStore.status[remote.name] = 'failed';
  }
}

/** Registers the market's enabled remotes and loads their route manifests in parallel. */
export async function loadRemotes(remotes: RegistryRemote[]): Promise<void> {
  enabled = remotes;
  registerMarketRemotes(remotes);
  await Promise.all(remotes.map(loadOne));
}

/** Retries the remotes that failed (the "unavailable" panel's retry). */
export async function retryFailedRemotes(): Promise<void> {
  const failed = enabled.filter((r) => platformStore.status[r.name] === 'failed');
  if (failed.length === 0) return;
  registerMarketRemotes(failed);
  await Promise.all(failed.map(loadOne));
}

export function isRemoteEnabled(name: RemoteName): boolean {
  return enabled.some((r) => r.name === name);
}
