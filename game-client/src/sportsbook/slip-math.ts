/** The slip's figures, exactly as the sportsbook computes them (integer minor units, odds in hundredths, rounded down). */
export const combinedOdds = (odds: readonly number[]): number => {
  let product = BigInt(1);
  for (const o of odds) product *= BigInt(o);
  return Number(product / BigInt(100) ** BigInt(Math.max(0, odds.length - 1)));
};

const returnOf = (stakeMinor: number, odds: readonly number[]): number => {
  let product = BigInt(stakeMinor);
  for (const o of odds) product *= BigInt(o);
  return Number(product / BigInt(100) ** BigInt(odds.length));
};

/** What the slip returns if it wins: one accumulator, or the sum of singles of `stakeMinor` each. */
export const slipReturn = (kind: 'single' | 'acca', stakeMinor: number, odds: readonly number[]): number =>
  odds.length === 0 ? 0 : kind === 'acca' ? returnOf(stakeMinor, odds) : odds.reduce((sum, o) => sum + returnOf(stakeMinor, [o]), 0);

/** Decimal odds for display: 185 -> "1.85". */
export const odds = (x100: number): string => (x100 / 100).toFixed(2);

/** A typed stake ("10", "10,5", "1.234,50", "12.75") to minor units; null when it is not an amount. */
export const parseStake = (text: string): number | null => {
  const raw = text.trim().replace(/\s/g, '');
  if (raw === '') return null;
  // The last , or . followed by 1-2 digits is the decimal mark; other marks group thousands.
  const m = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(raw);
  if (!m) return null;
  const whole = Number(m[1]!.replace(/[.,]/g, ''));
  const cents = m[2] ? Number(m[2].padEnd(2, '0')) : 0;
  const minor = whole * 100 + cents;
  return Number.isSafeInteger(minor) ? minor : null;
};
