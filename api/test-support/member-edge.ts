import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { identity } from './identity';
import type { TestApp } from './harness';

/**
 * Real money is for members (games: REGISTER_REQUIRED). For tests about play, not registration: the guest of
 * `token` becomes a member here, at the test's edge, and accepts the terms in force through the consent's
 * own route, as a registration does (registration by OTP has its own tests). A member is left as is.
 */
export const makeMember = async (t: TestApp, db: Db, token: string): Promise<void> => {
  const who = (await t.post<{ userid: number }>('/user/getUserInfo', {}, { token })).body.resultData;
  if (!who) throw new Error('makeMember: no session');
  const promoted = (await db.execute(sql`update users set role = 'member' where id = ${who.userid} and role = 'tourist' returning id`)) as unknown as { rows: unknown[] };
  if (promoted.rows.length === 0) return;
  const accepted = await t.post('/legal/consent/accept', await identity(t).consent(), { token });
  if (accepted.status !== 200) throw new Error(`makeMember: consent ${accepted.status} ${accepted.body.msg}`);
};
