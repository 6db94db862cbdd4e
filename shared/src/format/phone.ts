import { PHONE_PREFIX } from '../constants';

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
