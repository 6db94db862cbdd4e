import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import type { TPushHub } from '../push/push.hub';
import { playerAccount, PROMO_ACCOUNT, type TLedgerService } from './ledger.service';

/** SANDBOX ONLY: what /wallet/sandboxTopUp brings a player's balance back up to (1,000.00 TRY). */
export const SANDBOX_TOP_UP_TARGET_MINOR = 100_000n;

export interface WalletRoutesOptions {
  ledger: Pick<TLedgerService, 'ensurePlayerAccount' | 'transaction' | 'lockPlayer' | 'transfer'>;
  push: Pick<TPushHub, 'publish'>;
  /** Sandbox mode only: production never registers the top-up. */
  sandbox: boolean;
}

/**
 * Player wallet paths. Real deposits and withdrawals belong to the recharge/withdraw issue; until
 * then the sandbox offers a PROMO top-up from the house back to 1,000.00 TRY.
 */
export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, { ledger, push, sandbox }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (!sandbox) return;
  r.post('/wallet/sandboxTopUp', { config: { auth: 'required' }, schema: { body: ZEmptyBody } }, async (request) => {
    const userId = requireSession(request).userId;
    await ledger.ensurePlayerAccount(userId);
    // Read and top up under the player's lock: two taps at once must not both add the difference.
    const balance = await ledger.transaction(async (tx) => {
      const current = await ledger.lockPlayer(userId, tx);
      const missing = SANDBOX_TOP_UP_TARGET_MINOR - current;
      if (missing <= 0n) return current;
      const result = await ledger.transfer(
        { debitAccount: PROMO_ACCOUNT, creditAccount: playerAccount(userId), amountMinor: missing, code: 'PROMO', idempotencyKey: `sandbox-top-up:${userId}:${randomUUID()}` },
        tx,
      );
      return result.creditBalance ?? SANDBOX_TOP_UP_TARGET_MINOR;
    });
    await push.publish(userId, { type: 'wallet:balance-changed', data: { totalAssetsMinor: Number(balance) } });
    return ok(request, { totalAssets: Number(balance) });
  });
};
