import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../user/user.tables';
import { kycDocuments, kycEvents, kycProfiles } from './kyc.tables';

export type TKycProfileRow = typeof kycProfiles.$inferSelect;
export type TKycDocumentRow = typeof kycDocuments.$inferSelect;

/** Identity checks, their documents and history. Every player method is scoped to the owner. */
export const createKycRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  /** Serialises one player's identity changes (submit, upload, staff decision). */
  lockPlayer: async (userId: number, tx: Db): Promise<void> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kyc'), ${userId}::int)`);
  },

  profileOf: async (userId: number, tx: Db = db): Promise<TKycProfileRow | undefined> =>
    (await tx.select().from(kycProfiles).where(eq(kycProfiles.userId, userId)).limit(1))[0],

  upsertProfile: async (row: typeof kycProfiles.$inferInsert, tx: Db): Promise<TKycProfileRow> => {
    const { userId: _userId, ...rest } = row;
    const [saved] = await tx.insert(kycProfiles).values(row).onConflictDoUpdate({ target: kycProfiles.userId, set: rest }).returning();
    if (!saved) throw new Error('upsert of kyc_profiles returned no row');
    return saved;
  },

  /** Another account already verified with this national id (one person, one account). */
  verifiedElsewhere: async (nationalIdHash: string, userId: number, tx: Db = db): Promise<boolean> =>
    (await tx.select({ userId: kycProfiles.userId }).from(kycProfiles).where(and(eq(kycProfiles.nationalIdHash, nationalIdHash), eq(kycProfiles.status, 'verified'), sql`${kycProfiles.userId} <> ${userId}`)).limit(1)).length > 0,

  insertEvent: async (event: typeof kycEvents.$inferInsert, tx: Db): Promise<void> => {
    await tx.insert(kycEvents).values(event);
  },

  eventsOf: (userId: number, tx: Db = db) => tx.select().from(kycEvents).where(eq(kycEvents.userId, userId)).orderBy(asc(kycEvents.id)),

  /** The player's current documents (one per kind; replaced ones are kept but not listed). */
  liveDocuments: (userId: number, tx: Db = db): Promise<TKycDocumentRow[]> =>
    tx.select().from(kycDocuments).where(and(eq(kycDocuments.userId, userId), isNull(kycDocuments.replacedAt))).orderBy(asc(kycDocuments.id)),

  insertDocument: async (row: typeof kycDocuments.$inferInsert, tx: Db): Promise<TKycDocumentRow> => {
    await tx.update(kycDocuments).set({ replacedAt: row.createdAt }).where(and(eq(kycDocuments.userId, row.userId), eq(kycDocuments.kind, row.kind), isNull(kycDocuments.replacedAt)));
    const [saved] = await tx.insert(kycDocuments).values(row).returning();
    if (!saved) throw new Error('insert into kyc_documents returned no row');
    return saved;
  },

  /** A rejected check's documents no longer count: the next mismatch asks for new ones. */
  retireDocuments: async (userId: number, at: Date, tx: Db): Promise<void> => {
    await tx.update(kycDocuments).set({ replacedAt: at }).where(and(eq(kycDocuments.userId, userId), isNull(kycDocuments.replacedAt)));
  },

  findDocument: async (documentId: string, tx: Db = db): Promise<TKycDocumentRow | undefined> =>
    (await tx.select().from(kycDocuments).where(eq(kycDocuments.documentId, documentId)).limit(1))[0],

  /** Staff queue: checks in the given states, oldest change first, with the player's nickname and phone. */
  listForStaff: (statuses: Array<TKycProfileRow['status']>, limit: number, tx: Db = db) =>
    tx
      .select({ profile: kycProfiles, nikeName: users.nikeName, mobile: users.mobile })
      .from(kycProfiles)
      .innerJoin(users, eq(users.id, kycProfiles.userId))
      .where(inArray(kycProfiles.status, statuses))
      .orderBy(statuses.includes('pending') ? asc(kycProfiles.updatedAt) : desc(kycProfiles.updatedAt))
      .limit(limit),

  documentsOf: (userIds: number[], tx: Db = db): Promise<TKycDocumentRow[]> =>
    userIds.length === 0 ? Promise.resolve([]) : tx.select().from(kycDocuments).where(and(inArray(kycDocuments.userId, userIds), isNull(kycDocuments.replacedAt))).orderBy(asc(kycDocuments.id)),
});

export type TKycRepository = ReturnType<typeof createKycRepository>;
