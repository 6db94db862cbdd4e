import { z } from 'zod';
import { languages } from '../i18n/define';
import { parsePhone, phoneMarketOf } from '@casino/shared/format';

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

/**
 * A phone as typed (a string or a number, at most 32 characters): checked against the market's rule
 * by `phonesChecked` on the whole body, which knows the market the request names.
 */
export const ZPhone = z
  .union([z.string().max(32, 'PHONE_INVALID'), z.number().int().nonnegative()], { error: 'PHONE_INVALID' })
  .transform(String);

/**
 * Checks a body's phone fields with the rule of the market it names (`market`: the page's registry market;
 * tr when absent or unknown: the one place the API reads the phone rule). Each valid phone becomes its stored
 * form (country code + national number); any other is a 400 PHONE_INVALID about that field.
 */
export const phonesChecked =
  <K extends string>(...fields: K[]) =>
  <T extends { [F in K]?: string | undefined } & { market?: unknown }>(value: T, ctx: z.RefinementCtx): T => {
    const market = phoneMarketOf(value.market);
    const checked: T = { ...value };
    for (const field of fields) {
      const typed = value[field];
      if (typed === undefined) continue;
      const phone = parsePhone(typed, market);
      if (!phone.ok) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'PHONE_INVALID' });
        return z.NEVER;
      }
      checked[field] = phone.stored as T[K];
    }
    return checked;
  };

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

// ---------------------------------------------------------------------------------------------
// The input rules every route follows (issue "reliability and scale"): write new schemas with
// these helpers instead of bare z.string()/z.number(), so bad input is always a clear 4xx.
// ---------------------------------------------------------------------------------------------

/** C0 controls and DEL; PostgreSQL cannot store NUL at all, and no single-line field needs the rest. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/u;
/** Multi-line text keeps tab, newline and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

/**
 * A text field that reaches the database: trimmed, `min`-`max` characters, no control characters
 * (`multiline` keeps tab and newlines). `messageKey` names the catalogue message for any failure.
 */
export const zText = (options: { min?: number; max: number; multiline?: boolean; messageKey?: string; trim?: boolean }) => {
  const key = options.messageKey ?? 'FIELD_INVALID';
  const base = z.string({ error: key });
  return (options.trim === false ? base : base.trim())
    .min(options.min ?? 0, key)
    .max(options.max, key)
    .refine((v) => !(options.multiline ? CONTROL_CHARS_MULTILINE : CONTROL_CHARS).test(v), key);
};

/** A string holding a control character (NUL included): refused wherever it is found. */
export const hasControlChars = (value: string): boolean => CONTROL_CHARS_MULTILINE.test(value);

/** An integer in [min, max] sent as a JSON number or a digit string (route params are strings). */
export const zInt = (min: number, max: number, messageKey = 'FIELD_INVALID') =>
  z
    .union([z.number({ error: messageKey }), z.string({ error: messageKey }).trim().regex(/^-?\d{1,16}$/, messageKey)], { error: messageKey })
    .transform(Number)
    .pipe(z.number().int(messageKey).min(min, messageKey).max(max, messageKey));

/** Database serial ids (PostgreSQL integer). */
export const MAX_INT32 = 2_147_483_647;
export const zId = (messageKey = 'FIELD_INVALID') => zInt(1, MAX_INT32, messageKey);

/**
 * The largest amount of money one request may move, in minor units (10,000,000.00 in a 2-decimal
 * currency). Ledger balances are bounded too (wallet_accounts CHECK), so every amount and balance
 * converts to a JS number exactly (far below 2^53).
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000n;

/** An amount in integer minor units (JSON integer or digit string) -> bigint, 0..max. */
export const zMinorAmount = (options: { min?: bigint; max?: bigint; messageKey?: string } = {}) => {
  const key = options.messageKey ?? 'AMOUNT_INVALID';
  const min = options.min ?? 0n;
  const max = options.max ?? MAX_AMOUNT_MINOR;
  return z
    .union([z.number({ error: key }).int(key).min(0, key).max(Number.MAX_SAFE_INTEGER, key), z.string({ error: key }).trim().regex(/^\d{1,16}$/, key)], { error: key })
    .transform((v) => BigInt(v))
    .refine((v) => v >= min && v <= max, key);
};

/**
 * An amount typed by a player in major units ("100", "100.5", "100.50" or a JSON number with at most
 * two decimals) -> bigint minor units. More decimals, signs, exponents or text are refused.
 */
export const zMajorAmount = (options: { min?: bigint; max?: bigint; messageKey?: string } = {}) => {
  const key = options.messageKey ?? 'AMOUNT_INVALID';
  const min = options.min ?? 1n;
  const max = options.max ?? MAX_AMOUNT_MINOR;
  return z
    .union([z.number({ error: key }).finite(key).nonnegative(key).max(1e13, key), z.string({ error: key }).trim().max(20, key)], { error: key })
    .transform((v, ctx) => {
      // A JSON number is formatted back with at most 2 decimals; 10.005 must not round to 10.01.
      const text = typeof v === 'number' ? String(v) : v;
      const match = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(text);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
    })
    .refine((v) => v >= min && v <= max, key);
};

/** Epoch bounds every date input must fall in (2000-01-01 .. 2100-01-01). */
export const MIN_INSTANT_MS = Date.UTC(2000, 0, 1);
export const MAX_INSTANT_MS = Date.UTC(2100, 0, 1);

/** An instant as ISO text or epoch milliseconds, within [2000, 2100) -> Date. */
export const ZInstant = z
  .union([z.number().int().nonnegative(), z.string().trim().min(1).max(40)], { error: 'FIELD_INVALID' })
  .transform((v, ctx) => {
    const ms = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : Date.parse(v);
    if (!Number.isFinite(ms) || ms < MIN_INSTANT_MS || ms >= MAX_INSTANT_MS) {
      ctx.addIssue({ code: 'custom', message: 'DATE_OUT_OF_RANGE' });
      return z.NEVER;
    }
    return new Date(ms);
  });

/**
 * Staff texts in other languages than the item's own, a complete set of fields per language (no mixed-language
 * card): `{ en: { title, terms } }`. Any malformed part is refused with `messageKey`.
 */
export const zTranslations = <S extends z.ZodRawShape>(shape: S, messageKey = 'FIELD_INVALID') =>
  z.partialRecord(z.enum(languages, { error: messageKey }), z.object(shape, { error: messageKey }), { error: messageKey });
