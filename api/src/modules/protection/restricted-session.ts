import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUSH_STREAM_PATH } from '@casino/shared/contracts';
import type { TProtectionService } from './protection.service';

/**
 * What a restricted session (a player in a time-out or self-exclusion, scope 'withdraw') may reach:
 * the cashier's withdrawal and its prerequisites (bank card, withdrawal password), the histories
 * (cashier orders, rounds, the protection history), the protection status, support, the live push
 * stream and logout. Everything else that needs a session is refused: play, deposits, bonuses,
 * mail, the wheel, the pdd prize, the agent rebate. An allowlist, so a new route is closed by default.
 */
export const RESTRICTED_SESSION_PATHS: ReadonlySet<string> = new Set([
  '/user/getUserInfo',
  '/user/uploadLoginLog',
  '/user/bank',
  '/user/bank/add',
  '/user/bank/remove',
  '/user/bank/setDefault',
  '/withdraw/getWithdrawInfo',
  '/withdraw/getMangirPayBankList',
  '/withdraw/apply',
  '/withdraw/setWithdrawPwd',
  '/withdraw/withdrawPwdStatus',
  // A withdrawal needs a verified identity: a restricted player can still verify (kyc module).
  '/kyc/info',
  '/kyc/submit',
  '/kyc/uploadDocument',
  '/kyc/document',
  '/recharge/record',
  '/recharge/orderRecordDetail',
  '/balance/getGameRecord',
  '/protection/limits',
  '/protection/history',
  '/protection/session',
  '/support/info',
  '/support/messages',
  '/support/send',
  '/support/read',
  '/sso/logout',
  PUSH_STREAM_PATH,
]);

export interface RestrictedSessionOptions {
  protection: Pick<TProtectionService, 'restrictedError' | 'recordActivity'>;
}

/**
 * Registered right after the auth plugin (its onRequest hook runs after the session is resolved):
 * 1. a restricted session outside the allowlist is refused (403 PLAYER_EXCLUDED naming the end) on
 *    routes that need a session, and counts as no session on routes where one is optional (the
 *    catalogue stays browsable as a visitor);
 * 2. every request with a player's session marks activity for session-time limits.
 */
export const restrictedSessionPlugin = fp<RestrictedSessionOptions>(
  async (app: FastifyInstance, { protection }) => {
    app.addHook('onRequest', async (request) => {
      const session = request.session;
      if (!session) return;
      if (session.scope === 'withdraw' && !RESTRICTED_SESSION_PATHS.has(request.routeOptions.url ?? '')) {
        if (request.routeOptions.config?.auth === 'required') throw await protection.restrictedError(session.userId);
        request.session = null;
        return;
      }
      await protection.recordActivity(session.userId);
    });
  },
  { name: 'restricted-session', dependencies: ['auth'] },
);
