import { PHONE_PREFIX } from '../constants';

/**
 * The one phone-number rule of the platform, keyed by market as data (issue 44): the client checks a
 * typed number with it before any send and the API checks every phone it takes with it.
 */
export const PHONE_RULES = {
  /** Türkiye: +90, a mobile's national number is 10 digits starting with 5. */
  tr: { countryCode: '90', nationalLength: 10, prefixes: ['5'] },
  /** Azerbaijan: +994, 9 digits starting with a mobile operator's code. */
  az: { countryCode: '994', nationalLength: 9, prefixes: ['10', '50', '51', '55', '60', '70', '77', '99'] },
} as const;

export type PhoneMarket = keyof typeof PHONE_RULES;
export const DEFAULT_PHONE_MARKET: PhoneMarket = 'tr';

/** Why a typed number is not the market's mobile number. */
export type PhoneRefusal = 'empty' | 'characters' | 'country' | 'length' | 'prefix';
export type PhoneCheck = { ok: true; national: string; stored: string } | { ok: false; reason: PhoneRefusal };

/** The market's rule: a known market id (any case), else tr. */
export const phoneMarketOf = (market: unknown): PhoneMarket => {
  const id = typeof market === 'string' ? market.trim().toLowerCase() : '';
  return id in PHONE_RULES ? (id as PhoneMarket) : DEFAULT_PHONE_MARKET;
};

/**
 * Checks a number as typed (spaces, dashes, dots, parentheses, a leading 0, the country code with or
 * without + or 00) against the market's mobile rule. Never truncates: extra digits are a refusal.
 * `stored` is the country code plus the national number (the form the API stores).
 */
export function parsePhone(input: string, market: PhoneMarket = DEFAULT_PHONE_MARKET): PhoneCheck {
  const rule = PHONE_RULES[market];
  let digits = input.trim().replace(/[\s\-().]/g, '');
  if (digits === '') return { ok: false, reason: 'empty' };
  const international = /^(\+|00)/.test(digits);
  digits = digits.replace(/^(\+|00)/, '');
  if (!/^\d+$/.test(digits)) return { ok: false, reason: 'characters' };
  const n = rule.nationalLength;
  const afterCode = digits.slice(rule.countryCode.length);
  if (digits.startsWith(rule.countryCode) && (afterCode.length === n || (afterCode.length === n + 1 && afterCode.startsWith('0')))) {
    digits = afterCode;
  } else if (international) {
    return { ok: false, reason: 'country' };
  }
  if (digits.length === n + 1 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length !== n) return { ok: false, reason: 'length' };
  if (!rule.prefixes.some((p) => digits.startsWith(p))) return { ok: false, reason: 'prefix' };
  return { ok: true, national: digits, stored: rule.countryCode + digits };
}

/** The phone as shown to the player: a leading 90 country prefix is dropped. */
export function displayPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.startsWith(PHONE_PREFIX) ? stored.slice(PHONE_PREFIX.length) : stored;
}

/** The phone as stored: the national number with the 90 prefix. */
export function toStoredPhone(national: string): string {
  const digits = national.replace(/\D/g, '');
  return digits.startsWith(PHONE_PREFIX) && digits.length > 11 ? digits : `${PHONE_PREFIX}${digits}`;
}
