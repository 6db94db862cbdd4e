import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { houseAccountFor, playerAccount, type TLedgerService } from './ledger.service';

/** SANDBOX ONLY: what /wallet/sandboxTopUp brings a player's balance back up to (1,000.00 TRY). */
export const SANDBOX_TOP_UP_TARGET_MINOR = 100_000n;

export interface WalletRoutesOptions {
  ledger: Pick<TLedgerService, 'ensurePlayerAccount' | 'playerBalance' | 'transfer'>;
  /** Sandbox mode only: production never registers the top-up. */
  sandbox: boolean;
}

/**
 * Player wallet paths. Real deposits and withdrawals belong to the recharge/withdraw issue; until
 * then the sandbox offers a PROMO top-up from the house back to 1,000.00 TRY.
 */
export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, { ledger, sandbox }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (!sandbox) return;
  r.post('/wallet/sandboxTopUp', { config: { auth: 'required' }, schema: { body: ZEmptyBody } }, async (request) => {
    if (!request.session) throw new AppError('UNAUTHORIZED');
    const userId = request.session.userId;
    await ledger.ensurePlayerAccount(userId);
    const balance = await ledger.playerBalance(userId);
    const missing = SANDBOX_TOP_UP_TARGET_MINOR - balance;
    if (missing > 0n) {
      await ledger.transfer({ debitAccount: houseAccountFor(userId), creditAccount: playerAccount(userId), amountMinor: missing, code: 'PROMO', idempotencyKey: `sandbox-top-up:${userId}:${randomUUID()}` });
    }
    return ok(request, { totalAssets: Number(await ledger.playerBalance(userId)) });
  });
};
