import type { CashierEligibility } from '@casino/shared/src/contracts/cashier';
import { AppError } from '../../lib/errors';
import type { TUserRepository, TUserRow } from '../user/user.repository';

/**
 * Who may move real money: a registered member with a verified phone. A guest is asked to register
 * (registering upgrades the same account, so the guest's balance and history stay), a member
 * without a phone to verify one.
 */
export const createCashierAccess = ({ users }: { users: Pick<TUserRepository, 'findById'> }) => {
  const eligibilityOf = (user: TUserRow | undefined): CashierEligibility => (!user || user.role !== 'member' ? 'register' : user.mobile ? 'ok' : 'bind-phone');
  return {
    async eligibility(userId: number): Promise<CashierEligibility> {
      return eligibilityOf(await users.findById(userId));
    },
    /** The member, or REGISTER_REQUIRED / PHONE_REQUIRED (403). */
    async require(userId: number): Promise<TUserRow & { mobile: string }> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      const eligibility = eligibilityOf(user);
      if (eligibility === 'register') throw new AppError('REGISTER_REQUIRED');
      if (eligibility === 'bind-phone' || !user.mobile) throw new AppError('PHONE_REQUIRED');
      return { ...user, mobile: user.mobile };
    },
  };
};

export type TCashierAccess = ReturnType<typeof createCashierAccess>;
