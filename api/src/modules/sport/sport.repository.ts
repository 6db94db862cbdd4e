import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRounds } from '../wallet/wallet.tables';
import type { TSportTicketInput, TSportTicketResultInput } from './sport.schemas';
import { sportTickets } from './sport.tables';

export const createSportRepository = (db: Db) => ({
  /** The slip of a new bet (a replayed bet leaves the first one as it is). */
  insertTicket: async (row: { userId: number; roundId: string; gameId: number; stakeMinor: bigint; ticket: TSportTicketInput; at: Date }, tx: Db = db): Promise<void> => {
    await tx
      .insert(sportTickets)
      .values({
        userId: row.userId,
        roundId: row.roundId,
        gameId: row.gameId,
        kind: row.ticket.kind,
        status: 'open',
        stakeMinor: row.stakeMinor,
        oddsX100: Math.min(2_000_000_000, row.ticket.oddsX100),
        potentialReturnMinor: BigInt(row.ticket.potentialReturnMinor),
        legs: row.ticket.legs.map((l) => ({ ...l, result: null })),
        placedAt: row.at,
      })
      .onConflictDoNothing();
  },

  /** Won or lost, with each leg's result; only an open slip moves (a replayed win changes nothing). */
  settleTicket: async (userId: number, roundId: string, result: TSportTicketResultInput, at: Date, tx: Db = db): Promise<void> => {
    const [ticket] = await tx.select().from(sportTickets).where(and(eq(sportTickets.userId, userId), eq(sportTickets.roundId, roundId))).limit(1);
    if (!ticket || ticket.status !== 'open') return;
    const results = new Map(result.legs.map((l) => [l.selectionId, l.result]));
    await tx
      .update(sportTickets)
      .set({ status: result.status, winMinor: BigInt(result.winMinor), legs: ticket.legs.map((l) => ({ ...l, result: results.get(l.selectionId) ?? l.result })), settledAt: at })
      .where(and(eq(sportTickets.userId, userId), eq(sportTickets.roundId, roundId), eq(sportTickets.status, 'open')));
  },

  /** A refunded bet's slip is void, every leg with it; its round is over. Answers whether the round was a sport bet. */
  voidTicket: async (userId: number, roundId: string, at: Date, tx: Db = db): Promise<boolean> => {
    const [ticket] = await tx.select().from(sportTickets).where(and(eq(sportTickets.userId, userId), eq(sportTickets.roundId, roundId))).limit(1);
    if (!ticket) return false;
    if (ticket.status === 'open') {
      await tx
        .update(sportTickets)
        .set({ status: 'void', legs: ticket.legs.map((l) => ({ ...l, result: 'void' as const })), settledAt: at })
        .where(and(eq(sportTickets.userId, userId), eq(sportTickets.roundId, roundId)));
      await tx.update(gameRounds).set({ status: 'closed', updatedAt: at }).where(and(eq(gameRounds.userId, userId), eq(gameRounds.roundId, roundId), sql`${gameRounds.status} = 'open'`));
    }
    return true;
  },
});

export type TSportRepository = ReturnType<typeof createSportRepository>;
