/** Why the ledger refused a transfer; the seamless API and the operator routes map these to their own wire codes. */
export type TLedgerErrorCode = 'INSUFFICIENT_FUNDS' | 'IDEMPOTENCY_CONFLICT' | 'UNKNOWN_ACCOUNT' | 'CURRENCY_MISMATCH';

export class LedgerError extends Error {
  override name = 'LedgerError';
  constructor(
    readonly code: TLedgerErrorCode,
    /** The debit account's balance when funds were insufficient. */
    readonly balance?: bigint,
  ) {
    super(code);
  }
}

export const isLedgerError = (value: unknown): value is LedgerError => value instanceof LedgerError;
