import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games } from '../games/games.tables';
import { sportTickets } from '../sport/sport.tables';
import { gameRounds } from '../wallet/wallet.tables';

export interface TRoundFilter {
  userId: number;
  gameId?: number;
  from?: Date;
  to?: Date;
}

export const createRecordsRepository = (db: Db) => {
  const where = (f: TRoundFilter): SQL | undefined =>
    and(
      eq(gameRounds.userId, f.userId),
      f.gameId ? eq(gameRounds.gameId, f.gameId) : undefined,
      f.from ? gte(gameRounds.startedAt, f.from) : undefined,
      f.to ? lt(gameRounds.startedAt, f.to) : undefined,
    );
  return {
    pageRounds: (filter: TRoundFilter, page: { limit: number; offset: number }) =>
      db
        .select({
          roundId: gameRounds.roundId,
          gameId: gameRounds.gameId,
          gameName: games.name,
          currency: gameRounds.currency,
          betMinor: gameRounds.betMinor,
          winMinor: gameRounds.winMinor,
          refundMinor: gameRounds.refundMinor,
          status: gameRounds.status,
          startedAt: gameRounds.startedAt,
          updatedAt: gameRounds.updatedAt,
          ticket: {
            kind: sportTickets.kind,
            status: sportTickets.status,
            oddsX100: sportTickets.oddsX100,
            potentialReturnMinor: sportTickets.potentialReturnMinor,
            winMinor: sportTickets.winMinor,
            legs: sportTickets.legs,
          },
        })
        .from(gameRounds)
        .leftJoin(games, eq(games.id, gameRounds.gameId))
        // A sport bet's slip (the same player's round: ownership holds through the join).
        .leftJoin(sportTickets, and(eq(sportTickets.userId, gameRounds.userId), eq(sportTickets.roundId, gameRounds.roundId)))
        .where(where(filter))
        .orderBy(desc(gameRounds.startedAt), desc(gameRounds.roundId))
        .limit(page.limit)
        .offset(page.offset),
    countRounds: async (filter: TRoundFilter): Promise<number> =>
      Number((await db.select({ total: count() }).from(gameRounds).where(where(filter)))[0]?.total ?? 0),
  };
};

export type TRecordsRepository = ReturnType<typeof createRecordsRepository>;
