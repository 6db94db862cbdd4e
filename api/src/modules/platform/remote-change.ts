import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TMarketRemoteRow, TPlatformRepository, TRemotePatch } from './platform.repository';
import { DEV_VERSION, type TRemoteChange } from './platform.schemas';

export type TChangeRepo = Pick<TPlatformRepository, 'transaction' | 'findMarket' | 'findRemoteForUpdate' | 'updateRemote' | 'insertRemote' | 'insertAudit'>;

/** How many earlier pins a row remembers for `rollback`. */
export const HISTORY_LIMIT = 20;

/** What the audit log records of a row, before and after a change. */
export const snapshotOf = (row: TMarketRemoteRow | undefined) =>
  row
    ? {
        version: row.version,
        enabled: row.enabled,
        manifestUrl: row.manifestUrl,
        canary: row.canaryVersion && row.canaryPercent > 0 ? { version: row.canaryVersion, percent: row.canaryPercent } : null,
        lastKnownGood: row.lastKnownGood,
        revision: row.revision,
      }
    : null;

export const changeOf = (row: TMarketRemoteRow): TRemoteChange => ({
  market: row.marketId,
  name: row.name,
  enabled: row.enabled,
  version: row.version === DEV_VERSION ? null : row.version,
  canary: row.canaryVersion && row.canaryPercent > 0 ? { version: row.canaryVersion, percent: row.canaryPercent } : null,
  lastKnownGood: row.lastKnownGood,
  revision: row.revision,
});

export interface TChangeRequest {
  market: string;
  remote: string;
  actor: string;
  action: string;
  reason?: string | null;
  /** The revision the caller saw; a different current one is refused (REGISTRY_CONFLICT). */
  expectedRevision?: number | undefined;
  /** Extra figures for the audit entry (the automatic rollback's counts). */
  auditExtra?: Record<string, unknown>;
}

/**
 * One change to a market's remote, with its audit entry, in one transaction. The row is locked (FOR UPDATE)
 * first, so concurrent changes from several API instances serialize in PostgreSQL; a caller that sent the
 * revision it saw gets REGISTRY_CONFLICT instead of silently overwriting a change it did not see.
 * `apply` returns the patch, or null for "nothing to do" (no write, no audit).
 */
export const createRemoteChanger = ({ repo, clock, logger }: { repo: TChangeRepo; clock: Clock; logger: TLogger }) => ({
  change: (request: TChangeRequest, apply: (current: TMarketRemoteRow, tx: Db) => TRemotePatch | null | Promise<TRemotePatch | null>) =>
    repo.transaction(async (tx) => {
      const market = await repo.findMarket(request.market, tx);
      if (!market) throw new AppError('MARKET_NOT_FOUND', { params: { market: request.market } });
      const current = await repo.findRemoteForUpdate(request.market, request.remote, tx);
      if (!current) throw new AppError('REMOTE_NOT_CONFIGURED', { params: { market: request.market, remote: request.remote } });
      if (request.expectedRevision !== undefined && request.expectedRevision !== current.revision) {
        throw new AppError('REGISTRY_CONFLICT', { params: { market: request.market, remote: request.remote, expected: request.expectedRevision, current: current.revision } });
      }
      const patch = await apply(current, tx);
      if (patch === null) return { row: current, changed: false };
      const updated = await repo.updateRemote(request.market, request.remote, { ...patch, updatedAt: clock.now() }, tx);
      if (!updated) throw new Error('registry row vanished inside its transaction');
      const before = snapshotOf(current);
      const after = { ...snapshotOf(updated), ...request.auditExtra };
      await repo.insertAudit(
        {
          marketId: request.market,
          remoteName: request.remote,
          action: request.action,
          actor: request.actor,
          reason: request.reason ?? null,
          oldValue: before,
          newValue: after,
          createdAt: clock.now(),
        },
        tx,
      );
      logger.info({ market: request.market, remote: request.remote, action: request.action, actor: request.actor, reason: request.reason, old: before, new: after }, 'registry changed');
      return { row: updated, changed: true };
    }),
});

export type TRemoteChanger = ReturnType<typeof createRemoteChanger>;
