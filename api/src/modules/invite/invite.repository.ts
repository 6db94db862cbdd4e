import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../user/user.tables';

export interface TInvitedRow {
  nikeName: string;
  registered: boolean;
  createdAt: Date;
  registeredAt: Date | null;
}

/** Attribution as the tourist start and registration wrote it (`users.invite_uuid`). */
export const createInviteRepository = (db: Db) => {
  // Never the player themself, whatever link they opened.
  const invitedBy = (uuid: string, userId: number) => and(eq(users.inviteUuid, uuid), ne(users.id, userId));
  const registered = sql<boolean>`(${users.role} = 'member' and ${users.mobile} is not null)`;
  return {
    uuidOf: async (userId: number): Promise<string | undefined> => (await db.select({ uuId: users.uuId }).from(users).where(eq(users.id, userId)).limit(1))[0]?.uuId,

    counts: async (uuid: string, userId: number): Promise<{ invited: number; registered: number }> => {
      const [row] = await db
        .select({ invited: sql<number>`count(*)::int`, registered: sql<number>`(count(*) filter (where ${registered}))::int` })
        .from(users)
        .where(invitedBy(uuid, userId));
      return { invited: Number(row?.invited ?? 0), registered: Number(row?.registered ?? 0) };
    },

    recent: (uuid: string, userId: number, limit: number): Promise<TInvitedRow[]> =>
      db
        .select({ nikeName: users.nikeName, registered, createdAt: users.createdAt, registeredAt: users.registeredAt })
        .from(users)
        .where(invitedBy(uuid, userId))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit),
  };
};

export type TInviteRepository = ReturnType<typeof createInviteRepository>;
