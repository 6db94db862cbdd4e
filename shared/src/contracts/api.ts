/** The response envelope of every API call (spec section 7). */
export interface Envelope<T = unknown> {
  state: string;
  msg: string;
  success: boolean;
  resultData: T | null;
  /** Machine code on errors, e.g. VALIDATION_FAILED. */
  code?: string;
  /** On a refused input, the request field at fault (e.g. `mobile`), so a form can show `msg` next to it. */
  field?: string;
}

export type ApiErrorCode = 'NETWORK' | 'UNAUTHORIZED' | 'SERVER' | string;

/** Rejection value of the API client. */
export class ApiError extends Error {
  readonly state: string;
  readonly code: ApiErrorCode;
  readonly envelope: Envelope | null;

  constructor(state: string, message: string, code: ApiErrorCode, envelope: Envelope | null = null) {
    super(message);
    this.name = 'ApiError';
    this.state = state;
    this.code = code;
    this.envelope = envelope;
  }
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).state === 'string' &&
    typeof (value as Envelope).success === 'boolean' &&
    'resultData' in value
  );
}
