/**
 * `/fb/data/api/v2/token/get` (spec sections 1 and 7): the embedded attribution service. Its payload
 * travels as the query string only; every value is a string there.
 */
export interface AttributionQuery {
  deviceNumber: string;
  adid?: string;
  gaid?: string;
  /** Ad click ids the landing URL carried (Meta, Google, TikTok). */
  fbclid?: string;
  gclid?: string;
  ttclid?: string;
  /** '0': the player chose "necessary only"; the server answers the token and keeps nothing. */
  consent: '0' | '1';
}

/** The device's attribution token: the same on every call for a device. `recorded`: this call kept the first touch. */
export interface AttributionToken {
  token: string;
  recorded: boolean;
}

/**
 * The values the server accepts (and the client sends: a value outside them is left out rather than
 * refused with a toast): advertising ids (GAID / IDFA are UUIDs; an attribution id may carry dots or
 * colons) and click ids as the ad networks put them in a URL.
 */
export const ATTRIBUTION_FIELDS = {
  adId: { max: 128, pattern: /^[A-Za-z0-9._:-]*$/ },
  clickId: { max: 512, pattern: /^[A-Za-z0-9._~-]*$/ },
} as const;

export const CLICK_ID_KEYS = ['fbclid', 'gclid', 'ttclid'] as const;
export type ClickIdKey = (typeof CLICK_ID_KEYS)[number];
