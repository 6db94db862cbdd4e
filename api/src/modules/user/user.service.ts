import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TWalletService } from '../wallet/wallet.service';
import type { TUserRepository, TUserRow } from './user.repository';
import type { TProfile, TUserInfo } from './user.schemas';

export interface UserServiceDeps {
  users: Pick<TUserRepository, 'findById' | 'update'>;
  wallet: Pick<TWalletService, 'getBalanceMinor'>;
  clock: Clock;
}

const toProfile = (user: TUserRow): TProfile => ({
  userid: user.id,
  uid: user.publicId,
  nikeName: user.nikeName,
  name: user.name ?? '',
  email: user.email ?? '',
  mobile: user.mobile ?? '',
  role: user.role,
  vipLevel: user.vipLevel,
  registeredAt: user.registeredAt?.toISOString() ?? null,
  createTime: user.createdAt.toISOString(),
});

/** Every method acts on the caller's own user id, taken from the session by the route. */
export const createUserService = ({ users, wallet, clock }: UserServiceDeps) => {
  const requireUser = async (userId: number): Promise<TUserRow> => {
    const user = await users.findById(userId);
    // The session outlived its user (deleted account): the client must start over.
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  };

  return {
    async getUserInfo(userId: number): Promise<TUserInfo> {
      const user = await requireUser(userId);
      const balanceMinor = await wallet.getBalanceMinor(user.id);
      return {
        appId: '2000',
        id: user.id,
        userid: user.id,
        uid: user.publicId,
        nikeName: user.nikeName,
        name: user.name ?? '',
        email: user.email ?? '',
        role: user.role,
        mobile: user.mobile ?? '',
        vipLevel: user.vipLevel,
        vipUrl: '',
        // Minor units stay far below 2^53 for any real balance; the ledger keeps the bigint.
        totalAssets: Number(balanceMinor),
        isNewUserLogin: user.role === 'member',
        newUserFlag: false,
        uuId: user.uuId,
        inviteUUID: user.inviteUuid ?? '',
        deviceNumber: user.deviceNumber ?? '',
        adid: user.adid ?? '',
        gaid: user.gaid ?? '',
        firstRecharge: false,
        withdrawPwdStatus: 0,
        bankStatus: 0,
        agentType: 0,
        accountIdentification: '',
        accountIfsc: '',
        accountNumber: '',
        accountPhone: '',
        abMode: '',
        isOld: user.role === 'member',
        createTime: user.createdAt.toISOString(),
      };
    },

    async getProfile(userId: number): Promise<TProfile> {
      return toProfile(await requireUser(userId));
    },

    async editProfile(userId: number, patch: { nikeName?: string; name?: string; email?: string }): Promise<TProfile> {
      await requireUser(userId);
      const updated = await users.update(userId, {
        ...(patch.nikeName === undefined ? {} : { nikeName: patch.nikeName }),
        ...(patch.name === undefined ? {} : { name: patch.name === '' ? null : patch.name }),
        ...(patch.email === undefined ? {} : { email: patch.email === '' ? null : patch.email }),
        updatedAt: clock.now(),
      });
      if (!updated) throw new AppError('UNAUTHORIZED');
      return toProfile(updated);
    },

    async rename(userId: number, nikeName: string): Promise<{ nikeName: string }> {
      const updated = await users.update(userId, { nikeName, updatedAt: clock.now() });
      if (!updated) throw new AppError('UNAUTHORIZED');
      return { nikeName: updated.nikeName };
    },
  };
};

export type TUserService = ReturnType<typeof createUserService>;
