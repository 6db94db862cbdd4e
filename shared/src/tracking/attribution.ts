import { apiPost } from '../api/client';
import { storage } from '../config/storage';
import { QUERY_ONLY_PATH } from '../constants';
import { ATTRIBUTION_FIELDS, CLICK_ID_KEYS, type AttributionQuery, type AttributionToken, type ClickIdKey } from '../contracts/tracking';
import { userStore } from '../stores/user-store';
import { mayTrack } from './consent';

/** Where the device's attribution token is kept once the service has it (only with consent: it is tracking storage). */
export const ATTRIBUTION_STORAGE_KEY = 'casino.attribution';
const fits = (value: string, rule: { max: number; pattern: RegExp }) => value.length <= rule.max && rule.pattern.test(value);

/**
 * The click ids of a landing URL's query, kept in memory only until the call (never stored on the device).
 * A value the server would refuse is left out: a landing link must never end in an error toast.
 */
export function clickIdsOf(search: string): Partial<Record<ClickIdKey, string>> {
  const params = new URLSearchParams(search);
  const ids: Partial<Record<ClickIdKey, string>> = {};
  for (const key of CLICK_ID_KEYS) {
    const value = params.get(key);
    if (value && fits(value, ATTRIBUTION_FIELDS.clickId)) ids[key] = value;
  }
  return ids;
}

/**
 * The embedded attribution service (spec sections 1 and 4): tells `/fb/data/api/v2/token/get` the
 * device's advertising ids and the click ids of the landing URL, once per device, and keeps the token.
 * Nothing is called or stored when `mayTrack()` says no. Failures are logged, never shown (spec section 8).
 */
export async function reportAttribution(
  landingSearch: string,
  post: (path: string, query: AttributionQuery, options: { toast: false }) => Promise<{ resultData: AttributionToken | null }> = apiPost<AttributionToken>,
): Promise<string | null> {
  if (!mayTrack() || !userStore.deviceNumber) return null;
  const known = storage.getJson<{ token?: string }>(ATTRIBUTION_STORAGE_KEY);
  if (known?.token) return known.token;
  const query: AttributionQuery = { deviceNumber: userStore.deviceNumber, consent: '1', ...clickIdsOf(landingSearch) };
  if (userStore.adid && fits(userStore.adid, ATTRIBUTION_FIELDS.adId)) query.adid = userStore.adid;
  if (userStore.gaid && fits(userStore.gaid, ATTRIBUTION_FIELDS.adId)) query.gaid = userStore.gaid;
  try {
    // A background call: a failure is logged, never toasted to the player (spec section 8).
    const { resultData } = await post(QUERY_ONLY_PATH, query, { toast: false });
    if (!resultData?.token) return null;
    // The player may have chosen "necessary only" while the call was out: then nothing is kept.
    if (mayTrack()) storage.setJson(ATTRIBUTION_STORAGE_KEY, { token: resultData.token });
    return resultData.token;
  } catch (error) {
    console.warn('[attribution] token/get failed', error);
    return null;
  }
}
