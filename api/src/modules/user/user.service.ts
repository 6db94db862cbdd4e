import { isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import { PASSWORD_TRIES_PER_PHONE, PASSWORD_WINDOW_MS, passwordTriesKey } from '../auth/auth.limits';
import { isTouristNickname, memberNickname } from '../auth/nicknames';
import type { TOtpService } from '../auth/otp.service';
import type { TSessionService } from '../auth/session.service';
import type { TSessionContext } from '../auth/session.types';
import type { TWalletService } from '../wallet/wallet.service';
import type { TCashierServices } from '../cashier/cashier.module';
import type { TVipService } from '../vip/vip.service';
import type { TKycService } from '../kyc/kyc.service';
import type { TWheelService } from '../wheel/wheel.service';
import type { TAgentService } from '../invite/agent.service';
import type { TUserRepository, TUserRow } from './user.repository';
import type { TProfile, TUserInfo } from './user.schemas';
import type { TConsentMeta, TConsentService } from '../consent/consent.service';
import type { TConsentInput } from '../consent/consent.schemas';

export interface UserServiceDeps {
  users: Pick<TUserRepository, 'findById' | 'findByMobile' | 'update' | 'memberKnownOnDevice' | 'insertLoginLog'>;
  otp: Pick<TOtpService, 'verify'>;
  sessions: Pick<TSessionService, 'revokeAllForUser'>;
  passwords: Pick<PasswordHasher, 'verify'>;
  limiter: RateLimiter;
  wallet: Pick<TWalletService, 'getBalances'>;
  clock: Clock;
  /** The cashier's user fields (firstRecharge, bankStatus, withdrawPwdStatus, account*). */
  cashier?: Pick<TCashierServices, 'userFields' | 'withdrawable'>;
  /** Identity verification (`kycStatus`). */
  kyc?: Pick<TKycService, 'identityOf'>;
  /** The VIP badge of the level (vipUrl) and whether a wheel spin is waiting (isWheelEnough). */
  vip?: Pick<TVipService, 'badgeUrl'>;
  wheel?: Pick<TWheelService, 'userFields'>;
  /** The agent rebate tier (`agentType`). */
  agent?: Pick<TAgentService, 'agentType'>;
  /** Consent: a guest who binds a phone becomes a member and accepts the terms; `termsPending` for the user state. */
  consent?: Pick<TConsentService, 'verify' | 'record' | 'termsPending'>;
  /** The player's market row: its currency is the player's. */
  markets: { find(id: string): Promise<{ id: string; currency: string } | undefined> };
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
export const createUserService = ({ users, otp, sessions, passwords, limiter, wallet, clock, cashier, vip, wheel, agent, kyc, consent, markets }: UserServiceDeps) => {
  /** A code sent to the member's current phone, or the account password (rate-limited like logins). */
  const proveCurrentPhone = async (user: TUserRow, input: { currentVerificationCode?: string | undefined; password?: string | undefined }) => {
    if (input.currentVerificationCode !== undefined && user.mobile) {
      await otp.verify(user.mobile, input.currentVerificationCode);
      return;
    }
    if (input.password !== undefined && input.password !== '' && user.mobile) {
      await enforceRateLimits(limiter, [{ key: passwordTriesKey(user.mobile), limit: PASSWORD_TRIES_PER_PHONE, windowMs: PASSWORD_WINDOW_MS }]);
      if (user.passwordHash && (await passwords.verify(user.passwordHash, input.password))) return;
      throw new AppError('INVALID_CREDENTIALS', { messageKey: 'WRONG_PASSWORD' });
    }
    throw new AppError('VALIDATION_FAILED', { messageKey: 'CURRENT_PHONE_PROOF_REQUIRED', params: { field: 'currentVerificationCode' } });
  };

  const requireUser = async (userId: number): Promise<TUserRow> => {
    const user = await users.findById(userId);
    // The session outlived its user (deleted account): the client must start over.
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  };

  return {
    async getUserInfo(userId: number): Promise<TUserInfo> {
      const user = await requireUser(userId);
      const [balances, bank, spins, agentType, payable, identity, termsPending, market] = await Promise.all([
        wallet.getBalances(user.id),
        cashier?.userFields(user.id),
        wheel?.userFields(user.id),
        agent?.agentType(user.id),
        cashier?.withdrawable.read(user.id),
        kyc?.identityOf(user.id),
        consent?.termsPending(user.id),
        markets.find(user.marketId),
      ]);
      if (!market) throw new Error(`user ${user.id} names market ${user.marketId}, which has no row`);
      // Same rule as the tourist login answer: a guest on a device no member used counts as logged
      // in (spec section 6); a tourist on a returning member's device does not (it goes to login).
      const returningDevice = user.role === 'tourist' && user.deviceNumber !== null && (await users.memberKnownOnDevice(user.deviceNumber));
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
        vipUrl: vip?.badgeUrl(user.vipLevel) ?? '',
        // Minor units stay far below 2^53 for any real balance; the ledger keeps the bigint.
        totalAssets: Number(balances.cashMinor + balances.bonusMinor),
        cashAssets: Number(balances.cashMinor),
        bonusAssets: Number(balances.bonusMinor),
        testAssets: Number(payable?.testMinor ?? 0n),
        // The cashier's one definition: cash less deposits not yet played through and test money; never bonus money.
        withdrawableAssets: Number(payable?.withdrawableMinor ?? balances.cashMinor),
        kycStatus: identity?.status ?? 'none',
        isNewUserLogin: user.role === 'member' || !returningDevice,
        newUserFlag: false,
        uuId: user.uuId,
        inviteUUID: user.inviteUuid ?? '',
        deviceNumber: user.deviceNumber ?? '',
        adid: user.adid ?? '',
        gaid: user.gaid ?? '',
        firstRecharge: bank?.firstRecharge ?? false,
        withdrawPwdStatus: bank?.withdrawPwdStatus ?? 0,
        bankStatus: bank?.bankStatus ?? 0,
        agentType: agentType ?? 0,
        accountIdentification: bank?.accountIdentification ?? '',
        accountIfsc: bank?.accountIfsc ?? '',
        accountNumber: bank?.accountNumber ?? '',
        // Payouts go to accounts of the member whose verified phone this is.
        accountPhone: bank?.bankStatus ? (user.mobile ?? '') : '',
        abMode: '',
        isOld: user.role === 'member' || returningDevice,
        createTime: user.createdAt.toISOString(),
        isWheelEnough: spins?.isWheelEnough ?? false,
        termsPending: termsPending ?? false,
        market: market.id,
        currency: market.currency,
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

    /**
     * Binds a phone proven by OTP to the caller. A tourist who binds a phone becomes a member (they
     * can log in with it by OTP from then on). A member who already has a phone must also prove the
     * current one (a code sent to it, or the password) before the account moves. Either way every
     * other session of the account is revoked: tokens issued before now (to the tourist, or on other
     * devices) must not act as the member of the new phone.
     */
    async bindPhone(
      caller: { userId: number; sessionId: number },
      input: { mobile: string; verificationCode: string; currentVerificationCode?: string | undefined; password?: string | undefined; consent?: TConsentInput | undefined },
      consentMeta?: TConsentMeta,
    ): Promise<{ mobile: string; role: string; nikeName: string }> {
      const user = await requireUser(caller.userId);
      // The number follows the player's market (its phone rule): a page of another market is refused, before any code is spent.
      const page = input.consent?.market?.toLowerCase();
      if (page !== undefined && page !== user.marketId && (await markets.find(page))) throw new AppError('MARKET_MISMATCH');
      if (user.mobile && user.mobile !== input.mobile) await proveCurrentPhone(user, input);
      // A guest becoming a member accepts the terms; checked before the code is spent.
      const proof = user.role === 'tourist' && consent ? await consent.verify(input.consent ?? {}) : null;
      await otp.verify(input.mobile, input.verificationCode);
      const owner = await users.findByMobile(input.mobile);
      // Safe to tell: the caller just proved they own this phone.
      if (owner && owner.id !== user.id) throw new AppError('PHONE_TAKEN');
      const now = clock.now();
      try {
        // The guest's generated name ('Misafir…') goes with the guest; a name the guest chose stays.
        const renamed = user.role === 'tourist' && isTouristNickname(user.nikeName) ? { nikeName: memberNickname(input.mobile) } : {};
        const updated = await users.update(user.id, {
          mobile: input.mobile,
          role: 'member',
          ...renamed,
          registeredAt: user.registeredAt ?? now,
          updatedAt: now,
        });
        if (!updated) throw new AppError('UNAUTHORIZED');
        if (proof && consent) await consent.record(user.id, proof, 'bind', consentMeta ?? { ip: null, deviceNumber: user.deviceNumber, userAgent: null, lang: 'tk' });
        await sessions.revokeAllForUser(user.id, caller.sessionId);
        return { mobile: input.mobile, role: updated.role, nikeName: updated.nikeName };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('PHONE_TAKEN');
        throw error;
      }
    },

    /** True when a registered member used this device and the caller is not logged in as a member. */
    async checkOldUser(deviceNumber: string, session: TSessionContext | null): Promise<boolean> {
      if (session?.role === 'member') return false;
      return users.memberKnownOnDevice(deviceNumber);
    },

    async uploadLoginLog(userId: number, input: { mobile: string | null; ip: string }): Promise<boolean> {
      await users.insertLoginLog({ userId, mobile: input.mobile, ip: input.ip, createdAt: clock.now() });
      return true;
    },

    /** The caller's own invite id (prize activity, invite links). */
    async getInviteId(userId: number): Promise<string> {
      return (await requireUser(userId)).uuId;
    },
  };
};

export type TUserService = ReturnType<typeof createUserService>;
