// Wire types of the staff back office (`/admin/backoffice/*`, api/src/modules/backoffice): the API answers
// them (`satisfies`) and the staff console reads them (type-only import), so neither side copies the other.
import type { TBonusView } from './bonus';
import type { ProtectionStaffView } from './protection';

/** One player a search found; `phone` is full for roles that see personal data (the view is logged), else masked. */
export interface TPlayerSummary {
  userId: number;
  publicId: string;
  nickname: string;
  role: string;
  /** The player's market. */
  market: string;
  phone: string | null;
  vipLevel: number;
  registeredAt: string | null;
  /** The search kinds that found the player: id, phone, nickname, device, iban, order. */
  matchedBy: string[];
}

export interface TPlayerSearchResult {
  players: TPlayerSummary[];
  personalData: boolean;
}

/** `/admin/backoffice/players/get`: profile, status, last logins, balances and protection. */
export interface TPlayerProfile {
  userId: number;
  publicId: string;
  nickname: string;
  role: string;
  vipLevel: number;
  registeredAt: string | null;
  createdAt: string | null;
  personalData: boolean;
  phone: string | null;
  name: string | null;
  email: string | null;
  deviceNumber: string | null;
  /** The player's market (fixed at their first visit) and the currency their money is kept in. */
  market: string;
  currency: string;
  language: string | null;
  kyc: string | null;
  /** closedAt: the player closed the account (KVKK data rights); logins are refused from then on. */
  status: { loginBlockedAt: string | null; reviewAt: string | null; closedAt: string | null };
  lastLogins: Array<{ at: string | null; device: string | null; ip: string | null; ended: boolean }>;
  /** testMinor: SANDBOX ONLY, the part of the cash that is test money (never withdrawable); 0 in production. */
  balances: { cashMinor: number; bonusMinor: number; testMinor: number; withdrawableMinor: number; pendingPayoutMinor: number };
  protection: ProtectionStaffView;
}

export interface TStatementLine {
  id: string;
  at: string;
  code: string;
  counterAccount: string;
  /** Signed: positive into the account, negative out of it. */
  amountMinor: number;
  balanceAfterMinor: number;
}

export interface TStatementPage {
  account: string;
  lines: TStatementLine[];
  nextCursor: string | null;
}

export interface TPlayerRound {
  roundId: string;
  gameId: number;
  game: string | null;
  provider: string | null;
  stakeMinor: number;
  winMinor: number;
  refundMinor: number;
  status: string;
  startedAt: string | null;
}

export interface TPlayerRoundsPage {
  rounds: TPlayerRound[];
  nextCursor: string | null;
}

export interface TPlayerOrder {
  orderId: string;
  kind: string;
  channel: string;
  status: string;
  amountMinor: number;
  creditedMinor: number | null;
  feeMinor: number;
  currency: string;
  payoutIban: string | null;
  createdAt: string | null;
  paidAt: string | null;
}

export interface TPlayerNote {
  id: number;
  author: string;
  text: string;
  at: string;
}

export interface TPlayerAuditEntry {
  id: number;
  actor: string;
  action: string;
  reason: string | null;
  detail: unknown;
  at: string;
}

export interface TPlayerAuditPage {
  entries: TPlayerAuditEntry[];
  nextCursor: number | null;
}

export interface TAdjustment {
  id: number;
  userId: number;
  direction: 'credit' | 'debit';
  amountMinor: number;
  currency: string;
  code: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  proposedBy: string;
  proposedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  transferId: string | null;
}

/** A sportsbook slip of the player (`/admin/backoffice/players/sport-tickets`). */
export interface TPlayerSportTicket {
  roundId: string;
  kind: string;
  status: string;
  stakeMinor: number;
  odds: number;
  potentialReturnMinor: number;
  winMinor: number;
  legs: unknown;
  placedAt: string | null;
  settledAt: string | null;
}

/** A mail in the player's box and its prize claim (`/admin/backoffice/players/mails`). */
export interface TPlayerMail {
  id: string;
  title: string;
  kind: string;
  prizeMinor: number;
  read: boolean;
  claimedAt: string | null;
  createdAt: string | null;
  expiresAt: string | null;
}

/** `/admin/backoffice/players/bonuses`: the running bonus (progress) and the player's bonus history, newest first. */
export interface TPlayerBonuses {
  active: TBonusView | null;
  history: TBonusView[];
}
