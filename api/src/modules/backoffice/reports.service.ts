import { REPORT_DISTINCT_MAX_DAYS, REPORT_TIME_ZONE, type TDailyReport, type TGameReport, type TProviderReportRow, type TReportDay, type TReportFigures } from '@casino/shared/contracts';
import { AppError } from '../../lib/errors';
import { toCsv } from './csv';
import { dayCount, daysBetween, dayStart } from './report-days';
import { HOUR_MS, hourFloor, type TReportsAggregator } from './reports.aggregator';
import type { TDayRow, TReportsRepository } from './reports.repository';

export interface TReportRange {
  market: string;
  /** YYYY-MM-DD, both included (validated by the route's schema: from <= to, at most REPORT_MAX_DAYS). */
  from: string;
  to: string;
}

const zero = (): Omit<TReportFigures, 'activePlayers'> => ({
  betsMinor: 0, winsMinor: 0, ggrMinor: 0, bonusGrantedMinor: 0, bonusConvertedMinor: 0, bonusRemovedMinor: 0, bonusCostMinor: 0,
  cashbackMinor: 0, ngrMinor: 0, depositsMinor: 0, deposits: 0, withdrawalsMinor: 0, withdrawals: 0, registrations: 0, firstDepositors: 0,
});

/** GGR, bonus cost and NGR from the raw sums (one formula for a day and for the total). */
const derive = (f: Omit<TReportFigures, 'activePlayers'>): Omit<TReportFigures, 'activePlayers'> => {
  const ggrMinor = f.betsMinor - f.winsMinor;
  const bonusCostMinor = f.bonusGrantedMinor - f.bonusRemovedMinor;
  return { ...f, ggrMinor, bonusCostMinor, ngrMinor: ggrMinor - bonusCostMinor - f.cashbackMinor };
};

const fromRow = (r: TDayRow): Omit<TReportFigures, 'activePlayers'> =>
  derive({
    ...zero(),
    betsMinor: Number(r.bets), winsMinor: Number(r.wins), bonusGrantedMinor: Number(r.bonusGranted), bonusConvertedMinor: Number(r.bonusConverted),
    bonusRemovedMinor: Number(r.bonusRemoved), cashbackMinor: Number(r.cashback), depositsMinor: Number(r.deposits), deposits: Number(r.depositCount),
    withdrawalsMinor: Number(r.withdrawals), withdrawals: Number(r.withdrawalCount), registrations: Number(r.registrations), firstDepositors: Number(r.firstDepositors),
  });

const SUMMED = ['betsMinor', 'winsMinor', 'bonusGrantedMinor', 'bonusConvertedMinor', 'bonusRemovedMinor', 'cashbackMinor', 'depositsMinor', 'deposits', 'withdrawalsMinor', 'withdrawals', 'registrations', 'firstDepositors'] as const;

/** Columns of the daily CSV: the figures' names, as in the API (a spreadsheet user maps them once). */
const DAILY_COLUMNS = ['day', 'betsMinor', 'winsMinor', 'ggrMinor', 'bonusGrantedMinor', 'bonusConvertedMinor', 'bonusRemovedMinor', 'bonusCostMinor', 'cashbackMinor', 'ngrMinor', 'depositsMinor', 'deposits', 'withdrawalsMinor', 'withdrawals', 'registrations', 'firstDepositors', 'activePlayers'] as const;

/** Minor units as a decimal text (2 places) for the CSV: 12345 -> "123.45", -5 -> "-0.05". */
const decimal = (minor: number): string => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

export interface TReportsServiceDeps {
  repo: TReportsRepository;
  aggregator: Pick<TReportsAggregator, 'computedUntil' | 'rebuild'>;
  now: () => Date;
}

/** A staff refresh rebuilds at most this many days at once (a day at 10M rounds takes seconds). */
export const REPORT_REFRESH_MAX_DAYS = 31;

/** The back office's reports: per day and market, per provider and game, from the hour buckets. */
export const createReportsService = (deps: TReportsServiceDeps) => {
  const currencyOf = async (market: string): Promise<string> => {
    const currency = await deps.repo.marketCurrency(market);
    if (!currency) throw new AppError('MARKET_NOT_FOUND', { params: { market } });
    return currency;
  };
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  /** The range's instants: from the first day's midnight to the midnight after the last day (Europe/Istanbul). */
  const bounds = (r: TReportRange) => ({ start: dayStart(r.from), end: dayStart(nextDay(r.to)) });
  const until = async () => (await deps.aggregator.computedUntil())?.toISOString() ?? null;

  const daily = async (r: TReportRange): Promise<TDailyReport> => {
    const currency = await currencyOf(r.market);
    const { start, end } = bounds(r);
    const rows = new Map((await deps.repo.days(currency, start, end)).map((row) => [row.day, row]));
    const span = dayCount(r.from, r.to);
    const active = await deps.repo.activePlayers(currency, r.from, r.to, span > 1 && span <= REPORT_DISTINCT_MAX_DAYS);
    const days: TReportDay[] = daysBetween(r.from, r.to).map((day) => {
      const row = rows.get(day);
      return { day, ...(row ? fromRow(row) : zero()), activePlayers: active.perDay.get(day) ?? 0 };
    });
    const sums = zero();
    for (const d of days) for (const k of SUMMED) sums[k] += d[k];
    return { market: r.market, currency, from: r.from, to: r.to, timeZone: REPORT_TIME_ZONE, days, total: { ...derive(sums), activePlayers: span === 1 ? (days[0]?.activePlayers ?? 0) : active.total }, computedUntil: await until() };
  };

  const games = async (r: TReportRange): Promise<TGameReport> => {
    const currency = await currencyOf(r.market);
    const { start, end } = bounds(r);
    const rows = (await deps.repo.games(currency, start, end)).map((g) => {
      const betsMinor = Number(g.bets);
      const winsMinor = Number(g.wins);
      return {
        gameId: g.gameId,
        gameName: g.gameName ?? `#${g.gameId}`,
        providerCode: g.providerCode ?? '',
        providerName: g.providerName ?? g.providerCode ?? '',
        rounds: Number(g.rounds),
        betsMinor,
        winsMinor,
        ggrMinor: betsMinor - winsMinor,
      };
    });
    const providers = new Map<string, TProviderReportRow>();
    for (const g of rows) {
      const p = providers.get(g.providerCode) ?? { providerCode: g.providerCode, providerName: g.providerName, games: 0, rounds: 0, betsMinor: 0, winsMinor: 0, ggrMinor: 0 };
      p.games += 1;
      p.rounds += g.rounds;
      p.betsMinor += g.betsMinor;
      p.winsMinor += g.winsMinor;
      p.ggrMinor += g.ggrMinor;
      providers.set(g.providerCode, p);
    }
    return { market: r.market, currency, from: r.from, to: r.to, providers: [...providers.values()].sort((a, b) => b.ggrMinor - a.ggrMinor), games: rows, computedUntil: await until() };
  };

  return {
    daily,
    games,

    /** The report as a CSV file: amounts as decimals in the market's currency, every text cell escaped (csv.ts). */
    async csv(r: TReportRange & { kind: 'daily' | 'games' }): Promise<string> {
      if (r.kind === 'daily') {
        const report = await daily(r);
        const line = (label: string, f: TReportFigures) => DAILY_COLUMNS.map((c) => (c === 'day' ? label : c.endsWith('Minor') ? decimal(f[c as keyof TReportFigures] as number) : (f[c as keyof TReportFigures] as number | null)));
        const header = DAILY_COLUMNS.map((c) => (c === 'deposits' || c === 'withdrawals' ? `${c.slice(0, -1)}Count` : c.replace(/Minor$/, '')));
        return toCsv([...header, 'currency'], [...report.days.map((d) => [...line(d.day, d), report.currency]), [...line('total', report.total), report.currency]]);
      }
      const report = await games(r);
      return toCsv(
        ['provider', 'providerCode', 'game', 'gameId', 'rounds', 'bets', 'wins', 'ggr', 'currency'],
        report.games.map((g) => [g.providerName, g.providerCode, g.gameName, g.gameId, g.rounds, decimal(g.betsMinor), decimal(g.winsMinor), decimal(g.ggrMinor), report.currency]),
      );
    },

    /** Rebuilds the range's hours now (staff's "refresh"): the figures include everything committed so far. */
    async refresh(r: TReportRange): Promise<{ computedUntil: string | null }> {
      await currencyOf(r.market);
      if (dayCount(r.from, r.to) > REPORT_REFRESH_MAX_DAYS) throw new AppError('REPORT_REFRESH_TOO_LONG', { params: { max: REPORT_REFRESH_MAX_DAYS } });
      const { start, end } = bounds(r);
      const nextHour = new Date(hourFloor(deps.now()).getTime() + HOUR_MS);
      if (start < nextHour) await deps.aggregator.rebuild(start, end < nextHour ? end : nextHour);
      return { computedUntil: await until() };
    },
  };
};

export type TReportsService = ReturnType<typeof createReportsService>;
