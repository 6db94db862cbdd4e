import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TStaffRole } from './staff.roles';
import { staffAudit, staffSessions, staffUsers } from './staff.tables';

export type TStaffRow = typeof staffUsers.$inferSelect;
export type TNewStaff = typeof staffUsers.$inferInsert;

export interface TStaffSessionRow {
  sessionId: number;
  staffId: number;
  login: string;
  role: TStaffRole;
  markets: string[] | null;
  lastSeenAt: Date;
  expiresAt: Date;
}

export const createStaffRepository = (db: Db) => ({
  findByLogin: async (login: string): Promise<TStaffRow | undefined> => (await db.select().from(staffUsers).where(eq(staffUsers.login, login)).limit(1))[0],

  list: (): Promise<TStaffRow[]> => db.select().from(staffUsers).orderBy(asc(staffUsers.login)),

  /** The new row, or undefined when the login is taken. */
  insert: async (row: TNewStaff): Promise<TStaffRow | undefined> => (await db.insert(staffUsers).values(row).onConflictDoNothing({ target: staffUsers.login }).returning())[0],

  /**
   * Takes a TOTP time step for this account, atomically: true only for a step newer than the last one
   * taken, so the same code (or an older one) is never accepted twice, even by two requests at once.
   */
  takeTotpStep: async (id: number, step: number): Promise<boolean> =>
    (
      await db
        .update(staffUsers)
        .set({ totpLastStep: step })
        .where(and(eq(staffUsers.id, id), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
        .returning({ id: staffUsers.id })
    ).length === 1,

  setLang: async (login: string, lang: string, now: Date): Promise<void> => {
    await db.update(staffUsers).set({ lang, updatedAt: now }).where(eq(staffUsers.login, login));
  },

  setRole: async (login: string, role: TStaffRole, markets: string[] | null, now: Date): Promise<TStaffRow | undefined> =>
    (await db.update(staffUsers).set({ role, markets, updatedAt: now }).where(eq(staffUsers.login, login)).returning())[0],

  /** Disables the account (keeping the first disable time) and ends its sessions. */
  disable: async (login: string, now: Date): Promise<TStaffRow | undefined> =>
    db.transaction(async (tx) => {
      const row = (
        await tx
          .update(staffUsers)
          .set({ disabledAt: sql`coalesce(${staffUsers.disabledAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
          .where(eq(staffUsers.login, login))
          .returning()
      )[0];
      if (row) await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)));
      return row;
    }),

  resetCredentials: async (id: number, passwordHash: string, totpSecretEnc: string, now: Date): Promise<void> => {
    await db.update(staffUsers).set({ passwordHash, totpSecretEnc, updatedAt: now }).where(eq(staffUsers.id, id));
  },

  insertSession: async (row: typeof staffSessions.$inferInsert): Promise<void> => {
    await db.insert(staffSessions).values(row);
  },

  /** A live session (not revoked, not past its lifetime, not idle since `idleSince`) of an enabled account. */
  findLiveSession: async (tokenHash: string, now: Date, idleSince: Date): Promise<TStaffSessionRow | undefined> =>
    (
      await db
        .select({
          sessionId: staffSessions.id,
          staffId: staffUsers.id,
          login: staffUsers.login,
          role: staffUsers.role,
          markets: staffUsers.markets,
          lastSeenAt: staffSessions.lastSeenAt,
          expiresAt: staffSessions.expiresAt,
        })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastSeenAt, idleSince),
            isNull(staffUsers.disabledAt),
          ),
        )
        .limit(1)
    )[0] as TStaffSessionRow | undefined,

  touchSession: async (sessionId: number, now: Date): Promise<void> => {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
  },

  revokeSession: async (tokenHash: string, now: Date): Promise<void> => {
    await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
  },

  audit: async (row: typeof staffAudit.$inferInsert): Promise<void> => {
    await db.insert(staffAudit).values(row);
  },

  listAudit: (limit: number) => db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(limit),
});

export type TStaffRepository = ReturnType<typeof createStaffRepository>;
