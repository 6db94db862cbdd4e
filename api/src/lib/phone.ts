import { parsePhone, PHONE_RULES, type PhoneMarket } from '@casino/shared/format';

/** Country prefix the product stores phone numbers with (spec section 9). */
export const PHONE_PREFIX = '90';

/**
 * The stored form (country code + national number) of a number typed for any market's rule (tr first),
 * or null: staff search by phone. Requests are checked with the request's own market (`phonesChecked`).
 */
export const normalizePhone = (input: string): string | null => {
  for (const market of Object.keys(PHONE_RULES) as PhoneMarket[]) {
    const phone = parsePhone(input, market);
    if (phone.ok) return phone.stored;
  }
  return null;
};

/** The national part (display form): the stored number without its leading 90. */
export const nationalPart = (stored: string): string =>
  stored.startsWith(PHONE_PREFIX) ? stored.slice(PHONE_PREFIX.length) : stored;

/** Masks a phone number for logs: 90555****567. */
export const maskPhone = (stored: string): string =>
  stored.length <= 7 ? '***' : `${stored.slice(0, 5)}****${stored.slice(-3)}`;
