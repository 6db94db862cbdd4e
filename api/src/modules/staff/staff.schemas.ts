import { STAFF_LANGS, type TStaffLang } from '@casino/shared/contracts';
import { z } from 'zod';
import { body } from '../../lib/schemas';
import { STAFF_ROLES } from './staff.roles';

/** Lower-case letters, digits and . _ -, 3-32 characters, starting with a letter or digit; typed in any case. */
export const ZStaffLogin = z
  .string({ error: 'STAFF_LOGIN_INVALID' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/, 'STAFF_LOGIN_INVALID');
/** At sign-in any password up to 128 characters is checked (so an old, shorter one still gives the same answer). */
const ZLoginPassword = z.string({ error: 'STAFF_CREDENTIALS' }).min(1, 'STAFF_CREDENTIALS').max(128, 'STAFF_CREDENTIALS');
/** A new password: 12-128 characters. */
export const ZStaffPassword = z.string({ error: 'STAFF_PASSWORD_INVALID' }).min(12, 'STAFF_PASSWORD_INVALID').max(128, 'STAFF_PASSWORD_INVALID');
const ZTotp = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'STAFF_TOTP_INVALID' })
  .transform((v) => String(v).replace(/\s/g, '').padStart(typeof v === 'number' ? 6 : 0, '0'))
  .pipe(z.string().regex(/^\d{6}$/, 'STAFF_TOTP_INVALID'));
export const ZStaffRole = z.enum(STAFF_ROLES, { error: 'STAFF_ROLE_INVALID' });

export const ZStaffLoginBody = body({ login: ZStaffLogin, password: ZLoginPassword, totp: ZTotp });
/** The markets a member may see (ids as the registry names them); null or absent: every market. */
const ZStaffMarkets = z.array(z.string({ error: 'FIELD_INVALID' }).regex(/^[a-z]{2,8}$/, { error: 'FIELD_INVALID' }), { error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_INVALID' }).max(32).nullable();
export const ZStaffCreateBody = body({ login: ZStaffLogin, role: ZStaffRole, markets: ZStaffMarkets.optional(), password: ZStaffPassword.optional() });
export const ZStaffSetRoleBody = body({ login: ZStaffLogin, role: ZStaffRole, markets: ZStaffMarkets.optional() });
export const ZStaffLoginOnlyBody = body({ login: ZStaffLogin });
export { STAFF_LANGS, type TStaffLang };
export const ZStaffLangBody = body({ lang: z.enum(STAFF_LANGS, { error: 'FIELD_INVALID' }) });

// --- answers: the wire types live in @casino/shared (the console reads the same ones) ---
export type { TStaffEnrolment, TStaffLoginResult, TStaffMe, TStaffUser } from '@casino/shared/contracts';
