import { z } from 'zod';
import { body } from '../../lib/schemas';
import { STAFF_ROLES, type TStaffRole } from './staff.roles';

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
export const ZStaffCreateBody = body({ login: ZStaffLogin, role: ZStaffRole, password: ZStaffPassword.optional() });
export const ZStaffSetRoleBody = body({ login: ZStaffLogin, role: ZStaffRole });
export const ZStaffLoginOnlyBody = body({ login: ZStaffLogin });
export const STAFF_LANGS = ['en', 'tk'] as const;
export type TStaffLang = (typeof STAFF_LANGS)[number];
export const ZStaffLangBody = body({ lang: z.enum(STAFF_LANGS, { error: 'FIELD_INVALID' }) });

/** A staff account as the console and the CLI see it (never the hash or the TOTP secret). */
export interface TStaffUser {
  login: string;
  role: TStaffRole;
  disabled: boolean;
  createdBy: string;
  createdAt: string;
}

/** `/admin/staff/login` and `/admin/staff/me`. */
export interface TStaffMe {
  login: string;
  role: TStaffRole;
  /** 'session' for a console sign-in, 'token' for the admin token of the CLIs. */
  via: 'session' | 'token';
  /** Absolute end of the session (ISO), null with the admin token. */
  expiresAt: string | null;
  /** The session ends after this many seconds without a request. */
  idleTimeoutS: number | null;
  /** The console language this staff member chose; null: not chosen (the admin token: always null). */
  lang?: TStaffLang | null;
}

export interface TStaffLoginResult extends TStaffMe {
  token: string;
}

/** `/admin/staff/users/create`: the one time the password and the TOTP secret are shown. */
export interface TStaffEnrolment {
  user: TStaffUser;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}
