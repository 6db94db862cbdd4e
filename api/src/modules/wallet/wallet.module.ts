import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { defineModule } from '../../lib/module';
import type { TPushHub } from '../push/push.hub';
import { createLaunchTokenService } from './launch-token.service';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService } from './ledger.service';
import { createSeamlessRepository } from './seamless.repository';
import { walletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';

export interface WalletModuleDeps {
  db: Db;
  clock: Clock;
  push: Pick<TPushHub, 'publish'>;
  /** Sandbox mode: the top-up route exists. */
  sandbox: boolean;
  /** What a new player account is credited (sandbox only; 0 in production). */
  welcomeGrantMinor: bigint;
}

/** The ledger (the one money writer), the player's balances, and the game launch tokens. */
export const createWalletModule = ({ db, clock, push, sandbox, welcomeGrantMinor }: WalletModuleDeps) => {
  const ledger = createLedgerService({ repo: createLedgerRepository(db), clock, welcomeGrantMinor });
  const wallet = createWalletService({ ledger });
  const launchTokens = createLaunchTokenService({ repo: createSeamlessRepository(db), ledger, clock });
  return defineModule({
    ledger,
    wallet,
    launchTokens,
    routes: async (app) => {
      await app.register(walletRoutes, { wallet, push, sandbox });
    },
  });
};
