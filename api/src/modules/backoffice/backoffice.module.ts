import type { TBonusView, ProtectionStaffView } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { defineModule } from '../../lib/module';
import type { TPushHub } from '../push/push.hub';
import type { TLedgerService } from '../wallet/ledger.service';
import { createAdjustmentsService } from './adjustments.service';
import { createBackofficeRepository, type TAuditInput } from './backoffice.repository';
import { backofficeRoutes } from './backoffice.routes';
import { createPlayerActivityRepository } from './player-activity.repository';
import { createPlayer360Repository } from './player-360.repository';
import { createPlayer360Service, type Player360Deps } from './player-360.service';
import { createPlayerActionsService } from './player-actions.service';
import { createPlayerSearchRepository } from './player-search.repository';
import { createPlayerSearchService } from './player-search.service';
import { createReportsAggregator } from './reports.aggregator';
import { createReportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { createStaffQueues } from './staff-queues';
import { staffStreamRoutes } from './staff-stream.routes';

export interface BackofficeModuleDeps {
  db: Db;
  ledger: Pick<TLedgerService, 'transfer' | 'ensurePlayerAccount' | 'balanceOf' | 'playerBalance' | 'playerCurrency'>;
  /** The player's live channel: an approved adjustment moves the header balance at once. */
  push: Pick<TPushHub, 'publish'>;
  protection: { staffView(userId: number): Promise<ProtectionStaffView> };
  /** The cashier's withdrawable read (player 360 shows the player's own figure). */
  payable: Player360Deps['payable'];
  /** Ends every session of a player (auth's session service). */
  revokeSessions: (userId: number) => Promise<void>;
  clock: Clock;
  logger: Pick<TLogger, 'warn'>;
  /** The bonus module's reads of a player's bonuses (player 360's Bonuses tab). */
  bonuses: { active(userId: number): Promise<TBonusView | null>; history(userId: number): Promise<TBonusView[]> };
}

/** The staff back office: find a player, player 360, account actions, adjustments under four eyes, reports. */
export const createBackofficeServices = (deps: BackofficeModuleDeps) => {
  const now = () => deps.clock.now();
  const repo = createBackofficeRepository(deps.db);
  const searchRepo = createPlayerSearchRepository(deps.db);
  const playerExists = async (userId: number) => (await searchRepo.summaries([userId], null)).length > 0;
  const staffQueues = createStaffQueues({ push: deps.push, logger: deps.logger });
  const reportsJob = createReportsAggregator({ db: deps.db, now, logger: deps.logger });
  return {
    /** The reports' hour buckets (the module's worker). */
    reportsJob,
    /** A player's running bonus and bonus history (staff read; an expired bonus is closed by the read, as for the player). */
    async bonusesOf(userId: number) {
      if (!(await playerExists(userId))) throw new AppError('PLAYER_NOT_FOUND');
      const [active, history] = await Promise.all([deps.bonuses.active(userId), deps.bonuses.history(userId)]);
      return { active, history };
    },
    reports: createReportsService({ repo: createReportsRepository(deps.db), aggregator: reportsJob, now }),
    staffQueues,
    /** The player audit staff read in the player 360 (a player's own account closure is written here too). */
    audit: (input: TAuditInput, tx?: Db) => repo.audit(input, tx),
    /** The player of an adjustment (staff per market: the approval of another market's is refused). */
    adjustmentPlayer: (id: number) => repo.adjustmentPlayer(id),
    search: createPlayerSearchService({ search: searchRepo, audit: repo, now }),
    player: createPlayer360Service({ repo: createPlayer360Repository(deps.db), activity: createPlayerActivityRepository(deps.db), backoffice: repo, protection: deps.protection, payable: deps.payable, now }),
    actions: createPlayerActionsService({ repo, revokeSessions: deps.revokeSessions, playerExists, now }),
    adjustments: createAdjustmentsService({ repo, ledger: deps.ledger, push: deps.push, staffQueues, playerExists, now }),
  };
};

export type TBackofficeServices = ReturnType<typeof createBackofficeServices>;

/** The back office wired: its services, the staff routes, the reports and the staff console's stream. */
export const createBackofficeModule = (deps: BackofficeModuleDeps & { hub: Pick<TPushHub, 'subscribe'> }) => {
  const backoffice = createBackofficeServices(deps);
  return defineModule({
    ...backoffice,
    routes: async (app) => {
      await app.register(backofficeRoutes, { backoffice });
      await app.register(reportsRoutes, { reports: backoffice.reports });
      await app.register(staffStreamRoutes, { hub: deps.hub, now: () => deps.clock.now() });
    },
    workers: [backoffice.reportsJob],
  });
};
