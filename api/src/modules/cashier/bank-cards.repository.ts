import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cashierBankCards } from './cashier.tables';

export type TBankCardRow = typeof cashierBankCards.$inferSelect;

/** A player's live (not deleted) bank accounts. Every method is scoped to the owner: another player's card is simply not found. */
export const createBankCardsRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  listLive: (userId: number, tx: Db = db): Promise<TBankCardRow[]> =>
    tx.select().from(cashierBankCards).where(and(eq(cashierBankCards.userId, userId), isNull(cashierBankCards.deletedAt))).orderBy(asc(cashierBankCards.id)),

  findLive: async (userId: number, cardId: number, tx: Db = db): Promise<TBankCardRow | undefined> =>
    (await tx.select().from(cashierBankCards).where(and(eq(cashierBankCards.id, cardId), eq(cashierBankCards.userId, userId), isNull(cashierBankCards.deletedAt))).limit(1))[0],

  /** Serialises a player's card changes (the card limit holds under concurrent adds). */
  lockOwner: async (userId: number, tx: Db): Promise<void> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cashier-cards'), ${userId}::int)`);
  },

  insert: async (row: typeof cashierBankCards.$inferInsert, tx: Db = db): Promise<TBankCardRow> => {
    const [created] = await tx.insert(cashierBankCards).values(row).returning();
    if (!created) throw new Error('insert into cashier_bank_cards returned no row');
    return created;
  },

  softDelete: async (userId: number, cardId: number, at: Date, tx: Db = db): Promise<boolean> =>
    (await tx.update(cashierBankCards).set({ deletedAt: at, isDefault: false }).where(and(eq(cashierBankCards.id, cardId), eq(cashierBankCards.userId, userId), isNull(cashierBankCards.deletedAt))).returning({ id: cashierBankCards.id })).length > 0,

  setDefault: async (userId: number, cardId: number, tx: Db = db): Promise<void> => {
    await tx
      .update(cashierBankCards)
      .set({ isDefault: sql`${cashierBankCards.id} = ${cardId}` })
      .where(and(eq(cashierBankCards.userId, userId), isNull(cashierBankCards.deletedAt)));
  },
});

export type TBankCardsRepository = ReturnType<typeof createBankCardsRepository>;
