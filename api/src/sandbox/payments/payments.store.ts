import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { SandboxDb } from '../store/sandbox-db';
import { gwBankTransfers, gwChainState, gwChainTxs, gwDeposits, gwPayouts } from './payments.tables';

export type TDepositRow = typeof gwDeposits.$inferSelect;
export type TPayoutRow = typeof gwPayouts.$inferSelect;
export type TChainTxRow = typeof gwChainTxs.$inferSelect;

/** The most due rows one sweep takes (a sweep runs again soon). */
const SWEEP_LIMIT = 200;

/**
 * The gateway's SQL: deposits, payouts, the bank's transfer log and the chain, in the sandbox's own
 * database. The services decide; this store only reads and writes. Every method takes an optional
 * transaction (`tx`) for the steps that must land together.
 */
export const createPaymentsStore = (db: SandboxDb) => ({
  transaction: <T>(fn: (tx: SandboxDb) => Promise<T>): Promise<T> => db.transaction((t) => fn(t as unknown as SandboxDb)),

  // Deposits
  depositById: async (id: string, tx: SandboxDb = db): Promise<TDepositRow | undefined> => (await tx.select().from(gwDeposits).where(eq(gwDeposits.id, id)).limit(1))[0],
  depositByOrder: async (merchantOrderId: string): Promise<TDepositRow | undefined> =>
    (await db.select().from(gwDeposits).where(eq(gwDeposits.merchantOrderId, merchantOrderId)).limit(1))[0],
  /** Undefined when the merchant order id is already taken (a repeat or a race). */
  insertDeposit: async (row: typeof gwDeposits.$inferInsert): Promise<TDepositRow | undefined> =>
    (await db.insert(gwDeposits).values(row).onConflictDoNothing({ target: gwDeposits.merchantOrderId }).returning())[0],
  /** Moves a deposit out of 'pending'; undefined when it was no longer pending. */
  finishDeposit: async (id: string, patch: Pick<TDepositRow, 'status' | 'paidAmountMinor' | 'failReason' | 'updatedAt'>, tx: SandboxDb = db): Promise<TDepositRow | undefined> =>
    (await tx.update(gwDeposits).set(patch).where(and(eq(gwDeposits.id, id), eq(gwDeposits.status, 'pending'))).returning())[0],
  /** The deposit an EFT reference names, locked until the transaction ends. */
  lockDepositByReference: async (reference: string, tx: SandboxDb): Promise<TDepositRow | undefined> =>
    (await tx.select().from(gwDeposits).where(eq(gwDeposits.reference, reference)).for('update').limit(1))[0],
  recordBankTransfer: async (row: typeof gwBankTransfers.$inferInsert, tx: SandboxDb): Promise<void> => {
    await tx.insert(gwBankTransfers).values(row);
  },
  /** Pending deposits past their expiry, except a coin order whose transfer is already on the chain. */
  dueDepositIds: async (at: Date): Promise<string[]> =>
    (
      await db
        .select({ id: gwDeposits.id })
        .from(gwDeposits)
        .where(and(eq(gwDeposits.status, 'pending'), lte(gwDeposits.expiresAt, at), sql`not exists (select 1 from ${gwChainTxs} where ${gwChainTxs.toAddress} = ${gwDeposits.address})`))
        .limit(SWEEP_LIMIT)
    ).map((r) => r.id),

  // Payouts
  payoutByMerchantId: async (merchantPayoutId: string): Promise<TPayoutRow | undefined> =>
    (await db.select().from(gwPayouts).where(eq(gwPayouts.merchantPayoutId, merchantPayoutId)).limit(1))[0],
  /** Undefined when the merchant payout id is already taken (a repeat or a race). */
  insertPayout: async (row: typeof gwPayouts.$inferInsert): Promise<TPayoutRow | undefined> =>
    (await db.insert(gwPayouts).values(row).onConflictDoNothing({ target: gwPayouts.merchantPayoutId }).returning())[0],
  /** Moves a payout out of 'pending'; undefined when it was no longer pending. */
  finishPayout: async (id: string, patch: Pick<TPayoutRow, 'status' | 'failReason' | 'updatedAt'>, tx: SandboxDb): Promise<TPayoutRow | undefined> =>
    (await tx.update(gwPayouts).set(patch).where(and(eq(gwPayouts.id, id), eq(gwPayouts.status, 'pending'))).returning())[0],
  /** Pending payouts whose bank delay has passed (every pending one with `force`). */
  duePayouts: (at: Date, force: boolean): Promise<TPayoutRow[]> =>
    db
      .select()
      .from(gwPayouts)
      .where(and(eq(gwPayouts.status, 'pending'), force ? undefined : lte(gwPayouts.settleAfter, at)))
      .limit(SWEEP_LIMIT),

  // The chain
  chainHeight: async (tx: SandboxDb = db): Promise<bigint> => {
    await tx.insert(gwChainState).values({ id: 1, height: 0n }).onConflictDoNothing();
    return (await tx.select({ height: gwChainState.height }).from(gwChainState).where(eq(gwChainState.id, 1)))[0]?.height ?? 0n;
  },
  advanceChain: async (blocks: number): Promise<void> => {
    await db.update(gwChainState).set({ height: sql`${gwChainState.height} + ${blocks}` }).where(eq(gwChainState.id, 1));
  },
  insertChainTx: async (row: typeof gwChainTxs.$inferInsert): Promise<void> => {
    await db.insert(gwChainTxs).values(row);
  },
  chainTxTo: async (address: string): Promise<TChainTxRow | undefined> => (await db.select().from(gwChainTxs).where(eq(gwChainTxs.toAddress, address)).limit(1))[0],
  /**
   * Unused transfers buried at least `confirmations` deep under `top`, each with the pending deposit
   * whose address it paid, sent before that deposit expired.
   */
  confirmedTransfers: (top: bigint, confirmations: number): Promise<{ tx: TChainTxRow; deposit: TDepositRow }[]> =>
    db
      .select({ tx: gwChainTxs, deposit: gwDeposits })
      .from(gwChainTxs)
      .innerJoin(gwDeposits, eq(gwDeposits.address, gwChainTxs.toAddress))
      .where(and(isNull(gwChainTxs.depositId), lte(gwChainTxs.blockHeight, top - BigInt(confirmations) + 1n), eq(gwDeposits.status, 'pending'), lte(gwChainTxs.createdAt, gwDeposits.expiresAt)))
      .limit(SWEEP_LIMIT),
  markTransferUsed: async (txHash: string, depositId: string): Promise<void> => {
    await db.update(gwChainTxs).set({ depositId }).where(eq(gwChainTxs.txHash, txHash));
  },
});

export type TPaymentsStore = ReturnType<typeof createPaymentsStore>;
