import os from 'node:os';
import { z } from 'zod';
import type { Config } from '../../config';
import { isAppError } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validation';
import { isMessageKey, translate } from '../../i18n/messages';
import { ports } from '../../lib/ports';
import { ZAdminSetBody, ZAdminToggleBody, ZMarketId, type TRegistryAuditEntry, type TRegistryMarketAdmin } from './platform.schemas';
import { ApiRefusedError, ApiUnreachableError, createHttpRegistryClient, type TRegistryClient, type TRemoteChange } from './registry-client';

export const USAGE = `usage: pnpm --filter @casino/api registry <command>

  list [market]                                   markets and their remotes (disabled ones too)
  enable <market> <remote>                        turn a remote on for a market
  disable <market> <remote>                       turn a remote off for a market
  set <market> <remote> [--url <manifestUrl>] [--version <v>]
                                                  point a remote at a manifest / pin or roll back its version
  audit [market] [--limit <n>]                    who changed what, newest first

remotes: lobby, account, mail-rewards, wheel
The CLI talks to the running API (REGISTRY_API_URL, default http://127.0.0.1:$API_PORT) with the staff
token (ADMIN_TOKEN); when no API is running it opens the database directly.`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export interface CliDeps {
  config: Config;
  env: NodeJS.ProcessEnv;
  io: CliIo;
  /** Opens the platform service on the database, for when the API is not running. */
  openDirect(actor: string): Promise<{ client: TRegistryClient; close(): Promise<void> }>;
}

class UsageError extends Error {}

type TCommand =
  | { kind: 'list'; market?: string }
  | { kind: 'enable' | 'disable'; market: string; remote: string }
  | { kind: 'set'; market: string; remote: string; manifestUrl?: string; version?: string }
  | { kind: 'audit'; market?: string; limit: number };

const takeFlags = (args: string[], allowed: readonly string[]) => {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
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

export const parseCommand = (argv: readonly string[]): TCommand => {
  const [command, ...rest] = argv;
  switch (command) {
    case 'list': {
      const { positional } = takeFlags(rest, []);
      if (positional.length > 1) throw new UsageError('list takes at most one market');
      return positional[0] === undefined ? { kind: 'list' } : { kind: 'list', market: positional[0] };
    }
    case 'enable':
    case 'disable': {
      const { positional } = takeFlags(rest, []);
      const [market, remote] = positional;
      if (market === undefined || remote === undefined || positional.length > 2) {
        throw new UsageError(`${command} needs <market> <remote>`);
      }
      return { kind: command, market, remote };
    }
    case 'set': {
      const { positional, flags } = takeFlags(rest, ['url', 'version']);
      const [market, remote] = positional;
      if (market === undefined || remote === undefined || positional.length > 2) throw new UsageError('set needs <market> <remote>');
      return {
        kind: 'set',
        market,
        remote,
        ...(flags.url === undefined ? {} : { manifestUrl: flags.url }),
        ...(flags.version === undefined ? {} : { version: flags.version }),
      };
    }
    case 'audit': {
      const { positional, flags } = takeFlags(rest, ['limit']);
      const limit = Number(flags.limit ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('--limit must be 1-500');
      return positional[0] === undefined ? { kind: 'audit', limit } : { kind: 'audit', market: positional[0], limit };
    }
    default:
      throw new UsageError(command === undefined ? 'no command given' : `unknown command "${command}"`);
  }
};

const printMarkets = (io: CliIo, markets: TRegistryMarketAdmin[]) => {
  for (const m of markets) {
    io.out(`market ${m.id}  ${m.name}  lang=${m.defaultLang}  currency=${m.currency}${m.isDefault ? '  (default)' : ''}`);
    for (const r of m.remotes) {
      io.out(`  ${r.name.padEnd(13)} ${(r.enabled ? 'on' : 'off').padEnd(4)} ${r.version.padEnd(10)} ${r.manifestUrl}  [${r.managedBy}, ${r.updatedAt}]`);
    }
  }
};

const printChange = (io: CliIo, market: string, change: TRemoteChange) =>
  io.out(`${market}/${change.name}: ${change.enabled ? 'enabled' : 'disabled'}, version ${change.version}, ${change.manifestUrl}`);

const printAudit = (io: CliIo, entries: TRegistryAuditEntry[]) => {
  if (entries.length === 0) io.out('no registry changes recorded');
  for (const e of entries) {
    io.out(`${e.createdAt}  ${e.actor}  ${e.action}  ${e.marketId}/${e.remoteName}  ${JSON.stringify(e.oldValue)} -> ${JSON.stringify(e.newValue)}`);
  }
};

const execute = async (command: TCommand, client: TRegistryClient, io: CliIo) => {
  switch (command.kind) {
    case 'list':
      printMarkets(io, await client.list(command.market));
      return;
    case 'enable':
    case 'disable': {
      const input = parseOrThrow(ZAdminToggleBody, command);
      printChange(io, input.market, await client.setEnabled(input.market, input.remote, command.kind === 'enable'));
      return;
    }
    case 'set': {
      const input = parseOrThrow(ZAdminSetBody, command);
      printChange(io, input.market, await client.set(input));
      return;
    }
    case 'audit':
      printAudit(io, await client.audit(command.market, command.limit));
      return;
  }
};

/** Checks every argument before anything is contacted, so a typo never reaches the database. */
const validate = (command: TCommand) => {
  if ('market' in command && command.market !== undefined) parseOrThrow(ZMarketId, command.market);
  if (command.kind === 'enable' || command.kind === 'disable') parseOrThrow(ZAdminToggleBody, command);
  if (command.kind === 'set') parseOrThrow(ZAdminSetBody, command);
};

const describeError = (error: unknown): string => {
  if (isAppError(error)) {
    const key = error.messageKey !== undefined && isMessageKey(error.messageKey) ? error.messageKey : error.code;
    return translate('en', key, error.params);
  }
  if (error instanceof ApiRefusedError) return error.message;
  return error instanceof Error ? error.message : String(error);
};

/** Runs one CLI command; returns the process exit code. */
export const runRegistryCli = async (argv: readonly string[], deps: CliDeps): Promise<number> => {
  const { io, env, config } = deps;
  let command: TCommand;
  try {
    command = parseCommand(argv);
    validate(command);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message}\n\n${USAGE}`);
      return 1;
    }
    io.err(`error: ${describeError(error)}`);
    return 1;
  }

  const actor = (env.REGISTRY_ACTOR ?? os.userInfo().username).slice(0, 64) || 'staff';
  const baseUrl = z.url().safeParse(env.REGISTRY_API_URL).data ?? `http://127.0.0.1:${ports.api}`;
  const http = createHttpRegistryClient({ baseUrl, adminToken: config.adminToken, actor });
  try {
    await execute(command, http, io);
    io.err(`(via the API at ${baseUrl})`);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiUnreachableError)) {
      io.err(`error: ${describeError(error)}`);
      return 1;
    }
  }

  // No API is listening: only now is it safe to open the database (PGlite allows one process).
  const direct = await deps.openDirect(actor);
  try {
    await execute(command, direct.client, io);
    io.err('(API not running: used the database directly)');
    return 0;
  } catch (error) {
    io.err(`error: ${describeError(error)}`);
    return 1;
  } finally {
    await direct.close();
  }
};
