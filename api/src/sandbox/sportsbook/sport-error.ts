import type { TSportErrorBody, TSportErrorCode } from './contract';

export const sportErrorStatus: Record<TSportErrorCode, number> = {
  BAD_REQUEST: 400,
  SESSION_NOT_FOUND: 404,
  LAUNCH_REFUSED: 401,
  STAKE_TOO_LOW: 400,
  STAKE_TOO_HIGH: 400,
  RETURN_TOO_HIGH: 400,
  TOO_MANY_SELECTIONS: 400,
  SAME_EVENT: 400,
  SELECTION_NOT_FOUND: 404,
  MARKET_SUSPENDED: 409,
  EVENT_STARTED: 409,
  EVENT_ENDED: 409,
  ODDS_CHANGED: 409,
  DUPLICATE_BET: 409,
  BET_NOT_FOUND: 404,
  INSUFFICIENT_FUNDS: 402,
  LIMIT_EXCEEDED: 403,
  PLAYER_EXCLUDED: 403,
  TERMS_NOT_ACCEPTED: 403,
  WALLET_REFUSED: 409,
  WALLET_UNAVAILABLE: 503,
  CONTROLS_OFF: 404,
};

/** A refusal of a player's request: nothing moved. `params` fill the localized message. */
export class SportError extends Error {
  override name = 'SportError';
  constructor(
    readonly code: TSportErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly extra: Pick<TSportErrorBody, 'balanceMinor' | 'changes'> = {},
  ) {
    super(code);
  }
  get status(): number {
    return sportErrorStatus[this.code];
  }
}
