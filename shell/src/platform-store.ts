import { proxy } from 'valtio';
import type { LayoutKind, RegistryMarket, RegistryRemote, RemoteName, SwitchedOffRemote } from '@casino/shared';
import type { LoadedRemote } from './routing/compose';

export type RemoteStatus = 'loading' | 'ready' | 'failed';

export interface PlatformState {
  market: RegistryMarket | null;
  /**
   * The page is not the market its link asked for: `own`, the device's player belongs to another market (the money
   * stays theirs); `unknown`, no market has that id (the default one opened). Null when the page is what was asked.
   */
  marketNotice: { kind: 'own' | 'unknown'; requested: string } | null;
  /** The registry came from the last known good copy. */
  registryStale: boolean;
  layout: LayoutKind;
  status: Partial<Record<RemoteName, RemoteStatus>>;
  /** The registry's entries this page runs (version, channel, entry): what "about this page" lists. */
  remotes: RegistryRemote[];
  /** Remotes staff switched off in this market, with the paths they routed (their pages say "unavailable"). */
  switchedOff: SwitchedOffRemote[];
  loaded: LoadedRemote[];
  /** The start-up session (tourist login and returning-device check) has settled. */
  sessionReady: boolean;
  /** `/user/checkOldUser` said this device is known (false when unknown or the call failed). */
  returningDevice: boolean;
  /** The first routed page has rendered: deferred chrome widgets may load now without delaying it. */
  firstPageShown: boolean;
}

/** What the shell knows about the platform: market, remotes and their state. */
export const platformStore = proxy<PlatformState>({
  market: null,
  marketNotice: null,
  registryStale: false,
  layout: 'desktop',
  status: {},
  remotes: [],
  switchedOff: [],
  loaded: [],
  sessionReady: false,
  returningDevice: false,
  firstPageShown: false,
});
