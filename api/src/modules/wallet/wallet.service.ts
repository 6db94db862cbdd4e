import type { TLedgerService } from './ledger.service';

/**
 * Balance look-up for other modules (user info's totalAssets): the player's cash account in the
 * ledger, integer minor units as a bigint, never floats.
 */
export const createWalletService = ({ ledger }: { ledger: Pick<TLedgerService, 'playerBalance'> }) => ({
  getBalanceMinor: (userId: number): Promise<bigint> => ledger.playerBalance(userId),
});

export type TWalletService = ReturnType<typeof createWalletService>;
