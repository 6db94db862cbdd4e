import type { AccountClosed, AccountClosureCheck, DataExport } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { PasswordHasher } from '../../lib/password';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import { PASSWORD_TRIES_PER_PHONE, PASSWORD_WINDOW_MS, passwordTriesKey } from '../auth/auth.limits';
import type { TOtpService } from '../auth/otp.service';
import type { TSessionService } from '../auth/session.service';
import type { TPushHub } from '../push/push.hub';
import { playerAccount, playerBonusAccount, playerPayoutAccount, type TLedgerService } from '../wallet/ledger.service';
import type { TDataRightsRepository } from './data-rights.repository';

/** Exports per player and window: an export reads every table, so it is not a thing to repeat in a loop. */
export const EXPORTS_PER_WINDOW = 5;
export const EXPORT_WINDOW_MS = 10 * 60_000;

export interface DataRightsDeps {
  repo: TDataRightsRepository;
  ledger: Pick<TLedgerService, 'lockPlayer' | 'balanceOf'>;
  otp: Pick<TOtpService, 'verify'>;
  passwords: Pick<PasswordHasher, 'verify'>;
  sessions: Pick<TSessionService, 'revokeAllForUser'>;
  push: Pick<TPushHub, 'publish'>;
  /** The player audit staff see in the player 360 (backoffice_audit). */
  audit: (input: { userId: number; actor: string; action: string; reason?: string | null; detail?: Record<string, unknown> | null; at: Date }, tx?: Db) => Promise<void>;
  limiter: RateLimiter;
  clock: Clock;
  logger: TLogger;
}

const EXPORT_NOTES = [
  'Amounts ending in _minor are integer minor units (hundredths) of the currency of the player’s market: 12345 means 123.45.',
  'Times are ISO 8601 instants in UTC; the site shows them in Europe/Istanbul.',
  'moneyHistory lists every transfer of your cash, bonus and payout accounts; direction in = money to you.',
  'Secrets (password, code and token hashes, the withdrawal password) are never exported.',
];

/**
 * KVKK data rights: the player's own data as one JSON document, and the closure of the account.
 * Both act only on the caller's own id (taken from the session by the route).
 */
export const createDataRightsService = ({ repo, ledger, otp, passwords, sessions, push, audit, limiter, clock, logger }: DataRightsDeps) => {
  const accountsOf = (userId: number) => [playerAccount(userId), playerBonusAccount(userId), playerPayoutAccount(userId)];

  /** What stops a closure now; read under the player's lock when `tx` holds it. */
  const blockersOf = async (userId: number, tx?: Db) => {
    const cash = tx ? await ledger.lockPlayer(userId, tx) : await ledger.balanceOf(playerAccount(userId));
    const bonus = await ledger.balanceOf(playerBonusAccount(userId), tx);
    const payout = await ledger.balanceOf(playerPayoutAccount(userId), tx);
    const orders = await repo.openOrders(userId, tx);
    const activeBonus = await repo.activeBonus(userId, tx);
    const blockers: AccountClosureCheck['blockers'] = [];
    if (cash > 0n) blockers.push('balance');
    if (bonus > 0n || activeBonus) blockers.push('bonus');
    if (orders.withdrawals > 0 || payout > 0n) blockers.push('pendingWithdrawal');
    if (orders.deposits > 0) blockers.push('pendingDeposit');
    return { cash, bonus, orders, blockers };
  };

  const mustBeOpenMember = async (userId: number) => {
    const profile = await repo.profile(userId);
    if (!profile) throw new AppError('UNAUTHORIZED');
    if (profile.role !== 'member') throw new AppError('REGISTER_REQUIRED');
    if (profile.closed_at) throw new AppError('ACCOUNT_CLOSED');
    return profile;
  };

  return {
    async exportData(userId: number): Promise<DataExport> {
      await enforceRateLimits(limiter, [{ key: `data-export:user:${userId}`, limit: EXPORTS_PER_WINDOW, windowMs: EXPORT_WINDOW_MS }]);
      const profile = await repo.profile(userId);
      if (!profile) throw new AppError('UNAUTHORIZED');
      const sections: DataExport['sections'] = {};
      for (const name of repo.sectionNames()) sections[name] = await repo.section(userId, accountsOf(userId), name);
      logger.info({ audit: 'data.exported', userId, rows: Object.values(sections).reduce((n, rows) => n + rows.length, 0) }, 'player data exported');
      return { format: 'casino-data-export', formatVersion: 1, generatedAt: clock.now().toISOString(), notes: EXPORT_NOTES, profile, sections };
    },

    async closureCheck(userId: number): Promise<AccountClosureCheck> {
      await mustBeOpenMember(userId);
      const { cash, bonus, orders, blockers } = await blockersOf(userId);
      return {
        canClose: blockers.length === 0,
        cashMinor: Number(cash),
        bonusMinor: Number(bonus),
        pendingWithdrawals: orders.withdrawals,
        pendingDeposits: orders.deposits,
        proof: (await repo.hasPassword(userId)) ? 'password' : 'otp',
        blockers,
      };
    },

    /**
     * Closes the caller's account after a fresh proof (the password, or a code sent to the phone): refused while
     * money is held or on its way, audited, then every session ends (open pages hear it over the push stream)
     * and logins are refused from then on.
     */
    async close(userId: number, input: { password?: string | undefined; verificationCode?: string | undefined; reason?: string | undefined }, meta: { ip: string }): Promise<AccountClosed> {
      const profile = await mustBeOpenMember(userId);
      const mobile = typeof profile.mobile === 'string' ? profile.mobile : null;
      if (input.password !== undefined && input.password !== '') {
        if (!mobile) throw new AppError('INVALID_CREDENTIALS', { messageKey: 'WRONG_PASSWORD' });
        await enforceRateLimits(limiter, [{ key: passwordTriesKey(mobile), limit: PASSWORD_TRIES_PER_PHONE, windowMs: PASSWORD_WINDOW_MS }]);
        const hash = await repo.passwordHash(userId);
        if (!hash || !(await passwords.verify(hash, input.password))) throw new AppError('INVALID_CREDENTIALS', { messageKey: 'WRONG_PASSWORD' });
      } else if (input.verificationCode !== undefined && mobile) {
        // Money is checked first, so a refused closure does not spend the code.
        const early = await blockersOf(userId);
        if (early.blockers.length > 0) throw blockedError(early.blockers);
        await otp.verify(mobile, input.verificationCode);
      } else {
        throw new AppError('VALIDATION_FAILED', { messageKey: 'ACCOUNT_CLOSE_PROOF_REQUIRED' });
      }
      const at = clock.now();
      await repo.transaction(async (tx) => {
        // The player's account lock first (as every money path): no bet, win or payout moves money between the
        // check and the mark; then the user row, so two closures cannot both pass.
        const { blockers, cash, bonus } = await blockersOf(userId, tx);
        const locked = await repo.lockUser(userId, tx);
        if (!locked || locked.closed_at) throw new AppError('ACCOUNT_CLOSED');
        if (blockers.length > 0) throw blockedError(blockers);
        await repo.markClosed(userId, at, tx);
        await audit({ userId, actor: 'player', action: 'account.closed', reason: input.reason ?? null, detail: { ip: meta.ip, cashMinor: Number(cash), bonusMinor: Number(bonus), proof: input.password ? 'password' : 'otp' }, at }, tx);
      });
      await sessions.revokeAllForUser(userId, null);
      await push.publish(userId, { type: 'auth:session-revoked', data: { reason: 'account-closed' } }).catch((error: unknown) => logger.warn({ err: error, userId }, 'closure push failed'));
      logger.info({ audit: 'account.closed', userId }, 'account closed by the player');
      return { closedAt: at.toISOString() };
    },

    /** Auth's login guard: a closed account gets no session (403 ACCOUNT_CLOSED). */
    guardLogin:
      <T>(inner: (userId: number) => Promise<T | null>) =>
      async (userId: number): Promise<T | null> => {
        const closedAt = await repo.closedAt(userId);
        if (closedAt) throw new AppError('ACCOUNT_CLOSED', { params: { date: closedAt.toISOString().slice(0, 10) } });
        return inner(userId);
      },
  };
};

/** The first thing that stops the closure, said plainly. */
const blockedError = (blockers: AccountClosureCheck['blockers']): AppError => {
  const key = { balance: 'ACCOUNT_CLOSE_BALANCE', bonus: 'ACCOUNT_CLOSE_BONUS', pendingWithdrawal: 'ACCOUNT_CLOSE_PENDING_WITHDRAWAL', pendingDeposit: 'ACCOUNT_CLOSE_PENDING_DEPOSIT' }[blockers[0] ?? 'balance'];
  return new AppError('ACCOUNT_NOT_EMPTY', { messageKey: key, params: { blockers: blockers.join(',') } });
};

export type TDataRightsService = ReturnType<typeof createDataRightsService>;
