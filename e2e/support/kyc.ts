// Identity verification for specs that withdraw: through the API and the sandbox identity vendor (signed HTTP),
// which answers "verified" for an id no tester chose another answer for.
import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** A random valid T.C. Kimlik No (both check digits computed). */
export const newTcKimlikNo = (): string => {
  const d = [randomInt(1, 10), ...Array.from({ length: 8 }, () => randomInt(0, 10))];
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
};

/** Verifies the player's identity (birth date: the one every spec registers with). Throws unless it ends verified. */
export async function verifyIdentity(request: APIRequestContext, api: string, token: string, name = { firstName: 'Ayşe', lastName: 'Yılmaz' }): Promise<void> {
  const res = await request.post(`${api}/kyc/submit`, { data: { appId: '2000', ...name, birthDate: '1990-01-01', nationalId: newTcKimlikNo() }, headers: { token, Authorization: token } });
  const body = (await res.json()) as { state: string; msg: string; resultData: { status: string } | null };
  if (body.resultData?.status !== 'verified') throw new Error(`identity not verified: ${body.state} ${body.msg}`);
}

/** The sandbox identity vendor's tester control: its answer for one national id. */
export async function vendorAnswers(request: APIRequestContext, sandbox: string, nationalId: string, answer: 'verified' | 'mismatch' | 'unavailable'): Promise<void> {
  const res = await request.post(`${sandbox}/identity/sandbox/answers`, { data: { nationalId, answer } });
  if (!res.ok()) throw new Error(`sandbox identity control: ${res.status()}`);
}
