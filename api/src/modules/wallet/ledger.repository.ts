import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LedgerError } from './ledger.errors';
import { walletAccounts, walletTransfers } from './wallet.tables';

export interface TTransferInput {
  debitAccount: string;
  creditAccount: string;
  amount: bigint;
  currency: string;
  code: string;
  idempotencyKey: string;
  requestHash: string;
  at: Date;
}

export interface TTransferResult {
  transferId: bigint;
  /** False when the key had been used with the same request: the first transfer is returned, no money moved. */
  created: boolean;
  /** Balances after the transfer (only when created; a replay reads them fresh if needed). */
  debitBalance?: bigint;
  creditBalance?: bigint;
}

export interface TAccountSpec {
  id: string;
  currency: string;
  allowNegative: boolean;
}

export const createLedgerRepository = (db: Db) => {
  // Currency and allow_negative never change after an account opens: cached per repository.
  const meta = new Map<string, { currency: string; allowNegative: boolean }>();
  const metaOf = async (id: string, tx: Db) => {
    const cached = meta.get(id);
    if (cached) return cached;
    const row = (await tx.select({ currency: walletAccounts.currency, allowNegative: walletAccounts.allowNegative }).from(walletAccounts).where(eq(walletAccounts.id, id)).limit(1))[0];
    if (row) meta.set(id, row);
    return row;
  };
  const findTransferByKey = async (key: string, tx: Db = db) =>
    (
      await tx
        .select({ id: walletTransfers.id, requestHash: walletTransfers.requestHash })
        .from(walletTransfers)
        .where(eq(walletTransfers.idempotencyKey, key))
        .limit(1)
    )[0];

  const replayOrConflict = async (input: TTransferInput, tx: Db): Promise<TTransferResult | null> => {
    const existing = await findTransferByKey(input.idempotencyKey, tx);
    if (!existing) return null;
    if (existing.requestHash !== input.requestHash) throw new LedgerError('IDEMPOTENCY_CONFLICT');
    return { transferId: existing.id, created: false };
  };

  return {
    /** Runs `fn` in one database transaction (READ COMMITTED; row locks do the serialising). */
    transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

    ensureAccounts: async (accounts: readonly TAccountSpec[], tx: Db = db): Promise<string[]> => {
      const rows = await tx
        .insert(walletAccounts)
        .values(accounts.map((a) => ({ id: a.id, currency: a.currency, allowNegative: a.allowNegative })))
        .onConflictDoNothing({ target: walletAccounts.id })
        .returning({ id: walletAccounts.id });
      return rows.map((r) => r.id);
    },

    /** Locks one account FOR UPDATE (a caller that must take the player's lock before its own rows). */
    lockAccount: async (accountId: string, tx: Db): Promise<bigint | undefined> =>
      (await tx.select({ balance: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.id, accountId)).for('update'))[0]?.balance,

    balanceOf: async (accountId: string, tx: Db = db): Promise<bigint | undefined> =>
      (await tx.select({ balance: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.id, accountId)).limit(1))[0]
        ?.balance,

    /**
     * One transfer inside the caller's transaction. Lock order is fixed: the accounts that must not
     * go negative (players) FOR UPDATE first, sorted by id; the accounts allowed to go negative
     * (house, world: hot rows shared by every player) last, taken by the balance UPDATE itself just
     * before commit, so they are held for as short a time as possible. Every path follows this
     * order, so opposite transfers cannot deadlock. A used key replays (same hash) or throws
     * IDEMPOTENCY_CONFLICT (different hash). Seamless bets and wins take the same path in one SQL
     * function instead (drizzle/0004_wallet_money_function.sql, seamless.repository.ts).
     */
    applyTransfer: async (input: TTransferInput, tx: Db): Promise<TTransferResult> => {
      const debitMeta = await metaOf(input.debitAccount, tx);
      const creditMeta = await metaOf(input.creditAccount, tx);
      if (!debitMeta || !creditMeta) throw new LedgerError('UNKNOWN_ACCOUNT');
      if (debitMeta.currency !== input.currency || creditMeta.currency !== input.currency) throw new LedgerError('CURRENCY_MISMATCH');
      const strict = [input.debitAccount, input.creditAccount].filter((id) => !meta.get(id)?.allowNegative).sort();
      const balances = new Map<string, bigint>();
      if (strict.length > 0) {
        const locked = await tx
          .select({ id: walletAccounts.id, balance: walletAccounts.balance })
          .from(walletAccounts)
          .where(inArray(walletAccounts.id, strict))
          .orderBy(asc(walletAccounts.id))
          .for('update');
        for (const row of locked) balances.set(row.id, row.balance);
      }

      // The key first: a replay must answer as the first time even if the funds have gone since.
      const inserted = await tx
        .insert(walletTransfers)
        .values({
          debitAccount: input.debitAccount,
          creditAccount: input.creditAccount,
          amount: input.amount,
          currency: input.currency,
          code: input.code,
          idempotencyKey: input.idempotencyKey,
          requestHash: input.requestHash,
          createdAt: input.at,
        })
        .onConflictDoNothing({ target: walletTransfers.idempotencyKey })
        .returning({ id: walletTransfers.id });
      const transfer = inserted[0];
      if (!transfer) {
        const replay = await replayOrConflict(input, tx);
        if (replay) return replay;
        throw new LedgerError('IDEMPOTENCY_CONFLICT');
      }
      const debitBefore = balances.get(input.debitAccount);
      // Throwing here rolls the whole transaction back, the transfer row included.
      if (!debitMeta.allowNegative && (debitBefore ?? 0n) < input.amount) throw new LedgerError('INSUFFICIENT_FUNDS', debitBefore ?? 0n);
      const updated = await tx
        .update(walletAccounts)
        .set({
          balance: sql`${walletAccounts.balance} + (case when ${walletAccounts.id} = ${input.debitAccount} then ${(-input.amount).toString()}::bigint else ${input.amount.toString()}::bigint end)`,
        })
        .where(inArray(walletAccounts.id, [input.debitAccount, input.creditAccount]))
        .returning({ id: walletAccounts.id, balance: walletAccounts.balance });
      const after = new Map(updated.map((r) => [r.id, r.balance]));
      return { transferId: transfer.id, created: true, debitBalance: after.get(input.debitAccount), creditBalance: after.get(input.creditAccount) };
    },

    /**
     * Ledger invariants for tests and the benchmark: the sum of all balances, the lowest player
     * balance, the drift of balances from their transfers, and the house's balance (`house:bankroll`
     * and its sub-accounts summed).
     */
    audit: async (tx: Db = db): Promise<{ sum: bigint; minPlayerBalance: bigint | null; drift: bigint; houseBalance: bigint }> => {
      const [row] = await tx
        .select({
          sum: sql<string>`coalesce(sum(${walletAccounts.balance}), 0)::text`,
          minPlayer: sql<string | null>`min(${walletAccounts.balance}) filter (where ${walletAccounts.id} like 'player:%')::text`,
          house: sql<string>`coalesce(sum(${walletAccounts.balance}) filter (where ${walletAccounts.id} = 'house:bankroll' or ${walletAccounts.id} like 'house:bankroll:%'), 0)::text`,
        })
        .from(walletAccounts);
      // Drift: every balance must equal its credits minus its debits, replayed from the transfers.
      const [drift] = await tx.select({ drift: sql<string>`coalesce(sum(abs(a.balance - coalesce(c.total, 0) + coalesce(d.total, 0))), 0)::text` }).from(
        sql`${walletAccounts} a
          left join (select credit_account, sum(amount) total from ${walletTransfers} group by credit_account) c on c.credit_account = a.id
          left join (select debit_account, sum(amount) total from ${walletTransfers} group by debit_account) d on d.debit_account = a.id`,
      );
      return {
        sum: BigInt(row?.sum ?? '0'),
        minPlayerBalance: row?.minPlayer == null ? null : BigInt(row.minPlayer),
        drift: BigInt(drift?.drift ?? '0'),
        houseBalance: BigInt(row?.house ?? '0'),
      };
    },
  };
};

export type TLedgerRepository = ReturnType<typeof createLedgerRepository>;
