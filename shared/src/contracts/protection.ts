/**
 * Player protection contract (`/protection/*`, the "Sorumlu Oyun" page). Deposit, loss and wager
 * values are integer minor units; session values are minutes. Periods are calendar periods in
 * Europe/Istanbul (the week starts on Monday).
 */

export type ProtectionLimitKind = 'deposit' | 'loss' | 'wager' | 'session';
export type ProtectionLimitPeriod = 'day' | 'week' | 'month';
export type ProtectionTimeoutDuration = '24h' | '7d' | '6w';
export type ProtectionSelfExclusionDuration = '6m' | '1y' | '5y' | 'indefinite';

export interface ProtectionLimit {
  kind: ProtectionLimitKind;
  period: ProtectionLimitPeriod;
  /** In force now. */
  value: number;
  /** Used in the current period (session limits: minutes of play summed over every login, idle pauses not counted). */
  used: number | null;
  remaining: number | null;
  periodEndsAt: string;
  /** A raise or removal waiting for its 24 h cooling-off; `value` null = the limit is removed then. */
  pending: { value: number | null; effectiveAt: string } | null;
}

export interface ProtectionExclusion {
  kind: 'timeout' | 'self_exclusion';
  duration: ProtectionTimeoutDuration | ProtectionSelfExclusionDuration;
  startsAt: string;
  /** null = indefinite. */
  endsAt: string | null;
}

/** `/protection/limits`. */
export interface ProtectionStatus {
  limits: ProtectionLimit[];
  exclusion: ProtectionExclusion | null;
  ageConfirmed: boolean;
  /** Reality-check interval in minutes (15-120), null: off. */
  realityCheckMinutes: number | null;
}

/** `/protection/session`: this login session, for the reality check and the previous-login notice. */
export interface ProtectionSession {
  startedAt: string | null;
  /** The login before this one. */
  previousLoginAt: string | null;
  /** Stakes, net of refunds, of the rounds started in this session. */
  wageredMinor: number;
  /** Wins - stakes of those rounds (negative: a loss). */
  netMinor: number;
  realityCheckMinutes: number | null;
}

export interface ProtectionAuditEntry {
  actor: string;
  action: string;
  oldValue: unknown;
  newValue: unknown;
  createdAt: string;
}

/** `/admin/protection/player` (staff, read only). */
export interface ProtectionStaffView extends ProtectionStatus {
  userId: number;
  birthDate: string | null;
  audit: ProtectionAuditEntry[];
}

export type ProtectionHistoryKind = 'deposit' | 'withdrawal' | 'bet' | 'win' | 'refund' | 'bonus' | 'test' | 'fee' | 'limit';

/** One line of `/protection/history`: money in minor units, signed from the player's side. */
export interface ProtectionHistoryEntry {
  at: string;
  kind: ProtectionHistoryKind;
  /** The ledger's reason code, or the audited action of a limit / exclusion change. */
  code: string;
  amountMinor: number | null;
  /** For limit changes: what it became (JSON). */
  detail: string | null;
}

/** `/protection/history {startTime?, endTime?, kinds?}`: newest first, at most `limit` lines. */
export interface ProtectionHistory {
  from: string;
  to: string;
  list: ProtectionHistoryEntry[];
  truncated: boolean;
}

/** One calendar day (Europe/Istanbul) of `/protection/myPlay`. */
export interface ProtectionMyPlayDay {
  /** YYYY-MM-DD, the local day. */
  date: string;
  /** Deposits paid that day. */
  depositsMinor: number;
  /** Withdrawals paid out that day. */
  withdrawalsMinor: number;
  /** Stakes, net of refunds, of the rounds started that day. */
  wageredMinor: number;
  /** Wins - stakes of those rounds (negative: a loss), as `/protection/session` counts a session's. */
  netMinor: number;
  /** Minutes of play (idle pauses over 5 minutes not counted), rounded down. */
  minutesPlayed: number;
}

/** `/protection/myPlay`: the player's own play ("Oyun alışkanlıklarım"), the last 30 days, oldest day first. */
export interface ProtectionMyPlay {
  /** The first day's start and now. */
  from: string;
  to: string;
  timeZone: string;
  currency: string;
  days: ProtectionMyPlayDay[];
  /** The same figures summed over the days (minutes summed before rounding). */
  totals: Omit<ProtectionMyPlayDay, 'date'>;
}
