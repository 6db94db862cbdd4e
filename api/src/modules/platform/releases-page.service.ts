import type { TReleaseCompare, TReleaseMarket, TReleasePage, TReleaseRun, TReleaseVersion, TRemoteSizes, TSizeDiff } from '@casino/shared/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TPlatformRepository, TRegistryAuditRow, TRemoteVersionRow } from './platform.repository';
import { DEV_VERSION, type TAdminReleaseInput } from './platform.schemas';
import { toAuditEntry } from './platform.service';
import { toVersion } from './releases.service';

/** Reports are kept this long (remote-health.service.ts prunes older minutes): the health shown covers it. */
const HEALTH_WINDOW_MS = 24 * 60 * 60 * 1000;
const AUDIT_LIMIT = 500;

export interface ReleasePageDeps {
  repo: Pick<TPlatformRepository, 'listMarkets' | 'listRemotes' | 'listVersions' | 'findVersion' | 'findMarket' | 'listAudit' | 'reportTotals'>;
  clock: Clock;
}

/** The paths of a recorded routes.json ({ routes: [{ path }] }); anything else has none. */
export const routePathsOf = (routes: unknown): string[] => {
  const list = (routes as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(list)) return [];
  return [...new Set(list.map((r) => (r as { path?: unknown })?.path).filter((p): p is string => typeof p === 'string'))].sort();
};

const diffTable = (a: Record<string, number>, b: Record<string, number>): Record<string, number | null> =>
  Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].sort().map((k) => [k, a[k] === undefined || b[k] === undefined ? null : a[k] - b[k]]));

export const sizeDiffOf = (version: TRemoteSizes | null, pinned: TRemoteSizes | null): TSizeDiff | null =>
  version && pinned ? { entry: version.entry - pinned.entry, exposes: diffTable(version.exposes, pinned.exposes), routes: diffTable(version.routes, pinned.routes) } : null;


/** Whether an audit row concerns `version` (its old or new value names it). */
const mentions = (row: TRegistryAuditRow, version: string): boolean => {
  const names = (v: unknown): boolean => {
    if (v === version) return true;
    if (Array.isArray(v)) return v.some(names);
    if (v && typeof v === 'object') return Object.values(v).some(names);
    return false;
  };
  return names(row.oldValue) || names(row.newValue);
};

/** The release page of a remote (console, `/versions/:remote`): read only, nothing changes. */
export const createReleasePageService = ({ repo, clock }: ReleasePageDeps) => ({
  async releasePage(input: TAdminReleaseInput): Promise<TReleasePage> {
    const { remote } = input;
    if (input.market !== undefined && !(await repo.findMarket(input.market))) throw new AppError('MARKET_NOT_FOUND', { params: { market: input.market } });
    if (input.version !== undefined && !(await repo.findVersion(remote, input.version))) {
      throw new AppError('VERSION_NOT_FOUND', { params: { remote, version: input.version } });
    }
    const [marketRows, versionRows, auditRows] = await Promise.all([
      repo.listMarkets(),
      repo.listVersions(remote),
      repo.listAudit({ remoteName: remote, limit: AUDIT_LIMIT }),
    ]);
    const byVersion = new Map<string, TRemoteVersionRow>(versionRows.map((v) => [v.version, v]));
    const since = new Date(clock.now().getTime() - HEALTH_WINDOW_MS);

    const markets: TReleaseMarket[] = [];
    const health = new Map<string, Record<string, { sessions: number; failed: number; rate: number }>>();
    for (const m of marketRows) {
      const row = (await repo.listRemotes(m.id)).find((r) => r.name === remote);
      if (!row) continue;
      const pinned = row.version === DEV_VERSION ? null : row.version;
      markets.push({
        id: m.id,
        name: m.name,
        enabled: row.enabled,
        pinned,
        canary: row.canaryVersion && row.canaryPercent > 0 ? { version: row.canaryVersion, percent: row.canaryPercent } : null,
      });
      for (const t of await repo.reportTotals({ marketId: m.id, remote, since })) {
        const perMarket = health.get(t.version) ?? {};
        perMarket[m.id] = { sessions: t.sessions, failed: t.failed, rate: t.sessions === 0 ? 0 : Math.min(1, Math.round((t.failed / t.sessions) * 10_000) / 10_000) };
        health.set(t.version, perMarket);
      }
    }

    const versions: TReleaseVersion[] = versionRows.map((row) => {
      const runs: TReleaseRun[] = [];
      const sizeDiff: Record<string, TSizeDiff> = {};
      for (const m of markets) {
        if (m.pinned === row.version) runs.push({ market: m.id, channel: 'pinned', percent: 100 - (m.canary?.percent ?? 0), enabled: m.enabled });
        if (m.canary?.version === row.version) runs.push({ market: m.id, channel: 'canary', percent: m.canary.percent, enabled: m.enabled });
        const pinnedRow = m.pinned ? byVersion.get(m.pinned) : undefined;
        const diff = sizeDiffOf(row.sizes ?? null, pinnedRow?.sizes ?? null);
        if (diff) sizeDiff[m.id] = diff;
      }
      return {
        ...toVersion(row),
        routePaths: routePathsOf(row.routes),
        runs,
        health: health.get(row.version) ?? {},
        sizeDiff,
        audit: auditRows.filter((a) => mentions(a, row.version)).map(toAuditEntry),
      };
    });

    const compare: TReleaseCompare[] = [];
    const chosen = input.version === undefined ? undefined : byVersion.get(input.version);
    if (chosen) {
      for (const m of markets) {
        if (input.market !== undefined && m.id !== input.market) continue;
        const pinnedRow = m.pinned ? byVersion.get(m.pinned) : undefined;
        const names = [...new Set([...Object.keys(chosen.shared), ...Object.keys(pinnedRow?.shared ?? {})])].sort();
        const mine = routePathsOf(chosen.routes);
        const theirs = routePathsOf(pinnedRow?.routes);
        compare.push({
          market: m.id,
          version: chosen.version,
          pinned: m.pinned,
          sizes: { version: chosen.sizes ?? null, pinned: pinnedRow?.sizes ?? null, diff: sizeDiffOf(chosen.sizes ?? null, pinnedRow?.sizes ?? null) },
          shared: names.map((name) => {
            const a = chosen.shared[name] ?? null;
            const b = pinnedRow ? (pinnedRow.shared[name] ?? null) : null;
            return { name, version: a, pinned: b, changed: pinnedRow !== undefined && a !== b };
          }),
          routes: {
            added: pinnedRow ? mine.filter((p) => !theirs.includes(p)) : [],
            removed: theirs.filter((p) => !mine.includes(p)),
            same: pinnedRow ? mine.filter((p) => theirs.includes(p)) : mine,
          },
        });
      }
    }
    return { remote, markets, versions, compare };
  },
});

export type TReleasePageService = ReturnType<typeof createReleasePageService>;
