import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { SandboxDb } from '../store/sandbox-db';
import { gameFreeRoundGrants } from '../store/games.tables';

export type TGrantRow = typeof gameFreeRoundGrants.$inferSelect;
export type TGrantInsert = Omit<typeof gameFreeRoundGrants.$inferInsert, 'id' | 'roundsPlayed' | 'wonMinor' | 'status'>;

/** The provider's free-round grants in its own database. */
export const createFreeRoundStore = (db: SandboxDb) => ({
  /** Inserts the grant unless its reference exists; answers the stored grant either way. */
  async insert(row: TGrantInsert): Promise<TGrantRow> {
    await db
      .insert(gameFreeRoundGrants)
      .values({ ...row, id: `fr_${randomBytes(12).toString('base64url')}`, status: 'active' })
      .onConflictDoNothing({ target: gameFreeRoundGrants.reference });
    const found = await this.byReference(row.reference);
    if (!found) throw new Error('grant vanished');
    return found;
  },

  byReference: async (reference: string): Promise<TGrantRow | undefined> =>
    (await db.select().from(gameFreeRoundGrants).where(eq(gameFreeRoundGrants.reference, reference)).limit(1))[0],

  byId: async (id: string, tx: SandboxDb = db): Promise<TGrantRow | undefined> => (await tx.select().from(gameFreeRoundGrants).where(eq(gameFreeRoundGrants.id, id)).limit(1))[0],

  cancel: async (reference: string, at: Date): Promise<TGrantRow | undefined> =>
    (
      await db
        .update(gameFreeRoundGrants)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(gameFreeRoundGrants.reference, reference), eq(gameFreeRoundGrants.status, 'active')))
        .returning()
    )[0],

  /** The oldest grant of the player still running on this game (rounds left, not expired, not cancelled). */
  activeFor: async (playerId: string, gameCode: string, now: Date): Promise<TGrantRow | undefined> =>
    (
      await db
        .select()
        .from(gameFreeRoundGrants)
        .where(
          and(
            eq(gameFreeRoundGrants.playerId, playerId),
            eq(gameFreeRoundGrants.status, 'active'),
            lt(gameFreeRoundGrants.roundsPlayed, gameFreeRoundGrants.rounds),
            gt(gameFreeRoundGrants.expiresAt, now),
            sql`${gameFreeRoundGrants.gameCodes} @> ${JSON.stringify([gameCode])}::jsonb`,
          ),
        )
        .orderBy(asc(gameFreeRoundGrants.createdAt))
        .limit(1)
    )[0],

  /** Takes one round from a running grant (in the transaction that opens the round); undefined when none is left. */
  takeRound: async (id: string, now: Date, tx: SandboxDb): Promise<TGrantRow | undefined> =>
    (
      await tx
        .update(gameFreeRoundGrants)
        .set({ roundsPlayed: sql`${gameFreeRoundGrants.roundsPlayed} + 1` })
        .where(
          and(
            eq(gameFreeRoundGrants.id, id),
            eq(gameFreeRoundGrants.status, 'active'),
            lt(gameFreeRoundGrants.roundsPlayed, gameFreeRoundGrants.rounds),
            gt(gameFreeRoundGrants.expiresAt, now),
          ),
        )
        .returning()
    )[0],

  /** A round that never ran (the process stopped before its outcome): the grant gets it back. */
  giveBack: async (id: string, tx: SandboxDb): Promise<void> => {
    await tx
      .update(gameFreeRoundGrants)
      .set({ roundsPlayed: sql`greatest(${gameFreeRoundGrants.roundsPlayed} - 1, 0)` })
      .where(eq(gameFreeRoundGrants.id, id));
  },

  addWin: async (id: string, winMinor: number, tx: SandboxDb): Promise<void> => {
    if (winMinor <= 0) return;
    await tx
      .update(gameFreeRoundGrants)
      .set({ wonMinor: sql`${gameFreeRoundGrants.wonMinor} + ${winMinor}` })
      .where(eq(gameFreeRoundGrants.id, id));
  },
});

export type TFreeRoundStore = ReturnType<typeof createFreeRoundStore>;
