import type { TRecordsRepository } from './records.repository';
import type { TGameRecordPage, TGameRecordQuery } from './records.schemas';

/** The player's betting records: one row per provider round, from the operator's own round records; sport bets with their slips. */
export const createRecordsService = ({ repo }: { repo: TRecordsRepository }) => ({
  async gameRecords(userId: number, q: TGameRecordQuery): Promise<TGameRecordPage> {
    const filter = { userId, gameId: q.gameId, from: q.startTime, to: q.endTime };
    const offset = (q.page - 1) * q.pageSize;
    const rows = await repo.pageRounds(filter, { limit: q.pageSize, offset });
    const total = offset === 0 && rows.length < q.pageSize ? rows.length : await repo.countRounds(filter);
    return {
      list: rows.map((r) => ({
        roundId: r.roundId,
        gameId: r.gameId,
        gameName: r.gameName ?? '',
        currency: r.currency,
        betMinor: Number(r.betMinor),
        winMinor: Number(r.winMinor),
        refundMinor: Number(r.refundMinor),
        netMinor: Number(r.winMinor + r.refundMinor - r.betMinor),
        status: r.status,
        createTime: r.startedAt.toISOString(),
        updateTime: r.updatedAt.toISOString(),
        ...(r.ticket?.kind
          ? {
              sport: {
                kind: r.ticket.kind,
                status: r.ticket.status,
                oddsX100: r.ticket.oddsX100,
                potentialReturnMinor: Number(r.ticket.potentialReturnMinor),
                winMinor: Number(r.ticket.winMinor),
                legs: r.ticket.legs,
              },
            }
          : {}),
      })),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  },
});

export type TRecordsService = ReturnType<typeof createRecordsService>;
