/**
 * Balance look-up for other modules. The double-entry ledger (a later issue) replaces this body;
 * callers already get integer minor units as a bigint and never see floats.
 */
export const createWalletService = () => ({
  async getBalanceMinor(_userId: number): Promise<bigint> {
    return 0n;
  },
});

export type TWalletService = ReturnType<typeof createWalletService>;
