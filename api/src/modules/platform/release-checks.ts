import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { shellSharedOf, type TShellShared } from './compat';

export type TFetch = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;

/** The SRI string of a file: `sha384-<base64>`. */
export const sriOf = (bytes: Uint8Array): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Refuses a URL whose origin is not one of `allowed` (ORIGIN_NOT_ALLOWED names it and the allowed ones). */
export const assertOrigin = (url: string, allowed: readonly string[]): void => {
  const origin = originOf(url);
  if (origin === null || !allowed.includes(origin)) {
    throw new AppError('ORIGIN_NOT_ALLOWED', { params: { url, allowed: allowed.join(', ') || '-' } });
  }
};

const get = async (fetchImpl: TFetch, url: string, timeoutMs: number): Promise<Response> => {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response;
};

/**
 * A version's manifest and entry answer, and the entry is the file its hash was recorded for.
 * Throws VERSION_UNREACHABLE naming what failed.
 */
export const assertReachable = async (
  version: { manifestUrl: string; entryUrl: string; integrity: string; version: string },
  fetchImpl: TFetch,
  timeoutMs = 5_000,
): Promise<void> => {
  const fail = (reason: string): never => {
    throw new AppError('VERSION_UNREACHABLE', { params: { version: version.version, reason } });
  };
  try {
    const manifest = (await (await get(fetchImpl, version.manifestUrl, timeoutMs)).json()) as { metaData?: unknown } | null;
    if (!manifest || typeof manifest !== 'object' || !manifest.metaData) fail(`${version.manifestUrl} is not a federation manifest`);
  } catch (error) {
    if (error instanceof AppError) throw error;
    fail(error instanceof Error ? error.message : String(error));
  }
  let entry: Uint8Array;
  try {
    entry = new Uint8Array(await (await get(fetchImpl, version.entryUrl, timeoutMs)).arrayBuffer());
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if (sriOf(entry) !== version.integrity) fail(`${version.entryUrl} does not match its recorded hash`);
};

export interface TShellSharedSource {
  /** The shared singletons of the shell the markets serve; SHELL_SHARED_UNKNOWN when neither source answers. */
  get(): Promise<TShellShared>;
}

/**
 * The shell's shared ranges from its mf-manifest.json (emitted by its build): over HTTP from the shell's origin,
 * else from the built file on this machine (the CLI without a running system). Cached for a minute.
 */
export const createShellSharedSource = (options: { url: string; file?: string; fetchImpl?: TFetch; clock: Clock; ttlMs?: number }): TShellSharedSource => {
  const fetchImpl = options.fetchImpl ?? ((url, init) => fetch(url, init));
  let cached: { at: number; value: TShellShared } | null = null;
  const read = async (): Promise<TShellShared> => {
    const problems: string[] = [];
    try {
      const value = shellSharedOf(await (await get(fetchImpl, options.url, 3_000)).json());
      if (Object.keys(value).length) return value;
      problems.push(`${options.url} lists no shared singletons`);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    if (options.file) {
      try {
        const value = shellSharedOf(JSON.parse(await readFile(options.file, 'utf8')));
        if (Object.keys(value).length) return value;
      } catch (error) {
        problems.push(`${options.file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    throw new AppError('SHELL_SHARED_UNKNOWN', { params: { reason: problems.join('; ') } });
  };
  return {
    async get() {
      const now = options.clock.now().getTime();
      if (cached && now - cached.at < (options.ttlMs ?? 60_000)) return cached.value;
      const value = await read();
      cached = { at: now, value };
      return value;
    },
  };
};
