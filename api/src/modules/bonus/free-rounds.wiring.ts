import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TBonusRepository } from './bonus.repository';
import type { TFreeRoundsProvider } from './free-rounds.client';
import { createFreeRoundsRepository } from './free-rounds.repository';
import { createFreeRoundsService, type FreeRoundsDeps } from './free-rounds.service';
import { createFreeRoundWins, type FreeRoundWinsDeps } from './free-rounds.wins';

/** Free spins in one place for app.ts: the grant outbox and worker, and the seamless wallet's sink for free-round wins. */
export const createFreeRoundsBonus = (deps: {
  db: Db;
  bonusRepo: TBonusRepository;
  ledger: FreeRoundWinsDeps['ledger'] & FreeRoundsDeps['ledger'];
  clock: Clock;
  provider: TFreeRoundsProvider;
  logger?: { warn(obj: object, msg: string): void };
}) => {
  const repo = createFreeRoundsRepository(deps.db);
  return {
    repo,
    service: createFreeRoundsService({ repo, bonusRepo: deps.bonusRepo, ledger: deps.ledger, provider: deps.provider, clock: deps.clock, logger: deps.logger }),
    wins: createFreeRoundWins({ repo, bonusRepo: deps.bonusRepo, ledger: deps.ledger, clock: deps.clock }),
  };
};
