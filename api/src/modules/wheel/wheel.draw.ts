import { randomFillSync } from 'node:crypto';

/** A source of uniform integers in [0, n). */
export type TUniformInt = (n: number) => number;

/**
 * Uniform integers from the CSPRNG: 32-bit words from a refilled buffer (one syscall per 16,384
 * draws), rejection sampling so no value is favoured by the modulo.
 */
export const createCryptoRng = (bufferWords = 16_384): TUniformInt => {
  const words = new Uint32Array(bufferWords);
  let next = bufferWords;
  const word = (): number => {
    if (next >= bufferWords) {
      randomFillSync(words);
      next = 0;
    }
    return words[next++]!;
  };
  return (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError('n must be an integer in [1, 2^32]');
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = word();
      if (w < limit) return w % n;
    }
  };
};

/** Index drawn with probability weight / sum(weights); weights are positive integers (checked by the table schema). */
export const drawIndex = (weights: readonly number[], uniform: TUniformInt): number => {
  const total = weights.reduce((a, b) => a + b, 0);
  let ticket = uniform(total);
  for (let i = 0; i < weights.length; i++) {
    ticket -= weights[i]!;
    if (ticket < 0) return i;
  }
  throw new RangeError('weights must be positive integers');
};

/** The expected payout of one spin in minor units (cost of the table): sum(weight x amount) / sum(weights). */
export const expectedCostMinor = (prizes: ReadonlyArray<{ weight: number; amountMinor: bigint }>): number => {
  const total = prizes.reduce((a, p) => a + p.weight, 0);
  const sum = prizes.reduce((a, p) => a + BigInt(p.weight) * p.amountMinor, 0n);
  return Number(sum) / total;
};
