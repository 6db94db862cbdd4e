import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { SandboxDb } from '../store/sandbox-db';
import { minorForCoin, type TDepositsService } from './deposits.service';
import { newTxHash } from './ids';
import { gwChainState, gwChainTxs, gwDeposits } from './payments.tables';

/**
 * A simulated chain for USDT deposits: a transfer to an order's address is included in the next
 * block and pays the order once it has N confirmations, converted at the order's rate. A transfer
 * sent before the order expired still counts (it was on its way); one sent later is never matched.
 */
export const createChainService = (deps: { db: SandboxDb; deposits: Pick<TDepositsService, 'settle'>; confirmations: number; now: () => Date }) => {
  const { db, deposits, confirmations, now } = deps;

  const height = async (tx: SandboxDb = db): Promise<bigint> => {
    await tx.insert(gwChainState).values({ id: 1, height: 0n }).onConflictDoNothing();
    return (await tx.select({ height: gwChainState.height }).from(gwChainState).where(eq(gwChainState.id, 1)))[0]?.height ?? 0n;
  };

  /** Pays the orders whose transfers reached the required confirmations. */
  const confirm = async (): Promise<number> => {
    const top = await height();
    const ready = await db
      .select({ tx: gwChainTxs, deposit: gwDeposits })
      .from(gwChainTxs)
      .innerJoin(gwDeposits, eq(gwDeposits.address, gwChainTxs.toAddress))
      .where(and(isNull(gwChainTxs.depositId), lte(gwChainTxs.blockHeight, top - BigInt(confirmations) + 1n), eq(gwDeposits.status, 'pending'), lte(gwChainTxs.createdAt, gwDeposits.expiresAt)))
      .limit(200);
    let paid = 0;
    for (const { tx, deposit } of ready) {
      const done = await deposits.settle(deposit.id, { status: 'paid', paidAmountMinor: minorForCoin(tx.amountMicro, deposit.rateMicro ?? 1n) });
      await db.update(gwChainTxs).set({ depositId: deposit.id }).where(eq(gwChainTxs.txHash, tx.txHash));
      if (done) paid++;
    }
    return paid;
  };

  return {
    height,

    /** A wallet sends `amountMicro` USDT to `toAddress`; the transfer is in the next block. */
    async send(toAddress: string, amountMicro: bigint) {
      const txHash = newTxHash();
      const blockHeight = (await height()) + 1n;
      await db.insert(gwChainTxs).values({ txHash, toAddress, amountMicro, blockHeight, createdAt: now() });
      return { txHash, blockHeight: Number(blockHeight) };
    },

    /** Mines `blocks` blocks, then pays what is confirmed. */
    async mine(blocks = 1): Promise<{ height: number; paid: number }> {
      await height();
      await db.update(gwChainState).set({ height: sql`${gwChainState.height} + ${blocks}` }).where(eq(gwChainState.id, 1));
      const paid = await confirm();
      return { height: Number(await height()), paid };
    },
  };
};

export type TChainService = ReturnType<typeof createChainService>;
