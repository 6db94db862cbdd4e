// The shapes of the staff endpoints the console reads (the API's envelopes' resultData).

/** Weakest first, as the API's staff.roles.ts: compliance also sees personal data, approver also approves adjustments. */
export type TStaffRole = 'viewer' | 'operator' | 'compliance' | 'approver' | 'admin';

export interface TStaffMe {
  login: string;
  role: TStaffRole;
  via: 'session' | 'token';
  expiresAt: string | null;
  idleTimeoutS: number | null;
  /** The console language kept on the account (null: not chosen yet). */
  lang?: 'en' | 'tk' | null;
}
export interface TStaffLoginResult extends TStaffMe {
  token: string;
}
export interface TStaffUser {
  login: string;
  role: TStaffRole;
  disabled: boolean;
  createdBy: string;
  createdAt: string;
}
export interface TStaffEnrolment {
  user: TStaffUser;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

// ---- releases (contract of issue 14: /admin/registry/*) ----
export interface TFailureFigures {
  sessions: number;
  failed: number;
  rate: number;
}
export interface TRegistryRemote {
  name: string;
  enabled: boolean;
  /** The pinned version; null = none pinned. */
  version: string | null;
  canary: { version: string; percent: number } | null;
  lastKnownGood?: string | null;
  revision?: number;
  compat?: { ok: boolean; problems: string[] };
  failure?: Record<string, TFailureFigures>;
  manifestUrl?: string;
}
export interface TRegistryMarket {
  market: { id: string; name: string; defaultLang?: string; currency?: string };
  remotes: TRegistryRemote[];
}
/** The registry list before the release API (issue 14) answered markets flat: `{ id, name, ..., remotes }`. */
type TFlatRegistryMarket = { id: string; name: string; remotes: TRegistryRemote[] };

/** One shape for both answers of `/admin/registry/list`. */
export const normalizeRegistry = (rows: ReadonlyArray<TRegistryMarket | TFlatRegistryMarket>): TRegistryMarket[] =>
  rows.map((row) => ('market' in row && row.market ? row : { market: { id: (row as TFlatRegistryMarket).id, name: (row as TFlatRegistryMarket).name }, remotes: row.remotes }));
export interface TRemoteVersion {
  remote: string;
  version: string;
  manifestUrl: string;
  entryUrl?: string;
  integrity: string;
  shared: Record<string, string>;
  routes?: unknown;
  gitCommit: string | null;
  publishedBy: string;
  publishedAt: string;
}
export interface TRegistryAuditEntry {
  id: number;
  marketId: string;
  remoteName: string;
  action: string;
  actor: string;
  reason?: string | null;
  oldValue: unknown;
  newValue: unknown;
  createdAt: string;
}

// ---- existing features ----
export interface TWithdrawal {
  orderId: string;
  userId: number;
  status: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  payoutAccount: { iban: string; holderName: string; bankCode: string; bankName: string } | null;
  createTime: string;
  reason: string | null;
  /** Why the risk review held it, with the figures (cashier risk-review.ts). */
  riskFlags: Array<{ code: string; params?: Record<string, number> }>;
  /** Other member accounts sharing the player's device or the IBAN. */
  linkedAccounts: Array<{ userId: number; nikeName: string; mobile: string; createTime: string }>;
  events: Array<{ from: string | null; to: string; source: string; actor: string | null; reason: string | null; at: string }>;
}
export interface TCampaign {
  id: number;
  marketId: string;
  kind: string;
  title: string;
  content: string;
  amount: number;
  target: { kind: 'users' | 'market'; count: number | null };
  status: string;
  sendTime: string;
  expireTime: string | null;
  sentCount: number;
  createdBy: string;
  createTime: string;
  finishTime: string | null;
}
export interface TWheelTable {
  id: number;
  market: string;
  version: number;
  currency: string;
  prizes: Array<{ index: number; kind: 'cash' | 'nothing'; amountMinor: number; weight: number; probability: number }>;
  pinnedIndex: number | null;
  expectedCostMinor: number;
  note: string | null;
  createdBy: string;
  createTime: string;
}
export interface TWheelSimulation {
  market: string;
  version: number;
  draws: number;
  expectedCostMinor: number;
  [key: string]: unknown;
}
export interface TSupportConversation {
  userId: number;
  nikeName: string;
  lastText: string;
  lastAuthor: 'player' | 'staff';
  lastTime: string;
  waiting: number;
  total: number;
}
export interface TSupportMessage {
  id: number;
  /** 'system': the automatic "usually answered within N min" note. */
  author: 'player' | 'staff' | 'system';
  text: string;
  createTime: string;
  isRead: boolean;
}
export interface TSupportMessagePage {
  conversationId: number;
  list: TSupportMessage[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}
export interface TPromotionRow {
  slug: string;
  [key: string]: unknown;
}

// ---- back office (api/src/modules/backoffice: /admin/backoffice/*): the shared contract, type-only (erased at
// build time, so the console still loads nothing of the workspace at run time) ----
export type {
  TAdjustment,
  TPlayerAuditEntry,
  TPlayerAuditPage,
  TPlayerBonuses,
  TPlayerMail,
  TPlayerNote,
  TPlayerOrder,
  TPlayerProfile,
  TPlayerRound,
  TPlayerRoundsPage,
  TPlayerSearchResult,
  TPlayerSportTicket,
  TPlayerSummary,
  TStatementLine,
  TStatementPage,
} from '@casino/shared/contracts';
