import { minorForCoin, type TDepositsService } from './deposits.service';
import { newTxHash } from './ids';
import type { TPaymentsStore } from './payments.store';

/**
 * A simulated chain for USDT deposits: a transfer to an order's address is included in the next
 * block and pays the order once it has N confirmations, converted at the order's rate. A transfer
 * sent before the order expired still counts (it was on its way); one sent later is never matched.
 */
export const createChainService = (deps: { store: TPaymentsStore; deposits: Pick<TDepositsService, 'settle'>; confirmations: number; now: () => Date }) => {
  const { store, deposits, confirmations, now } = deps;
  const height = () => store.chainHeight();

  /** Pays the orders whose transfers reached the required confirmations. */
  const confirm = async (): Promise<number> => {
    const top = await height();
    let paid = 0;
    for (const { tx, deposit } of await store.confirmedTransfers(top, confirmations)) {
      const done = await deposits.settle(deposit.id, { status: 'paid', paidAmountMinor: minorForCoin(tx.amountMicro, deposit.rateMicro ?? 1n) });
      await store.markTransferUsed(tx.txHash, deposit.id);
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
      await store.insertChainTx({ txHash, toAddress, amountMicro, blockHeight, createdAt: now() });
      return { txHash, blockHeight: Number(blockHeight) };
    },

    /** Mines `blocks` blocks, then pays what is confirmed. */
    async mine(blocks = 1): Promise<{ height: number; paid: number }> {
      await height();
      await store.advanceChain(blocks);
      const paid = await confirm();
      return { height: Number(await height()), paid };
    },
  };
};

export type TChainService = ReturnType<typeof createChainService>;
