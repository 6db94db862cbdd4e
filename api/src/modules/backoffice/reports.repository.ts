import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Sums of hour buckets as text (bigint sums exceed int4; converted to numbers by the service). */
export interface TDayRow {
  day: string;
  bets: string;
  wins: string;
  bonusGranted: string;
  bonusConverted: string;
  bonusRemoved: string;
  cashback: string;
  deposits: string;
  depositCount: string;
  withdrawals: string;
  withdrawalCount: string;
  registrations: string;
  firstDepositors: string;
}

export interface TGameRow {
  gameId: number;
  gameName: string | null;
  providerCode: string | null;
  providerName: string | null;
  rounds: string;
  bets: string;
  wins: string;
}

/** Reads of the reports' buckets (written by reports.aggregator.ts); [from, to) are instants on hour boundaries. */
export const createReportsRepository = (db: Db) => ({
  async days(currency: string, from: Date, to: Date): Promise<TDayRow[]> {
    return rowsOf<TDayRow>(
      await db.execute(sql`
        select to_char((hour at time zone 'Europe/Istanbul')::date, 'YYYY-MM-DD') as day,
          sum(bets_minor)::text as bets, sum(wins_minor)::text as wins,
          sum(bonus_granted_minor)::text as "bonusGranted", sum(bonus_converted_minor)::text as "bonusConverted", sum(bonus_removed_minor)::text as "bonusRemoved",
          sum(cashback_minor)::text as cashback, sum(deposits_minor)::text as deposits, sum(deposits)::text as "depositCount",
          sum(withdrawals_minor)::text as withdrawals, sum(withdrawals)::text as "withdrawalCount",
          sum(registrations)::text as registrations, sum(first_depositors)::text as "firstDepositors"
        from report_hours
        where currency = ${currency} and hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz
        group by 1 order by 1`),
    );
  },

  /** Active players per day, and over the whole range (distinct) when `distinct` is set. */
  async activePlayers(currency: string, fromDay: string, toDay: string, distinct: boolean): Promise<{ perDay: Map<string, number>; total: number | null }> {
    const perDay = rowsOf<{ day: string; n: string }>(
      await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, count(*)::text as n from report_day_players
        where currency = ${currency} and day between ${fromDay}::date and ${toDay}::date group by day`),
    );
    let total: number | null = null;
    if (distinct) {
      const [row] = rowsOf<{ n: string }>(
        await db.execute(sql`select count(distinct user_id)::text as n from report_day_players where currency = ${currency} and day between ${fromDay}::date and ${toDay}::date`),
      );
      total = Number(row?.n ?? 0);
    }
    return { perDay: new Map(perDay.map((r) => [r.day, Number(r.n)])), total };
  },

  async games(currency: string, from: Date, to: Date): Promise<TGameRow[]> {
    return rowsOf<TGameRow>(
      await db.execute(sql`
        select h.game_id as "gameId", g.name as "gameName", g.firm_code as "providerCode", p.name as "providerName",
          sum(h.rounds)::text as rounds, sum(h.bets_minor)::text as bets, sum(h.wins_minor)::text as wins
        from report_game_hours h
        left join games g on g.id = h.game_id
        left join game_providers p on p.code = g.firm_code
        where h.currency = ${currency} and h.hour >= ${from.toISOString()}::timestamptz and h.hour < ${to.toISOString()}::timestamptz
        group by h.game_id, g.name, g.firm_code, p.name
        order by sum(h.bets_minor) - sum(h.wins_minor) desc, h.game_id`),
    );
  },

  async marketCurrency(marketId: string): Promise<string | null> {
    const [row] = rowsOf<{ currency: string }>(await db.execute(sql`select currency from markets where id = ${marketId}`));
    return row?.currency ?? null;
  },
});

export type TReportsRepository = ReturnType<typeof createReportsRepository>;
