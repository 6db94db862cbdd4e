// The release registry as staff see it (`/admin/registry/*`): the API answers these, the console and
// `pnpm registry` read them. The public answer the shell boots from is `Registry` (registry.ts).

export interface TFailureFigures {
  sessions: number;
  failed: number;
  rate: number;
}

/** Staff view of one remote of a market (the console and `pnpm registry list`). */
export interface TRegistryRemoteAdmin {
  name: string;
  enabled: boolean;
  /** The pinned published version; null while the market serves the unpublished dev build. */
  version: string | null;
  /** The unpublished build's manifest (used while `version` is null). */
  manifestUrl: string;
  canary: { version: string; percent: number; startedAt: string | null } | null;
  lastKnownGood: string | null;
  revision: number;
  pinnedAt: string | null;
  managedBy: string;
  updatedAt: string;
  compat: { ok: boolean; problems: string[] };
  /** Reports over the automatic rollback's window, per version. */
  failure: Record<string, TFailureFigures>;
}
export interface TRegistryMarketAdmin {
  market: { id: string; name: string; defaultLang: string; currency: string; isDefault: boolean };
  remotes: TRegistryRemoteAdmin[];
}
export interface TRegistryAuditEntry {
  id: number;
  marketId: string;
  remoteName: string;
  action: string;
  actor: string;
  reason: string | null;
  oldValue: unknown;
  newValue: unknown;
  createdAt: string;
}
/**
 * What a version costs a player in compressed JavaScript (bytes a browser receives), measured at publish from its
 * build against the remote's size budget (tools/lib/size-budget.mjs): its container entry, each exposed
 * module, and each route (entry + routes module + the page's chunks: what the route needs beyond the shell).
 */
export interface TRemoteSizes {
  unit: 'bytes';
  entry: number;
  exposes: Record<string, number>;
  routes: Record<string, number>;
}
export interface TRemoteVersion {
  remote: string;
  version: string;
  manifestUrl: string;
  entryUrl: string;
  integrity: string;
  shared: Record<string, string>;
  routes: unknown;
  gitCommit: string | null;
  /** The commit's author, null when unknown. */
  gitAuthor: string | null;
  /** When the build was made (ISO), null for a version published before it was recorded. */
  builtAt: string | null;
  /** Null for a version published before sizes were recorded (or from a build without the stats). */
  sizes: TRemoteSizes | null;
  /** Why it was published over its size budget (`--over-budget "<reason>"`), null when it was within. */
  overBudgetReason: string | null;
  publishedBy: string;
  publishedAt: string;
}
/** A remote row after a staff change. */
export interface TRemoteChange {
  market: string;
  name: string;
  enabled: boolean;
  version: string | null;
  canary: { version: string; percent: number } | null;
  lastKnownGood: string | null;
  revision: number;
}
