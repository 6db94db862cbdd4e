/** Names of the four remotes; the registry and the route tables use them. */
export const REMOTE_NAMES = ['lobby', 'account', 'mail-rewards', 'wheel'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RegistryRemote {
  name: RemoteName;
  manifestUrl: string;
  version: string;
  /** The remoteEntry.js the shell loads (only from an allowed origin, see RuntimeConfig.remoteOrigins). */
  entryUrl: string;
  /** SRI (`sha384-...`) of the entry; null for an unpublished dev build, which only dev origins may serve. */
  integrity: string | null;
  /** 'canary' when this device is on the market's canary of the remote; 'preview' while a preview link of it runs; 'dev' for a local override. */
  channel: 'stable' | 'canary' | 'preview' | 'dev';
}

export interface SwitchedOffRemote {
  name: RemoteName;
  /** The paths of its last served published version (routePathsOf its routes.json). */
  paths: string[];
  /**
   * Outside production, for an unpublished dev build (no recorded routes): its routes.json on the dev origin,
   * which the shell reads only when a path is otherwise unknown. Null otherwise.
   */
  routesUrl: string | null;
}

export interface RegistryMarket {
  id: string;
  name: string;
  defaultLang: string;
  currency: string;
}

/** resultData of GET /platform/registry?market=X (the API's platform.service builds it). */
export interface Registry {
  market: RegistryMarket;
  requestedMarket: string | null;
  remotes: RegistryRemote[];
  /**
   * Remotes staff switched off in this market, with the paths their last served version routed (full paths,
   * e.g. `/vip-wheel`): the shell answers those with "this section is unavailable", not a 404.
   */
  switchedOff: SwitchedOffRemote[];
  /**
   * True when no enabled remote of the market has a canary running: every device then gets this same answer,
   * so a server may write it into a page (the shell's home page does) instead of each device asking.
   */
  sharedByAllDevices: boolean;
  /** The preview link this browser sent, accepted: its remotes run the previewed versions (channel 'preview'). */
  preview?: RegistryPreview;
  /** The preview link this browser sent, refused (forged, altered, expired, ended, withdrawn): the normal registry. */
  previewRefused?: RegistryPreviewRefused;
}

export interface RegistryPreview {
  id: string;
  /** ISO time. */
  expiresAt: string;
  remotes: { name: RemoteName; version: string }[];
}

export interface RegistryPreviewRefused {
  /** Message key, e.g. PREVIEW_EXPIRED. */
  reason: string;
  /** Localized text (the request's Accept-Language). */
  message: string;
}

/** The answer of POST /admin/registry/preview: the link is the shell URL with ?preview=<token>. */
export interface RegistryPreviewLink {
  id: string;
  token: string;
  url: string;
  expiresAt: string;
}

/** Federation container name of a remote, as built by its webpack config. */
export const containerName = (name: RemoteName): string => `mf_${name.replace('-', '_')}`;
