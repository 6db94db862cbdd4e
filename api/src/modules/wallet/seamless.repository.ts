import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { gameRounds, launchTokens, seamlessTransactions } from './wallet.tables';

export type TLaunchTokenRow = typeof launchTokens.$inferSelect;
export type TSeamlessTxRow = typeof seamlessTransactions.$inferSelect;
export type TSeamlessTxInsert = typeof seamlessTransactions.$inferInsert;

export interface TRoundDelta {
  userId: number;
  roundId: string;
  gameId: number;
  currency: string;
  betMinor?: bigint;
  winMinor?: bigint;
  refundMinor?: bigint;
  close?: boolean;
  at: Date;
}

/** A bet or win for wallet_seamless_money (drizzle/functions/wallet_seamless_money.sql). */
export interface TMoneyInput {
  tokenHash: string;
  playerId: string;
  kind: 'bet' | 'win';
  transactionId: string;
  roundId: string;
  gameId: number;
  amountMinor: bigint;
  currency: string;
  close: boolean;
  at: Date;
  /** The ledger accounts the money moves between (named by ledger.service.ts). */
  playerAccount: string;
  houseAccount: string;
  /** Run player protection's checks on a new bet (protection_bet_refusal) and mark play when it is accepted. */
  guard: boolean;
  /** The player's bonus money (spent after cash) and where a closed bonus's rest returns (bonus_close.sql). */
  bonusAccount: string;
  promoAccount: string;
}

/** OK and REPLAY carry the balance of the (first) answer; INSUFFICIENT_FUNDS and TRANSACTION_ROLLED_BACK the current one. */
export interface TMoneyOutcome {
  outcome: string;
  balanceMinor: bigint | null;
}

/** The function's parameters in order, each with the cast its signature needs ('' when the text type resolves). */
const MONEY_CASTS = ['', '', '', '', '', '::integer', '::bigint', '', '', '::timestamptz', '', '', '', '', ''] as const;
const MONEY_SELECT = 'select outcome, balance::text as balance from wallet_seamless_money';

/**
 * The money call as a NAMED prepared statement on PostgreSQL: each pooled connection parses and plans
 * it once, then a bet is Bind + Execute (no parse or plan of the outer select on the server, no query
 * building on ours). The same select and casts as the drizzle path (PGlite, a caller's transaction); a
 * replaced function definition invalidates the cached plan and PostgreSQL plans it again. (Not through
 * a transaction-mode pooler, which does not keep a named statement on one connection.)
 */
const MONEY_STATEMENT = {
  name: 'wallet_seamless_money',
  text: `${MONEY_SELECT}(${MONEY_CASTS.map((cast, i) => `$${i + 1}${cast}`).join(', ')})`,
};

/** The node-postgres pool under a drizzle handle (PGlite's and a transaction's are none). */
const poolOf = (db: Db): pg.Pool | undefined => {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

export const createSeamlessRepository = (db: Db) => ({
  insertLaunchToken: async (row: typeof launchTokens.$inferInsert): Promise<void> => {
    await db.insert(launchTokens).values(row);
  },

  findLaunchToken: async (tokenHash: string, tx: Db = db): Promise<TLaunchTokenRow | undefined> =>
    (await tx.select().from(launchTokens).where(eq(launchTokens.tokenHash, tokenHash)).limit(1))[0],

  /** First authenticate: the token now lives for the game session. */
  startTokenSession: async (tokenHash: string, at: Date, expiresAt: Date): Promise<void> => {
    await db
      .update(launchTokens)
      .set({ authenticatedAt: at, expiresAt })
      .where(and(eq(launchTokens.tokenHash, tokenHash), sql`${launchTokens.authenticatedAt} is null`));
  },

  findTransaction: async (userId: number, transactionId: string, tx: Db = db, forUpdate = false): Promise<TSeamlessTxRow | undefined> => {
    const query = tx
      .select()
      .from(seamlessTransactions)
      .where(and(eq(seamlessTransactions.userId, userId), eq(seamlessTransactions.transactionId, transactionId)))
      .limit(1);
    return (await (forUpdate ? query.for('update') : query))[0];
  },

  /**
   * A whole bet or win in one statement, one round trip: token check, player lock, idempotency,
   * player protection (a new bet, when `guard`), funds, transfer, provider row, round and balances,
   * bonus money (cash first, wagering, conversion, the win split), in the ledger's lock order
   * (drizzle/functions/wallet_seamless_money.sql and its steps). The balance is cash + bonus.
   */
  money: async (m: TMoneyInput, tx: Db = db): Promise<TMoneyOutcome> => {
    const pool = tx === db ? poolOf(db) : undefined;
    const values = [m.tokenHash, m.playerId, m.kind, m.transactionId, m.roundId, m.gameId, m.amountMinor.toString(), m.currency, m.close, m.at.toISOString(), m.playerAccount, m.houseAccount, m.guard, m.bonusAccount, m.promoAccount];
    const result = pool
      ? await pool.query({ ...MONEY_STATEMENT, values })
      : await tx.execute(sql`${sql.raw(MONEY_SELECT)}(${sql.join(values.map((value, i) => sql`${value}${sql.raw(MONEY_CASTS[i]!)}`), sql`, `)})`);
    const row = rowsOf<{ outcome: string; balance: string | null }>(result)[0];
    if (!row) throw new Error('wallet_seamless_money answered no row');
    return { outcome: row.outcome, balanceMinor: row.balance === null ? null : BigInt(row.balance) };
  },

  /** False when the (player, transaction id) already exists: the caller replays or refuses. */
  insertTransaction: async (row: TSeamlessTxInsert, tx: Db): Promise<boolean> =>
    (
      await tx
        .insert(seamlessTransactions)
        .values(row)
        .onConflictDoNothing({ target: [seamlessTransactions.userId, seamlessTransactions.transactionId] })
        .returning({ id: seamlessTransactions.transactionId })
    ).length > 0,

  markRolledBack: async (userId: number, transactionId: string, tx: Db): Promise<void> => {
    await tx
      .update(seamlessTransactions)
      .set({ status: 'rolled_back' })
      .where(and(eq(seamlessTransactions.userId, userId), eq(seamlessTransactions.transactionId, transactionId)));
  },

  /** Adds a bet, win or refund to the player's round (created on its first money call). */
  addToRound: async (d: TRoundDelta, tx: Db): Promise<void> => {
    await tx
      .insert(gameRounds)
      .values({
        userId: d.userId,
        roundId: d.roundId,
        gameId: d.gameId,
        currency: d.currency,
        betMinor: d.betMinor ?? 0n,
        winMinor: d.winMinor ?? 0n,
        refundMinor: d.refundMinor ?? 0n,
        status: d.close ? 'closed' : 'open',
        startedAt: d.at,
        updatedAt: d.at,
      })
      .onConflictDoUpdate({
        target: [gameRounds.userId, gameRounds.roundId],
        set: {
          betMinor: sql`${gameRounds.betMinor} + excluded.bet_minor`,
          winMinor: sql`${gameRounds.winMinor} + excluded.win_minor`,
          refundMinor: sql`${gameRounds.refundMinor} + excluded.refund_minor`,
          status: sql`case when excluded.status = 'closed' then 'closed' else ${gameRounds.status} end`,
          updatedAt: d.at,
        },
      });
  },

  /** The status of the bonus that funded part of the round's stake (locked: the caller settles against it). */
  roundBonusStatus: async (userId: number, roundId: string, tx: Db): Promise<string | undefined> => {
    const result = await tx.execute(sql`
      select b.status from wallet_game_rounds g join player_bonuses b on b.id = g.bonus_id
      where g.user_id = ${userId} and g.round_id = ${roundId} for update of b`);
    return rowsOf<{ status: string }>(result)[0]?.status;
  },

  findRound: async (userId: number, roundId: string, tx: Db = db): Promise<{ status: string; gameId: number } | undefined> =>
    (await tx.select({ status: gameRounds.status, gameId: gameRounds.gameId }).from(gameRounds).where(and(eq(gameRounds.userId, userId), eq(gameRounds.roundId, roundId))).limit(1))[0],

  /** Closes the round; answers it (with its game), or undefined when the player has no such round. */
  closeRound: async (userId: number, roundId: string, at: Date): Promise<{ gameId: number } | undefined> =>
    (
      await db
        .update(gameRounds)
        .set({ status: 'closed', updatedAt: at })
        .where(and(eq(gameRounds.userId, userId), eq(gameRounds.roundId, roundId)))
        .returning({ gameId: gameRounds.gameId })
    )[0],
});

export type TSeamlessRepository = ReturnType<typeof createSeamlessRepository>;
