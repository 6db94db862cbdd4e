import type { TRng } from './types';

/** A card is 0-51: rank = card % 13 (0 = ace, 1-8 = 2-9, 9 = ten, 10-12 = J Q K), suit = card / 13 (♠ ♥ ♦ ♣). */
export type TCard = number;
export const rankOf = (card: TCard): number => card % 13;
export const suitOf = (card: TCard): number => Math.floor(card / 13);

/**
 * A freshly shuffled shoe of `decks` decks, shuffled lazily: the i-th card is the i-th step of a
 * Fisher-Yates shuffle driven by the round's random stream, so only the cards dealt cost a draw.
 * Every round gets a new shoe (continuous shuffling), which makes each round verifiable alone.
 */
export const createShoe = (decks: number) => {
  const size = decks * 52;
  const order = new Int16Array(size);
  for (let i = 0; i < size; i++) order[i] = i % 52;
  const swaps: number[] = [];
  let rng: TRng = () => 0;
  let dealt = 0;
  return {
    size,
    /** Starts a new round: undoes the last round's swaps (cheap) and takes the new stream. */
    reset(next: TRng): void {
      for (let s = swaps.length - 1; s >= 0; s--) {
        const i = s;
        const j = swaps[s]!;
        const t = order[i]!;
        order[i] = order[j]!;
        order[j] = t;
      }
      swaps.length = 0;
      dealt = 0;
      rng = next;
    },
    draw(): TCard {
      if (dealt >= size) throw new RangeError('shoe exhausted');
      const i = dealt;
      const j = i + rng(size - i);
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
      swaps.push(j);
      dealt++;
      return order[i]!;
    },
  };
};

/** The first `count` cards of a fresh shoe for this stream (the server stores nothing secret but the seed). */
export const shoeOrder = (decks: number, rng: TRng, count: number): TCard[] => {
  const shoe = createShoe(decks);
  shoe.reset(rng);
  return Array.from({ length: count }, () => shoe.draw());
};
