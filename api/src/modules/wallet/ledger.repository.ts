import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { LedgerError } from './ledger.errors';
import { walletAccounts, walletTransfers } from './wallet.tables';

export interface TTransferInput {
  debitAccount: string;
  creditAccount: string;
  amount: bigint;
  currency: string;
  code: string;
  idempotencyKey: string;
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

    /** The currency of the player's cash account, else of the player's market (no account yet); undefined for no such player. */
    playerCurrency: async (userId: number, cashAccount: string, tx: Db = db): Promise<string | undefined> =>
      rowsOf<{ currency: string | null }>(
        await tx.execute(sql`select coalesce(
          (select currency from wallet_accounts where id = ${cashAccount}),
          (select m.currency from users u join markets m on m.id = u.market_id where u.id = ${userId})) as currency`),
      )[0]?.currency ?? undefined,

    /** Locks one account FOR UPDATE (a caller that must take the player's lock before its own rows). */
    lockAccount: async (accountId: string, tx: Db): Promise<bigint | undefined> =>
      (await tx.select({ balance: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.id, accountId)).for('update'))[0]?.balance,

    balanceOf: async (accountId: string, tx: Db = db): Promise<bigint | undefined> =>
      (await tx.select({ balance: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.id, accountId)).limit(1))[0]
        ?.balance,

    /**
     * One transfer inside the caller's transaction, by the ONE writer of money: the SQL function
     * wallet_transfer (drizzle/functions/wallet_transfer.sql) locks, checks the key and its request
     * hash, checks the funds and moves both balances. A used key replays (same request) or throws
     * IDEMPOTENCY_CONFLICT; a refusal throws, so the caller's transaction rolls back with it.
     */
    applyTransfer: async (input: TTransferInput, tx: Db): Promise<TTransferResult> => {
      const result = await tx.execute(sql`
        select outcome, transfer_id::text as transfer_id, debit_balance::text as debit_balance, credit_balance::text as credit_balance
        from wallet_transfer(${input.debitAccount}, ${input.creditAccount}, ${input.amount.toString()}::bigint, ${input.currency},
          ${input.code}, ${input.idempotencyKey}, ${input.at.toISOString()}::timestamptz)`);
      const row = rowsOf<Record<string, string | null>>(result)[0];
      if (!row) throw new Error('wallet_transfer answered no row');
      const big = (v: string | null | undefined) => (v === null || v === undefined ? undefined : BigInt(v));
      switch (row.outcome) {
        case 'OK':
          return { transferId: BigInt(row.transfer_id ?? '0'), created: true, debitBalance: big(row.debit_balance), creditBalance: big(row.credit_balance) };
        case 'REPLAY':
          return { transferId: BigInt(row.transfer_id ?? '0'), created: false };
        case 'INSUFFICIENT_FUNDS':
          throw new LedgerError('INSUFFICIENT_FUNDS', big(row.debit_balance) ?? 0n);
        case 'IDEMPOTENCY_CONFLICT':
        case 'UNKNOWN_ACCOUNT':
        case 'CURRENCY_MISMATCH':
          throw new LedgerError(row.outcome);
        default:
          throw new RangeError(`wallet_transfer refused: ${String(row.outcome)}`);
      }
    },

    /** An account's transfers between two instants, newest first, signed from the account's side (a player's history). */
    linesOf: async (account: string, from: Date, to: Date, limit: number): Promise<Array<{ at: Date; code: string; amountMinor: bigint }>> =>
      rowsOf<{ created_at: string | Date; code: string; signed: string }>(
        await db.execute(sql`
          select created_at, code, (case when credit_account = ${account} then amount else -amount end)::text as signed
          from wallet_transfers
          where (debit_account = ${account} or credit_account = ${account})
            and created_at >= ${from.toISOString()}::timestamptz and created_at <= ${to.toISOString()}::timestamptz
          order by created_at desc, id desc limit ${limit}`),
      ).map((r) => ({ at: new Date(r.created_at), code: r.code, amountMinor: BigInt(r.signed) })),

    /**
     * Ledger invariants for tests and the benchmark: the sum of all balances (zero in every currency:
     * `sum` is the largest absolute one), the lowest player balance, the drift of balances from their
     * transfers, and the house's balance (every `house:bankroll:*` account summed; one currency in the tests that read it).
     */
    audit: async (tx: Db = db): Promise<{ sum: bigint; minPlayerBalance: bigint | null; drift: bigint; houseBalance: bigint }> => {
      const [perCurrency] = rowsOf<{ sum: string }>(
        await tx.execute(sql`select coalesce(max(abs(total)), 0)::text as sum from (select sum(balance) as total from wallet_accounts group by currency) t`),
      );
      const [row] = await tx
        .select({
          minPlayer: sql<string | null>`min(${walletAccounts.balance}) filter (where ${walletAccounts.id} like 'player:%')::text`,
          house: sql<string>`coalesce(sum(${walletAccounts.balance}) filter (where ${walletAccounts.id} like 'house:bankroll:%'), 0)::text`,
        })
        .from(walletAccounts);
      // Drift: every balance must equal its credits minus its debits, replayed from the transfers.
      const [drift] = await tx.select({ drift: sql<string>`coalesce(sum(abs(a.balance - coalesce(c.total, 0) + coalesce(d.total, 0))), 0)::text` }).from(
        sql`${walletAccounts} a
          left join (select credit_account, sum(amount) total from ${walletTransfers} group by credit_account) c on c.credit_account = a.id
          left join (select debit_account, sum(amount) total from ${walletTransfers} group by debit_account) d on d.debit_account = a.id`,
      );
      return {
        sum: BigInt(perCurrency?.sum ?? '0'),
        minPlayerBalance: row?.minPlayer == null ? null : BigInt(row.minPlayer),
        drift: BigInt(drift?.drift ?? '0'),
        houseBalance: BigInt(row?.house ?? '0'),
      };
    },
  };
};

export type TLedgerRepository = ReturnType<typeof createLedgerRepository>;
