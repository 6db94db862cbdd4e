import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../user/user.tables';
import { pddHelps, pddPrizes } from './prize.tables';

export type TPddPrizeRow = typeof pddPrizes.$inferSelect;

/** The pdd activity's rows: prizes, helps, and the users they name. */
export const createPrizeRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  /** The player's row, locked: one opening or help at a time per prize owner. */
  lockUser: async (userId: number, tx: Db): Promise<void> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  user: async (userId: number, tx: Db = db) =>
    (await tx.select({ id: users.id, role: users.role, mobile: users.mobile, deviceNumber: users.deviceNumber, inviteUuid: users.inviteUuid }).from(users).where(eq(users.id, userId)).limit(1))[0],

  userByInviteId: async (uuId: string, tx: Db = db) =>
    (await tx.select({ id: users.id, deviceNumber: users.deviceNumber }).from(users).where(eq(users.uuId, uuId)).limit(1))[0],

  latest: async (userId: number, tx: Db = db, lock = false): Promise<TPddPrizeRow | undefined> => {
    const query = tx.select().from(pddPrizes).where(eq(pddPrizes.userId, userId)).orderBy(desc(pddPrizes.createdAt), desc(pddPrizes.id)).limit(1);
    return (await (lock ? query.for('update') : query))[0];
  },

  insertPrize: async (row: typeof pddPrizes.$inferInsert, tx: Db): Promise<TPddPrizeRow> => {
    const [created] = await tx.insert(pddPrizes).values(row).returning();
    if (!created) throw new Error('pdd prize insert returned nothing');
    return created;
  },

  /** False when this friend has helped before (anyone's prize). */
  insertHelp: async (row: typeof pddHelps.$inferInsert, tx: Db): Promise<boolean> => (await tx.insert(pddHelps).values(row).onConflictDoNothing().returning({ id: pddHelps.id })).length > 0,

  hasHelped: async (helperUserId: number, tx: Db = db): Promise<boolean> => (await tx.select({ id: pddHelps.id }).from(pddHelps).where(eq(pddHelps.helperUserId, helperUserId)).limit(1)).length > 0,

  updatePrize: async (id: number, set: Partial<Pick<TPddPrizeRow, 'progressMinor' | 'helpersNeeded' | 'status' | 'paidAt'>>, tx: Db): Promise<void> => {
    await tx.update(pddPrizes).set(set).where(eq(pddPrizes.id, id));
  },

  helpers: (prizeId: number, tx: Db = db) =>
    tx
      .select({ nikeName: users.nikeName, amountMinor: pddHelps.amountMinor, createdAt: pddHelps.createdAt })
      .from(pddHelps)
      .innerJoin(users, eq(users.id, pddHelps.helperUserId))
      .where(eq(pddHelps.prizeId, prizeId))
      .orderBy(desc(pddHelps.createdAt), desc(pddHelps.id)),

  winners: (limit: number) =>
    db
      .select({ nikeName: users.nikeName, amountMinor: pddPrizes.targetMinor, paidAt: sql<Date>`${pddPrizes.paidAt}` })
      .from(pddPrizes)
      .innerJoin(users, eq(users.id, pddPrizes.userId))
      .where(and(eq(pddPrizes.status, 'paid')))
      .orderBy(desc(pddPrizes.paidAt))
      .limit(limit),
});

export type TPrizeRepository = ReturnType<typeof createPrizeRepository>;
