import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import type { TMarketRemoteRow, TPlatformRepository } from './platform.repository';
import { DEV_VERSION, type TRemoteReport } from './platform.schemas';
import { createRemoteChanger, type TChangeRepo } from './remote-change';

export interface TAutoRollbackPolicy {
  /** Sessions a version needs in the window before its failure share means anything. */
  minSessions: number;
  /** Roll back when more than this share of those sessions failed (0-1). */
  failureShare: number;
  windowMs: number;
  /** A pinned version is watched this long after its pin; a canary for as long as it runs. */
  watchMs: number;
}

export interface RemoteHealthDeps {
  repo: TChangeRepo & Pick<TPlatformRepository, 'findRemote' | 'addReport' | 'reportTotals' | 'pruneReports'>;
  clock: Clock;
  logger: TLogger;
  limiter: RateLimiter;
  policy: TAutoRollbackPolicy;
  reportsPerIpPerMinute: number;
}

const MINUTE_MS = 60_000;
const floorToMinute = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
/** Report minutes are kept a day (far beyond any window), then pruned now and then by a report. */
const KEEP_REPORTS_MS = 24 * 60 * MINUTE_MS;
const PRUNE_EVERY = 500;

type TWatch = 'canary' | 'pin';

/**
 * The shells' load/render reports per (market, remote, version) and the automatic rollback: a canary, or a
 * version pinned less than `watchMs` ago, that fails in more than `failureShare` of at least `minSessions`
 * sessions over the sliding window goes back to the market's last known good version by itself.
 */
export const createRemoteHealthService = ({ repo, clock, logger, limiter, policy, reportsPerIpPerMinute }: RemoteHealthDeps) => {
  const changer = createRemoteChanger({ repo, clock, logger });
  let reportsSincePrune = 0;

  /** Why a version of this row is watched, if it is. */
  const watchOf = (row: TMarketRemoteRow, version: string, now: Date): TWatch | null => {
    if (row.canaryVersion === version && row.canaryPercent > 0) return 'canary';
    const fresh = row.pinnedAt !== null && now.getTime() - row.pinnedAt.getTime() < policy.watchMs;
    if (row.version === version && version !== DEV_VERSION && fresh && row.lastKnownGood !== null && row.lastKnownGood !== version) return 'pin';
    return null;
  };

  const figuresOf = async (row: TMarketRemoteRow, version: string, since: Date, tx?: Db) => {
    const [totals] = await repo.reportTotals({ marketId: row.marketId, remote: row.name, version, since }, tx);
    const sessions = totals?.sessions ?? 0;
    const failed = Math.min(totals?.failed ?? 0, sessions);
    return { sessions, failed, rate: sessions === 0 ? 0 : failed / sessions };
  };

  const failing = (f: { sessions: number; rate: number }) => f.sessions >= policy.minSessions && f.rate > policy.failureShare;

  const evaluate = async (row: TMarketRemoteRow, version: string): Promise<boolean> => {
    const now = clock.now();
    const watch = watchOf(row, version, now);
    if (!watch) return false;
    const started = watch === 'canary' ? row.canaryStartedAt : row.pinnedAt;
    const windowStart = new Date(now.getTime() - policy.windowMs);
    const since = started && floorToMinute(started) > windowStart ? floorToMinute(started) : windowStart;
    const f = await figuresOf(row, version, since);
    if (!failing(f)) return false;
    const percent = Math.round(f.rate * 1000) / 10;
    const reason = `${watch === 'canary' ? 'canary' : 'pinned version'} ${version} failed in ${f.failed} of ${f.sessions} sessions (${percent}%) since ${since.toISOString()}; the limit is ${policy.failureShare * 100}% of at least ${policy.minSessions}`;
    const { changed } = await changer.change(
      {
        market: row.marketId,
        remote: row.name,
        actor: 'auto-rollback',
        action: 'auto-rollback',
        reason,
        auditExtra: { rolledBack: version, from: watch, sessions: f.sessions, failed: f.failed, rate: Math.round(f.rate * 10_000) / 10_000, minSessions: policy.minSessions, failureShare: policy.failureShare, since: since.toISOString() },
      },
      (current) => {
        // Under the row lock: another report (or staff) may have acted already.
        const still = watchOf(current, version, clock.now());
        if (still === 'canary') return { canaryVersion: null, canaryPercent: 0, canaryStartedAt: null };
        if (still === 'pin' && current.lastKnownGood !== null) {
          const target = current.lastKnownGood;
          return {
            version: target,
            pinnedAt: clock.now(),
            history: current.history.at(-1) === target ? current.history.slice(0, -1) : current.history,
          };
        }
        return null;
      },
    );
    if (changed) logger.warn({ market: row.marketId, remote: row.name, version, ...f }, 'automatic rollback');
    return changed;
  };

  return {
    /** One report; counts only versions the market serves now (a stale page's report is acknowledged, not counted). */
    async report(input: TRemoteReport, ip: string): Promise<{ counted: boolean; rolledBack: boolean }> {
      await enforceRateLimits(limiter, [{ key: `remote-report:ip:${ip}`, limit: reportsPerIpPerMinute, windowMs: MINUTE_MS }]);
      const row = await repo.findRemote(input.market, input.remote);
      if (!row) throw new AppError('REMOTE_NOT_CONFIGURED', { params: { market: input.market, remote: input.remote } });
      const live = row.version === input.version || (row.canaryVersion === input.version && row.canaryPercent > 0);
      if (!live) return { counted: false, rolledBack: false };
      const now = clock.now();
      await repo.addReport({
        marketId: input.market,
        remote: input.remote,
        version: input.version,
        bucketStart: floorToMinute(now),
        sessions: input.first ? 1 : 0,
        failed: input.outcome === 'failed' ? 1 : 0,
      });
      if (++reportsSincePrune >= PRUNE_EVERY) {
        reportsSincePrune = 0;
        await repo.pruneReports(new Date(now.getTime() - KEEP_REPORTS_MS));
      }
      if (input.outcome === 'failed') {
        logger.info({ market: input.market, remote: input.remote, version: input.version, stage: input.stage, message: input.message }, 'remote failure reported');
        return { counted: true, rolledBack: await evaluate(row, input.version) };
      }
      return { counted: true, rolledBack: false };
    },

    /** Whether a version is fine in a market right now (not failing over the window): the pin keeps it as last known good. */
    async isHealthy(marketId: string, remote: string, version: string, tx?: Db): Promise<boolean> {
      const row = await repo.findRemote(marketId, remote, tx);
      if (!row) return true;
      return !failing(await figuresOf(row, version, new Date(clock.now().getTime() - policy.windowMs), tx));
    },
  };
};

export type TRemoteHealthService = ReturnType<typeof createRemoteHealthService>;
