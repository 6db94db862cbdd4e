import type { Envelope } from '../../lib/envelope';
import type { TAdminSetInput, TRegistryAuditEntry, TRegistryMarketAdmin, TRemoteName } from './platform.schemas';
import type { TPlatformService } from './platform.service';

export interface TRemoteChange {
  name: string;
  manifestUrl: string;
  version: string;
  enabled: boolean;
}

/** What the registry CLI needs, over HTTP (API running) or directly on the database (API down). */
export interface TRegistryClient {
  readonly via: 'api' | 'database';
  list(market?: string): Promise<TRegistryMarketAdmin[]>;
  setEnabled(market: string, remote: TRemoteName, enabled: boolean): Promise<TRemoteChange>;
  set(input: TAdminSetInput): Promise<TRemoteChange>;
  audit(market: string | undefined, limit: number): Promise<TRegistryAuditEntry[]>;
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
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
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
    setEnabled: (market, remote, enabled) =>
      call(enabled ? '/admin/registry/enable' : '/admin/registry/disable', { market, remote }),
    set: (input) => call('/admin/registry/set', input),
    audit: (market, limit) => call('/admin/registry/audit', market === undefined ? { limit } : { market, limit }),
  };
};

export const createDirectRegistryClient = (service: TPlatformService, actor: string): TRegistryClient => ({
  via: 'database',
  list: (market) => service.listRegistry(market),
  setEnabled: (market, remote, enabled) => service.setRemoteEnabled({ market, remote, enabled, actor }),
  set: (input) => service.setRemote({ ...input, actor }),
  audit: (market, limit) => service.listAudit({ ...(market === undefined ? {} : { market }), limit }),
});
