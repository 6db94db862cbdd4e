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
  /** Used in the current period (minutes are not tracked: null for session limits). */
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
