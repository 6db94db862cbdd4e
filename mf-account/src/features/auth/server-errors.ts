import { ApiError } from '@casino/shared';

/** The fields of the auth forms (login, register, password reset, phone bind). */
export type TAuthField = 'phone' | 'code' | 'password' | 'birthDate' | 'nikeName';

/** The request field the API names (`envelope.field`) -> the form field that shows the message. */
const WIRE_FIELDS: Readonly<Record<string, TAuthField>> = {
  mobile: 'phone',
  tel: 'phone',
  verificationCode: 'code',
  password: 'password',
  birthDate: 'birthDate',
  nikeName: 'nikeName',
};

/** Refusals about one field that the API answers without naming it. */
const CODE_FIELDS: Readonly<Record<string, TAuthField>> = {
  INVALID_CODE: 'code',
  INVALID_CREDENTIALS: 'password',
  NOT_REGISTERED: 'phone',
  PHONE_TAKEN: 'phone',
  AGE_UNDER_18: 'birthDate',
};

export type TPlacedError = { field: TAuthField | null; message: string | null };

/**
 * Where a refused submit's message goes: next to the field it is about when that field is on the
 * form (`shown`), else above the button. `message` is the server's own localized text; null for a
 * failure without an answer (network), which the form words itself.
 */
export function placeServerError(error: unknown, shown: readonly string[]): TPlacedError {
  if (!(error instanceof ApiError) || error.code === 'NETWORK') return { field: null, message: null };
  const named = error.envelope?.field;
  const field = (named !== undefined ? WIRE_FIELDS[named] : undefined) ?? (named === undefined ? CODE_FIELDS[error.code] : undefined) ?? null;
  return { field: field !== null && shown.includes(field) ? field : null, message: error.message || null };
}
