import type { TRng } from './engines/types';

export type { TRng };

/**
 * sfc32, a fast seeded PRNG for RTP simulations only (millions of rounds in a second or two);
 * never used to draw a real outcome (rounds draw from the provably fair `fairRng`, see play.ts).
 */
export const seededRng = (seed: number): TRng => {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed | 1;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i++) next();
  // `>>> 0` floors (values stay below 2^32) without a global lookup, which is slow inside jest's vm context.
  return (maxExclusive) => (next() * maxExclusive) >>> 0;
};
