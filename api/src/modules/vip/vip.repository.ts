import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../user/user.tables';
import { gameRounds } from '../wallet/wallet.tables';
import { vipRewards } from './vip.tables';

export type TVipRewardRow = typeof vipRewards.$inferSelect;
export type TNewVipReward = typeof vipRewards.$inferInsert;

/** VIP data: the wagered sum from settled rounds, the level on the user row, the rewards paid. */
export const createVipRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  /** Bets minus refunds of the player's settled (closed) rounds: what the provider made final. */
  wageredMinor: async (userId: number, tx: Db = db): Promise<bigint> => {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${gameRounds.betMinor} - ${gameRounds.refundMinor}), 0)::text` })
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), eq(gameRounds.status, 'closed')));
    const total = BigInt(row?.total ?? '0');
    return total > 0n ? total : 0n;
  },

  /** The stored level; `lock` takes the user row FOR UPDATE (after the player's account lock). */
  levelOf: async (userId: number, tx: Db = db, lock = false): Promise<number | undefined> => {
    const query = tx.select({ level: users.vipLevel }).from(users).where(eq(users.id, userId)).limit(1);
    return (await (lock ? query.for('update') : query))[0]?.level;
  },

  setLevel: async (userId: number, level: number, at: Date, tx: Db): Promise<void> => {
    await tx.update(users).set({ vipLevel: level, updatedAt: at }).where(eq(users.id, userId));
  },

  /** Inserts a reward row unless that level's reward exists; undefined when it did. */
  insertReward: async (row: TNewVipReward, tx: Db): Promise<TVipRewardRow | undefined> =>
    (await tx.insert(vipRewards).values(row).onConflictDoNothing().returning())[0],

  listRewards: (userId: number, limit: number, tx: Db = db): Promise<TVipRewardRow[]> =>
    tx.select().from(vipRewards).where(eq(vipRewards.userId, userId)).orderBy(desc(vipRewards.createdAt), desc(vipRewards.id)).limit(limit),

  totalPaid: async (userId: number, tx: Db = db): Promise<bigint> => {
    const [row] = await tx.select({ total: sql<string>`coalesce(sum(${vipRewards.amountMinor}), 0)::text` }).from(vipRewards).where(eq(vipRewards.userId, userId));
    return BigInt(row?.total ?? '0');
  },
});

export type TVipRepository = ReturnType<typeof createVipRepository>;
