/**
 * The wire contract between the provider's game client (game-client/) and its server
 * (games.routes.ts). DOM-free and import-free, so both sides compile it. Money is integer minor units.
 */
import type { TEngine } from './catalogue';

export type TLangCode = 'tk' | 'en' | 'zh-CN';

export const playErrorCodes = [
  'BAD_REQUEST',
  'BAD_BET',
  'UNKNOWN_BET_TYPE',
  'BETTING_CLOSED',
  'ROUND_REPLAYED',
  'ROUND_NOT_FOUND',
  'ROUND_OVER',
  'ACTION_NOT_ALLOWED',
  'BAD_CLIENT_SEED',
  'SEED_CHANGED',
  'INSUFFICIENT_FUNDS',
  'SESSION_NOT_FOUND',
  'GAME_NOT_FOUND',
  'LAUNCH_REFUSED',
  'WALLET_REFUSED',
  'LIMIT_EXCEEDED',
  'PLAYER_EXCLUDED',
  'TERMS_NOT_ACCEPTED',
  'BONUS_MAX_BET',
  'WALLET_UNAVAILABLE',
  'FREE_ROUNDS_OVER',
] as const;
export type TPlayErrorCode = (typeof playErrorCodes)[number];

/** Every error answer: a machine code and a message in the session's language. */
export interface TPlayErrorBody {
  error: TPlayErrorCode;
  message: string;
  balanceMinor?: number;
}

export interface TFairView {
  serverSeedHash: string;
  /** Only once the round is over. */
  serverSeed?: string;
  clientSeed: string;
  nonce: number;
}

export interface TRoundView {
  roundId: string;
  engine: TEngine;
  status: 'open' | 'settled' | 'cancelled';
  stakeMinor: number;
  winMinor: number;
  request: Record<string, unknown>;
  /** The engine's public state: hidden parts (hole card, crash point) only once the round is over. */
  state: Record<string, unknown>;
  fair: TFairView;
  /** Real play: false while the win is still on its way to the wallet (it will be credited). */
  credited: boolean;
  createdAt: string;
}

export interface TGameState {
  game: { gameId: number; name: string; code: string; engine: TEngine; skin: string; layout?: 'lines' | 'ways'; live: boolean };
  mode: 'real' | 'demo';
  currency: string;
  lang: TLangCode;
  balanceMinor: number;
  limits: { minStakeMinor: number; maxStakeMinor: number; maxBets: number; chipsMinor: readonly number[] };
  /** The commitment for the next round. */
  fair: TFairView;
  rtpBps: number;
  /** Slots: pays for 3/4/5 of a kind per symbol, in hundredths of a coin (a coin = stake / 20). */
  slotPays?: ReadonlyArray<readonly [number, number, number]>;
  /** A blackjack hand or crash flight still running (resumed after a reload). */
  open: TRoundView | null;
  /** Server time, for the crash client's clock. */
  serverNow: number;
  /** Free rounds the operator granted for this game (real play): the stake is fixed while they run. */
  freeRounds: TFreeRoundsView | null;
}

export interface TPlayAnswer {
  round: TRoundView;
  balanceMinor: number;
  /** The commitment for the next round. */
  fair: TFairView;
  serverNow: number;
  /** The free rounds left after this round (null: none, or no longer). */
  freeRounds: TFreeRoundsView | null;
}

/** What the game shows of a free-rounds grant: "Bedava dönüş {played + 1}/{rounds}" while played < rounds. */
export interface TFreeRoundsView {
  grantId: string;
  rounds: number;
  played: number;
  stakeMinor: number;
  expiresAt: string;
}

/**
 * The provider's free-rounds API for operators (signed like the seamless wallet): `POST /freerounds/create`
 * (idempotent on `reference`), `/freerounds/cancel {reference}`, `/freerounds/get {reference}`.
 */
export interface TFreeRoundsCreate {
  /** The operator's grant reference: the same reference again answers the same grant. */
  reference: string;
  playerId: string;
  currency: string;
  /** The provider's game codes (as sent at launch). */
  gameCodes: string[];
  rounds: number;
  stakeMinor: number;
  expiresAt: string;
}
export interface TFreeRoundsGrant extends TFreeRoundsCreate {
  grantId: string;
  roundsPlayed: number;
  wonMinor: number;
  status: 'active' | 'cancelled' | 'finished' | 'expired';
}
export const freeRoundsErrorCodes = ['BAD_REQUEST', 'GAME_NOT_FOUND', 'GAME_NOT_ELIGIBLE', 'GRANT_NOT_FOUND', 'GRANT_CONFLICT'] as const;
export type TFreeRoundsErrorCode = (typeof freeRoundsErrorCodes)[number];
export interface TFreeRoundsErrorBody {
  error: TFreeRoundsErrorCode;
  message: string;
}
/** The flag on a free round's `win` call to the seamless wallet: no bet opened the round; the grant pays it. */
export interface TFreeRoundWinFlag {
  grantId: string;
  reference: string;
}
