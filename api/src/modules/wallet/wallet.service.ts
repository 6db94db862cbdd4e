import { randomUUID } from 'node:crypto';
import type { TLedgerService } from './ledger.service';

/** SANDBOX ONLY: what /wallet/sandboxTopUp brings a player's balance back up to (1,000.00 TRY). */
export const SANDBOX_TOP_UP_TARGET_MINOR = 100_000n;

/**
 * Balance look-up for other modules (user info's totalAssets and its split): the player's cash and
 * bonus accounts in the ledger, integer minor units as bigints, never floats. In the sandbox, the
 * TEST_MONEY top-up back to a playable balance (test money: never withdrawable, cashier/turnover.ts).
 */
export const createWalletService = ({ ledger }: { ledger: Pick<TLedgerService, 'playerBalance' | 'playerBalances' | 'ensurePlayerAccount' | 'transaction' | 'lockPlayer' | 'transfer' | 'playerAccounts'> }) => ({
  getBalanceMinor: (userId: number): Promise<bigint> => ledger.playerBalance(userId),
  getBalances: (userId: number): Promise<{ cashMinor: bigint; bonusMinor: bigint }> => ledger.playerBalances(userId),

  /** SANDBOX ONLY: tops the player's cash up from the house back to the target; answers the new balance. */
  async sandboxTopUp(userId: number): Promise<bigint> {
    await ledger.ensurePlayerAccount(userId);
    // Read and top up under the player's lock: two taps at once must not both add the difference.
    return ledger.transaction(async (tx) => {
      const current = await ledger.lockPlayer(userId, tx);
      const missing = SANDBOX_TOP_UP_TARGET_MINOR - current;
      if (missing <= 0n) return current;
      const accounts = await ledger.playerAccounts(userId, tx);
      const result = await ledger.transfer(
        { debitAccount: accounts.promo, creditAccount: accounts.cash, amountMinor: missing, currency: accounts.currency, code: 'TEST_MONEY', idempotencyKey: `sandbox-top-up:${userId}:${randomUUID()}` },
        tx,
      );
      return result.creditBalance ?? SANDBOX_TOP_UP_TARGET_MINOR;
    });
  },
});

export type TWalletService = ReturnType<typeof createWalletService>;
