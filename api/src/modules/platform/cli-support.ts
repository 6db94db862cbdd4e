import os from 'node:os';
import { z } from 'zod';
import type { Config } from '../../config';
import { isMessageKey, translate } from '../../i18n/messages';
import { isAppError } from '../../lib/errors';
import { ports } from '../../lib/ports';
import { ApiRefusedError, ApiUnreachableError, createHttpRegistryClient, type TRegistryClient } from './registry-client';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export interface CliDeps {
  config: Config;
  env: NodeJS.ProcessEnv;
  io: CliIo;
  /** Opens the platform services on the database, for when the API is not running. */
  openDirect(actor: string): Promise<{ client: TRegistryClient; close(): Promise<void> }>;
}

export class UsageError extends Error {}

/** `--name value` / `--name=value` options out of the positional arguments. */
export const takeFlags = (args: readonly string[], allowed: readonly string[]) => {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) {
      positional.push(arg);
      continue;
    }
    const name = match[1] ?? '';
    if (!allowed.includes(name)) throw new UsageError(`unknown option --${name}`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    flags[name] = value;
  }
  return { positional, flags };
};

export const describeError = (error: unknown): string => {
  if (isAppError(error)) {
    const key = error.messageKey !== undefined && isMessageKey(error.messageKey) ? error.messageKey : error.code;
    return translate('en', key, error.params);
  }
  if (error instanceof ApiRefusedError) return error.message;
  return error instanceof Error ? error.message : String(error);
};

export const actorOf = (env: NodeJS.ProcessEnv): string => (env.REGISTRY_ACTOR ?? os.userInfo().username).slice(0, 64) || 'staff';

/**
 * Runs `work` against the running API (REGISTRY_API_URL, default the local API) with the staff token; when
 * nothing listens there, against the database directly (PGlite allows one process, so only then).
 * Returns the exit code; errors are printed in English.
 */
export const withRegistryClient = async (deps: CliDeps, work: (client: TRegistryClient) => Promise<void>): Promise<number> => {
  const { io, env, config } = deps;
  const actor = actorOf(env);
  const baseUrl = z.url().safeParse(env.REGISTRY_API_URL).data ?? `http://127.0.0.1:${ports.api}`;
  const http = createHttpRegistryClient({ baseUrl, adminToken: config.adminToken, actor });
  try {
    await work(http);
    io.err(`(via the API at ${baseUrl})`);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiUnreachableError)) {
      io.err(`error: ${describeError(error)}`);
      return 1;
    }
  }
  const direct = await deps.openDirect(actor);
  try {
    await work(direct.client);
    io.err('(API not running: used the database directly)');
    return 0;
  } catch (error) {
    io.err(`error: ${describeError(error)}`);
    return 1;
  } finally {
    await direct.close();
  }
};
