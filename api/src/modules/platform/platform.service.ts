import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TMarketRemoteRow, TMarketRow, TPlatformRepository } from './platform.repository';
import {
  isHttpUrl,
  isRemoteName,
  isValidVersion,
  type TAdminSetInput,
  type TRegistry,
  type TRegistryAuditEntry,
  type TRegistryMarketAdmin,
  type TRegistryRemote,
  type TRemoteName,
} from './platform.schemas';

export interface PlatformServiceDeps {
  repo: Pick<
    TPlatformRepository,
    | 'transaction'
    | 'findMarket'
    | 'findDefaultMarket'
    | 'listMarkets'
    | 'listRemotes'
    | 'findRemoteForUpdate'
    | 'insertRemote'
    | 'updateRemote'
    | 'insertAudit'
    | 'listAudit'
  >;
  clock: Clock;
  logger: TLogger;
}

const snapshot = (row: TMarketRemoteRow | undefined) =>
  row ? { manifestUrl: row.manifestUrl, version: row.version, enabled: row.enabled } : null;

/** A row read back for the public registry, or the reason it is unusable. */
const checkRow = (row: TMarketRemoteRow): { remote: TRegistryRemote } | { problem: string } => {
  if (!isRemoteName(row.name)) return { problem: 'unknown remote name' };
  if (!isHttpUrl(row.manifestUrl)) return { problem: 'manifest URL is not an http(s) URL' };
  if (!isValidVersion(row.version)) return { problem: 'invalid version' };
  return { remote: { name: row.name, manifestUrl: row.manifestUrl, version: row.version } };
};

export const createPlatformService = ({ repo, clock, logger }: PlatformServiceDeps) => {
  const requireMarket = async (marketId: string): Promise<TMarketRow> => {
    const market = await repo.findMarket(marketId);
    if (!market) throw new AppError('MARKET_NOT_FOUND', { params: { market: marketId } });
    return market;
  };

  const toAdminMarket = async (market: TMarketRow): Promise<TRegistryMarketAdmin> => ({
    id: market.id,
    name: market.name,
    defaultLang: market.defaultLang,
    currency: market.currency,
    isDefault: market.isDefault,
    remotes: (await repo.listRemotes(market.id)).map((r) => ({
      name: r.name,
      manifestUrl: r.manifestUrl,
      version: r.version,
      enabled: r.enabled,
      managedBy: r.managedBy,
      updatedAt: r.updatedAt.toISOString(),
    })),
  });

  /** One staff change to a remote row, with its audit entry, in one transaction. */
  const changeRemote = (
    input: { market: string; remote: TRemoteName; actor: string; action: string },
    apply: (current: TMarketRemoteRow | undefined, tx: Db) => Promise<TMarketRemoteRow>,
  ) =>
    repo.transaction(async (tx) => {
      const market = await repo.findMarket(input.market, tx);
      if (!market) throw new AppError('MARKET_NOT_FOUND', { params: { market: input.market } });
      const current = await repo.findRemoteForUpdate(input.market, input.remote, tx);
      const updated = await apply(current, tx);
      await repo.insertAudit(
        {
          marketId: input.market,
          remoteName: input.remote,
          action: input.action,
          actor: input.actor,
          oldValue: snapshot(current),
          newValue: snapshot(updated),
          createdAt: clock.now(),
        },
        tx,
      );
      logger.info(
        { market: input.market, remote: input.remote, action: input.action, actor: input.actor, old: snapshot(current), new: snapshot(updated) },
        'registry changed',
      );
      return { name: updated.name, manifestUrl: updated.manifestUrl, version: updated.version, enabled: updated.enabled };
    });

  return {
    /** The enabled remotes of a market; an unknown market falls back to the default one. */
    async getRegistry(requestedMarket: string | null): Promise<TRegistry> {
      let market = requestedMarket ? await repo.findMarket(requestedMarket.toLowerCase()) : undefined;
      if (!market) {
        if (requestedMarket) logger.warn({ requestedMarket }, 'unknown market requested; falling back to the default market');
        market = await repo.findDefaultMarket();
      }
      if (!market) throw new AppError('MARKET_NOT_FOUND', { params: { market: requestedMarket ?? '-' } });
      const remotes: TRegistryRemote[] = [];
      for (const row of await repo.listRemotes(market.id)) {
        if (!row.enabled) continue;
        const checked = checkRow(row);
        if ('problem' in checked) {
          logger.warn({ market: market.id, remote: row.name, manifestUrl: row.manifestUrl, problem: checked.problem }, 'skipping malformed registry row');
          continue;
        }
        remotes.push(checked.remote);
      }
      return {
        market: { id: market.id, name: market.name, defaultLang: market.defaultLang, currency: market.currency },
        requestedMarket,
        remotes,
      };
    },

    async listRegistry(marketId?: string): Promise<TRegistryMarketAdmin[]> {
      const list = marketId ? [await requireMarket(marketId)] : await repo.listMarkets();
      return Promise.all(list.map(toAdminMarket));
    },

    setRemoteEnabled(input: { market: string; remote: TRemoteName; enabled: boolean; actor: string }) {
      return changeRemote({ ...input, action: input.enabled ? 'enable' : 'disable' }, async (current, tx) => {
        if (!current) {
          throw new AppError('REMOTE_NOT_CONFIGURED', { params: { market: input.market, remote: input.remote } });
        }
        const updated = await repo.updateRemote(
          input.market,
          input.remote,
          { enabled: input.enabled, managedBy: 'staff', updatedAt: clock.now() },
          tx,
        );
        if (!updated) throw new Error('registry row vanished inside its transaction');
        return updated;
      });
    },

    /** Sets the manifest URL and/or the version (pin or roll back). A new row starts disabled. */
    setRemote(input: TAdminSetInput & { actor: string }) {
      return changeRemote({ market: input.market, remote: input.remote, actor: input.actor, action: 'set' }, async (current, tx) => {
        if (!current) {
          if (input.manifestUrl === undefined) {
            throw new AppError('REMOTE_NOT_CONFIGURED', { params: { market: input.market, remote: input.remote } });
          }
          return repo.insertRemote(
            {
              marketId: input.market,
              name: input.remote,
              manifestUrl: input.manifestUrl,
              version: input.version ?? 'latest',
              enabled: false,
              managedBy: 'staff',
              updatedAt: clock.now(),
            },
            tx,
          );
        }
        const updated = await repo.updateRemote(
          input.market,
          input.remote,
          {
            ...(input.manifestUrl === undefined ? {} : { manifestUrl: input.manifestUrl }),
            ...(input.version === undefined ? {} : { version: input.version }),
            managedBy: 'staff',
            updatedAt: clock.now(),
          },
          tx,
        );
        if (!updated) throw new Error('registry row vanished inside its transaction');
        return updated;
      });
    },

    async listAudit(input: { market?: string; limit: number }): Promise<TRegistryAuditEntry[]> {
      const rows = await repo.listAudit({ ...(input.market === undefined ? {} : { marketId: input.market }), limit: input.limit });
      return rows.map((r) => ({
        id: r.id,
        marketId: r.marketId,
        remoteName: r.remoteName,
        action: r.action,
        actor: r.actor,
        oldValue: r.oldValue,
        newValue: r.newValue,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
};

export type TPlatformService = ReturnType<typeof createPlatformService>;
