import type { WithdrawPwdState } from '@casino/shared/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { PasswordHasher } from '../../lib/password';
import type { TOtpService } from '../auth/otp.service';
import type { TCashierAccess } from './cashier-access';
import { WITHDRAW_PWD_LOCK_MS, WITHDRAW_PWD_MAX_FAILURES } from './cashier.config';
import type { TCashierRepository, TPlayerStateRow } from './cashier.repository';

/**
 * The withdrawal password: 6 digits, argon2id-hashed, set or changed only with an OTP sent to the
 * member's verified phone (which also lifts a lock). Five wrong tries lock withdrawals for 30 minutes.
 */
export const createWithdrawPasswordService = (deps: {
  repo: Pick<TCashierRepository, 'playerState' | 'upsertPlayerState' | 'recordPwdFailure'>;
  access: TCashierAccess;
  otp: Pick<TOtpService, 'verify'>;
  passwords: PasswordHasher;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn'>;
}) => {
  const { repo, clock } = deps;
  const lockedUntil = (state: TPlayerStateRow | undefined): Date | null =>
    state?.pwdLockedUntil && state.pwdLockedUntil.getTime() > clock.now().getTime() ? state.pwdLockedUntil : null;
  const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - clock.now().getTime()) / 60_000));

  const stateOf = (state: TPlayerStateRow | undefined): WithdrawPwdState => ({
    withdrawPwdStatus: state?.withdrawPwdHash ? 1 : 0,
    lockedUntil: lockedUntil(state)?.toISOString() ?? null,
    attemptsLeft: WITHDRAW_PWD_MAX_FAILURES - (state?.pwdFailures ?? 0),
  });

  return {
    stateOf,
    async status(userId: number): Promise<WithdrawPwdState> {
      return stateOf(await repo.playerState(userId));
    },

    /** Sets or changes the password after an OTP to the member's own phone; clears failures and any lock. */
    async set(userId: number, input: { password: string; verificationCode: string }): Promise<WithdrawPwdState> {
      const member = await deps.access.require(userId);
      await deps.otp.verify(member.mobile, input.verificationCode);
      const now = clock.now();
      const state = await repo.upsertPlayerState(userId, { withdrawPwdHash: await deps.passwords.hash(input.password), withdrawPwdSetAt: now, pwdFailures: 0, pwdLockedUntil: null, updatedAt: now });
      deps.logger.info({ userId }, 'withdrawal password set');
      return stateOf(state);
    },

    /** Checks the password for a withdrawal; counts a wrong one (WITHDRAW_PASSWORD_WRONG, then _LOCKED). */
    async verify(userId: number, password: string): Promise<void> {
      const state = await repo.playerState(userId);
      if (!state?.withdrawPwdHash) throw new AppError('WITHDRAW_PASSWORD_NOT_SET');
      const locked = lockedUntil(state);
      if (locked) throw new AppError('WITHDRAW_PASSWORD_LOCKED', { params: { minutes: minutesLeft(locked) } });
      if (await deps.passwords.verify(state.withdrawPwdHash, password)) {
        if (state.pwdFailures > 0) await repo.upsertPlayerState(userId, { pwdFailures: 0, updatedAt: clock.now() });
        return;
      }
      const now = clock.now();
      const after = await repo.recordPwdFailure(userId, WITHDRAW_PWD_MAX_FAILURES, new Date(now.getTime() + WITHDRAW_PWD_LOCK_MS), now);
      const nowLocked = after.lockedUntil && after.lockedUntil.getTime() > now.getTime() ? after.lockedUntil : null;
      if (nowLocked) {
        deps.logger.warn({ userId }, 'withdrawal password locked after too many wrong tries');
        throw new AppError('WITHDRAW_PASSWORD_LOCKED', { params: { minutes: minutesLeft(nowLocked) } });
      }
      throw new AppError('WITHDRAW_PASSWORD_WRONG', { params: { attemptsLeft: WITHDRAW_PWD_MAX_FAILURES - after.failures } });
    },
  };
};

export type TWithdrawPasswordService = ReturnType<typeof createWithdrawPasswordService>;
