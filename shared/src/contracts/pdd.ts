/** The pdd prize activity (spec section 7, Prize activity): an invite-to-unlock prize. Amounts in minor units. */

export type PddStatus = 'open' | 'completed' | 'paid' | 'expired';

export interface PddHelper {
  name: string;
  amountMinor: number;
  createTime: string;
}

/** `getPrize` (opens one when the player has none running) and `getPrizeUserMsg`. */
export interface PddPrize {
  id: number;
  targetMinor: number;
  progressMinor: number;
  /** Qualifying friends still needed to complete it. */
  helpersNeeded: number;
  status: PddStatus;
  createTime: string;
  expireTime: string;
  helpers: PddHelper[];
}

/** `getInviteMsg`: recent winners (masked), for the ticker. */
export interface PddWinner {
  name: string;
  amountMinor: number;
  paidTime: string;
}

/** `setPrizeLog`: the help the caller gave to the player whose link they came with. */
export interface PddHelpResult {
  amountMinor: number;
  completed: boolean;
}

/** `getWithdrawPrize`. */
export interface PddWithdrawResult {
  amountMinor: number;
  totalAssets: number;
}
