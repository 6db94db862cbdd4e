import type { Db } from '../../db/client';
import type { TLaunchTokenService } from '../wallet/launch-token.service';
import type { TTicketSink } from '../wallet/seamless.service';
import type { TSportRepository } from './sport.repository';
import type { TSportUrlResult } from './sport.schemas';

/**
 * The sportsbook is one product of the operator's catalogue, known to the wallet by this id (its
 * rounds and launch tokens carry it, as a game's do). Far above the games' serial ids, never reused.
 */
export const SPORTSBOOK_GAME_ID = 2_000_000_000;
/** The provider's code for its sportsbook, sent at launch (the provider decides what it shows). */
export const SPORTSBOOK_CODE = 'sportsbook';
export const SPORTSBOOK_NAME = 'Sportsbook';

export interface SportServiceDeps {
  repo: TSportRepository;
  /** Browser-facing origin of the sportsbook provider. */
  sportOrigin: string;
  launchTokens: Pick<TLaunchTokenService, 'issue'>;
  /** Player protection: refuses a launch until 18+ is confirmed, or while the player is excluded. */
  launchGuard?: (userId: number) => Promise<void>;
}

export const createSportService = ({ repo, sportOrigin, launchTokens, launchGuard }: SportServiceDeps) => ({
  /** Ids only: the player by a launch token, the product by its code, the language the page should speak. Real money only. */
  async sportUrl(input: { userId: number; lang: string }): Promise<TSportUrlResult> {
    await launchGuard?.(input.userId);
    const launch = await launchTokens.issue({ userId: input.userId, gameId: SPORTSBOOK_GAME_ID, gameName: SPORTSBOOK_NAME, gameCode: SPORTSBOOK_CODE, mode: 'real' });
    const url = new URL('/sportsbook/launch', sportOrigin);
    url.search = new URLSearchParams({ token: launch.token, lang: input.lang }).toString();
    return { url: url.toString() };
  },

  /** The seamless wallet's sink for the sportsbook's slips. */
  tickets: (): TTicketSink => ({
    placed: (row, tx: Db) => repo.insertTicket(row, tx),
    settled: (userId, roundId, result, at, tx: Db) => repo.settleTicket(userId, roundId, result, at, tx),
    voided: (userId, roundId, at, tx: Db) => repo.voidTicket(userId, roundId, at, tx),
  }),
});

export type TSportService = ReturnType<typeof createSportService>;
