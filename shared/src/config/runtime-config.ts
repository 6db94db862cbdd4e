/** Settings that change without a rebuild: the shell's server answers /runtime-config.js. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  defaultMarket: string;
  /** Origin of the game provider's frames (balance messages are accepted from it only). */
  gameOrigin: string;
  /**
   * Where remote entries may come from: `cdn` origins only with their recorded SRI hash, `dev` origins (the
   * remotes' own servers, empty in production) without one. Anything else is refused (fail closed).
   */
  remoteOrigins: { cdn: string[]; dev: string[] };
  /** Sandbox mode (APP_MODE is not production): test money exists and the site wears a sandbox ribbon. */
  sandbox?: boolean;
  /** `false` turns the shell's service worker off (and removes an installed one); on when absent. */
  serviceWorker?: boolean;
}

declare global {
  interface Window {
    __CASINO_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const FALLBACK: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  defaultMarket: 'tr',
  gameOrigin: 'http://localhost:4100',
  // Without a runtime config (a remote's standalone dev host) nothing is trusted but what a page config adds.
  remoteOrigins: { cdn: [], dev: [] },
};

export function runtimeConfig(): RuntimeConfig {
  const fromPage = typeof window === 'undefined' ? undefined : window.__CASINO_CONFIG__;
  return { ...FALLBACK, ...fromPage };
}
