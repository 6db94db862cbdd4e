import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../user/user.tables';
import { otpCodes, sessions } from './auth.tables';
import type { TSessionContext } from './session.types';

export type TOtpRow = typeof otpCodes.$inferSelect;

export const createAuthRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx)),

  insertSession: async (row: typeof sessions.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(sessions).values(row);
  },

  findActiveSession: async (tokenHash: string, now: Date, tx: Db = db): Promise<TSessionContext | undefined> =>
    (
      await tx
        .select({ sessionId: sessions.id, userId: users.id, publicId: users.publicId, role: users.role, scope: sessions.scope })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1)
    )[0],

  revokeSessionByTokenHash: async (tokenHash: string, now: Date, tx: Db = db): Promise<void> => {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  },

  revokeUserSessions: async (userId: number, now: Date, exceptSessionId: number | null, tx: Db = db): Promise<void> => {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId === null ? undefined : ne(sessions.id, exceptSessionId),
        ),
      );
  },

  /** Closes every open code of the phone (a new code replaces the old ones). */
  closeOpenCodes: async (phone: string, now: Date, tx: Db = db): Promise<void> => {
    await tx
      .update(otpCodes)
      .set({ closedAt: now })
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.closedAt)));
  },

  insertCode: async (row: typeof otpCodes.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(otpCodes).values(row);
  },

  findOpenCode: async (phone: string, tx: Db = db): Promise<TOtpRow | undefined> =>
    (
      await tx
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.closedAt)))
        .orderBy(desc(otpCodes.id))
        .limit(1)
    )[0],

  /** Counts a wrong try; returns the new count. */
  addCodeAttempt: async (id: number, tx: Db = db): Promise<number> => {
    const [row] = await tx
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, id))
      .returning({ attempts: otpCodes.attempts });
    return row?.attempts ?? Number.MAX_SAFE_INTEGER;
  },

  /**
   * Marks the code used; false if another request used it first or it ran out of tries meanwhile
   * (single use and the attempt limit hold under concurrency).
   */
  consumeCode: async (id: number, now: Date, maxAttempts: number, tx: Db = db): Promise<boolean> => {
    const rows = await tx
      .update(otpCodes)
      .set({ closedAt: now })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.closedAt), lt(otpCodes.attempts, maxAttempts)))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  },
});

export type TAuthRepository = ReturnType<typeof createAuthRepository>;
