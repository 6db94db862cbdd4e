import { z } from 'zod';
import { body, zText, ZIdLike, ZOtpCode } from '../../lib/schemas';

/** `userId` may be sent (spec payloads carry it); anyone's but the caller's is refused (403). */
export const ZDataExportBody = body({ userId: ZIdLike.optional() });
export const ZClosureCheckBody = body({ userId: ZIdLike.optional() });

/** The closure: a fresh proof (the password, or a code sent to the phone) and an optional reason. */
export const ZCloseAccountBody = body({
  userId: ZIdLike.optional(),
  // Only checked for presence here: a too-short password must look like any wrong password.
  password: z.string({ error: 'PASSWORD_INVALID' }).max(128, 'PASSWORD_INVALID').optional(),
  verificationCode: ZOtpCode.optional(),
  reason: zText({ max: 500, multiline: true, messageKey: 'ACCOUNT_CLOSE_REASON_INVALID' }).optional(),
});
