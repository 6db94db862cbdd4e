import type { TLedgerService } from './ledger.service';

/**
 * Balance look-up for other modules (user info's totalAssets and its split): the player's cash and
 * bonus accounts in the ledger, integer minor units as bigints, never floats.
 */
export const createWalletService = ({ ledger }: { ledger: Pick<TLedgerService, 'playerBalance' | 'playerBalances'> }) => ({
  getBalanceMinor: (userId: number): Promise<bigint> => ledger.playerBalance(userId),
  getBalances: (userId: number): Promise<{ cashMinor: bigint; bonusMinor: bigint }> => ledger.playerBalances(userId),
});

export type TWalletService = ReturnType<typeof createWalletService>;
