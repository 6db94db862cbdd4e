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
