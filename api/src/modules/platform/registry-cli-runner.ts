import { parseOrThrow } from '../../lib/validation';
import { describeError, takeFlags, UsageError, withRegistryClient, type CliDeps, type CliIo } from './cli-support';
import {
  ZAdminAuditBody,
  ZAdminCanaryBody,
  ZAdminPinBody,
  ZAdminPreviewBody,
  ZAdminRollbackBody,
  ZAdminSetBody,
  ZAdminToggleBody,
  ZMarketId,
  ZRemoteName,
  type TRegistryAuditEntry,
  type TRegistryMarketAdmin,
  type TRemoteChange,
  type TRemoteVersion,
} from './platform.schemas';
import type { TRegistryClient } from './registry-client';

export type { CliDeps, CliIo } from './cli-support';

export const USAGE = `usage: pnpm registry <command>

  list [market]                                     markets, their remotes, canaries, failure figures
  versions <remote>                                 published versions of a remote, newest first
  pin <market> <remote> <version> --reason <why>    serve a published version to every device of the market
  rollback <market> <remote> --reason <why>         back to the version pinned before the current one
  canary <market> <remote> <version> <percent> --reason <why>
                                                    serve a version to percent % of devices (sticky per device;
                                                    0 ends the canary)
  enable <market> <remote> [--reason <why>]         turn a remote on for a market
  disable <market> <remote> [--reason <why>]        turn a remote off for a market
  set <market> <remote> --url <manifestUrl> [--reason <why>]
                                                    point a remote at an unpublished build (a dev origin)
  preview <market> <remote> <version> [--ttl 2h] --reason <why>
                                                    a signed link that runs the version in the browser that opens
                                                    it only (default 2 h, at most 24 h); printed last
  audit [market] [--remote r] [--action a] [--actor x] [--limit n]
                                                    who changed what, when and why, newest first

Every change takes --revision <n> (the revision \`list\` showed): it is refused if someone changed the remote since.
remotes: lobby, account, mail-rewards, wheel. Publish versions with \`pnpm remote publish <remote>\`.
The CLI talks to the running API (REGISTRY_API_URL, default http://127.0.0.1:$API_PORT) with the staff
token (ADMIN_TOKEN); when no API is running it opens the database directly.`;

type TCommand =
  | { kind: 'list'; market?: string }
  | { kind: 'versions'; remote: string }
  | { kind: 'pin'; body: unknown }
  | { kind: 'rollback'; body: unknown }
  | { kind: 'canary'; body: unknown }
  | { kind: 'enable' | 'disable'; body: unknown }
  | { kind: 'set'; body: unknown }
  | { kind: 'preview'; body: unknown }
  | { kind: 'audit'; market?: string; remote?: string; action?: string; actor?: string; limit: number };

const CHANGE_FLAGS = ['reason', 'revision'] as const;
const revisionOf = (flags: Record<string, string>) => (flags.revision === undefined ? {} : { expectedRevision: flags.revision });
const reasonOf = (flags: Record<string, string>) => (flags.reason === undefined ? {} : { reason: flags.reason });

const exactly = (positional: string[], count: number, usage: string) => {
  if (positional.length !== count) throw new UsageError(usage);
  return positional;
};

export const parseCommand = (argv: readonly string[]): TCommand => {
  const [command, ...rest] = argv;
  switch (command) {
    case 'list': {
      const { positional } = takeFlags(rest, []);
      if (positional.length > 1) throw new UsageError('list takes at most one market');
      return positional[0] === undefined ? { kind: 'list' } : { kind: 'list', market: positional[0] };
    }
    case 'versions': {
      const [remote] = exactly(takeFlags(rest, []).positional, 1, 'versions needs <remote>');
      return { kind: 'versions', remote: remote ?? '' };
    }
    case 'pin': {
      const { positional, flags } = takeFlags(rest, CHANGE_FLAGS);
      const [market, remote, version] = exactly(positional, 3, 'pin needs <market> <remote> <version> --reason <why>');
      return { kind: 'pin', body: { market, remote, version, ...reasonOf(flags), ...revisionOf(flags) } };
    }
    case 'rollback': {
      const { positional, flags } = takeFlags(rest, CHANGE_FLAGS);
      const [market, remote] = exactly(positional, 2, 'rollback needs <market> <remote> --reason <why>');
      return { kind: 'rollback', body: { market, remote, ...reasonOf(flags), ...revisionOf(flags) } };
    }
    case 'canary': {
      const { positional, flags } = takeFlags(rest, CHANGE_FLAGS);
      const [market, remote, version, percent] = exactly(positional, 4, 'canary needs <market> <remote> <version> <percent> --reason <why>');
      return { kind: 'canary', body: { market, remote, version, percent, ...reasonOf(flags), ...revisionOf(flags) } };
    }
    case 'enable':
    case 'disable': {
      const { positional, flags } = takeFlags(rest, CHANGE_FLAGS);
      const [market, remote] = exactly(positional, 2, `${command} needs <market> <remote>`);
      return { kind: command, body: { market, remote, ...reasonOf(flags), ...revisionOf(flags) } };
    }
    case 'set': {
      const { positional, flags } = takeFlags(rest, ['url', ...CHANGE_FLAGS]);
      const [market, remote] = exactly(positional, 2, 'set needs <market> <remote> --url <manifestUrl>');
      if (flags.url === undefined) throw new UsageError('set needs --url <manifestUrl> (published versions are pinned: pnpm registry pin)');
      return { kind: 'set', body: { market, remote, manifestUrl: flags.url, ...reasonOf(flags), ...revisionOf(flags) } };
    }
    case 'preview': {
      const { positional, flags } = takeFlags(rest, ['reason', 'ttl']);
      const [market, remote, version] = exactly(positional, 3, 'preview needs <market> <remote> <version> [--ttl 2h] --reason <why>');
      return { kind: 'preview', body: { market, remote, version, ...reasonOf(flags), ...(flags.ttl === undefined ? {} : { ttl: flags.ttl }) } };
    }
    case 'audit': {
      const { positional, flags } = takeFlags(rest, ['limit', 'remote', 'action', 'actor']);
      const limit = Number(flags.limit ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('--limit must be 1-500');
      if (positional.length > 1) throw new UsageError('audit takes at most one market');
      return {
        kind: 'audit',
        limit,
        ...(positional[0] === undefined ? {} : { market: positional[0] }),
        ...(flags.remote === undefined ? {} : { remote: flags.remote }),
        ...(flags.action === undefined ? {} : { action: flags.action }),
        ...(flags.actor === undefined ? {} : { actor: flags.actor }),
      };
    }
    default:
      throw new UsageError(command === undefined ? 'no command given' : `unknown command "${command}"`);
  }
};

const pct = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

const printMarkets = (io: CliIo, markets: TRegistryMarketAdmin[]) => {
  for (const { market: m, remotes } of markets) {
    io.out(`market ${m.id}  ${m.name}  lang=${m.defaultLang}  currency=${m.currency}${m.isDefault ? '  (default)' : ''}`);
    for (const r of remotes) {
      const version = r.version ?? `dev build ${r.manifestUrl}`;
      const canary = r.canary ? `  canary ${r.canary.version} @ ${r.canary.percent}%` : '';
      const lkg = r.lastKnownGood ? `  last good ${r.lastKnownGood}` : '';
      const compat = r.compat.ok ? '' : `  INCOMPATIBLE: ${r.compat.problems.join('; ')}`;
      io.out(`  ${r.name.padEnd(13)} ${(r.enabled ? 'on' : 'off').padEnd(4)} ${version}${canary}${lkg}  rev ${r.revision}${compat}`);
      for (const [v, f] of Object.entries(r.failure)) io.out(`      ${v}: ${f.failed} failed of ${f.sessions} sessions (${pct(f.rate)})`);
    }
  }
};

const printChange = (io: CliIo, change: TRemoteChange) => {
  const canary = change.canary ? `, canary ${change.canary.version} @ ${change.canary.percent}%` : '';
  io.out(`${change.market}/${change.name}: ${change.enabled ? 'enabled' : 'disabled'}, version ${change.version ?? 'dev build'}${canary}, revision ${change.revision}`);
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const printVersions = (io: CliIo, versions: TRemoteVersion[]) => {
  if (versions.length === 0) io.out('no published versions');
  for (const v of versions) {
    io.out(`${v.version.padEnd(28)} ${v.publishedAt}  ${v.publishedBy}  ${v.gitCommit ?? '-'}  ${v.manifestUrl}`);
    const routes = v.sizes ? Object.values(v.sizes.routes) : [];
    if (v.sizes) io.out(`${''.padEnd(28)} sizes: entry ${kB(v.sizes.entry)}${routes.length ? `, largest route ${kB(Math.max(...routes))}` : ''} (brotli)`);
    if (v.overBudgetReason) io.out(`${''.padEnd(28)} published over its size budget: ${v.overBudgetReason}`);
    io.out(`${''.padEnd(28)} built ${v.builtAt ?? '-'}  published ${v.publishedAt}${v.gitAuthor ? `  author ${v.gitAuthor}` : ''}`);
  }
};

const printAudit = (io: CliIo, entries: TRegistryAuditEntry[]) => {
  if (entries.length === 0) io.out('no registry changes recorded');
  for (const e of entries) {
    io.out(`${e.createdAt}  ${e.actor}  ${e.action}  ${e.marketId}/${e.remoteName}  ${JSON.stringify(e.oldValue)} -> ${JSON.stringify(e.newValue)}${e.reason ? `  (${e.reason})` : ''}`);
  }
};

/** Checks every argument before anything is contacted, so a typo never reaches the database. */
const validate = (command: TCommand): ((client: TRegistryClient, io: CliIo) => Promise<void>) => {
  switch (command.kind) {
    case 'list': {
      const market = command.market === undefined ? undefined : parseOrThrow(ZMarketId, command.market);
      return async (client, io) => printMarkets(io, await client.list(market));
    }
    case 'versions': {
      const remote = parseOrThrow(ZRemoteName, command.remote);
      return async (client, io) => printVersions(io, await client.versions(remote));
    }
    case 'pin': {
      const input = parseOrThrow(ZAdminPinBody, command.body);
      return async (client, io) => printChange(io, await client.pin(input));
    }
    case 'rollback': {
      const input = parseOrThrow(ZAdminRollbackBody, command.body);
      return async (client, io) => printChange(io, await client.rollback(input));
    }
    case 'canary': {
      const input = parseOrThrow(ZAdminCanaryBody, command.body);
      return async (client, io) => printChange(io, await client.canary(input));
    }
    case 'enable':
    case 'disable': {
      const input = parseOrThrow(ZAdminToggleBody, command.body);
      const enabled = command.kind === 'enable';
      return async (client, io) => printChange(io, await client.setEnabled(input, enabled));
    }
    case 'set': {
      const input = parseOrThrow(ZAdminSetBody, command.body);
      return async (client, io) => printChange(io, await client.set(input));
    }
    case 'preview': {
      const input = parseOrThrow(ZAdminPreviewBody, command.body);
      return async (client, io) => {
        const link = await client.preview(input);
        io.out(`preview ${link.id} of ${input.market}: ${input.remote} ${input.version}, until ${link.expiresAt}`);
        io.out('open it in the browser that should run it (others keep the pinned versions):');
        io.out(link.url);
      };
    }
    case 'audit': {
      const { kind: _kind, ...raw } = command;
      const filter = parseOrThrow(ZAdminAuditBody, raw);
      return async (client, io) => printAudit(io, await client.audit(filter));
    }
  }
};

/** Runs one CLI command; returns the process exit code. */
export const runRegistryCli = async (argv: readonly string[], deps: CliDeps): Promise<number> => {
  let run: (client: TRegistryClient, io: CliIo) => Promise<void>;
  try {
    run = validate(parseCommand(argv));
  } catch (error) {
    deps.io.err(error instanceof UsageError ? `error: ${error.message}\n\n${USAGE}` : `error: ${describeError(error)}`);
    return 1;
  }
  return withRegistryClient(deps, (client) => run(client, deps.io));
};
