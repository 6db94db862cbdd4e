import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SandboxDb } from '../store/sandbox-db';
import { gameRounds, gameSeeds, gameSessions } from '../store/games.tables';
import { seedHash } from './engines/fair';
import { PlayError } from './play-error';

export type TSessionRow = typeof gameSessions.$inferSelect;
export type TRoundRow = typeof gameRounds.$inferSelect;
export type TSeedRow = typeof gameSeeds.$inferSelect;

/** A new server seed from the CSPRNG: 32 random bytes, hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/** The provider's sessions, seeds and rounds in its own database. */
export const createGameStore = (db: SandboxDb) => {
  const ensureSeed = async (playerKey: string, gameId: number, tx: SandboxDb = db): Promise<TSeedRow> => {
    const serverSeed = newServerSeed();
    await tx
      .insert(gameSeeds)
      .values({ playerKey, gameId, serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed: newClientSeed(), nonce: 0 })
      .onConflictDoNothing();
    const [row] = await tx.select().from(gameSeeds).where(and(eq(gameSeeds.playerKey, playerKey), eq(gameSeeds.gameId, gameId))).limit(1);
    if (!row) throw new Error('seed row vanished');
    return row;
  };

  return {
    insertSession: async (row: typeof gameSessions.$inferInsert): Promise<void> => {
      await db.insert(gameSessions).values(row);
    },
    findSession: async (id: string): Promise<TSessionRow | undefined> => (await db.select().from(gameSessions).where(eq(gameSessions.id, id)).limit(1))[0],
    setBalance: async (sessionId: string, balanceMinor: number): Promise<void> => {
      await db.update(gameSessions).set({ balanceMinor }).where(eq(gameSessions.id, sessionId));
    },
    /** Demo: play money moves only if the balance covers it; answers the new balance or null. */
    addDemoBalance: async (sessionId: string, deltaMinor: number, tx: SandboxDb = db): Promise<number | null> =>
      (
        await tx
          .update(gameSessions)
          .set({ balanceMinor: sql`${gameSessions.balanceMinor} + ${deltaMinor}` })
          .where(and(eq(gameSessions.id, sessionId), sql`${gameSessions.balanceMinor} + ${deltaMinor} >= 0`))
          .returning({ balance: gameSessions.balanceMinor })
      )[0]?.balance ?? null,

    ensureSeed,
    setClientSeed: async (playerKey: string, gameId: number, clientSeed: string): Promise<TSeedRow> => {
      await ensureSeed(playerKey, gameId);
      const [row] = await db
        .update(gameSeeds)
        .set({ clientSeed, updatedAt: new Date() })
        .where(and(eq(gameSeeds.playerKey, playerKey), eq(gameSeeds.gameId, gameId)))
        .returning();
      return row!;
    },

    /**
     * Starts a round on the committed seed pair: locks it, checks the hash the player bet against,
     * writes the round (bet_pending) with the seeds, then moves the pair on (nonce + 1, a new server seed).
     * `alsoInTx` runs in the same transaction (a free round is taken from its grant there).
     */
    openRound: async (
      input: Omit<typeof gameRounds.$inferInsert, 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce'>,
      expectedHash: string,
      alsoInTx?: (tx: SandboxDb) => Promise<void>,
    ): Promise<TRoundRow> =>
      db.transaction(async (tx) => {
        await ensureSeed(input.playerKey, input.gameId, tx as unknown as SandboxDb);
        const [seed] = await tx
          .select()
          .from(gameSeeds)
          .where(and(eq(gameSeeds.playerKey, input.playerKey), eq(gameSeeds.gameId, input.gameId)))
          .for('update');
        if (!seed) throw new Error('seed row vanished');
        if (seed.serverSeedHash !== expectedHash) throw new PlayError('SEED_CHANGED');
        const inserted = await tx
          .insert(gameRounds)
          .values({ ...input, serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce })
          .onConflictDoNothing()
          .returning();
        // A twin request with the same round id won the race.
        if (!inserted[0]) throw new PlayError('ROUND_REPLAYED');
        const next = newServerSeed();
        await tx
          .update(gameSeeds)
          .set({ serverSeed: next, serverSeedHash: seedHash(next), nonce: seed.nonce + 1, updatedAt: new Date() })
          .where(and(eq(gameSeeds.playerKey, input.playerKey), eq(gameSeeds.gameId, input.gameId)));
        if (alsoInTx) await alsoInTx(tx as unknown as SandboxDb);
        return inserted[0];
      }),

    findRound: async (id: string): Promise<TRoundRow | undefined> => (await db.select().from(gameRounds).where(eq(gameRounds.id, id)).limit(1))[0],

    /** Moves a round from one of `from` to new values; undefined when another path moved it first. */
    updateRound: async (id: string, from: TRoundRow['status'][], set: Partial<typeof gameRounds.$inferInsert>, tx: SandboxDb = db): Promise<TRoundRow | undefined> =>
      (await tx.update(gameRounds).set(set).where(and(eq(gameRounds.id, id), inArray(gameRounds.status, from))).returning())[0],

    recall: async (playerKey: string, gameId: number, limit: number): Promise<TRoundRow[]> =>
      db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.playerKey, playerKey), eq(gameRounds.gameId, gameId), inArray(gameRounds.status, ['open', 'settled', 'cancelled'])))
        .orderBy(desc(gameRounds.createdAt))
        .limit(limit),

    latestOpen: async (playerKey: string, gameId: number): Promise<TRoundRow | undefined> =>
      (
        await db
          .select()
          .from(gameRounds)
          .where(and(eq(gameRounds.playerKey, playerKey), eq(gameRounds.gameId, gameId), eq(gameRounds.status, 'open')))
          .orderBy(desc(gameRounds.createdAt))
          .limit(1)
      )[0],

    /** Bets whose answer never came back (the provider stopped mid-call). */
    stalePending: async (before: Date): Promise<TRoundRow[]> =>
      db.select().from(gameRounds).where(and(eq(gameRounds.status, 'bet_pending'), lte(gameRounds.createdAt, before))).limit(100),

    /** Crash rounds whose end (auto cash-out or crash) has come. */
    dueToSettle: async (now: Date): Promise<TRoundRow[]> =>
      db.select().from(gameRounds).where(and(eq(gameRounds.status, 'open'), lte(gameRounds.settleAt, now))).limit(100),

    transaction: <T>(fn: (tx: SandboxDb) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as SandboxDb)),
  };
};

export type TGameStore = ReturnType<typeof createGameStore>;
