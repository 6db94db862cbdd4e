// The staff console's session and accounts (`/admin/staff/*`): the API answers these, the console reads them.

/**
 * Console roles, weakest first: a viewer reads, an operator also changes things, a compliance officer also
 * sees players' personal data (every view logged), an approver also approves or rejects manual balance
 * adjustments (four eyes), an admin also manages staff. Each role holds every right of the roles below it.
 */
export const STAFF_ROLES = ['viewer', 'operator', 'compliance', 'approver', 'admin'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

/** The console languages a staff member may keep on the account. */
export const STAFF_LANGS = ['en', 'tk'] as const;
export type TStaffLang = (typeof STAFF_LANGS)[number];

/** A staff account as the console and the CLI see it (never the hash or the TOTP secret). */
export interface TStaffUser {
  login: string;
  role: TStaffRole;
  /** The markets whose players the member may see; null: every market. */
  markets: string[] | null;
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
