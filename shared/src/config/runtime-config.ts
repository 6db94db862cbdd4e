/** Settings that change without a rebuild: the shell's server answers /runtime-config.js. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  defaultMarket: string;
  /** Origin of the game provider's frames (balance messages are accepted from it only). */
  gameOrigin: string;
}

declare global {
  interface Window {
    __CASINO_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const FALLBACK: RuntimeConfig = { apiBaseUrl: 'http://localhost:4000', defaultMarket: 'tr', gameOrigin: 'http://localhost:4100' };

export function runtimeConfig(): RuntimeConfig {
  const fromPage = typeof window === 'undefined' ? undefined : window.__CASINO_CONFIG__;
  return { ...FALLBACK, ...fromPage };
}
