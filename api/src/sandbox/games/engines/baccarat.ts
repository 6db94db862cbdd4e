import type { TCard } from './cards';
import { rankOf } from './cards';

/**
 * Punto banco from an 8-deck shoe with the standard tableau: naturals (8 or 9) stand; the player
 * draws on 0-5; the banker then draws by its total and the player's third card. Player pays 1:1,
 * banker 1:1 less 5 % commission, tie 8:1 (player and banker bets push on a tie).
 */
export const BACCARAT_DECKS = 8;
export const baccaratBetTypes = ['player', 'banker', 'tie'] as const;
export type TBaccaratBetType = (typeof baccaratBetTypes)[number];
export interface TBaccaratBet {
  type: TBaccaratBetType;
  amountMinor: number;
}

export const pointOf = (card: TCard): number => {
  const r = rankOf(card);
  return r >= 9 ? 0 : r + 1;
};
const total = (cards: readonly TCard[]) => cards.reduce((sum, c) => sum + pointOf(c), 0) % 10;

/** Does the banker draw, given its two-card total and the player's third card (null: the player stood)? */
export const bankerDraws = (bankerTotal: number, playerThird: number | null): boolean => {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
};

export interface TBaccaratCoup {
  player: TCard[];
  banker: TCard[];
  playerTotal: number;
  bankerTotal: number;
  winner: TBaccaratBetType;
}

/** Deals one coup from `draw` (cards in shoe order: player, banker, player, banker, then thirds). */
export const dealBaccarat = (draw: () => TCard): TBaccaratCoup => {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const p2 = total(player);
  const b2 = total(banker);
  if (p2 < 8 && b2 < 8) {
    let playerThird: number | null = null;
    if (p2 <= 5) {
      const card = draw();
      player.push(card);
      playerThird = pointOf(card);
    }
    if (bankerDraws(b2, playerThird)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: TBaccaratBetType = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
};

/** What a bet returns (stake included), in minor units, rounded down. */
export const baccaratReturn = (bet: TBaccaratBet, winner: TBaccaratBetType): number => {
  if (bet.type === 'tie') return winner === 'tie' ? bet.amountMinor * 9 : 0;
  if (winner === 'tie') return bet.amountMinor;
  if (bet.type !== winner) return 0;
  return bet.type === 'banker' ? bet.amountMinor + Math.floor((bet.amountMinor * 95) / 100) : bet.amountMinor * 2;
};

export interface TBaccaratOutcome extends TBaccaratCoup {
  returns: number[];
  winMinor: number;
}

export const playBaccarat = (bets: readonly TBaccaratBet[], draw: () => TCard): TBaccaratOutcome => {
  const coup = dealBaccarat(draw);
  const returns = bets.map((b) => baccaratReturn(b, coup.winner));
  return { ...coup, returns, winMinor: returns.reduce((a, b) => a + b, 0) };
};
