/**
 * T.C. Kimlik No (Turkish national id): 11 digits, the first not 0,
 * d10 = ((d1+d3+d5+d7+d9)·7 − (d2+d4+d6+d8)) mod 10 and d11 = (d1+…+d10) mod 10.
 * The same check runs in the identity form and on the server.
 */
export type TcKimlikProblem = 'length' | 'digits' | 'leading-zero' | 'checksum';

export const tcKimlikProblem = (raw: string): TcKimlikProblem | null => {
  const value = raw.trim();
  if (!/^\d*$/.test(value)) return 'digits';
  if (value.length !== 11) return 'length';
  if (value.startsWith('0')) return 'leading-zero';
  const d = [...value].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  if (d10 !== at(9)) return 'checksum';
  const d11 = d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10;
  return d11 === at(10) ? null : 'checksum';
};

export const isValidTcKimlikNo = (raw: string): boolean => tcKimlikProblem(raw) === null;

/** Shows only the last 4 digits: "*******1234". */
export const maskTcKimlikNo = (value: string): string => `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
