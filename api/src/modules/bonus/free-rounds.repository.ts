import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games } from '../games/games.tables';
import { playerBonuses } from './bonus.tables';
import { bonusFreeRoundGrants, bonusFreeRoundWins, type TFreeRoundGrantStatus } from './free-rounds.tables';

export type TFreeRoundGrantRow = typeof bonusFreeRoundGrants.$inferSelect;
export type TFreeRoundWinRow = typeof bonusFreeRoundWins.$inferSelect;

/** The operator's free-round grants (its outbox for the provider calls) and the wins the provider reported. */
export const createFreeRoundsRepository = (db: Db) => ({
  insertGrant: async (row: typeof bonusFreeRoundGrants.$inferInsert, tx: Db): Promise<TFreeRoundGrantRow> => (await tx.insert(bonusFreeRoundGrants).values(row).returning())[0]!,

  byId: async (id: number, tx: Db = db): Promise<TFreeRoundGrantRow | undefined> => (await tx.select().from(bonusFreeRoundGrants).where(eq(bonusFreeRoundGrants.id, id)).limit(1))[0],

  byBonus: async (bonusId: number, tx: Db = db): Promise<TFreeRoundGrantRow | undefined> =>
    (await tx.select().from(bonusFreeRoundGrants).where(eq(bonusFreeRoundGrants.bonusId, bonusId)).limit(1))[0],

  /** Locked: the caller holds the player's cash lock first. */
  byReferenceLocked: async (reference: string, tx: Db): Promise<TFreeRoundGrantRow | undefined> =>
    (await tx.select().from(bonusFreeRoundGrants).where(eq(bonusFreeRoundGrants.reference, reference)).limit(1).for('update'))[0],

  /** Grants with a provider call to make now: pending ones due, and running ones whose bonus has closed (to cancel). */
  due: async (now: Date, limit = 50): Promise<Array<TFreeRoundGrantRow & { bonusStatus: string }>> => {
    const rows = await db
      .select({ g: bonusFreeRoundGrants, bonusStatus: playerBonuses.status })
      .from(bonusFreeRoundGrants)
      .innerJoin(playerBonuses, eq(playerBonuses.id, bonusFreeRoundGrants.bonusId))
      .where(
        and(
          inArray(bonusFreeRoundGrants.status, ['pending', 'active']),
          lte(bonusFreeRoundGrants.nextAttemptAt, now),
          sql`(${bonusFreeRoundGrants.status} = 'pending' or ${playerBonuses.status} <> 'active' or ${playerBonuses.expiresAt} <= ${now.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(asc(bonusFreeRoundGrants.nextAttemptAt))
      .limit(limit);
    return rows.map((r) => ({ ...r.g, bonusStatus: r.bonusStatus }));
  },

  /** Moves a grant on from `from` (a twin worker that moved it first wins). */
  setStatus: async (id: number, from: TFreeRoundGrantStatus[], set: Partial<typeof bonusFreeRoundGrants.$inferInsert>, tx: Db = db): Promise<boolean> =>
    (await tx.update(bonusFreeRoundGrants).set(set).where(and(eq(bonusFreeRoundGrants.id, id), inArray(bonusFreeRoundGrants.status, from))).returning({ id: bonusFreeRoundGrants.id })).length > 0,

  /** A retry later: attempts + 1, the next attempt after a backoff. */
  retryLater: async (id: number, error: string, next: Date): Promise<void> => {
    await db
      .update(bonusFreeRoundGrants)
      .set({ attempts: sql`${bonusFreeRoundGrants.attempts} + 1`, lastError: error.slice(0, 500), nextAttemptAt: next })
      .where(eq(bonusFreeRoundGrants.id, id));
  },

  findWin: async (grantId: number, roundId: string, tx: Db): Promise<TFreeRoundWinRow | undefined> =>
    (await tx.select().from(bonusFreeRoundWins).where(and(eq(bonusFreeRoundWins.grantId, grantId), eq(bonusFreeRoundWins.roundId, roundId))).limit(1))[0],

  insertWin: async (row: TFreeRoundWinRow, tx: Db): Promise<void> => {
    await tx.insert(bonusFreeRoundWins).values(row);
  },

  /** One more settled round of the grant (and its win). */
  addRound: async (id: number, winMinor: bigint, tx: Db): Promise<TFreeRoundGrantRow> =>
    (
      await tx
        .update(bonusFreeRoundGrants)
        .set({ roundsSettled: sql`${bonusFreeRoundGrants.roundsSettled} + 1`, wonMinor: sql`${bonusFreeRoundGrants.wonMinor} + ${winMinor}` })
        .where(eq(bonusFreeRoundGrants.id, id))
        .returning()
    )[0]!,

  /** The provider's codes of the offer's games, in the offer's order; a game the catalogue lacks is left out. */
  gameCodes: async (gameIds: number[], tx: Db = db): Promise<Map<number, string>> => {
    if (gameIds.length === 0) return new Map();
    const rows = await tx.select({ id: games.id, code: games.providerGameCode }).from(games).where(inArray(games.id, gameIds));
    return new Map(rows.filter((r) => r.code !== '').map((r) => [r.id, r.code]));
  },
});

export type TFreeRoundsRepository = ReturnType<typeof createFreeRoundsRepository>;
