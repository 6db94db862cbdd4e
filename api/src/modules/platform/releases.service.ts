import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { compatProblems, describeProblem } from './compat';
import type { TMarketRemoteRow, TPlatformRepository, TRemoteVersionRow } from './platform.repository';
import {
  DEV_VERSION,
  type TAdminCanaryInput,
  type TAdminPinInput,
  type TAdminPublishInput,
  type TAdminRollbackInput,
  type TRemoteChange,
  type TRemoteVersion,
} from './platform.schemas';
import { assertOrigin, assertReachable, type TFetch, type TShellSharedSource } from './release-checks';
import { changeOf, createRemoteChanger, HISTORY_LIMIT, type TChangeRepo } from './remote-change';

export interface ReleaseServiceDeps {
  repo: TChangeRepo & Pick<TPlatformRepository, 'findVersion' | 'listVersions' | 'insertVersion' | 'findRemote'>;
  clock: Clock;
  logger: TLogger;
  cdnOrigins: readonly string[];
  shellShared: TShellSharedSource;
  /** Whether a version is healthy in a market (no failure share above the threshold): decides last known good. */
  isHealthy: (marketId: string, remote: string, version: string, tx?: Db) => Promise<boolean>;
  fetchImpl?: TFetch;
}

export const toVersion = (r: TRemoteVersionRow): TRemoteVersion => ({
  remote: r.remote,
  version: r.version,
  manifestUrl: r.manifestUrl,
  entryUrl: r.entryUrl,
  integrity: r.integrity,
  shared: r.shared,
  routes: r.routes,
  gitCommit: r.gitCommit,
  gitAuthor: r.gitAuthor ?? null,
  builtAt: r.builtAt ? r.builtAt.toISOString() : null,
  sizes: r.sizes ?? null,
  overBudgetReason: r.overBudgetReason ?? null,
  publishedBy: r.publishedBy,
  publishedAt: r.publishedAt.toISOString(),
});

/** Publishing, listing and steering immutable remote versions per market (pin, rollback, canary). */
export const createReleaseService = ({ repo, clock, logger, cdnOrigins, shellShared, isHealthy, fetchImpl = (url, init) => fetch(url, init) }: ReleaseServiceDeps) => {
  const changer = createRemoteChanger({ repo, clock, logger });

  const requireMarket = async (market: string) => {
    if (!(await repo.findMarket(market))) throw new AppError('MARKET_NOT_FOUND', { params: { market } });
  };

  const requireVersion = async (remote: string, version: string): Promise<TRemoteVersionRow> => {
    const row = await repo.findVersion(remote, version);
    if (!row) throw new AppError('VERSION_NOT_FOUND', { params: { remote, version } });
    return row;
  };

  /**
   * The gate before a version goes live anywhere: on an allowed origin, compatible with the shell's shared
   * singletons, and its manifest and entry answer with the recorded hash.
   */
  const gate = async (version: TRemoteVersionRow): Promise<void> => {
    assertOrigin(version.manifestUrl, cdnOrigins);
    assertOrigin(version.entryUrl, cdnOrigins);
    const problems = compatProblems(version.shared, await shellShared.get());
    if (problems.length) {
      throw new AppError('REMOTE_INCOMPATIBLE', { params: { version: version.version, problems: problems.map(describeProblem).join('; ') } });
    }
    await assertReachable(version, fetchImpl);
  };

  /** The version the market served before this change becomes its last known good, unless it was failing. */
  const knownGoodAfter = async (current: TMarketRemoteRow, tx: Db): Promise<string | null> =>
    (await isHealthy(current.marketId, current.name, current.version, tx)) ? current.version : current.lastKnownGood;

  return {
    /** The pin's gate for one (remote, version): VERSION_NOT_FOUND, ORIGIN_NOT_ALLOWED, REMOTE_INCOMPATIBLE, VERSION_UNREACHABLE. */
    async gateVersion(remote: string, version: string): Promise<void> {
      await gate(await requireVersion(remote, version));
    },

    async listVersions(remote: string): Promise<TRemoteVersion[]> {
      return (await repo.listVersions(remote)).map(toVersion);
    },

    /**
     * Records a version whose files are on the CDN. `verify` (the HTTP route) fetches them and checks the hash;
     * the CLI without a running system records what it uploaded, and the pin's gate fetches them later.
     */
    async recordVersion(input: TAdminPublishInput & { actor: string }, options: { verify: boolean }): Promise<TRemoteVersion> {
      assertOrigin(input.manifestUrl, cdnOrigins);
      assertOrigin(input.entryUrl, cdnOrigins);
      if (await repo.findVersion(input.remote, input.version)) throw new AppError('VERSION_EXISTS', { params: { remote: input.remote, version: input.version } });
      if (options.verify) await assertReachable(input, fetchImpl);
      const row = {
        remote: input.remote,
        version: input.version,
        manifestUrl: input.manifestUrl,
        entryUrl: input.entryUrl,
        integrity: input.integrity,
        shared: input.shared,
        routes: input.routes ?? null,
        gitCommit: input.gitCommit ?? null,
        gitAuthor: input.gitAuthor ?? null,
        builtAt: input.builtAt ? new Date(input.builtAt) : null,
        sizes: input.sizes ?? null,
        overBudgetReason: input.overBudgetReason ?? null,
        publishedBy: input.actor,
        publishedAt: clock.now(),
      };
      if (!(await repo.insertVersion(row))) throw new AppError('VERSION_EXISTS', { params: { remote: input.remote, version: input.version } });
      logger.info({ remote: input.remote, version: input.version, actor: input.actor, gitCommit: row.gitCommit, overBudgetReason: row.overBudgetReason }, 'remote version published');
      return toVersion(row);
    },

    /** Serves `version` to every device of the market (a canary of that version ends: it is promoted). */
    async pin(input: TAdminPinInput & { actor: string }): Promise<TRemoteChange> {
      await requireMarket(input.market);
      await gate(await requireVersion(input.remote, input.version));
      const { row } = await changer.change({ ...input, action: 'pin' }, async (current, tx) => {
        const promotesCanary = current.canaryVersion === input.version;
        if (current.version === input.version && !promotesCanary) return null;
        return {
          version: input.version,
          pinnedAt: clock.now(),
          lastKnownGood: current.version === input.version ? current.lastKnownGood : await knownGoodAfter(current, tx),
          history: current.version === input.version ? current.history : [...current.history, current.version].slice(-HISTORY_LIMIT),
          managedBy: 'staff',
          ...(promotesCanary ? { canaryVersion: null, canaryPercent: 0, canaryStartedAt: null } : {}),
        };
      });
      return changeOf(row);
    },

    /** Back to the version pinned before the current one (the unpublished dev build included). */
    async rollback(input: TAdminRollbackInput & { actor: string }): Promise<TRemoteChange> {
      await requireMarket(input.market);
      const seen = await repo.findRemote(input.market, input.remote);
      if (!seen) throw new AppError('REMOTE_NOT_CONFIGURED', { params: { market: input.market, remote: input.remote } });
      const target = seen.history.at(-1);
      if (target === undefined) throw new AppError('NOTHING_TO_ROLL_BACK', { params: { market: input.market, remote: input.remote } });
      if (target !== DEV_VERSION) await gate(await requireVersion(input.remote, target));
      const { row } = await changer.change({ ...input, action: 'rollback' }, (current) => {
        // Someone changed the history since it was read: the gate ran for another target.
        if (current.history.at(-1) !== target) {
          throw new AppError('REGISTRY_CONFLICT', { params: { market: input.market, remote: input.remote, expected: seen.revision, current: current.revision } });
        }
        return { version: target, history: current.history.slice(0, -1), pinnedAt: clock.now(), lastKnownGood: target, managedBy: 'staff' };
      });
      return changeOf(row);
    },

    /** Serves `version` to `percent` % of devices (sticky per device); 0 ends the canary. */
    async canary(input: TAdminCanaryInput & { actor: string }): Promise<TRemoteChange> {
      await requireMarket(input.market);
      if (input.percent === 0) {
        const { row } = await changer.change({ ...input, action: 'canary' }, (current) =>
          current.canaryVersion === null && current.canaryPercent === 0 ? null : { canaryVersion: null, canaryPercent: 0, canaryStartedAt: null },
        );
        return changeOf(row);
      }
      await gate(await requireVersion(input.remote, input.version));
      const { row } = await changer.change({ ...input, action: 'canary' }, (current) => {
        if (current.version === input.version) throw new AppError('VERSION_ALREADY_PINNED', { params: { market: input.market, remote: input.remote, version: input.version } });
        if (current.canaryVersion === input.version && current.canaryPercent === input.percent) return null;
        return {
          canaryVersion: input.version,
          canaryPercent: input.percent,
          // Growing or shrinking the same canary keeps its start (its failure figures run on).
          canaryStartedAt: current.canaryVersion === input.version && current.canaryStartedAt ? current.canaryStartedAt : clock.now(),
          managedBy: 'staff',
        };
      });
      return changeOf(row);
    },
  };
};

export type TReleaseService = ReturnType<typeof createReleaseService>;
