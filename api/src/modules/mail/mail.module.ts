import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TDomainEventBus } from '../../lib/domain-events';
import type { TLogger } from '../../lib/logger';
import { defineModule } from '../../lib/module';
import type { TPromoCreditFn, TPromoHoldFn } from '../bonus/bonus-credit.service';
import type { TPushHub } from '../push/push.hub';
import type { TLedgerService } from '../wallet/ledger.service';
import { mailAdminRoutes } from './mail-admin.routes';
import { createCampaignService } from './mail-campaign.service';
import { createMailRepository } from './mail.repository';
import { mailRoutes } from './mail.routes';
import { createMailService } from './mail.service';

export interface MailModuleDeps {
  db: Db;
  ledger: Pick<TLedgerService, 'ensurePlayerAccount' | 'transaction' | 'lockPlayer' | 'transfer' | 'playerAccounts'>;
  push: Pick<TPushHub, 'publish'>;
  events: Pick<TDomainEventBus, 'on'>;
  clock: Clock;
  logger: TLogger;
  promoCredit: TPromoCreditFn;
  /** Why the welcome mail's gift waits now (a running bonus): the mail says so and stays claimable. */
  promoHold?: TPromoHoldFn;
  /** A serving process (workers on): a market-wide campaign due now starts at once, off the staff request. */
  background: boolean;
}

/** The mailbox and staff campaigns on one repository; every new player account gets the welcome mail. */
export const createMailModule = (deps: MailModuleDeps) => {
  const repo = createMailRepository(deps.db);
  const mail = createMailService({ repo, ledger: deps.ledger, push: deps.push, clock: deps.clock, logger: deps.logger, promoCredit: deps.promoCredit, promoHold: deps.promoHold });
  const campaigns = createCampaignService({ repo, clock: deps.clock, logger: deps.logger, notify: mail.notify });
  deps.events.on('player.created', async ({ userId }) => {
    await mail.sendWelcome(userId);
  });
  return defineModule({
    mail,
    campaigns,
    routes: async (app) => {
      await app.register(mailRoutes, { mail });
      await app.register(mailAdminRoutes, { campaigns, background: deps.background });
    },
    workers: [campaigns],
  });
};

export type TMailModule = ReturnType<typeof createMailModule>;
