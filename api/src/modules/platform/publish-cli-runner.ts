import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validation';
import { describeError, takeFlags, UsageError, withRegistryClient, type CliDeps } from './cli-support';
import { filesOf, type TCdnStorage } from './cdn-storage';
import { sharedRangesOf } from './compat';
import { ZAdminPublishBody, type TAdminPublishInput } from './platform.schemas';
import { sriOf } from './release-checks';

export const PUBLISH_USAGE = `usage: pnpm remote publish <remote> [--version <v>] [--from <dist folder>] [--commit <sha>] [--over-budget "<reason>"]

Uploads a build of a remote to the CDN origin under /<remote>/<version>/ and records the version (manifest,
entry, SRI hash, shared ranges, route data, sizes, commit, who, when). A version that exists is refused. A build
over its size budget (mf-<remote>/size-budget.json) is refused unless --over-budget gives a reason, which the
version's record keeps. The last line printed is the version. Without --from the remote is built first (when its
sources changed).
remotes: lobby, account, mail-rewards, wheel`;

/** The federation container name a remote's build must carry (as @casino/shared's containerName). */
const containerOf = (remote: string) => `mf_${remote.replace('-', '_')}`;

const readJson = async (file: string): Promise<unknown> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/**
 * When the build was made: `builtAt` of the build-info.json the webpack build writes (tools/webpack/index.cjs),
 * else the modification time of its entry (a build made before build-info.json existed).
 */
export const builtAtOf = async (dir: string, entryName: string): Promise<string | undefined> => {
  try {
    const info = JSON.parse(await readFile(join(dir, 'build-info.json'), 'utf8')) as { builtAt?: unknown };
    if (typeof info.builtAt === 'string' && !Number.isNaN(Date.parse(info.builtAt))) return new Date(info.builtAt).toISOString();
  } catch {
    // no build-info.json: the entry's time below
  }
  try {
    return (await stat(join(dir, entryName))).mtime.toISOString();
  } catch {
    return undefined;
  }
};

/** Everything the record of a version needs, read from its build folder. */
export const describeBuild = async (
  dir: string,
  remote: string,
  version: string,
  storage: TCdnStorage,
  gitCommit?: string,
  budget: { sizes?: unknown; overBudgetReason?: string; gitAuthor?: string } = {},
): Promise<TAdminPublishInput> => {
  const manifest = (await readJson(join(dir, 'mf-manifest.json'))) as { name?: unknown; metaData?: { remoteEntry?: { name?: unknown } } } | null;
  if (manifest?.name !== containerOf(remote)) {
    throw new UsageError(`${dir} is not a build of ${remote}: its manifest names "${String(manifest?.name)}", expected "${containerOf(remote)}"`);
  }
  const entryName = typeof manifest.metaData?.remoteEntry?.name === 'string' ? manifest.metaData.remoteEntry.name : 'remoteEntry.js';
  let entry: Uint8Array;
  try {
    entry = await readFile(join(dir, entryName));
  } catch {
    throw new UsageError(`${dir} has no ${entryName}`);
  }
  let routes: unknown;
  try {
    routes = JSON.parse(await readFile(join(dir, 'routes.json'), 'utf8')) as unknown;
  } catch {
    routes = undefined;
  }
  const builtAt = await builtAtOf(dir, entryName);
  return parseOrThrow(ZAdminPublishBody, {
    remote,
    version,
    manifestUrl: storage.urlOf(remote, version, 'mf-manifest.json'),
    entryUrl: storage.urlOf(remote, version, entryName),
    integrity: sriOf(entry),
    shared: sharedRangesOf(manifest),
    ...(routes === undefined ? {} : { routes }),
    ...(gitCommit ? { gitCommit } : {}),
    ...(budget.gitAuthor ? { gitAuthor: budget.gitAuthor } : {}),
    ...(builtAt ? { builtAt } : {}),
    ...(budget.sizes === undefined ? {} : { sizes: budget.sizes }),
    ...(budget.overBudgetReason === undefined ? {} : { overBudgetReason: budget.overBudgetReason }),
  });
};

/** `--sizes <json>`: the figures tools/remote.mjs measured (tools/lib/size-budget.mjs), checked by the schema. */
const parseSizes = (raw: string | undefined): unknown => {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new UsageError('--sizes is not JSON');
  }
};

/** `publish <remote> --version <v> --dir <build>`: upload, then record; the upload is removed if the record fails. */
export const runPublishCli = async (argv: readonly string[], deps: CliDeps & { storage: TCdnStorage }): Promise<number> => {
  const { io, storage } = deps;
  let input: TAdminPublishInput;
  let dir: string;
  try {
    const [command, ...rest] = argv;
    if (command !== 'publish') throw new UsageError(command === undefined ? 'no command given' : `unknown command "${command}"`);
    const { positional, flags } = takeFlags(rest, ['version', 'dir', 'commit', 'author', 'sizes', 'over-budget']);
    const [remote] = positional;
    if (remote === undefined || positional.length !== 1 || flags.version === undefined || flags.dir === undefined) {
      throw new UsageError('publish needs <remote> --version <v> --dir <build folder>');
    }
    dir = flags.dir;
    // The remote's name and the version are checked before anything is read or contacted.
    parseOrThrow(ZAdminPublishBody.pick({ remote: true, version: true }), { remote, version: flags.version });
    input = await describeBuild(dir, remote, flags.version, storage, flags.commit, {
      sizes: parseSizes(flags.sizes),
      overBudgetReason: flags['over-budget'],
      gitAuthor: flags.author,
    });
  } catch (error) {
    io.err(error instanceof UsageError ? `error: ${error.message}\n\n${PUBLISH_USAGE}` : `error: ${describeError(error)}`);
    return 1;
  }

  return withRegistryClient(deps, async (client) => {
    if ((await client.versions(input.remote)).some((v) => v.version === input.version)) {
      throw new AppError('VERSION_EXISTS', { params: { remote: input.remote, version: input.version } });
    }
    const files = await filesOf(dir);
    await storage.putVersion(input.remote, input.version, files);
    try {
      await client.publish(input);
    } catch (error) {
      await storage.removeVersion(input.remote, input.version);
      throw error;
    }
    io.out(`published ${input.remote} ${input.version}: ${files.length} files`);
    io.out(`  manifest  ${input.manifestUrl}`);
    io.out(`  entry     ${input.entryUrl}  ${input.integrity}`);
    io.out(`  built     ${input.builtAt ?? '-'}  commit ${input.gitCommit ?? '-'}  by ${input.gitAuthor ?? '-'}`);
    if (input.overBudgetReason) io.out(`  over its size budget, recorded reason: ${input.overBudgetReason}`);
    io.out(`  next: pnpm registry canary <market> ${input.remote} ${input.version} <percent> --reason "..."`);
    io.out(input.version);
  });
};
