import { REMOTE_NAMES, type RemoteName } from '@casino/shared/contracts';
import { z } from 'zod';
import { MAX_INT32, body, zInt, zText } from '../../lib/schemas';

export const remoteNames = REMOTE_NAMES;
export type TRemoteName = RemoteName;

export const isRemoteName = (value: string): value is TRemoteName => (remoteNames as readonly string[]).includes(value);

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The version name of an unpublished build served from the remote's own origin (seed rows). */
export const DEV_VERSION = 'latest';

const VERSION = /^[\w.+-]{1,64}$/;
export const isValidVersion = (value: string): boolean => VERSION.test(value);
export const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

/** Any market string is accepted by the public registry: an unknown one falls back to the default. */
const ZRequestedMarket = zText({ max: 64, messageKey: 'MARKET_INVALID' }).optional();
/** The device asking (the shell's device number): it decides the side of a canary. */
const ZDevice = zText({ max: 128, messageKey: 'DEVICE_INVALID' }).optional();
/** A preview link's token (verified by the service; a bad one is answered with previewRefused, not an error). */
const ZPreviewToken = z.string().max(4096).optional();
export const ZRegistryQuery = z.object({ market: ZRequestedMarket, device: ZDevice, preview: ZPreviewToken });
export const ZRegistryBody = body({ market: ZRequestedMarket, device: ZDevice, preview: ZPreviewToken });

export const ZMarketId = z
  .string({ error: 'MARKET_INVALID' })
  .trim()
  .regex(/^[a-z0-9_-]{1,32}$/i, 'MARKET_INVALID')
  .transform((v) => v.toLowerCase());
export const ZRemoteName = z.enum(remoteNames, { error: 'REMOTE_INVALID' });
export const ZManifestUrl = z.string({ error: 'MANIFEST_URL_INVALID' }).trim().max(2048).refine(isHttpUrl, 'MANIFEST_URL_INVALID');
export const ZVersion = z.string({ error: 'VERSION_INVALID' }).trim().regex(VERSION, 'VERSION_INVALID');
const ZReason = zText({ min: 3, max: 500, messageKey: 'RELEASE_REASON_INVALID' });
const ZExpectedRevision = zInt(0, MAX_INT32, 'REVISION_INVALID').optional();
const ZPercent = zInt(0, 100, 'CANARY_PERCENT_INVALID');

export const ZAdminListBody = z.preprocess((v) => v ?? {}, z.object({ market: ZMarketId.optional() }));
export const ZAdminAuditBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    market: ZMarketId.optional(),
    remote: ZRemoteName.optional(),
    action: zText({ min: 1, max: 32, messageKey: 'FIELD_INVALID' }).optional(),
    actor: zText({ min: 1, max: 64, messageKey: 'FIELD_INVALID' }).optional(),
    /** Entries older than this id (paging). */
    before: zInt(1, Number.MAX_SAFE_INTEGER, 'FIELD_INVALID').optional(),
    limit: zInt(1, 500, 'FIELD_INVALID').default(50),
  }),
);
export const ZAdminToggleBody = z.object({ market: ZMarketId, remote: ZRemoteName, reason: ZReason.optional(), expectedRevision: ZExpectedRevision });
/** Points a remote at an unpublished build (its dev origin); published versions are pinned instead. */
export const ZAdminSetBody = z.object({ market: ZMarketId, remote: ZRemoteName, manifestUrl: ZManifestUrl, reason: ZReason.optional(), expectedRevision: ZExpectedRevision });
export const ZAdminPinBody = z.object({ market: ZMarketId, remote: ZRemoteName, version: ZVersion, reason: ZReason, expectedRevision: ZExpectedRevision });
export const ZAdminRollbackBody = z.object({ market: ZMarketId, remote: ZRemoteName, reason: ZReason, expectedRevision: ZExpectedRevision });
export const ZAdminCanaryBody = z.object({
  market: ZMarketId,
  remote: ZRemoteName,
  version: ZVersion,
  percent: ZPercent,
  reason: ZReason,
  expectedRevision: ZExpectedRevision,
});
const ZPreviewPair = z.object({ remote: ZRemoteName, version: ZVersion });
/** One (remote, version) pair, or several in `pairs`; ttl like `2h`, `30m` (default 2 h, at most 24 h). */
export const ZAdminPreviewBody = z
  .object({
    market: ZMarketId,
    remote: ZRemoteName.optional(),
    version: ZVersion.optional(),
    pairs: z.array(ZPreviewPair).min(1).max(4).optional(),
    ttl: z.union([z.string().max(16), z.number()]).optional(),
    reason: ZReason,
  })
  .refine((b) => (b.pairs ? !b.remote && !b.version : Boolean(b.remote && b.version)), { message: 'VERSION_INVALID', path: ['version'] });
export const ZAdminPreviewEndBody = z.object({ id: z.string().min(1).max(64), reason: ZReason });
export const ZAdminVersionsBody = z.object({ remote: ZRemoteName });
/** The release page of a remote; with `version`, also "this version vs pinned" (in `market`, else in every market). */
export const ZAdminReleaseBody = z.object({ remote: ZRemoteName, version: ZVersion.optional(), market: ZMarketId.optional() });

const ZSharedRanges = z
  .record(z.string().min(1).max(214), z.string().min(1).max(128), { error: 'SHARED_INVALID' })
  .refine((v) => Object.keys(v).length <= 100, 'SHARED_INVALID');
/** Bytes of compressed JS, per key (an exposed module's path or a route's name): at most 200 keys of 100 characters. */
const ZSizeTable = z
  .record(zText({ min: 1, max: 100, messageKey: 'SIZES_INVALID' }), zInt(0, MAX_INT32, 'SIZES_INVALID'), { error: 'SIZES_INVALID' })
  .refine((table) => Object.keys(table).length <= 200, 'SIZES_INVALID');

/** What a version costs, as tools/lib/size-budget.mjs measures it at publish (TRemoteSizes). */
export const ZRemoteSizes = z.object(
  { unit: z.literal('bytes', { error: 'SIZES_INVALID' }), entry: zInt(0, MAX_INT32, 'SIZES_INVALID'), exposes: ZSizeTable, routes: ZSizeTable },
  { error: 'SIZES_INVALID' },
);

export const ZAdminPublishBody = z.object({
  remote: ZRemoteName,
  version: ZVersion.refine((v) => v !== DEV_VERSION, 'VERSION_INVALID'),
  manifestUrl: ZManifestUrl,
  entryUrl: ZManifestUrl,
  integrity: z.string({ error: 'INTEGRITY_INVALID' }).regex(INTEGRITY, 'INTEGRITY_INVALID'),
  shared: ZSharedRanges,
  routes: z.unknown().optional(),
  gitCommit: z.string({ error: 'FIELD_INVALID' }).regex(/^[0-9a-f]{7,40}$/, 'FIELD_INVALID').optional(),
  gitAuthor: zText({ min: 1, max: 200, messageKey: 'FIELD_INVALID' }).optional(),
  /** When the build was made (ISO time, from its build-info.json or remoteEntry.js's mtime). */
  builtAt: z.iso.datetime({ offset: true, error: 'FIELD_INVALID' }).optional(),
  sizes: ZRemoteSizes.optional(),
  /** Published although over its size budget: why (`pnpm remote publish --over-budget "<reason>"`). */
  overBudgetReason: ZReason.optional(),
});

/** A shell's report of one remote's load or render: one per page session and version (see remote-health.ts). */
export const ZRemoteReportBody = z.object({
  market: ZMarketId,
  remote: ZRemoteName,
  version: ZVersion,
  device: zText({ min: 1, max: 128, messageKey: 'DEVICE_INVALID' }),
  outcome: z.enum(['ok', 'failed'], { error: 'REPORT_INVALID' }),
  /** The first report of this session for this version: it counts a session. */
  first: z.boolean({ error: 'REPORT_INVALID' }).default(true),
  stage: z.enum(['entry', 'integrity', 'origin', 'render'], { error: 'REPORT_INVALID' }).optional(),
  // Runtime errors span lines: kept (for the log) rather than refusing the whole report.
  message: zText({ max: 2000, multiline: true, messageKey: 'REPORT_INVALID' }).optional(),
});

export type TAdminSetInput = z.output<typeof ZAdminSetBody>;
export type TAdminToggleInput = z.output<typeof ZAdminToggleBody>;
export type TAdminPinInput = z.output<typeof ZAdminPinBody>;
export type TAdminRollbackInput = z.output<typeof ZAdminRollbackBody>;
export type TAdminCanaryInput = z.output<typeof ZAdminCanaryBody>;
export type TAdminPublishInput = z.output<typeof ZAdminPublishBody>;
export type TAdminReleaseInput = z.output<typeof ZAdminReleaseBody>;
export type TAdminPreviewInput = z.output<typeof ZAdminPreviewBody>;
export type TAdminPreviewEndInput = z.output<typeof ZAdminPreviewEndBody>;
export type TAdminAuditInput = z.output<typeof ZAdminAuditBody>;
export type TRemoteReport = z.output<typeof ZRemoteReportBody>;

// --- answers: the wire types live in @casino/shared (the shell and the console read the same ones) ---
export type {
  Registry as TRegistry,
  RegistryRemote as TRegistryRemote,
  TFailureFigures,
  TRegistryAuditEntry,
  TRegistryMarketAdmin,
  TRegistryRemoteAdmin,
  TRemoteChange,
  TRemoteVersion,
} from '@casino/shared/contracts';
