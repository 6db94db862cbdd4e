/** Country prefix the product stores phone numbers with (spec section 9). */
export const PHONE_PREFIX = '90';

const NATIONAL = /^\d{7,11}$/;

/**
 * Normalizes a phone number typed with or without the 90 prefix (spaces, dashes, brackets and a
 * leading + are ignored) to the stored form `90` + national part (7-11 digits); null when invalid.
 * Turkish national numbers never start with 9, so a leading 90 followed by 7+ digits is the prefix.
 */
export const normalizePhone = (input: string): string | null => {
  const compact = input.trim().replace(/[\s\-()]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(compact)) return null;
  const national =
    compact.startsWith(PHONE_PREFIX) && compact.length - PHONE_PREFIX.length >= 7
      ? compact.slice(PHONE_PREFIX.length)
      : compact;
  return NATIONAL.test(national) ? PHONE_PREFIX + national : null;
};

/** The national part (display form): the stored number without its leading 90. */
export const nationalPart = (stored: string): string =>
  stored.startsWith(PHONE_PREFIX) ? stored.slice(PHONE_PREFIX.length) : stored;

/** Masks a phone number for logs: 90555****567. */
export const maskPhone = (stored: string): string =>
  stored.length <= 7 ? '***' : `${stored.slice(0, 5)}****${stored.slice(-3)}`;
