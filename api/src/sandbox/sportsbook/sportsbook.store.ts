import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { SandboxDb } from '../store/sandbox-db';
import { sportBets, sportSessions, type TSportLeg } from '../store/sportsbook.tables';
import type { TBetRow } from './sportsbook.views';

export type TSessionRow = typeof sportSessions.$inferSelect;
type TBetInsert = typeof sportBets.$inferInsert;

/** The sportsbook's sessions and bets in the provider's own database; writes take the caller's transaction. */
export const createSportsbookStore = (db: SandboxDb) => ({
  /** Runs `work` in one transaction (a bet's new state and the money it owes, written together). */
  transaction: <T>(work: (tx: SandboxDb) => Promise<T>): Promise<T> => db.transaction(async (txRaw) => work(txRaw as unknown as SandboxDb)),

  session: async (id: string): Promise<TSessionRow | undefined> => (await db.select().from(sportSessions).where(eq(sportSessions.id, id)).limit(1))[0],
  sessionLang: async (id: string): Promise<string | undefined> => (await db.select({ lang: sportSessions.lang }).from(sportSessions).where(eq(sportSessions.id, id)).limit(1))[0]?.lang,
  insertSession: async (row: typeof sportSessions.$inferInsert): Promise<void> => {
    await db.insert(sportSessions).values(row);
  },
  setSessionBalance: async (id: string, balanceMinor: number): Promise<void> => {
    await db.update(sportSessions).set({ balanceMinor }).where(eq(sportSessions.id, id));
  },
  /** Every session of the player shows the balance the operator answered last. */
  setPlayerBalance: async (playerId: string, balanceMinor: number): Promise<void> => {
    await db.update(sportSessions).set({ balanceMinor }).where(eq(sportSessions.playerId, playerId));
  },

  bet: async (id: string): Promise<TBetRow | undefined> => (await db.select().from(sportBets).where(eq(sportBets.id, id)).limit(1))[0],
  /** The player's taken bets (not the pending or cancelled ones), newest first. */
  playerBets: (playerId: string, limit: number): Promise<TBetRow[]> =>
    db
      .select()
      .from(sportBets)
      .where(and(eq(sportBets.playerId, playerId), inArray(sportBets.status, ['open', 'won', 'lost', 'void'])))
      .orderBy(desc(sportBets.createdAt))
      .limit(limit),
  openBets: (limit: number): Promise<TBetRow[]> => db.select().from(sportBets).where(eq(sportBets.status, 'open')).orderBy(sportBets.createdAt).limit(limit),
  /** Debits asked before `before` and never answered (the process stopped mid-call). */
  stalePending: (before: Date, limit: number): Promise<TBetRow[]> =>
    db
      .select()
      .from(sportBets)
      .where(and(eq(sportBets.status, 'pending'), lte(sportBets.createdAt, before)))
      .limit(limit),
  /** A new pending bet; undefined when a twin request with the same id got there first. */
  insertBet: async (row: TBetInsert): Promise<TBetRow | undefined> => (await db.insert(sportBets).values(row).onConflictDoNothing().returning())[0],
  /** Keeps what is known of an open bet's legs (a leg won early shows as won). */
  setOpenLegs: async (id: string, legs: TSportLeg[]): Promise<void> => {
    await db.update(sportBets).set({ legs }).where(and(eq(sportBets.id, id), eq(sportBets.status, 'open')));
  },
  /** Settles an open bet; undefined when it was not open any more. */
  settleOpen: async (id: string, result: { status: TBetRow['status']; winMinor: number; legs: TSportLeg[]; settledAt: Date }, tx: SandboxDb = db): Promise<TBetRow | undefined> =>
    (await tx.update(sportBets).set(result).where(and(eq(sportBets.id, id), eq(sportBets.status, 'open'))).returning())[0],
  cancel: async (id: string, at: Date, tx: SandboxDb = db): Promise<void> => {
    await tx.update(sportBets).set({ status: 'cancelled', settledAt: at }).where(eq(sportBets.id, id));
  },
  /** Cancels a bet still pending; undefined when it was not pending any more. */
  cancelPending: async (id: string, at: Date, tx: SandboxDb = db): Promise<TBetRow | undefined> =>
    (await tx.update(sportBets).set({ status: 'cancelled', settledAt: at }).where(and(eq(sportBets.id, id), eq(sportBets.status, 'pending'))).returning())[0],
  /** The operator took the debit: pending becomes open; undefined when it was not pending any more. */
  openPending: async (id: string): Promise<TBetRow | undefined> =>
    (await db.update(sportBets).set({ status: 'open' }).where(and(eq(sportBets.id, id), eq(sportBets.status, 'pending'))).returning())[0],
});

export type TSportsbookStore = ReturnType<typeof createSportsbookStore>;
