import type { CashierEligibility } from '@casino/shared/contracts';
import { AppError } from '../../lib/errors';
import type { TUserRepository, TUserRow } from '../user/user.repository';

/**
 * Who may move real money: a registered member with a verified phone. A guest is asked to register
 * (registering upgrades the same account, so the guest's balance and history stay), a member
 * without a phone to verify one. Money in also needs what registration asks for: a member made by a
 * phone login or a bound phone has no password and sets one first ('set-password'; the 18+ check is
 * player protection's deposit guard).
 */
export const createCashierAccess = ({ users }: { users: Pick<TUserRepository, 'findById'> }) => {
  const eligibilityOf = (user: TUserRow | undefined): CashierEligibility => (!user || user.role !== 'member' ? 'register' : user.mobile ? 'ok' : 'bind-phone');
  const depositEligibilityOf = (user: TUserRow | undefined): CashierEligibility => {
    const base = eligibilityOf(user);
    return base === 'ok' && !user?.passwordHash ? 'set-password' : base;
  };
  /** The member, or REGISTER_REQUIRED / PHONE_REQUIRED (403). */
  const require = async (userId: number): Promise<TUserRow & { mobile: string }> => {
    const user = await users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    const eligibility = eligibilityOf(user);
    if (eligibility === 'register') throw new AppError('REGISTER_REQUIRED');
    if (eligibility === 'bind-phone' || !user.mobile) throw new AppError('PHONE_REQUIRED');
    return { ...user, mobile: user.mobile };
  };
  return {
    /** For the payout screens; `deposit` adds the password that registration asks for. */
    async eligibility(userId: number, purpose: 'payout' | 'deposit' = 'payout'): Promise<CashierEligibility> {
      const user = await users.findById(userId);
      return purpose === 'deposit' ? depositEligibilityOf(user) : eligibilityOf(user);
    },
    require,
    /** A member who may deposit: `require`, and a password (REGISTER_REQUIRED, worded as "set a password"). */
    async requireForDeposit(userId: number): Promise<TUserRow & { mobile: string }> {
      const user = await require(userId);
      if (!user.passwordHash) throw new AppError('REGISTER_REQUIRED', { messageKey: 'PASSWORD_REQUIRED_DEPOSIT' });
      return user;
    },
  };
};

export type TCashierAccess = ReturnType<typeof createCashierAccess>;
