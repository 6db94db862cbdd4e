import type { RuntimeConfig } from '@casino/shared';

// The part of the local override (override.ts) every page needs: whether to load it, and, for the entry policy,
// which origins an override may name. The rest loads only when an override is asked for or stored.
export const OVERRIDE_STORAGE_KEY = 'casino:override';

/** Production mode: the runtime config lists no dev origin (shared/src/config/runtime-config.ts: empty in production). */
export const isProductionMode = (origins: RuntimeConfig['remoteOrigins']): boolean => origins.dev.length === 0;

const DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** Whether an override's entry URL is on a dev origin: loopback on any port, or a dev origin the runtime config allows. */
export function isOverrideOrigin(url: string, origins: RuntimeConfig['remoteOrigins']): boolean {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return false;
  }
  if (isProductionMode(origins)) return false;
  return DEV_ORIGIN.test(origin) || origins.dev.includes(origin);
}

/** Whether this page has an override to resolve: one in the URL, or one kept from an earlier page. */
export function wantsOverride(search: string): boolean {
  if (search.includes('override=')) return true;
  try {
    return localStorage.getItem(OVERRIDE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
