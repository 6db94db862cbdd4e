import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { markets } from '../platform/platform.tables';
import { legalDocuments } from './legal.tables';

export type TLegalRow = typeof legalDocuments.$inferSelect;
export type TNewLegalVersion = Omit<typeof legalDocuments.$inferInsert, 'id' | 'version'>;

export const createLegalRepository = (db: Db) => ({
  defaultMarketId: async (): Promise<string | undefined> => (await db.select({ id: markets.id }).from(markets).where(eq(markets.isDefault, true)).limit(1))[0]?.id,
  marketExists: async (id: string): Promise<boolean> => (await db.select({ id: markets.id }).from(markets).where(eq(markets.id, id)).limit(1)).length > 0,
  allMarketIds: async (): Promise<string[]> => (await db.select({ id: markets.id }).from(markets)).map((m) => m.id),

  /** The newest version of each (kind) of a market in a language. */
  latest: async (marketId: string, lang: string): Promise<TLegalRow[]> =>
    db
      .selectDistinctOn([legalDocuments.kind])
      .from(legalDocuments)
      .where(and(eq(legalDocuments.marketId, marketId), eq(legalDocuments.lang, lang)))
      .orderBy(legalDocuments.kind, desc(legalDocuments.version)),

  /** Every version of every text of a market, newest first within each (kind, lang). */
  history: async (marketId: string): Promise<TLegalRow[]> =>
    db.select().from(legalDocuments).where(eq(legalDocuments.marketId, marketId)).orderBy(legalDocuments.kind, legalDocuments.lang, desc(legalDocuments.version)),

  /**
   * Appends the next version of (market, kind, lang). Two staff publishing at once: the unique index refuses
   * the second insert of the same number, and it is retried with the next one.
   */
  publish: async (row: TNewLegalVersion): Promise<TLegalRow> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const [inserted] = await db
          .insert(legalDocuments)
          .values({
            ...row,
            version: sql`(select coalesce(max(${legalDocuments.version}), 0) + 1 from ${legalDocuments} where ${legalDocuments.marketId} = ${row.marketId} and ${legalDocuments.kind} = ${row.kind} and ${legalDocuments.lang} = ${row.lang})`,
          })
          .returning();
        return inserted!;
      } catch (error) {
        if (attempt >= 10 || !isUniqueViolation(error)) throw error;
      }
    }
  },

  hasAny: async (marketId: string, kind: string, lang: string): Promise<boolean> =>
    (await db.select({ id: legalDocuments.id }).from(legalDocuments).where(and(eq(legalDocuments.marketId, marketId), eq(legalDocuments.kind, kind), eq(legalDocuments.lang, lang))).limit(1)).length > 0,
});

export type TLegalRepository = ReturnType<typeof createLegalRepository>;
