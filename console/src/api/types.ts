// The shapes of the staff endpoints the console reads (the API's envelopes' resultData). Every one is the shared
// contract the API answers with: type-only (erased at build time, so the console loads nothing of the workspace
// at run time).

export type {
  // staff accounts and the session (/admin/staff/*)
  TStaffEnrolment,
  TStaffLoginResult,
  TStaffMe,
  TStaffRole,
  TStaffUser,
  // releases (/admin/registry/*)
  TFailureFigures,
  TRegistryAuditEntry,
  TRegistryMarketAdmin,
  TRegistryRemoteAdmin,
  TRemoteVersion,
  TReleaseCompare,
  TReleasePage,
  TReleaseVersion,
  TSizeDiff,
  TRemoteSizes,
  // operations (withdrawal review, mail campaigns, wheel tables)
  TCampaignView,
  TStaffWithdrawal,
  TWheelSimulation,
  TWheelTableView,
  // support (/admin/support/*)
  SupportConversation,
  SupportMessage,
  SupportMessagePage,
  // back office (/admin/backoffice/*)
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

/**
 * A promotion or banner row of `/admin/{promotions,banners}/list`: the API answers its table rows as stored, and
 * the console reads only these fields (the rest is shown as JSON).
 */
export interface TPromotionRow {
  slug: string;
  [key: string]: unknown;
}
