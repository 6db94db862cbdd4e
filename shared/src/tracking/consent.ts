import { storage } from '../config/storage';

/** localStorage key of the player's choice in the cookie/storage consent banner (issue 29). */
export const CONSENT_STORAGE_KEY = 'casino.consent';

/**
 * What the consent banner stores under `casino.consent`, as JSON: `{"v":1,"analytics":false,"at":"2026-11-26T10:00:00.000Z"}`.
 * `analytics: false` is "necessary only"; `true` is "all". `v` is the shape's version, `at` when the player chose.
 */
export interface TrackingConsent {
  v: 1;
  analytics: boolean;
  at?: string;
}

/**
 * Whether non-essential tracking (the attribution service, analytics calls) may run: true unless the
 * player chose "necessary only". Until the consent banner asks, nothing is stored and this is true. An
 * unreadable value counts as "necessary only": a broken choice never turns tracking on.
 */
export function mayTrack(): boolean {
  const raw = storage.get(CONSENT_STORAGE_KEY);
  if (raw === null) return true;
  const choice = storage.getJson<Partial<TrackingConsent>>(CONSENT_STORAGE_KEY);
  return typeof choice === 'object' && choice !== null && choice.analytics !== false;
}
