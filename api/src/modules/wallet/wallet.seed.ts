import type { Db } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { createPlatformRepository } from '../platform/platform.repository';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService } from './ledger.service';

/** The house and world accounts of every market's currency (idempotent). Player accounts open on first use. */
export const seedWallet = async (db: Db): Promise<void> => {
  const ledger = createLedgerService({ repo: createLedgerRepository(db), clock: systemClock, welcomeGrantMinor: 0n });
  const currencies = new Set((await createPlatformRepository(db).listMarkets()).map((m) => m.currency));
  for (const currency of currencies) await ledger.ensureSystemAccounts(currency);
};
