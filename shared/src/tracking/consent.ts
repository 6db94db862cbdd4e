import { bus } from '../bus/bus';
import { storage } from '../config/storage';

/** localStorage key of the player's choice in the cookie/storage consent banner. */
export const CONSENT_STORAGE_KEY = 'casino.consent';

/**
 * What the consent banner stores under `casino.consent`, as JSON: `{"v":1,"analytics":false,"at":"2026-11-26T10:00:00.000Z"}`.
 * `analytics: false` is "necessary only"; `true` is "all". `v` is the shape's version, `at` when the player chose.
 * The choice itself is necessary storage (it is how "no" is remembered); nothing else is stored before it.
 */
export interface TrackingConsent {
  v: 1;
  analytics: boolean;
  at?: string;
}

/** The player's stored choice, or null when they have not chosen yet (the banner asks). An unreadable value counts as "necessary only". */
export function trackingChoice(): TrackingConsent | null {
  const raw = storage.get(CONSENT_STORAGE_KEY);
  if (raw === null) return null;
  const choice = storage.getJson<Partial<TrackingConsent>>(CONSENT_STORAGE_KEY);
  return { v: 1, analytics: typeof choice === 'object' && choice !== null && choice.analytics === true, ...(typeof choice?.at === 'string' ? { at: choice.at } : {}) };
}

/**
 * Whether non-essential tracking (the attribution service, `/tracking/uploadTrack`, analytics calls) and its
 * storage may run: only after the player chose "all" (KVKK: explicit consent first). Before any choice, after
 * "necessary only", or with an unreadable value: no.
 */
export function mayTrack(): boolean {
  return trackingChoice()?.analytics === true;
}

/** Stores the player's choice and tells the page (the shell starts the attribution it held back). */
export function setTrackingConsent(analytics: boolean, now: Date = new Date()): void {
  storage.setJson(CONSENT_STORAGE_KEY, { v: 1, analytics, at: now.toISOString() } satisfies TrackingConsent);
  bus.emit('consent:changed', { analytics });
}
