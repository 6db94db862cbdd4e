/** A uniform integer in [0, maxExclusive). Engines draw through this: the seeded fair stream in play, a fast PRNG in simulations. */
export type TRng = (maxExclusive: number) => number;
