import { proxy } from 'valtio';
import type { LayoutKind, RegistryMarket, RemoteName } from '@casino/shared';
import type { LoadedRemote } from './routing/compose';

export type RemoteStatus = 'loading' | 'ready' | 'failed';

export interface PlatformState {
  market: RegistryMarket | null;
  /** The registry came from the last known good copy. */
  registryStale: boolean;
  layout: LayoutKind;
  status: Partial<Record<RemoteName, RemoteStatus>>;
  loaded: LoadedRemote[];
}

/** What the shell knows about the platform: market, remotes and their state. */
export const platformStore = proxy<PlatformState>({
  market: null,
  registryStale: false,
  layout: 'desktop',
  status: {},
  loaded: [],
});
