// The release page of one remote in the staff console (`POST /admin/registry/release`): every published version
// with where it runs, its health, its sizes against each market's pinned version, and its audit trail.
import type { TFailureFigures, TRegistryAuditEntry, TRemoteSizes, TRemoteVersion } from './registry-admin';

/** Where a version runs in one market now. (Preview links, a later addition, get their own channel here.) */
export interface TReleaseRun {
  market: string;
  channel: 'pinned' | 'canary';
  /** 100 for the pinned side minus the canary's share; the canary's percent for a canary. */
  percent: number;
  enabled: boolean;
}
/** A size difference: this version minus the pinned one, in bytes (null when either has no figure). */
export interface TSizeDiff {
  entry: number | null;
  exposes: Record<string, number | null>;
  routes: Record<string, number | null>;
}
export interface TReleaseVersion extends TRemoteVersion {
  /** Route paths of its routes.json (empty when none was recorded). */
  routePaths: string[];
  runs: TReleaseRun[];
  /** Sessions and failure share per market over the reports kept (24 h). */
  health: Record<string, TFailureFigures>;
  /** Per market whose pinned version is published and has sizes: this version minus it. */
  sizeDiff: Record<string, TSizeDiff>;
  audit: TRegistryAuditEntry[];
}
export interface TReleaseMarket {
  id: string;
  name: string;
  enabled: boolean;
  /** Null while the market serves the unpublished dev build. */
  pinned: string | null;
  canary: { version: string; percent: number } | null;
}
/** "This version vs pinned" in one market. */
export interface TReleaseCompare {
  market: string;
  version: string;
  pinned: string | null;
  sizes: { version: TRemoteSizes | null; pinned: TRemoteSizes | null; diff: TSizeDiff | null };
  shared: Array<{ name: string; version: string | null; pinned: string | null; changed: boolean }>;
  routes: { added: string[]; removed: string[]; same: string[] };
}
export interface TReleasePage {
  remote: string;
  markets: TReleaseMarket[];
  versions: TReleaseVersion[];
  /** With `version` in the request: the comparison in each market (or the one asked for). */
  compare: TReleaseCompare[];
}
