import type { Db } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService } from './ledger.service';

/** The house and world accounts (idempotent). Player accounts open on first use. */
export const seedWallet = (db: Db): Promise<void> =>
  createLedgerService({ repo: createLedgerRepository(db), clock: systemClock, welcomeGrantMinor: 0n }).ensureSystemAccounts();
