import type { ProfileResult, UserInfoResult } from '@casino/shared/contracts';
import { z } from 'zod';
import { body, zText, ZNickname, ZOtpCode, ZPhone, phonesChecked } from '../../lib/schemas';
import { consentFields } from '../consent/consent.schemas';

export const ZRenameBody = body({ nikeName: ZNickname });

export const ZEditProfileBody = body({
  nikeName: ZNickname.optional(),
  name: zText({ max: 64, messageKey: 'NAME_INVALID' }).optional(),
  email: zText({ max: 254, messageKey: 'EMAIL_INVALID' })
    .refine((v) => v === '' || z.email().safeParse(v).success, 'EMAIL_INVALID')
    .optional(),
});

/**
 * A member who has a phone proves it before moving the account to another one: a code sent to the
 * CURRENT phone (`currentVerificationCode`) or the account password. A tourist has nothing to prove.
 */
export const ZBindPhoneBody = body({
  mobile: ZPhone,
  verificationCode: ZOtpCode,
  currentVerificationCode: ZOtpCode.optional(),
  password: z.string({ error: 'PASSWORD_INVALID' }).max(128, 'PASSWORD_INVALID').optional(),
  /** A guest becoming a member: the versions of the terms accepted and of the privacy notice confirmed. */
  ...consentFields,
}).transform(phonesChecked('mobile'));

export const ZCheckOldUserBody = body({
  deviceNumber: zText({ min: 1, max: 128 }),
});

export const ZUploadLoginLogBody = body({
  mobile: z.union([zText({ max: 32 }), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]).nullish(),
});

/** Wire shapes: declared once, in @casino/shared (contracts/user.ts). */
export type TUserInfo = UserInfoResult;
export type TProfile = ProfileResult;
