import { REMOTE_NAMES, STORAGE_KEYS, apiGet, getOrCreateDeviceNumber, storage, takeFirstPaintRegistry, type Registry, type RegistryRemote, type SwitchedOffRemote } from '@casino/shared';
import { wantsPreview } from './preview-key';

const HTTP_URL = /^https?:\/\/[^\s]+$/;
const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

/**
 * Keeps only well-formed entries: a known remote name, http(s) manifest and entry URLs, and a well-formed hash
 * or none (whether an entry may load without one is decided at load time, see mf/entry-policy.ts).
 */
export function sanitizeRegistry(value: unknown): Registry | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<Registry>;
  if (!candidate.market || typeof candidate.market.id !== 'string' || !Array.isArray(candidate.remotes)) return null;
  const remotes: RegistryRemote[] = [];
  for (const entry of candidate.remotes as unknown[]) {
    const e = entry as Partial<RegistryRemote> | null;
    const valid =
      e !== null &&
      typeof e === 'object' &&
      (REMOTE_NAMES as readonly string[]).includes(String(e.name)) &&
      typeof e.manifestUrl === 'string' &&
      HTTP_URL.test(e.manifestUrl) &&
      typeof e.entryUrl === 'string' &&
      HTTP_URL.test(e.entryUrl) &&
      (e.integrity === null || e.integrity === undefined || (typeof e.integrity === 'string' && INTEGRITY.test(e.integrity))) &&
      !remotes.some((r) => r.name === e.name);
    if (valid) {
      remotes.push({
        name: e.name!,
        manifestUrl: e.manifestUrl!,
        entryUrl: e.entryUrl!,
        integrity: e.integrity ?? null,
        version: String(e.version ?? ''),
        // 'dev' only from a local override (override.ts), applied after this check.
        channel: e.channel === 'canary' || e.channel === 'preview' ? e.channel : 'stable',
      });
    }
    else console.warn('[registry] skipped a malformed entry', entry);
  }
  return { market: candidate.market, requestedMarket: candidate.requestedMarket ?? null, remotes, switchedOff: switchedOffOf(candidate.switchedOff), sharedByAllDevices: candidate.sharedByAllDevices === true };
}

/** Switched-off remotes with absolute path patterns only (an older API sends none: nothing is switched off). */
function switchedOffOf(value: unknown): SwitchedOffRemote[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Partial<SwitchedOffRemote> | null) =>
    item && (REMOTE_NAMES as readonly string[]).includes(String(item.name)) && Array.isArray(item.paths)
      ? [
          {
            name: item.name!,
            paths: item.paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/') && p.length <= 200),
            routesUrl: typeof item.routesUrl === 'string' && HTTP_URL.test(item.routesUrl) ? item.routesUrl : null,
          },
        ]
      : [],
  );
}

export interface LoadedRegistry {
  registry: Registry;
  /** True when the API could not be reached and the last known good copy is used. */
  stale: boolean;
}

export interface ChosenMarket {
  /** The market whose registry the page loads. */
  market: string;
  /** The market a `?market=` link asked for when the page loads another one (the device's player belongs there). */
  requested: string | null;
}

/**
 * The device's player's own market when the session named one (a link to another market never switches the
 * money, the page says so); else ?market=, remembered; else the saved one; else the runtime default.
 */
export function chooseMarket(search: string, fallback: string): ChosenMarket {
  const fromUrl = new URLSearchParams(search).get('market');
  const asked = fromUrl && /^[a-z]{2,8}$/i.test(fromUrl) ? fromUrl.toLowerCase() : null;
  const own = storage.get(STORAGE_KEYS.playerMarket);
  if (own) return { market: own, requested: asked && asked !== own ? asked : null };
  if (asked) {
    storage.set(STORAGE_KEYS.market, asked);
    return { market: asked, requested: null };
  }
  return { market: storage.get(STORAGE_KEYS.market) ?? fallback, requested: null };
}

/** The registry answer for this device: the one the home page's HTML carries when every device gets it, else the API's. */
const askRegistry = async (market: string) => {
  // A preview link (this browser only): its code loads only when one is in the address or kept (registry/preview.ts).
  if (wantsPreview(location.search)) {
    const { askWithPreview } = await import('./preview');
    const answer = await askWithPreview((extra) => apiGet<unknown>('/platform/registry', { market, device: getOrCreateDeviceNumber(), ...extra }));
    if (answer) return answer;
  }
  const inPage = takeFirstPaintRegistry(market);
  if (inPage) return { resultData: inPage };
  return apiGet<unknown>('/platform/registry', { market, device: getOrCreateDeviceNumber() });
};

/**
 * Fetches the registry for this device (its id decides its side of a canary); on failure falls back to the last
 * known good copy for this market, entries and hashes included.
 */
export async function loadRegistry(market: string, fetcher: (m: string) => Promise<{ resultData: unknown; preview?: Partial<Registry> }> = askRegistry): Promise<LoadedRegistry> {
  const cacheKey = `${STORAGE_KEYS.registry}:${market}`;
  try {
    const { resultData, preview } = await fetcher(market);
    const registry = sanitizeRegistry(resultData);
    if (!registry) throw new Error('malformed registry');
    Object.assign(registry, preview);
    if (registry.requestedMarket && registry.requestedMarket !== registry.market.id) {
      console.warn(`[registry] unknown market "${registry.requestedMarket}", using "${registry.market.id}"`);
    }
    // A preview answer is this browser's for a while: never the last known good copy.
    if (!registry.preview) storage.setJson(cacheKey, registry);
    return { registry, stale: false };
  } catch (error) {
    const cached = sanitizeRegistry(storage.getJson(cacheKey));
    if (cached) {
      console.warn('[registry] unreachable, using the last known good copy', error);
      return { registry: cached, stale: true };
    }
    throw error;
  }
}
