import { DEVICE_ID_POLL_MS, STORAGE_KEYS } from '../constants';
import { storage } from '../config/storage';

export interface AdIds {
  adid: string;
  gaid: string;
}

/** Where advertising ids come from: the Android app's native bridge or the web attribution service. */
export type AdIdSource = () => AdIds | null;

interface AttributionWindow {
  AndroidBridge?: { getAdIds?: () => string };
  __ATTRIBUTION__?: Partial<AdIds>;
}

export const defaultAdIdSource: AdIdSource = () => {
  const w = globalThis as unknown as AttributionWindow;
  const fromBridge = w.AndroidBridge?.getAdIds?.();
  if (fromBridge) {
    try {
      const parsed = JSON.parse(fromBridge) as Partial<AdIds>;
      return { adid: parsed.adid ?? '', gaid: parsed.gaid ?? '' };
    } catch {
      return null;
    }
  }
  const fromWeb = w.__ATTRIBUTION__;
  return fromWeb?.adid || fromWeb?.gaid ? { adid: fromWeb.adid ?? '', gaid: fromWeb.gaid ?? '' } : null;
};

/**
 * Whether the page has an attribution source at all (the app's bridge, or a web attribution service that put
 * its object on the page). Without one there is nothing to wait for: the session starts with empty ids.
 */
export const hasAdIdSource = (): boolean => {
  const w = globalThis as unknown as AttributionWindow;
  return typeof w.AndroidBridge?.getAdIds === 'function' || w.__ATTRIBUTION__ !== undefined;
};

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The device number is created once and kept in localStorage. */
export function getOrCreateDeviceNumber(): string {
  const saved = storage.get(STORAGE_KEYS.deviceNumber);
  if (saved && /^[0-9a-f-]{8,128}$/i.test(saved)) return saved;
  const created = randomId();
  storage.set(STORAGE_KEYS.deviceNumber, created);
  return created;
}

/**
 * Polls the source every 500 ms until it answers; after maxWaitMs a plain browser without an
 * attribution service goes on with empty ids rather than never starting a session.
 */
export function resolveAdIds(source: AdIdSource = defaultAdIdSource, maxWaitMs = 1000, pollMs = DEVICE_ID_POLL_MS): Promise<AdIds> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => {
      const ids = source();
      if (ids) return resolve(ids);
      if (Date.now() - started >= maxWaitMs) return resolve({ adid: '', gaid: '' });
      setTimeout(tick, pollMs);
    };
    tick();
  });
}
