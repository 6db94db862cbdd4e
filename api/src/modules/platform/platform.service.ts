import type { TAppMode } from '../../config';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { inCanary } from './canary';
import { compatProblems, describeProblem } from './compat';
import type { TMarketRemoteRow, TMarketRow, TPlatformRepository, TRegistryAuditRow, TVersionEntry } from './platform.repository';
import {
  DEV_VERSION,
  isHttpUrl,
  isRemoteName,
  type TAdminAuditInput,
  type TAdminSetInput,
  type TAdminToggleInput,
  type TFailureFigures,
  type TRegistry,
  type TRegistryAuditEntry,
  type TRegistryMarketAdmin,
  type TRegistryRemote,
  type TRegistryRemoteAdmin,
  type TRemoteChange,
} from './platform.schemas';
import { assertOrigin, originOf, type TShellSharedSource } from './release-checks';
import { routePathsOf } from '@casino/shared/contracts';
import { changeOf, createRemoteChanger, type TChangeRepo } from './remote-change';

export interface TReleasePolicy {
  /** Origins of published versions (their entries carry an SRI hash). */
  cdnOrigins: readonly string[];
  /** Origins of unpublished dev builds (no hash): empty in production. */
  devOrigins: readonly string[];
  autoRollback: { windowMs: number };
}

export interface PlatformServiceDeps {
  repo: TChangeRepo &
    Pick<TPlatformRepository, 'findDefaultMarket' | 'listMarkets' | 'listRemotes' | 'listAudit' | 'findEntries' | 'findRoutes' | 'reportTotals'>;
  clock: Clock;
  logger: TLogger;
  mode: TAppMode;
  policy: TReleasePolicy;
  shellShared: TShellSharedSource;
}

const figures = (sessions: number, failed: number): TFailureFigures => ({
  sessions,
  failed,
  rate: sessions === 0 ? 0 : Math.min(1, Math.round((failed / sessions) * 10_000) / 10_000),
});

/** An audit row as the admin API answers it (the audit list, a remote's release page). */
export const toAuditEntry = (r: TRegistryAuditRow): TRegistryAuditEntry => ({
  id: r.id,
  marketId: r.marketId,
  remoteName: r.remoteName,
  action: r.action,
  actor: r.actor,
  reason: r.reason,
  oldValue: r.oldValue,
  newValue: r.newValue,
  createdAt: r.createdAt.toISOString(),
});

export const createPlatformService = ({ repo, clock, logger, policy, shellShared }: PlatformServiceDeps) => {
  const changer = createRemoteChanger({ repo, clock, logger });

  const requireMarket = async (marketId: string): Promise<TMarketRow> => {
    const market = await repo.findMarket(marketId);
    if (!market) throw new AppError('MARKET_NOT_FOUND', { params: { market: marketId } });
    return market;
  };

  const entryKey = (remote: string, version: string) => `${remote}@${version}`;

  /**
   * Where a row's version is, or why it cannot be served. A published version must be on an allowed CDN origin
   * (its hash goes with it); the unpublished dev build only on a dev origin, which production has none of.
   */
  const resolveEntry = (
    row: TMarketRemoteRow,
    version: string,
    entries: Map<string, TVersionEntry>,
  ): { entry: Omit<TRegistryRemote, 'name' | 'channel'> } | { problem: string } => {
    const published = entries.get(entryKey(row.name, version));
    if (published) {
      if (!policy.cdnOrigins.includes(originOf(published.entryUrl) ?? '') || !policy.cdnOrigins.includes(originOf(published.manifestUrl) ?? '')) {
        return { problem: 'published version is not on an allowed CDN origin' };
      }
      return { entry: { version, manifestUrl: published.manifestUrl, entryUrl: published.entryUrl, integrity: published.integrity } };
    }
    if (version !== DEV_VERSION) return { problem: `version ${version} is not published` };
    if (!isHttpUrl(row.manifestUrl)) return { problem: 'manifest URL is not an http(s) URL' };
    if (!policy.devOrigins.includes(originOf(row.manifestUrl) ?? '')) return { problem: 'unpublished build outside the allowed dev origins' };
    return { entry: { version, manifestUrl: row.manifestUrl, entryUrl: new URL('remoteEntry.js', row.manifestUrl).href, integrity: null } };
  };

  const entriesFor = async (rows: TMarketRemoteRow[]) => {
    const pairs = rows.flatMap((r) => [
      ...(r.version !== DEV_VERSION ? [{ remote: r.name, version: r.version }] : []),
      ...(r.canaryVersion && r.canaryPercent > 0 ? [{ remote: r.name, version: r.canaryVersion }] : []),
    ]);
    return new Map((await repo.findEntries(pairs)).map((e) => [entryKey(e.remote, e.version), e]));
  };

  const compatOf = async (row: TMarketRemoteRow, entries: Map<string, TVersionEntry>): Promise<TRegistryRemoteAdmin['compat']> => {
    const versions = [row.version, ...(row.canaryVersion && row.canaryPercent > 0 ? [row.canaryVersion] : [])].filter((v) => v !== DEV_VERSION);
    if (versions.length === 0) return { ok: true, problems: [] };
    let shell;
    try {
      shell = await shellShared.get();
    } catch (error) {
      return { ok: false, problems: [`the shell's shared ranges are unknown: ${error instanceof AppError ? String(error.params.reason) : String(error)}`] };
    }
    const problems = versions.flatMap((v) => {
      const entry = entries.get(entryKey(row.name, v));
      return entry ? compatProblems(entry.shared, shell).map((p) => `${v}: ${describeProblem(p)}`) : [`${v}: not published`];
    });
    return { ok: problems.length === 0, problems };
  };

  /** Disabled remotes with the paths of the version they served (a query only when one is switched off). */
  const switchedOffOf = async (rows: TMarketRemoteRow[]): Promise<TRegistry['switchedOff']> => {
    const named = rows.filter((r) => isRemoteName(r.name));
    const tables = await repo.findRoutes(named.filter((r) => r.version !== DEV_VERSION).map((r) => ({ remote: r.name, version: r.version })));
    return named.map((r) => {
      const dev = r.version === DEV_VERSION && policy.devOrigins.includes(originOf(r.manifestUrl) ?? '');
      return {
        name: r.name as TRegistry['switchedOff'][number]['name'],
        paths: routePathsOf(tables.find((t) => t.remote === r.name && t.version === r.version)?.routes),
        routesUrl: dev ? r.manifestUrl.replace(/mf-manifest\.json$/, 'routes.json') : null,
      };
    });
  };

  const toAdminRemote = async (row: TMarketRemoteRow, entries: Map<string, TVersionEntry>): Promise<TRegistryRemoteAdmin> => {
    const since = new Date(clock.now().getTime() - policy.autoRollback.windowMs);
    const totals = await repo.reportTotals({ marketId: row.marketId, remote: row.name, since });
    return {
      name: row.name,
      enabled: row.enabled,
      version: row.version === DEV_VERSION ? null : row.version,
      manifestUrl: row.manifestUrl,
      canary: row.canaryVersion && row.canaryPercent > 0 ? { version: row.canaryVersion, percent: row.canaryPercent, startedAt: row.canaryStartedAt?.toISOString() ?? null } : null,
      lastKnownGood: row.lastKnownGood,
      revision: row.revision,
      pinnedAt: row.pinnedAt?.toISOString() ?? null,
      managedBy: row.managedBy,
      updatedAt: row.updatedAt.toISOString(),
      compat: await compatOf(row, entries),
      failure: Object.fromEntries(totals.map((t) => [t.version, figures(t.sessions, t.failed)])),
    };
  };

  return {
    /**
     * The enabled remotes of a market, each with its entry and SRI hash; an unknown market falls back to the
     * default one. A device on a remote's canary (canary.ts) gets the canary version.
     */
    async getRegistry(requestedMarket: string | null, device: string | null = null): Promise<TRegistry> {
      let market = requestedMarket ? await repo.findMarket(requestedMarket.toLowerCase()) : undefined;
      if (!market) {
        if (requestedMarket) logger.warn({ requestedMarket }, 'unknown market requested; falling back to the default market');
        market = await repo.findDefaultMarket();
      }
      if (!market) throw new AppError('MARKET_NOT_FOUND', { params: { market: requestedMarket ?? '-' } });
      const all = await repo.listRemotes(market.id);
      const rows = all.filter((r) => r.enabled);
      const entries = await entriesFor(rows);
      const remotes: TRegistryRemote[] = [];
      for (const row of rows) {
        if (!isRemoteName(row.name)) {
          logger.warn({ market: market.id, remote: row.name, problem: 'unknown remote name' }, 'skipping malformed registry row');
          continue;
        }
        const canary = row.canaryVersion && inCanary(device, row.name, row.canaryPercent) ? resolveEntry(row, row.canaryVersion, entries) : null;
        if (canary && 'entry' in canary) {
          remotes.push({ name: row.name, ...canary.entry, channel: 'canary' });
          continue;
        }
        if (canary) logger.warn({ market: market.id, remote: row.name, version: row.canaryVersion, problem: canary.problem }, 'canary version unusable; serving the pinned one');
        const stable = resolveEntry(row, row.version, entries);
        if ('problem' in stable) {
          logger.warn({ market: market.id, remote: row.name, manifestUrl: row.manifestUrl, version: row.version, problem: stable.problem }, 'skipping malformed registry row');
          continue;
        }
        remotes.push({ name: row.name, ...stable.entry, channel: 'stable' });
      }
      return {
        market: { id: market.id, name: market.name, defaultLang: market.defaultLang, currency: market.currency },
        requestedMarket,
        remotes,
        switchedOff: await switchedOffOf(all.filter((r) => !r.enabled)),
        sharedByAllDevices: rows.every((r) => !(r.canaryVersion && r.canaryPercent > 0)),
      };
    },

    /** Staff view: every remote of each market (disabled ones too) with canary, compatibility and live failure figures. */
    async listRegistry(marketId?: string): Promise<TRegistryMarketAdmin[]> {
      const list = marketId ? [await requireMarket(marketId)] : await repo.listMarkets();
      return Promise.all(
        list.map(async (m) => {
          const rows = await repo.listRemotes(m.id);
          const entries = await entriesFor(rows);
          return {
            market: { id: m.id, name: m.name, defaultLang: m.defaultLang, currency: m.currency, isDefault: m.isDefault },
            remotes: await Promise.all(rows.map((r) => toAdminRemote(r, entries))),
          };
        }),
      );
    },

    async setRemoteEnabled(input: TAdminToggleInput & { enabled: boolean; actor: string }): Promise<TRemoteChange> {
      const { row } = await changer.change(
        { ...input, action: input.enabled ? 'enable' : 'disable' },
        (current) => (current.enabled === input.enabled ? null : { enabled: input.enabled, managedBy: 'staff' }),
      );
      return changeOf(row);
    },

    /** Points a remote at an unpublished build (while it serves no published version): allowed origins only. */
    async setRemote(input: TAdminSetInput & { actor: string }): Promise<TRemoteChange> {
      assertOrigin(input.manifestUrl, [...policy.devOrigins, ...policy.cdnOrigins]);
      const { row } = await changer.change({ ...input, action: 'set' }, () => ({ manifestUrl: input.manifestUrl, managedBy: 'staff' }));
      return changeOf(row);
    },

    async listAudit(input: TAdminAuditInput): Promise<TRegistryAuditEntry[]> {
      const rows = await repo.listAudit({
        ...(input.market === undefined ? {} : { marketId: input.market }),
        ...(input.remote === undefined ? {} : { remoteName: input.remote }),
        ...(input.action === undefined ? {} : { action: input.action }),
        ...(input.actor === undefined ? {} : { actor: input.actor }),
        ...(input.before === undefined ? {} : { beforeId: input.before }),
        limit: input.limit,
      });
      return rows.map(toAuditEntry);
    },
  };
};

export type TPlatformService = ReturnType<typeof createPlatformService>;
