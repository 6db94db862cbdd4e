import { cardPoints, handValue, type TBjState, type TBlackjackAction, allowedActions } from './blackjack';

/**
 * Basic strategy for 6 decks, dealer stands on soft 17, double after split, no surrender
 * (the published chart). The simulation plays it to measure the house edge; the client may show it as a hint.
 */
const HARD: Record<number, string> = {
  // dealer up:   2 3 4 5 6 7 8 9 T A
  8: 'HHHHHHHHHH',
  9: 'HDDDDHHHHH',
  10: 'DDDDDDDDHH',
  11: 'DDDDDDDDDH',
  12: 'HHSSSHHHHH',
  13: 'SSSSSHHHHH',
  14: 'SSSSSHHHHH',
  15: 'SSSSSHHHHH',
  16: 'SSSSSHHHHH',
};
const SOFT: Record<number, string> = {
  13: 'HHHDDHHHHH',
  14: 'HHHDDHHHHH',
  15: 'HHDDDHHHHH',
  16: 'HHDDDHHHHH',
  17: 'HDDDDHHHHH',
  18: 'SDDDDSSHHH',
  19: 'SSSSSSSSSS',
  20: 'SSSSSSSSSS',
};
const PAIRS: Record<number, string> = {
  2: 'PPPPPPHHHH',
  3: 'PPPPPPHHHH',
  4: 'HHHPPHHHHH',
  5: 'NNNNNNNNNN',
  6: 'PPPPPHHHHH',
  7: 'PPPPPPHHHH',
  8: 'PPPPPPPPPP',
  9: 'PPPPPSPPSS',
  10: 'NNNNNNNNNN',
  11: 'PPPPPPPPPP',
};

export const basicStrategy = (state: TBjState): TBlackjackAction => {
  const allowed = allowedActions(state);
  const hand = state.hands[state.active]!;
  const up = cardPoints(state.dealer[0]!);
  const col = up === 11 ? 9 : up - 2;
  if (allowed.includes('split')) {
    const code = PAIRS[cardPoints(hand.cards[0]!)]?.[col];
    if (code === 'P') return 'split';
    if (code === 'S') return 'stand';
    if (code === 'H') return 'hit';
  }
  const { total, soft } = handValue(hand.cards);
  const row = soft ? (total >= 20 ? 'SSSSSSSSSS' : SOFT[total]) : total <= 8 ? HARD[8] : total >= 17 ? 'SSSSSSSSSS' : HARD[total];
  const code = row?.[col] ?? 'S';
  if (code === 'D') return allowed.includes('double') ? 'double' : soft && total === 18 ? 'stand' : 'hit';
  return code === 'S' ? 'stand' : 'hit';
};
