/**
 * The wire contract between the sandbox sportsbook's page (game-client/src/sportsbook) and its
 * server (sportsbook.routes.ts). DOM-free and import-free, so both sides compile it. Money is
 * integer minor units; odds are decimal odds in hundredths (185 = 1.85).
 */
export type TLangCode = 'tk' | 'en' | 'zh-CN';
export type TSport = 'football' | 'basketball' | 'tennis';
/** The odds-change policy of a bet slip: take any new odds, only higher ones, or ask the player. */
export type TOddsPolicy = 'any' | 'higher' | 'none';
export type TBetKind = 'single' | 'acca';
export type TBetStatus = 'pending' | 'open' | 'won' | 'lost' | 'void' | 'cancelled';
export type TLegResult = 'won' | 'lost' | 'void' | null;

export const sportErrorCodes = [
  'BAD_REQUEST',
  'SESSION_NOT_FOUND',
  'LAUNCH_REFUSED',
  'STAKE_TOO_LOW',
  'STAKE_TOO_HIGH',
  'RETURN_TOO_HIGH',
  'TOO_MANY_SELECTIONS',
  'SAME_EVENT',
  'SELECTION_NOT_FOUND',
  'MARKET_SUSPENDED',
  'EVENT_STARTED',
  'EVENT_ENDED',
  'ODDS_CHANGED',
  'DUPLICATE_BET',
  'BET_NOT_FOUND',
  'INSUFFICIENT_FUNDS',
  'LIMIT_EXCEEDED',
  'PLAYER_EXCLUDED',
  'TERMS_NOT_ACCEPTED',
  'WALLET_REFUSED',
  'WALLET_UNAVAILABLE',
  'CONTROLS_OFF',
] as const;
export type TSportErrorCode = (typeof sportErrorCodes)[number];

export interface TSportErrorBody {
  error: TSportErrorCode;
  message: string;
  balanceMinor?: number;
  /** ODDS_CHANGED: the selections' odds now (null: suspended). */
  changes?: Array<{ selectionId: string; oddsX100: number | null }>;
}

/** One outcome of a market: `pick` is a key the page words (home, draw, away, over, under, yes, no). */
export interface TSelectionView {
  id: string;
  pick: 'home' | 'draw' | 'away' | 'over' | 'under' | 'yes' | 'no';
  oddsX100: number;
}

/**
 * A market: `type` with an optional line (over/under total, handicap of the home side).
 * suspended: no bets for now (a goal under review, a price update); closed: its outcome is already known.
 */
export interface TMarketView {
  key: string;
  type: 'match' | 'total' | 'btts' | 'handicap' | 'sets';
  line?: number;
  status: 'open' | 'suspended' | 'closed';
  selections: TSelectionView[];
}

export interface TScoreView {
  home: number;
  away: number;
  /** Tennis: games in the current set; basketball: the quarter. */
  detail?: string;
  /** Football: the match minute; basketball: the game minute. */
  minute?: number;
  period: 'pre' | '1H' | 'HT' | '2H' | 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'S1' | 'S2' | 'S3' | 'FT';
}

export interface TEventView {
  id: string;
  sport: TSport;
  competition: string;
  home: string;
  away: string;
  startsAt: number;
  status: 'prematch' | 'live' | 'finished';
  score: TScoreView;
  markets: TMarketView[];
}

export interface TCompetitionView {
  id: string;
  sport: TSport;
  /** In the session's language. */
  name: string;
  country: string;
}

export interface TBoard {
  /** Simulated time of the board (ms). */
  at: number;
  events: TEventView[];
}

export interface TLimits {
  minStakeMinor: number;
  maxStakeMinor: number;
  maxReturnMinor: number;
  maxSelections: number;
  presetsMinor: readonly number[];
}

export interface TBetLegView {
  selectionId: string;
  eventId: string;
  sport: TSport;
  competition: string;
  event: string;
  startsAt: number;
  marketKey: string;
  pick: TSelectionView['pick'];
  line?: number;
  marketType: TMarketView['type'];
  oddsX100: number;
  live: boolean;
  result: TLegResult;
}

export interface TBetView {
  betId: string;
  kind: TBetKind;
  status: TBetStatus;
  stakeMinor: number;
  /** Combined odds (the product of the legs), in hundredths, rounded down. */
  oddsX100: number;
  potentialReturnMinor: number;
  winMinor: number;
  legs: TBetLegView[];
  placedAt: number;
  settledAt: number | null;
}

export interface TSportState {
  lang: TLangCode;
  currency: string;
  balanceMinor: number;
  limits: TLimits;
  competitions: TCompetitionView[];
  board: TBoard;
  bets: TBetView[];
}

export interface TPlaceBetBody {
  session: string;
  betId: string;
  kind: TBetKind;
  stakeMinor: number;
  policy: TOddsPolicy;
  /** What the slip showed: the odds and whether the event was live then. */
  selections: Array<{ selectionId: string; oddsX100: number; live: boolean }>;
}

export interface TPlaceBetAnswer {
  bet: TBetView;
  balanceMinor: number;
  /** A retry of a bet already placed: nothing moved again. */
  replay: boolean;
}
