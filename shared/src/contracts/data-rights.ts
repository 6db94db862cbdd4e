/** KVKK data rights (Turkey's personal data law): the player's data export and the account closure. */

/** `/user/dataExport`: everything the operator holds about the caller, as one readable JSON document. */
export interface DataExport {
  format: 'casino-data-export';
  formatVersion: 1;
  generatedAt: string;
  /** How to read it: money is in integer minor units (kuruş), times are ISO instants (UTC). */
  notes: string[];
  profile: Record<string, unknown>;
  /** logins, moneyHistory, gameRounds, sportTickets, cashierOrders, mail, support, consents, ... */
  sections: Record<string, Record<string, unknown>[]>;
}

/** `/user/closeAccount/check`: whether the account can be closed now, and what stops it. */
export interface AccountClosureCheck {
  canClose: boolean;
  /** Cash and bonus money the player still holds, and money on its way out in a withdrawal (minor units). */
  cashMinor: number;
  bonusMinor: number;
  pendingWithdrawals: number;
  pendingDeposits: number;
  /** How the player confirms: the account password, or a code sent to the phone. */
  proof: 'password' | 'otp';
  /** What stops the closure (message keys of the account page). */
  blockers: ('balance' | 'bonus' | 'pendingWithdrawal' | 'pendingDeposit')[];
}

/** `/user/closeAccount`: the account is closed and every session has ended. */
export interface AccountClosed {
  closedAt: string;
}
