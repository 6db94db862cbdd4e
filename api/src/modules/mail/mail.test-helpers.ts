import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newDevice, newIp, newPhone, type TestApp } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';

/** Helpers of the mail and rewards tests: fresh players, staff calls and ledger reads. */
export const mailHelpers = (t: TestApp, db: Db) => {
  const player = async () => {
    const res = await t.post<{ token: string; userid: number }>('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() });
    const data = res.body.resultData!;
    return { token: data.token, userId: Number(data.userid) };
  };
  /**
   * A registered member with a verified phone: the welcome mail and sign-in rewards pay bonus money under the
   * seeded offers, which admit phone-verified members only (a guest is refused with BONUS_PHONE_REQUIRED).
   */
  const member = async () => {
    const m = await identity(t).member(newPhone());
    return { token: m.token, userId: Number(m.userid) };
  };
  const admin = (url: string, body: object) => t.post<Record<string, unknown>>(url, body, { headers: { 'x-admin-token': t.config.adminToken, 'x-admin-actor': 'crm-ayse' } });
  const balance = async (token: string): Promise<number> => (await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!.totalAssets;
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  /** Credits of one code to one player, to cash or bonus money (count and sum). */
  const credits = async (userId: number, code: string) => {
    const [row] = await rows<{ n: number; total: string | null }>(
      sql`select count(*)::int as n, sum(amount)::text as total from wallet_transfers
          where credit_account in (${`player:${userId}:cash`}, ${`player:${userId}:bonus`}) and code = ${code}`,
    );
    return { n: Number(row?.n ?? 0), total: Number(row?.total ?? 0) };
  };
  return { player, member, admin, balance, rows, credits };
};
