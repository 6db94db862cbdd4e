import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users } from '../user/user.tables';

export interface TInvitedRow {
  nikeName: string;
  registered: boolean;
  createdAt: Date;
  registeredAt: Date | null;
}

/**
 * Attribution as the tourist start and registration wrote it (`users.invite_uuid`). One person is one
 * device: a device that registered and later started a new tourist session (after a logout, with the
 * link still in the address bar) counts once, as its member.
 */
export const createInviteRepository = (db: Db) => {
  // Never the player themself, whatever link they opened; one row per device, the member first.
  const perDevice = (uuid: string, userId: number) => sql`
    select distinct on (coalesce(device_number, 'user:' || id::text))
           nike_name, (role = 'member' and mobile is not null) as registered, created_at, registered_at
      from users
     where invite_uuid = ${uuid} and id <> ${userId}
     order by coalesce(device_number, 'user:' || id::text), (role = 'member' and mobile is not null) desc, created_at asc`;
  return {
    uuidOf: async (userId: number): Promise<string | undefined> => (await db.select({ uuId: users.uuId }).from(users).where(eq(users.id, userId)).limit(1))[0]?.uuId,

    counts: async (uuid: string, userId: number): Promise<{ invited: number; registered: number }> => {
      const [row] = rowsOf<{ invited: number; registered: number }>(
        await db.execute(sql`select count(*)::int as invited, (count(*) filter (where registered))::int as registered from (${perDevice(uuid, userId)}) d`),
      );
      return { invited: Number(row?.invited ?? 0), registered: Number(row?.registered ?? 0) };
    },

    recent: async (uuid: string, userId: number, limit: number): Promise<TInvitedRow[]> =>
      rowsOf<{ nike_name: string; registered: boolean; created_at: string | Date; registered_at: string | Date | null }>(
        await db.execute(sql`select * from (${perDevice(uuid, userId)}) d order by created_at desc limit ${limit}`),
      ).map((r) => ({ nikeName: r.nike_name, registered: Boolean(r.registered), createdAt: new Date(r.created_at), registeredAt: r.registered_at === null ? null : new Date(r.registered_at) })),
  };
};

export type TInviteRepository = ReturnType<typeof createInviteRepository>;
