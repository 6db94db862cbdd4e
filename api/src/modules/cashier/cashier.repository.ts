import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cashierOrderEvents, cashierOrders, cashierPlayerState } from './cashier.tables';
import { inMarkets } from '../user/user.markets';

export type TOrderRow = typeof cashierOrders.$inferSelect;
export type TNewOrder = typeof cashierOrders.$inferInsert;
export type TOrderPatch = Partial<Omit<TNewOrder, 'id' | 'orderId' | 'userId' | 'kind' | 'createdAt'>>;
export type TEventRow = typeof cashierOrderEvents.$inferSelect;
export type TPlayerStateRow = typeof cashierPlayerState.$inferSelect;

export interface TRecordFilter {
  kind?: 'deposit' | 'withdrawal' | undefined;
  status?: string | undefined;
  startTime?: Date | undefined;
  endTime?: Date | undefined;
  page: number;
  pageSize: number;
}

/** Orders, their transitions and the per-player cashier state. Methods take an optional transaction. */
export const createCashierRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  insertOrder: async (row: TNewOrder, tx: Db = db): Promise<TOrderRow> => {
    const [created] = await tx.insert(cashierOrders).values(row).returning();
    if (!created) throw new Error('insert into cashier_orders returned no row');
    return created;
  },

  /** By public order id; `lock` takes the row FOR UPDATE (after the player's account lock). */
  findByOrderId: async (orderId: string, tx: Db = db, lock = false): Promise<TOrderRow | undefined> => {
    const query = tx.select().from(cashierOrders).where(eq(cashierOrders.orderId, orderId)).limit(1);
    return (await (lock ? query.for('update') : query))[0];
  },

  findByClientRequest: async (userId: number, clientRequestId: string, tx: Db = db): Promise<TOrderRow | undefined> =>
    (await tx.select().from(cashierOrders).where(and(eq(cashierOrders.userId, userId), eq(cashierOrders.clientRequestId, clientRequestId))).limit(1))[0],

  updateOrder: async (id: number, patch: TOrderPatch, tx: Db = db): Promise<TOrderRow> => {
    const [row] = await tx.update(cashierOrders).set(patch).where(eq(cashierOrders.id, id)).returning();
    if (!row) throw new Error(`cashier order ${id} vanished`);
    return row;
  },

  insertEvent: async (event: typeof cashierOrderEvents.$inferInsert, tx: Db = db): Promise<void> => {
    await tx.insert(cashierOrderEvents).values(event);
  },

  eventsOf: (orderPk: number, tx: Db = db): Promise<TEventRow[]> =>
    tx.select().from(cashierOrderEvents).where(eq(cashierOrderEvents.orderPk, orderPk)).orderBy(asc(cashierOrderEvents.id)),

  /** The caller's orders, newest first, with the total for paging (index cashier_orders_user_created). */
  listForUser: async (userId: number, f: TRecordFilter, tx: Db = db): Promise<{ rows: TOrderRow[]; total: number }> => {
    const where = and(
      eq(cashierOrders.userId, userId),
      f.kind ? eq(cashierOrders.kind, f.kind) : undefined,
      f.status ? eq(cashierOrders.status, f.status) : undefined,
      f.startTime ? gte(cashierOrders.createdAt, f.startTime) : undefined,
      f.endTime ? lt(cashierOrders.createdAt, f.endTime) : undefined,
    );
    const [rows, counted] = await Promise.all([
      tx.select().from(cashierOrders).where(where).orderBy(desc(cashierOrders.createdAt), desc(cashierOrders.id)).limit(f.pageSize).offset((f.page - 1) * f.pageSize),
      tx.select({ n: sql<number>`count(*)::int` }).from(cashierOrders).where(where),
    ]);
    return { rows, total: counted[0]?.n ?? 0 };
  },

  openDepositCount: async (userId: number, now: Date, tx: Db = db): Promise<number> => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cashierOrders)
      .where(and(eq(cashierOrders.userId, userId), eq(cashierOrders.kind, 'deposit'), inArray(cashierOrders.status, ['created', 'pending']), or(isNull(cashierOrders.expiresAt), sql`${cashierOrders.expiresAt} > ${now.toISOString()}::timestamptz`)));
    return row?.n ?? 0;
  },

  /**
   * Open orders the reconciler should look at (index cashier_orders_open): deposits and sent payouts
   * not heard of since `staleBefore` (checked at most once per interval), and approved payouts not sent yet.
   */
  dueForReconcile: (staleBefore: Date, limit: number, tx: Db = db): Promise<TOrderRow[]> =>
    tx
      .select()
      .from(cashierOrders)
      .where(
        and(
          inArray(cashierOrders.status, ['created', 'pending']),
          lte(cashierOrders.updatedAt, staleBefore),
          or(isNull(cashierOrders.checkedAt), lte(cashierOrders.checkedAt, staleBefore)),
        ),
      )
      .orderBy(asc(cashierOrders.updatedAt))
      .limit(limit),

  /** Orders of a kind in these states, oldest first; of players of `markets` only when given (staff per market). */
  listByStatus: (kind: 'deposit' | 'withdrawal', statuses: string[], limit: number, markets: readonly string[] | null = null, tx: Db = db): Promise<TOrderRow[]> =>
    tx
      .select()
      .from(cashierOrders)
      .where(and(eq(cashierOrders.kind, kind), inArray(cashierOrders.status, statuses), markets === null ? undefined : inMarkets(cashierOrders.userId, markets)))
      .orderBy(asc(cashierOrders.createdAt))
      .limit(limit),

  playerState: async (userId: number, tx: Db = db): Promise<TPlayerStateRow | undefined> =>
    (await tx.select().from(cashierPlayerState).where(eq(cashierPlayerState.userId, userId)).limit(1))[0],

  upsertPlayerState: async (userId: number, patch: Partial<Omit<TPlayerStateRow, 'userId'>> & { updatedAt: Date }, tx: Db = db): Promise<TPlayerStateRow> => {
    const [row] = await tx.insert(cashierPlayerState).values({ userId, ...patch }).onConflictDoUpdate({ target: cashierPlayerState.userId, set: patch }).returning();
    if (!row) throw new Error('cashier_player_state upsert returned no row');
    return row;
  },

  /** Sets the first paid deposit's time once; true when this call set it. */
  markFirstRecharge: async (userId: number, at: Date, tx: Db = db): Promise<boolean> => {
    await tx.insert(cashierPlayerState).values({ userId, updatedAt: at }).onConflictDoNothing();
    const rows = await tx
      .update(cashierPlayerState)
      .set({ firstRechargeAt: at, updatedAt: at })
      .where(and(eq(cashierPlayerState.userId, userId), isNull(cashierPlayerState.firstRechargeAt)))
      .returning({ userId: cashierPlayerState.userId });
    return rows.length > 0;
  },

  /** One wrong withdrawal password: counts it, and locks at `maxFailures` (the count starts again after the lock). */
  recordPwdFailure: async (userId: number, maxFailures: number, lockUntil: Date, at: Date, tx: Db = db): Promise<{ failures: number; lockedUntil: Date | null }> => {
    const [row] = await tx
      .update(cashierPlayerState)
      .set({
        pwdFailures: sql`case when ${cashierPlayerState.pwdFailures} + 1 >= ${maxFailures} then 0 else ${cashierPlayerState.pwdFailures} + 1 end`,
        pwdLockedUntil: sql`case when ${cashierPlayerState.pwdFailures} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${cashierPlayerState.pwdLockedUntil} end`,
        updatedAt: at,
      })
      .where(eq(cashierPlayerState.userId, userId))
      .returning({ failures: cashierPlayerState.pwdFailures, lockedUntil: cashierPlayerState.pwdLockedUntil });
    return { failures: row?.failures ?? 0, lockedUntil: row?.lockedUntil ?? null };
  },
});

export type TCashierRepository = ReturnType<typeof createCashierRepository>;
