import type { KycInfo } from '@casino/shared/contracts';
import type { TestApp } from './harness';

/** A random valid T.C. Kimlik No (both check digits computed), unique enough for one test run. */
export const newTcKimlikNo = (): string => {
  const d = [1 + Math.floor(Math.random() * 9), ...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10))];
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
};

/**
 * Verifies a player's identity through the identity vendor (the sandbox one over signed HTTP, answering
 * "verified" for an id nobody chose for), with the birth date `identity.member` registers.
 */
export const verifyIdentity = async (t: TestApp, token: string, name: { firstName: string; lastName: string }, nationalId = newTcKimlikNo()): Promise<KycInfo> => {
  const res = await t.post<KycInfo>('/kyc/submit', { ...name, birthDate: '1990-01-01', nationalId }, { token });
  if (res.body.resultData?.status !== 'verified') throw new Error(`identity not verified: ${res.status} ${res.body.msg}`);
  return res.body.resultData;
};
