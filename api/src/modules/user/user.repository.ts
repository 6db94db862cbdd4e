import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sessions } from '../auth/auth.tables';
import { loginLogs, users } from './user.tables';

export type TUserRow = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;
export type TUserPatch = Partial<
  Pick<
    TUserRow,
    'role' | 'nikeName' | 'name' | 'email' | 'mobile' | 'passwordHash' | 'deviceNumber' | 'adid' | 'gaid' | 'inviteUuid' | 'registeredAt' | 'updatedAt'
  >
>;

export const createUserRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx)),

  findById: async (id: number, tx: Db = db): Promise<TUserRow | undefined> =>
    (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0],

  findByMobile: async (mobile: string, tx: Db = db): Promise<TUserRow | undefined> =>
    (await tx.select().from(users).where(eq(users.mobile, mobile)).limit(1))[0],

  findTouristByDevice: async (deviceNumber: string, tx: Db = db): Promise<TUserRow | undefined> =>
    (
      await tx
        .select()
        .from(users)
        .where(and(eq(users.deviceNumber, deviceNumber), eq(users.role, 'tourist')))
        .limit(1)
    )[0],

  /** Inserts unless a unique key (the tourist's device) already exists; returns the row if inserted. */
  insertIfAbsent: async (row: TNewUser, tx: Db = db): Promise<TUserRow | undefined> =>
    (await tx.insert(users).values(row).onConflictDoNothing().returning())[0],

  insert: async (row: TNewUser, tx: Db = db): Promise<TUserRow> => {
    const [created] = await tx.insert(users).values(row).returning();
    if (!created) throw new Error('insert into users returned no row');
    return created;
  },

  update: async (id: number, patch: TUserPatch, tx: Db = db): Promise<TUserRow | undefined> =>
    (await tx.update(users).set(patch).where(eq(users.id, id)).returning())[0],

  /**
   * A registered member used this device: it is the member's first device or had a session on it.
   * Two index look-ups (users_device, sessions_device), not a scan of the members.
   */
  memberKnownOnDevice: async (deviceNumber: string, tx: Db = db): Promise<boolean> => {
    const result = await tx.execute<{ known: boolean }>(sql`
      select exists (
        select 1 from ${users} where ${users.deviceNumber} = ${deviceNumber} and ${users.role} = 'member'
      ) or exists (
        select 1 from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
        where ${sessions.deviceNumber} = ${deviceNumber} and ${users.role} = 'member'
      ) as known`);
    const rows = rowsOf<{ known: boolean }>(result);
    return rows[0]?.known === true;
  },

  insertLoginLog: async (row: typeof loginLogs.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(loginLogs).values(row);
  },
});

export type TUserRepository = ReturnType<typeof createUserRepository>;
