import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bonusCashbackPayments } from './bonus.tables';

export type TCashbackPaymentRow = typeof bonusCashbackPayments.$inferSelect;

export const createCashbackRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  /**
   * Players who lost in rounds settled in [from, to), with their level now. The net loss counts the cash share
   * of each round's stake (a round staked with bonus money counts in proportion to its cash part): cashback
   * returns lost money, not lost promotions.
   */
  weekLosses: async (from: Date, to: Date): Promise<Array<{ userId: number; vipLevel: number; netLossMinor: bigint }>> => {
    const rows = rowsOf<{ user_id: string | number; vip_level: number; net_loss: string }>(
      await db.execute(sql`
        select r.user_id, u.vip_level, sum(((r.bet_minor - r.refund_minor - r.win_minor) * (r.bet_minor - r.bet_bonus_minor)) / r.bet_minor)::text as net_loss
        from wallet_game_rounds r join users u on u.id = r.user_id
        where r.status = 'closed' and r.bet_minor > 0 and r.updated_at >= ${from.toISOString()}::timestamptz and r.updated_at < ${to.toISOString()}::timestamptz
        group by r.user_id, u.vip_level
        having sum(((r.bet_minor - r.refund_minor - r.win_minor) * (r.bet_minor - r.bet_bonus_minor)) / r.bet_minor) > 0
        order by r.user_id`),
    );
    return rows.map((r) => ({ userId: Number(r.user_id), vipLevel: Number(r.vip_level), netLossMinor: BigInt(r.net_loss) }));
  },

  /**
   * Serialises payments of one player's week across transactions and API instances (released at commit);
   * the unique (player, week) row is what makes the payment once.
   */
  lockPlayerWeek: async (userId: number, weekStart: string, tx: Db): Promise<void> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bonus-cashback:${weekStart}:${userId}`}, 0))`);
  },

  /** Undefined when this player's week was paid already. */
  insertPayment: async (row: typeof bonusCashbackPayments.$inferInsert, tx: Db): Promise<TCashbackPaymentRow | undefined> =>
    (await tx.insert(bonusCashbackPayments).values(row).onConflictDoNothing().returning())[0],

  setCreditAs: async (paymentId: number, creditAs: 'cash' | 'bonus', tx: Db): Promise<void> => {
    await tx.update(bonusCashbackPayments).set({ creditAs }).where(eq(bonusCashbackPayments.id, paymentId));
  },

  lastPayment: async (userId: number): Promise<TCashbackPaymentRow | undefined> =>
    (await db.select().from(bonusCashbackPayments).where(eq(bonusCashbackPayments.userId, userId)).orderBy(desc(bonusCashbackPayments.weekStart)).limit(1))[0],
});

export type TCashbackRepository = ReturnType<typeof createCashbackRepository>;
