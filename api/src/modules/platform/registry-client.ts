import type { Envelope } from '../../lib/envelope';
import type { RegistryPreviewLink } from '@casino/shared/contracts';
import type {
  TAdminPreviewInput,
  TAdminAuditInput,
  TAdminCanaryInput,
  TAdminPinInput,
  TAdminPublishInput,
  TAdminRollbackInput,
  TAdminSetInput,
  TAdminToggleInput,
  TRegistryAuditEntry,
  TRegistryMarketAdmin,
  TRemoteChange,
  TRemoteName,
  TRemoteVersion,
} from './platform.schemas';
import type { TPlatformService } from './platform.service';
import type { TReleaseService } from './releases.service';

/** What the staff CLIs need, over HTTP (API running) or directly on the database (API down). */
export interface TRegistryClient {
  readonly via: 'api' | 'database';
  list(market?: string): Promise<TRegistryMarketAdmin[]>;
  setEnabled(input: TAdminToggleInput, enabled: boolean): Promise<TRemoteChange>;
  set(input: TAdminSetInput): Promise<TRemoteChange>;
  audit(filter: Partial<TAdminAuditInput> & { limit: number }): Promise<TRegistryAuditEntry[]>;
  versions(remote: TRemoteName): Promise<TRemoteVersion[]>;
  publish(input: TAdminPublishInput): Promise<TRemoteVersion>;
  pin(input: TAdminPinInput): Promise<TRemoteChange>;
  rollback(input: TAdminRollbackInput): Promise<TRemoteChange>;
  canary(input: TAdminCanaryInput): Promise<TRemoteChange>;
  /** A signed preview link (the API signs it with its own secret, so only through the running API). */
  preview(input: TAdminPreviewInput): Promise<RegistryPreviewLink>;
}

/** Raised when nothing listens at the API address, so the CLI may fall back to the database. */
export class ApiUnreachableError extends Error {
  override name = 'ApiUnreachableError';
}

/** A refusal from the API, with its localized message. */
export class ApiRefusedError extends Error {
  override name = 'ApiRefusedError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

const isConnectionRefused = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } } | null)?.cause;
  return cause?.code === 'ECONNREFUSED' || (cause?.errors ?? []).some((e) => e.code === 'ECONNREFUSED');
};

export const createHttpRegistryClient = (options: {
  baseUrl: string;
  adminToken: string;
  actor: string;
  lang?: string;
  timeoutMs?: number;
}): TRegistryClient => {
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': options.lang ?? 'en',
          'x-admin-token': options.adminToken,
          'x-admin-actor': options.actor,
        },
        body: JSON.stringify(body),
        // Pin and canary fetch the version's files before answering.
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      if (isConnectionRefused(error)) throw new ApiUnreachableError(`no API at ${options.baseUrl}`);
      throw error;
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!envelope || typeof envelope.success !== 'boolean') {
      throw new ApiRefusedError(`unexpected answer from ${options.baseUrl} (HTTP ${response.status})`, undefined);
    }
    if (!envelope.success) throw new ApiRefusedError(envelope.msg, envelope.code);
    return envelope.resultData as T;
  };
  return {
    via: 'api',
    list: (market) => call('/admin/registry/list', market === undefined ? {} : { market }),
    setEnabled: (input, enabled) => call(enabled ? '/admin/registry/enable' : '/admin/registry/disable', input),
    set: (input) => call('/admin/registry/set', input),
    audit: (filter) => call('/admin/registry/audit', filter),
    versions: (remote) => call('/admin/registry/versions', { remote }),
    publish: (input) => call('/admin/registry/publish', input),
    pin: (input) => call('/admin/registry/pin', input),
    rollback: (input) => call('/admin/registry/rollback', input),
    canary: (input) => call('/admin/registry/canary', input),
    preview: (input) => call('/admin/registry/preview', input),
  };
};

export const createDirectRegistryClient = (services: { platform: TPlatformService; releases: TReleaseService }, actor: string): TRegistryClient => {
  const { platform, releases } = services;
  return {
    via: 'database',
    list: (market) => platform.listRegistry(market),
    setEnabled: (input, enabled) => platform.setRemoteEnabled({ ...input, enabled, actor }),
    set: (input) => platform.setRemote({ ...input, actor }),
    audit: (filter) => platform.listAudit(filter),
    versions: (remote) => releases.listVersions(remote),
    // Without a running system the CDN origin does not answer either: the pin's gate fetches the files later.
    publish: (input) => releases.recordVersion({ ...input, actor }, { verify: false }),
    pin: (input) => releases.pin({ ...input, actor }),
    rollback: (input) => releases.rollback({ ...input, actor }),
    canary: (input) => releases.canary({ ...input, actor }),
    // The link is signed with the running API's secret; this process's would not verify there.
    preview: () => Promise.reject(new Error('preview needs the running API (start it with `pnpm dev` or set REGISTRY_API_URL): the link is signed with its secret')),
  };
};
