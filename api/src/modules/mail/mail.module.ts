import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TDomainEventBus } from '../../lib/domain-events';
import type { TLogger } from '../../lib/logger';
import type { TPromoCreditFn } from '../bonus/bonus-credit.service';
import type { TPushHub } from '../push/push.hub';
import type { TLedgerService } from '../wallet/ledger.service';
import { createCampaignService } from './mail-campaign.service';
import { createMailRepository } from './mail.repository';
import { createMailService } from './mail.service';

export interface MailModuleDeps {
  db: Db;
  ledger: Pick<TLedgerService, 'ensurePlayerAccount' | 'transaction' | 'lockPlayer' | 'transfer'>;
  push: Pick<TPushHub, 'publish'>;
  events: Pick<TDomainEventBus, 'on'>;
  clock: Clock;
  logger: TLogger;
  promoCredit: TPromoCreditFn;
}

/** The mailbox and staff campaigns on one repository; every new player account gets the welcome mail. */
export const createMailModule = (deps: MailModuleDeps) => {
  const repo = createMailRepository(deps.db);
  const mail = createMailService({ repo, ledger: deps.ledger, push: deps.push, clock: deps.clock, logger: deps.logger, promoCredit: deps.promoCredit });
  const campaigns = createCampaignService({ repo, clock: deps.clock, logger: deps.logger, notify: mail.notify });
  deps.events.on('player.created', async ({ userId }) => {
    await mail.sendWelcome(userId);
  });
  return { mail, campaigns };
};

export type TMailModule = ReturnType<typeof createMailModule>;
