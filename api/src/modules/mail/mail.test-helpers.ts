import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newDevice, newIp, type TestApp } from '../../../test-support/harness';

/** Helpers of the mail and rewards tests: fresh players, staff calls and ledger reads. */
export const mailHelpers = (t: TestApp, db: Db) => {
  const player = async () => {
    const res = await t.post<{ token: string; userid: number }>('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() });
    const data = res.body.resultData!;
    return { token: data.token, userId: Number(data.userid) };
  };
  const admin = (url: string, body: object) => t.post<Record<string, unknown>>(url, body, { headers: { 'x-admin-token': t.config.adminToken, 'x-admin-actor': 'crm-ayse' } });
  const balance = async (token: string): Promise<number> => (await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!.totalAssets;
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  /** Credits of one code to one player (count and sum). */
  const credits = async (userId: number, code: string) => {
    const [row] = await rows<{ n: number; total: string | null }>(
      sql`select count(*)::int as n, sum(amount)::text as total from wallet_transfers where credit_account = ${`player:${userId}:cash`} and code = ${code}`,
    );
    return { n: Number(row?.n ?? 0), total: Number(row?.total ?? 0) };
  };
  return { player, admin, balance, rows, credits };
};
