import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import type { TPushHub } from '../push/push.hub';
import type { TWalletService } from './wallet.service';

export interface WalletRoutesOptions {
  wallet: Pick<TWalletService, 'sandboxTopUp'>;
  push: Pick<TPushHub, 'publish'>;
  /** Sandbox mode only: production never registers the top-up. */
  sandbox: boolean;
}

/**
 * Player wallet paths: the sandbox's TEST_MONEY top-up (test money, never withdrawable) back to 1,000.00 TRY. Deposits and withdrawals
 * are the cashier's (modules/cashier).
 */
export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, { wallet, push, sandbox }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (!sandbox) return;
  r.post('/wallet/sandboxTopUp', { config: { auth: 'required' }, schema: { body: ZEmptyBody } }, async (request) => {
    const userId = requireSession(request).userId;
    const balance = await wallet.sandboxTopUp(userId);
    await push.publish(userId, { type: 'wallet:balance-changed', data: { totalAssetsMinor: Number(balance) } });
    return ok(request, { totalAssets: Number(balance) });
  });
};
