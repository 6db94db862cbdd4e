import { rankOf, type TCard } from './cards';

/**
 * Blackjack from a 6-deck shoe (shuffled for every round). House rules, shown in the game:
 * dealer stands on all 17s (S17) and peeks for blackjack under an ace or a ten; blackjack pays 3:2;
 * double on any first two cards, also after a split; one split of any pair of equal value (two
 * hands); split aces take one card each; a split hand's 21 is not a blackjack; no insurance, no
 * surrender. A hand that busts loses at once; the dealer draws only if a hand is still standing.
 */
export const BLACKJACK_DECKS = 6;
export const blackjackActions = ['hit', 'stand', 'double', 'split'] as const;
export type TBlackjackAction = (typeof blackjackActions)[number];

export interface TBjHand {
  cards: TCard[];
  stakeMinor: number;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
}
export interface TBjResult {
  outcome: 'blackjack' | 'win' | 'push' | 'lose' | 'bust';
  returnMinor: number;
}
export interface TBjState {
  /** How many cards of the round's shoe are dealt. */
  next: number;
  dealer: TCard[];
  hands: TBjHand[];
  active: number;
  phase: 'player' | 'settled';
  results: TBjResult[];
  winMinor: number;
}

export const cardPoints = (card: TCard): number => {
  const r = rankOf(card);
  return r === 0 ? 11 : r >= 9 ? 10 : r + 1;
};

export const handValue = (cards: readonly TCard[]): { total: number; soft: boolean } => {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const p = cardPoints(c);
    total += p;
    if (p === 11) aces++;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
};

const isBlackjack = (hand: { cards: readonly TCard[]; fromSplit?: boolean }) => hand.cards.length === 2 && !hand.fromSplit && handValue(hand.cards).total === 21;

const drawInto = (state: TBjState, cards: TCard[], draw: () => TCard) => {
  cards.push(draw());
  state.next++;
};

/** Actions the active hand may take. */
export const allowedActions = (state: TBjState): TBlackjackAction[] => {
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  const actions: TBlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    if (state.hands.length === 1 && cardPoints(hand.cards[0]!) === cardPoints(hand.cards[1]!)) actions.push('split');
  }
  return actions;
};

const settle = (state: TBjState, draw: () => TCard): void => {
  const standing = state.hands.some((h) => handValue(h.cards).total <= 21);
  if (standing) {
    // S17: the dealer draws to 17 and stands on every 17, soft ones included.
    while (handValue(state.dealer).total < 17) drawInto(state, state.dealer, draw);
  }
  const dealer = handValue(state.dealer).total;
  state.results = state.hands.map((hand) => {
    const total = handValue(hand.cards).total;
    if (total > 21) return { outcome: 'bust', returnMinor: 0 };
    if (dealer > 21 || total > dealer) return { outcome: 'win', returnMinor: hand.stakeMinor * 2 };
    if (total === dealer) return { outcome: 'push', returnMinor: hand.stakeMinor };
    return { outcome: 'lose', returnMinor: 0 };
  });
  state.phase = 'settled';
  state.winMinor = state.results.reduce((a, r) => a + r.returnMinor, 0);
};

/** Moves to the next hand that still plays; when none is left the dealer plays and the round settles. */
const advance = (state: TBjState, draw: () => TCard): void => {
  for (;;) {
    const hand = state.hands[state.active];
    if (hand && !hand.done) {
      // Split aces take one card; 21 needs no decision.
      const splitAces = hand.fromSplit && rankOf(hand.cards[0]!) === 0 && hand.cards.length >= 2;
      if (splitAces || handValue(hand.cards).total >= 21) hand.done = true;
      else return;
    }
    if (state.active + 1 < state.hands.length) {
      state.active++;
      const nextHand = state.hands[state.active]!;
      if (nextHand.cards.length === 1) drawInto(state, nextHand.cards, draw);
      continue;
    }
    settle(state, draw);
    return;
  }
};

/** Deals a round: player, dealer (up), player, dealer (hole). Blackjacks settle at once (the dealer peeks). */
export const dealBlackjack = (stakeMinor: number, draw: () => TCard): TBjState => {
  const state: TBjState = { next: 0, dealer: [], hands: [{ cards: [], stakeMinor, doubled: false, fromSplit: false, done: false }], active: 0, phase: 'player', results: [], winMinor: 0 };
  const hand = state.hands[0]!;
  drawInto(state, hand.cards, draw);
  drawInto(state, state.dealer, draw);
  drawInto(state, hand.cards, draw);
  drawInto(state, state.dealer, draw);
  const dealerBj = isBlackjack({ cards: state.dealer });
  const playerBj = isBlackjack(hand);
  if (dealerBj || playerBj) {
    hand.done = true;
    state.phase = 'settled';
    const result: TBjResult =
      dealerBj && playerBj ? { outcome: 'push', returnMinor: stakeMinor } : playerBj ? { outcome: 'blackjack', returnMinor: stakeMinor + Math.floor((stakeMinor * 3) / 2) } : { outcome: 'lose', returnMinor: 0 };
    state.results = [result];
    state.winMinor = result.returnMinor;
    return state;
  }
  advance(state, draw);
  return state;
};

/** The extra stake an action needs before it is taken (double and split match the hand's stake). */
export const extraStakeOf = (state: TBjState, action: TBlackjackAction): number =>
  action === 'double' || action === 'split' ? (state.hands[state.active]?.stakeMinor ?? 0) : 0;

/** Applies an allowed action (the caller checks `allowedActions` and collects the extra stake first). Mutates and returns the state. */
export const actBlackjack = (state: TBjState, action: TBlackjackAction, draw: () => TCard): TBjState => {
  if (!allowedActions(state).includes(action)) throw new RangeError(`action ${action} not allowed`);
  const hand = state.hands[state.active]!;
  switch (action) {
    case 'hit':
      drawInto(state, hand.cards, draw);
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stakeMinor *= 2;
      hand.doubled = true;
      drawInto(state, hand.cards, draw);
      hand.done = true;
      break;
    case 'split': {
      const second: TBjHand = { cards: [hand.cards.pop()!], stakeMinor: hand.stakeMinor, doubled: false, fromSplit: true, done: false };
      hand.fromSplit = true;
      state.hands.push(second);
      drawInto(state, hand.cards, draw);
      break;
    }
  }
  advance(state, draw);
  return state;
};

/** Total staked on the round so far (the first bet plus doubles and splits). */
export const stakedMinor = (state: TBjState): number => state.hands.reduce((a, h) => a + h.stakeMinor, 0);
