import type { TPlayErrorCode } from './contract';

export const playErrorStatus: Record<TPlayErrorCode, number> = {
  BAD_REQUEST: 400,
  BAD_BET: 400,
  UNKNOWN_BET_TYPE: 400,
  BAD_CLIENT_SEED: 400,
  BETTING_CLOSED: 409,
  ROUND_REPLAYED: 409,
  ROUND_OVER: 409,
  ACTION_NOT_ALLOWED: 409,
  SEED_CHANGED: 409,
  ROUND_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  INSUFFICIENT_FUNDS: 402,
  LAUNCH_REFUSED: 401,
  WALLET_REFUSED: 409,
  LIMIT_EXCEEDED: 403,
  PLAYER_EXCLUDED: 403,
  TERMS_NOT_ACCEPTED: 403,
  BONUS_MAX_BET: 403,
  WALLET_UNAVAILABLE: 503,
  FREE_ROUNDS_OVER: 409,
};

/** A refusal of a player's request: nothing moved. `params` fill the localized message. */
export class PlayError extends Error {
  override name = 'PlayError';
  constructor(
    readonly code: TPlayErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly balanceMinor?: number,
  ) {
    super(code);
  }
  get status(): number {
    return playErrorStatus[this.code];
  }
}
