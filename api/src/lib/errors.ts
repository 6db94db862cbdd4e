/**
 * The one error type of the API. Services throw `new AppError('CODE', {...})`; the error-handler
 * plugin turns it into the envelope, with the HTTP status from this map and a localized message.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  BAD_JSON: 400,
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 400,
  INVALID_CODE: 400,
  NOT_REGISTERED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ADMIN_FORBIDDEN: 403,
  STAFF_MARKET_FORBIDDEN: 403,
  NOT_FOUND: 404,
  MARKET_NOT_FOUND: 404,
  REMOTE_NOT_CONFIGURED: 404,
  CONFLICT: 409,
  PHONE_TAKEN: 409,
  MARKET_MISMATCH: 409,
  CURRENCY_MISMATCH: 409,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SMS_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  // cashier
  REGISTER_REQUIRED: 403,
  PHONE_REQUIRED: 403,
  CHANNEL_UNAVAILABLE: 400,
  CASHIER_NOT_AVAILABLE: 403,
  AMOUNT_BELOW_MIN: 400,
  AMOUNT_ABOVE_MAX: 400,
  ORDER_NOT_FOUND: 404,
  TOO_MANY_OPEN_ORDERS: 429,
  PAYMENT_UNAVAILABLE: 503,
  INSUFFICIENT_BALANCE: 400,
  WITHDRAW_PASSWORD_NOT_SET: 400,
  WITHDRAW_PASSWORD_WRONG: 400,
  WITHDRAW_PASSWORD_LOCKED: 423,
  BANK_CARD_NOT_FOUND: 404,
  BANK_CARD_LIMIT: 400,
  BANK_CARD_TAKEN: 409,
  IBAN_BANK_MISMATCH: 400,
  ORDER_NOT_REVIEWABLE: 409,
  // vip, wheel
  WHEEL_NO_SPINS: 409,
  WHEEL_NOT_AVAILABLE: 404,
  // mail and rewards
  MAIL_NOT_FOUND: 404,
  MAIL_NO_PRIZE: 400,
  MAIL_ALREADY_CLAIMED: 409,
  MAIL_EXPIRED: 410,
  CAMPAIGN_NOT_FOUND: 404,
  CAMPAIGN_NOT_CANCELLABLE: 409,
  SIGN_IN_ALREADY_TODAY: 409,
  SIGN_IN_NOT_AVAILABLE: 404,
  PROMOTION_NOT_FOUND: 404,
  // player protection
  PLAYER_EXCLUDED: 403,
  AGE_NOT_CONFIRMED: 403,
  AGE_UNDER_18: 400,
  DEPOSIT_LIMIT_EXCEEDED: 400,
  /** 401: the session has ended; the client logs out locally. */
  SESSION_LIMIT_REACHED: 401,
  // support
  SUPPORT_PLAYER_NOT_FOUND: 404,
  // staff console
  STAFF_DISABLED: 403,
  STAFF_NOT_FOUND: 404,
  STAFF_LOGIN_TAKEN: 409,
  // back office: player 360, account actions, adjustments under four eyes
  PLAYER_NOT_FOUND: 404,
  PLAYER_BLOCKED: 403,
  ADJUSTMENT_NOT_FOUND: 404,
  ADJUSTMENT_OWN: 403,
  ADJUSTMENT_DECIDED: 409,
  ADJUSTMENT_BELOW_ZERO: 409,
  REPORT_REFRESH_TOO_LONG: 400,
  // bonuses
  BONUS_OFFER_NOT_FOUND: 404,
  BONUS_FREE_ROUNDS_UNAVAILABLE: 409,
  BONUS_PHONE_REQUIRED: 403,
  BONUS_ALREADY_TAKEN: 409,
  BONUS_ALREADY_RUNNING: 409,
  BONUS_NOT_FOUND: 404,
  BONUS_NOT_RUNNING: 409,
  BONUS_DEPOSIT_ONLY: 400,
  BONUS_DEPOSIT_TOO_SMALL: 400,
  BONUS_OFFER_INVALID: 400,
  // identity verification (KYC) and payout controls
  KYC_REQUIRED: 403,
  KYC_PENDING: 403,
  KYC_ALREADY_VERIFIED: 409,
  KYC_IN_REVIEW: 409,
  KYC_NOT_PENDING: 409,
  KYC_DOCUMENTS_NOT_EXPECTED: 409,
  KYC_BIRTH_DATE_MISMATCH: 400,
  KYC_ID_TAKEN: 409,
  KYC_VENDOR_UNAVAILABLE: 503,
  KYC_DOCUMENT_NOT_FOUND: 404,
  KYC_DOCUMENT_TOO_LARGE: 413,
  KYC_DOCUMENT_NOT_IMAGE: 415,
  CARD_NAME_MISMATCH: 400,
  TURNOVER_REQUIRED: 400,
  TEST_MONEY_HELD: 400,
  BONUS_FORFEIT_REQUIRED: 409,
  BONUS_OFFER_EXPIRED: 410,
  BONUS_OFFER_STALE: 409,
  BONUS_CODE_TAKEN: 409,
  BONUS_SOURCE_TAKEN: 409,
  BONUS_KIND_FIXED: 400,
  // invite
  REBATE_NOTHING_TO_CLAIM: 409,
  // pdd prize activity
  PDD_NOT_ELIGIBLE: 403,
  PDD_NO_PRIZE: 404,
  PDD_ALREADY_HELPED: 409,
  PDD_NOT_COMPLETED: 409,
  PDD_ALREADY_PAID: 409,
  PDD_EXPIRED: 410,
  // platform: registry and releases
  REGISTRY_CONFLICT: 409,
  VERSION_NOT_FOUND: 404,
  VERSION_EXISTS: 409,
  VERSION_ALREADY_PINNED: 409,
  REMOTE_INCOMPATIBLE: 409,
  VERSION_UNREACHABLE: 422,
  ORIGIN_NOT_ALLOWED: 400,
  NOTHING_TO_ROLL_BACK: 409,
  SHELL_SHARED_UNKNOWN: 503,
  PREVIEW_TTL_INVALID: 400,
  PREVIEW_NOT_FOUND: 404,
  // consent: the terms and privacy notice a player accepts
  CONSENT_REQUIRED: 400,
  CONSENT_VERSION_INVALID: 400,
  TERMS_NOT_ACCEPTED: 403,
  // games: real money is for members (phone verified by OTP); guests play demos
  // data rights: the account closure
  ACCOUNT_CLOSED: 403,
  ACCOUNT_NOT_EMPTY: 409,
} as const satisfies Record<string, number>;

export type TErrorCode = keyof typeof errorStatus;

/** An amount in a message, written as the reader's language writes money ("500,00 ₺" in tk, "500.00 ₺" in en). */
export interface TMoneyParam {
  readonly moneyMinor: bigint | number;
  readonly currency: string;
}

export type TMessageParams = Readonly<Record<string, string | number | TMoneyParam>>;

/** A money value for a message param (formatted per language by `translate`). */
export const moneyParam = (moneyMinor: bigint | number, currency: string): TMoneyParam => ({ moneyMinor, currency });

export interface AppErrorOptions {
  /** Values interpolated into the localized message, e.g. `{ field: 'mobile' }`. */
  params?: TMessageParams;
  /** Seconds the client should wait (sent as Retry-After on 429/503). */
  retryAfterS?: number;
  /** Catalogue key to use instead of the code's own message (e.g. a field-specific hint). */
  messageKey?: string;
  /** Internal detail for the logs only; never sent to the client. */
  detail?: string;
  cause?: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly params: TMessageParams;
  readonly retryAfterS: number | undefined;
  readonly messageKey: string | undefined;

  constructor(code: TErrorCode, options: AppErrorOptions = {}) {
    super(options.detail ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.statusCode = errorStatus[code];
    this.params = options.params ?? {};
    this.retryAfterS = options.retryAfterS;
    this.messageKey = options.messageKey;
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
