import { z } from 'zod';
import { body, zText, ZNickname, ZOtpCode, ZPassword, ZPhone, phonesChecked } from '../../lib/schemas';
import { ZBirthDate } from '../protection/protection.schemas';
import { consentFields } from '../consent/consent.schemas';

const ZDeviceNumber = z
  .string()
  .trim()
  .min(8)
  .max(128)
  .regex(/^[\x21-\x7e]+$/);

const ZOptionalId = z.union([zText({ max: 128 }), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]).nullish().transform((v) => {
  const s = v === null || v === undefined ? '' : String(v).trim();
  return s === '' ? null : s;
});

export const ZTouristLoginBody = body({
  deviceNumber: ZDeviceNumber,
  adid: ZOptionalId,
  gaid: ZOptionalId,
  inviteUUID: ZOptionalId,
  /** The page's market (`?market=` or the host's): the tourist's market when it starts; unknown or absent means the default market. */
  market: zText({ max: 16 }).optional(),
});
export type TTouristLoginBody = z.output<typeof ZTouristLoginBody>;

/** `market`: the page's market, whose phone rule applies (tr when absent or unknown). */
const ZPhoneMarket = zText({ max: 16 }).optional();

export const ZSendOtpBody = body({ tel: ZPhone, market: ZPhoneMarket }).transform(phonesChecked('tel'));

export const ZGetTestBody = body({ tel: ZPhone, market: ZPhoneMarket }).transform(phonesChecked('tel'));

export const ZRegisterBody = body({
  mobile: ZPhone,
  verificationCode: ZOtpCode,
  password: ZPassword.optional(),
  nikeName: ZNickname.optional(),
  deviceNumber: ZOptionalId,
  adid: ZOptionalId,
  gaid: ZOptionalId,
  inviteUUID: ZOptionalId,
  /**
   * YYYY-MM-DD: the age gate at registration (under 18 is refused before the account exists). Optional
   * on the wire: a member created without it (phone login of a new number) confirms it at first play.
   */
  birthDate: ZBirthDate.optional(),
  /** Consent: the versions of the terms accepted and the privacy notice confirmed (required by the service). */
  ...consentFields,
}).transform(phonesChecked('mobile'));

export const ZLoginBody = body({
  mobile: ZPhone,
  verificationCode: ZOtpCode.optional(),
  // Only checked for presence here: a too-short password must look like any wrong password.
  password: z.string().max(128).optional(),
  deviceNumber: ZOptionalId,
  /** Consent, for a phone login that creates a member (optional: such a member accepts before playing). */
  ...consentFields,
})
  .transform(phonesChecked('mobile'))
  .refine((v) => v.verificationCode !== undefined || (v.password !== undefined && v.password !== ''), {
  message: 'LOGIN_METHOD_REQUIRED',
});

export const ZModifyBody = body({
  mobile: ZPhone,
  verificationCode: ZOtpCode,
  password: ZPassword,
  market: ZPhoneMarket,
}).transform(phonesChecked('mobile'));

/** What every successful login, registration or tourist start returns: declared once in the shared contracts. */
export type { LoginResult as TLoginResult, LoginRestriction as TLoginRestriction } from '@casino/shared/contracts';
