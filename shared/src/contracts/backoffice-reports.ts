// Wire types of the back office's reports (`/admin/backoffice/reports/*`, api/src/modules/backoffice/reports.*):
// the API answers them (`satisfies`), the staff console reads them (type-only import).

/** The longest range a report covers, in days (a longer one is refused with REPORT_RANGE_TOO_LONG). */
export const REPORT_MAX_DAYS = 366;
/** Active players over a whole range are counted (distinct) only up to this many days; beyond, per day only. */
export const REPORT_DISTINCT_MAX_DAYS = 92;
/** Report days are calendar days in this zone. */
export const REPORT_TIME_ZONE = 'Europe/Istanbul';

/**
 * The books for a period, amounts in minor units. GGR = bets − wins (stakes paid from bonus money included);
 * bonus cost = bonus granted − bonus removed (what the house gave that it did not take back: converted plus
 * still running); NGR = GGR − bonus cost − cashback.
 */
export interface TReportFigures {
  betsMinor: number;
  winsMinor: number;
  ggrMinor: number;
  bonusGrantedMinor: number;
  bonusConvertedMinor: number;
  bonusRemovedMinor: number;
  bonusCostMinor: number;
  cashbackMinor: number;
  ngrMinor: number;
  depositsMinor: number;
  deposits: number;
  withdrawalsMinor: number;
  withdrawals: number;
  registrations: number;
  firstDepositors: number;
  /** Distinct players who staked; null for a range longer than REPORT_DISTINCT_MAX_DAYS (see the days). */
  activePlayers: number | null;
}

export interface TReportDay extends TReportFigures {
  /** YYYY-MM-DD, Europe/Istanbul. */
  day: string;
}

/** `reports/daily {market, from, to}`: one row per day of the range (days without activity included, zero). */
export interface TDailyReport {
  market: string;
  currency: string;
  from: string;
  to: string;
  timeZone: string;
  days: TReportDay[];
  total: TReportFigures;
  /** The reports job has built every hour before this instant (ISO); null before its first run. */
  computedUntil: string | null;
}

/** Settled rounds of one game (at the hour the round started). */
export interface TGameReportRow {
  gameId: number;
  gameName: string;
  providerCode: string;
  providerName: string;
  rounds: number;
  betsMinor: number;
  winsMinor: number;
  ggrMinor: number;
}

export interface TProviderReportRow {
  providerCode: string;
  providerName: string;
  games: number;
  rounds: number;
  betsMinor: number;
  winsMinor: number;
  ggrMinor: number;
}

/** `reports/games {market, from, to}`: per provider and per game, highest GGR first. */
export interface TGameReport {
  market: string;
  currency: string;
  from: string;
  to: string;
  providers: TProviderReportRow[];
  games: TGameReportRow[];
  computedUntil: string | null;
}
