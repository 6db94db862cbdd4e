import { z } from 'zod';
import { normalizePhone } from './phone';

/**
 * Fields the front end adds to every body (spec section 7). They are accepted everywhere and
 * never trusted: identity comes from the session token, not from `uid` or `sign`.
 */
const ZCommonValue = z.union([z.string().max(512), z.number()]).nullish();

export const ZCommonFields = z.object({
  appId: ZCommonValue,
  sign: ZCommonValue,
  uid: ZCommonValue,
  deviceNumber: ZCommonValue,
  adid: ZCommonValue,
  gaid: ZCommonValue,
});

/** A request body: the common fields plus `shape`; unknown fields are dropped, an empty body is `{}`. */
export const body = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess((value) => (value === null || value === undefined ? {} : value), ZCommonFields.extend(shape));

/** An empty body (only the common fields). */
export const ZEmptyBody = body({});

/** Phone typed with or without the 90 prefix; output is the stored form 90XXXXXXXX. */
export const ZPhone = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'PHONE_INVALID' })
  .transform((value, ctx) => {
    const phone = normalizePhone(String(value));
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
      return z.NEVER;
    }
    return phone;
  });

/** OTP as typed: 4-6 digits (spec section 5). */
export const ZOtpCode = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'CODE_INVALID_FORMAT' })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{4,6}$/, { error: 'CODE_INVALID_FORMAT' }));

export const ZPassword = z.string({ error: 'PASSWORD_INVALID' }).min(6, 'PASSWORD_INVALID').max(64, 'PASSWORD_INVALID');

export const ZNickname = z
  .string({ error: 'NAME_INVALID' })
  .trim()
  .min(2, 'NAME_INVALID')
  .max(32, 'NAME_INVALID')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f<>]+$/u, 'NAME_INVALID');

/** An id the front end may send as a number or a numeric string. */
export const ZIdLike = z.union([z.number().int().nonnegative(), z.string().trim().regex(/^\d{1,18}$/)]).transform(String);
