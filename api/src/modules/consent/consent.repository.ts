import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { legalDocuments } from '../legal/legal.tables';
import { playerConsents } from './consent.tables';

export type TConsentRow = typeof playerConsents.$inferSelect;
export type TNewConsent = Omit<typeof playerConsents.$inferInsert, 'id'>;
export interface TBindingText {
  kind: string;
  version: number;
  documentId: number;
  title: string;
  publishedAt: Date;
}

/** Acceptances of the legal texts, and the binding (Turkish) versions they are checked against. */
export const createConsentRepository = (db: Db) => ({
  /** The newest Turkish version of each of `kinds` in a market: the text a player accepts. */
  binding: async (marketId: string, kinds: readonly string[], bindingLang: string): Promise<TBindingText[]> =>
    db
      .selectDistinctOn([legalDocuments.kind], { kind: legalDocuments.kind, version: legalDocuments.version, documentId: legalDocuments.id, title: legalDocuments.title, publishedAt: legalDocuments.publishedAt })
      .from(legalDocuments)
      .where(and(eq(legalDocuments.marketId, marketId), eq(legalDocuments.lang, bindingLang), sql`${legalDocuments.kind} in ${kinds}`))
      .orderBy(legalDocuments.kind, desc(legalDocuments.version)),

  /** The player's latest acceptance of each kind. */
  latestOf: async (userId: number, tx: Db = db): Promise<TConsentRow[]> =>
    tx.selectDistinctOn([playerConsents.kind]).from(playerConsents).where(eq(playerConsents.userId, userId)).orderBy(playerConsents.kind, desc(playerConsents.acceptedAt), desc(playerConsents.id)),

  /** Every acceptance of the player, newest first (the data export). */
  allOf: async (userId: number): Promise<TConsentRow[]> =>
    db.select().from(playerConsents).where(eq(playerConsents.userId, userId)).orderBy(desc(playerConsents.acceptedAt), desc(playerConsents.id)),

  insert: async (rows: TNewConsent[], tx: Db = db): Promise<void> => {
    if (rows.length > 0) await tx.insert(playerConsents).values(rows);
  },

  /** The bet guard's own rule (`drizzle/functions/consent_bet_refusal.sql`), so launches and bets cannot disagree. */
  termsRefusal: async (userId: number): Promise<string | null> =>
    rowsOf<{ refusal: string | null }>(await db.execute(sql`select consent_bet_refusal(${userId}) as refusal`))[0]?.refusal ?? null,
});

export type TConsentRepository = ReturnType<typeof createConsentRepository>;
