import { z } from 'zod';
import { body, zInt, zText } from '../../lib/schemas';

/** A version number as the page got it from `/legal/consent/current`; a forged one is refused by the service. */
export const ZConsentVersion = zInt(1, 1_000_000, 'CONSENT_VERSION_UNKNOWN');
const ZMarket = zText({ min: 2, max: 16, messageKey: 'FIELD_INVALID' });

/**
 * The consent fields a registration carries (`/sso/register`, a guest's `/user/bind-phone`, and optionally a
 * phone login that may create a member): the versions of the terms accepted and of the privacy notice
 * confirmed, and the market the page shows (the default market when absent).
 */
export const consentFields = {
  termsVersion: ZConsentVersion.optional(),
  privacyVersion: ZConsentVersion.optional(),
  market: ZMarket.optional(),
};

export const ZConsentCurrentBody = body({ market: ZMarket.optional() });
export const ZConsentAcceptBody = body({ termsVersion: ZConsentVersion, privacyVersion: ZConsentVersion });

export type TConsentInput = { termsVersion?: number | undefined; privacyVersion?: number | undefined; market?: string | undefined };
export type TConsentAcceptBody = z.output<typeof ZConsentAcceptBody>;
