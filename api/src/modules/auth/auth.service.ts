import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { TDomainEventBus } from '../../lib/domain-events';
import { PASSWORD_TRIES_PER_PHONE, PASSWORD_WINDOW_MS, passwordTriesKey } from './auth.limits';
import { memberNickname, touristNickname } from './nicknames';
import type { TLogger } from '../../lib/logger';
import type { PasswordHasher } from '../../lib/password';
import { maskPhone } from '../../lib/phone';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import type { TLang } from '../../i18n/messages';
import type { TLedgerService } from '../wallet/ledger.service';
import type { TUserRepository, TUserRow } from '../user/user.repository';
import type { TLoginRestriction, TLoginResult, TTouristLoginBody } from './auth.schemas';
import type { TOtpService } from './otp.service';
import type { TSessionService } from './session.service';
import { toLoginResult } from './login-result';
import type { TSessionContext } from './session.types';
import type { TConsentMeta, TConsentService } from '../consent/consent.service';
import type { TConsentInput } from '../consent/consent.schemas';
import type { SmsTestInbox } from './sms-gateway';

export interface AuthServiceDeps {
  users: Pick<TUserRepository, 'transaction' | 'findById' | 'findByMobile' | 'findTouristByDevice' | 'insertIfAbsent' | 'insert' | 'update' | 'memberKnownOnDevice'>;
  sessions: Pick<TSessionService, 'issue' | 'revoke' | 'revokeAllForUser'>;
  otp: Pick<TOtpService, 'send' | 'verify'>;
  /** Present only in sandbox mode: /sms/getTest reads the sandbox SMS service through it. */
  testInbox: SmsTestInbox | null;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  clock: Clock;
  logger: TLogger;
  limits: { touristLoginPerIpPerMinute: number; loginPerIpPerMinute: number };
  events: Pick<TDomainEventBus, 'emit'>;
  /**
   * Opens the player's cash account in the transaction that creates the player, with the sandbox
   * welcome grant (`welcome:{userId}`, 0 in production), so the balance never jumps at a later
   * money movement. The bonus issue's welcome offer replaces the grant here.
   */
  accounts: Pick<TLedgerService, 'ensurePlayerAccount'>;
  /**
   * Player protection: a time-out or self-exclusion in force (then the session is issued with the
   * 'withdraw' scope: withdrawals, histories and support only), or null.
   */
  loginRestriction?: (userId: number) => Promise<TLoginRestriction | null>;
  /** Player protection's age gate at registration: refuses under 18 (before the OTP is spent), then records the birth date. */
  ageGate?: { assertAdult(birthDate: string): void; record(userId: number, birthDate: string): Promise<void> };
  /**
   * Consent: a registration carries the current versions of the terms and the privacy notice,
   * checked before the OTP is spent and recorded with the new member.
   */
  consent?: Pick<TConsentService, 'verify' | 'record'>;
  /**
   * The market a new player belongs to: the page's market when it is one, else the default market (an
   * unknown `?market=` lands there, and the page says so).
   */
  playerMarket: (market: string | undefined) => Promise<string>;
}

export const newPublicId = (): string => randomToken(12);
export const newInviteId = (): string => randomBytes(8).toString('hex');

interface TCaller {
  ip: string;
  /** The session the request carried, if any (a tourist registering keeps their device and invite). */
  session: TSessionContext | null;
}

export interface TRegisterInput extends TCaller {
  mobile: string;
  verificationCode: string;
  password?: string | undefined;
  nikeName?: string | undefined;
  deviceNumber: string | null;
  adid: string | null;
  gaid: string | null;
  inviteUUID: string | null;
  birthDate?: string | undefined;
  /** The texts the player accepted on the form, and where (consent). */
  consent?: TConsentInput | undefined;
  consentMeta?: TConsentMeta | undefined;
}

export const createAuthService = (deps: AuthServiceDeps) => {
  const { users, sessions, otp, passwords, limiter, clock, logger, limits, events, accounts } = deps;

  /** The session of a player in a time-out or self-exclusion reaches withdrawals and histories only. */
  const issueFor = async (userId: number, meta: { deviceNumber: string | null; ip: string | null }) => {
    const restriction = (await deps.loginRestriction?.(userId)) ?? null;
    const session = await sessions.issue(userId, { ...meta, scope: restriction ? 'withdraw' : 'full' });
    return { session, restriction };
  };

  const loginRateLimit = (ip: string) =>
    enforceRateLimits(limiter, [{ key: `login:ip:${ip}`, limit: limits.loginPerIpPerMinute, windowMs: 60_000 }]);

  /**
   * Turns the caller's tourist into a member with this phone (keeping device and invite), or creates
   * a member when there is no tourist. The phone must already be proven by an OTP.
   */
  const createMember = async (input: Omit<TRegisterInput, 'verificationCode' | 'ip'> & { market?: string | undefined }): Promise<TUserRow> => {
    const passwordHash = input.password ? await passwords.hash(input.password) : null;
    const now = clock.now();
    const tourist =
      input.session?.role === 'tourist'
        ? await users.findById(input.session.userId)
        : input.deviceNumber
          ? await users.findTouristByDevice(input.deviceNumber)
          : undefined;
    // The tourist's market is the player's for good: a page of another market (its phone rule, its texts) is refused.
    const pageMarket = input.market ?? input.consent?.market;
    if (tourist && tourist.role === 'tourist' && pageMarket !== undefined && (await deps.playerMarket(pageMarket)) !== tourist.marketId) {
      throw new AppError('MARKET_MISMATCH');
    }
    try {
      if (tourist && tourist.role === 'tourist') {
        const upgraded = await users.transaction(async (tx) => {
          const row = await users.update(
            tourist.id,
            {
              role: 'member',
              mobile: input.mobile,
              passwordHash,
              nikeName: input.nikeName ?? memberNickname(input.mobile),
              deviceNumber: tourist.deviceNumber ?? input.deviceNumber,
              inviteUuid: tourist.inviteUuid ?? input.inviteUUID,
              registeredAt: now,
              updatedAt: now,
            },
            tx,
          );
          // A no-op for a guest created with its account; opens one for a guest from before that.
          if (row) await accounts.ensurePlayerAccount(row.id, tx);
          return row;
        });
        if (!upgraded) throw new Error('tourist vanished during registration');
        // Tokens issued to the tourist would now act as the member; only the new one remains.
        await sessions.revokeAllForUser(upgraded.id, null);
        await events.emit('player.registered', { userId: upgraded.id, at: now });
        return upgraded;
      }
      // A member with no tourist before (a new device): the market of the page they registered on.
      const marketId = await deps.playerMarket(input.market ?? input.consent?.market);
      const inserted = await users.transaction(async (tx) => {
        const row = await users.insert(
          {
            publicId: newPublicId(),
            uuId: newInviteId(),
            role: 'member',
            marketId,
            mobile: input.mobile,
            passwordHash,
            nikeName: input.nikeName ?? memberNickname(input.mobile),
            deviceNumber: input.deviceNumber,
            adid: input.adid,
            gaid: input.gaid,
            inviteUuid: input.inviteUUID,
            registeredAt: now,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await accounts.ensurePlayerAccount(row.id, tx);
        return row;
      });
      await events.emit('player.created', { userId: inserted.id, role: 'member', at: now });
      await events.emit('player.registered', { userId: inserted.id, at: now });
      return inserted;
    } catch (error) {
      // Two registrations of one phone at once: the second sees the unique index.
      if (isUniqueViolation(error)) throw new AppError('PHONE_TAKEN');
      throw error;
    }
  };

  return {
    /** Starts a tourist session for a device, creating the tourist on its first visit. */
    async touristLogin(input: TTouristLoginBody & { ip: string }): Promise<TLoginResult> {
      await enforceRateLimits(limiter, [
        { key: `tourist:ip:${input.ip}`, limit: limits.touristLoginPerIpPerMinute, windowMs: 60_000 },
      ]);
      // A device's tourist keeps the market it started in: a later visit from another market's link changes nothing.
      let user = await users.findTouristByDevice(input.deviceNumber);
      let created = false;
      if (!user) {
        const now = clock.now();
        const marketId = await deps.playerMarket(input.market);
        // Two first visits of one device race on the partial unique index; the loser reads the winner.
        // A guest plays too (spec section 6), so a guest gets the account and its grant at once.
        user = await users.transaction(async (tx) => {
          const row = await users.insertIfAbsent(
            {
              publicId: newPublicId(),
              uuId: newInviteId(),
              role: 'tourist',
              marketId,
              nikeName: touristNickname(),
              deviceNumber: input.deviceNumber,
              adid: input.adid,
              gaid: input.gaid,
              inviteUuid: input.inviteUUID,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          if (row) await accounts.ensurePlayerAccount(row.id, tx);
          return row;
        });
        created = user !== undefined;
        if (user) await events.emit('player.created', { userId: user.id, role: 'tourist', at: now });
        user ??= await users.findTouristByDevice(input.deviceNumber);
        if (!user) throw new Error('tourist vanished right after its insert');
      } else if (!user.inviteUuid && input.inviteUUID) {
        user = (await users.update(user.id, { inviteUuid: input.inviteUUID, updatedAt: clock.now() })) ?? user;
      }
      const { session, restriction } = await issueFor(user.id, { deviceNumber: input.deviceNumber, ip: input.ip });
      logger.info({ userId: user.id, created }, 'tourist session started');
      // A device no member ever used plays as a guest: it counts as logged in (spec section 6). A returning
      // device is a logged-out tourist, and the front end sends it to login.
      const returning = await users.memberKnownOnDevice(input.deviceNumber);
      return { ...toLoginResult(user, session, created, restriction), isNewUserLogin: !returning };
    },

    sendOtp(input: { phone: string; ip: string; lang: TLang }): Promise<number> {
      return otp.send(input);
    },

    /** Sandbox only: the last code the sandbox SMS service received for this phone. */
    async getTestCode(phone: string): Promise<string | null> {
      if (!deps.testInbox) throw new AppError('NOT_FOUND');
      return deps.testInbox.lastCode(phone);
    },

    /** Registration by phone + OTP (optionally with a password). */
    async register(input: TRegisterInput): Promise<TLoginResult> {
      await loginRateLimit(input.ip);
      // Under 18 is refused before the code is spent and before any account exists.
      if (input.birthDate !== undefined) deps.ageGate?.assertAdult(input.birthDate);
      // A missing, unknown or older version of the terms is refused before the code is spent, too.
      const proof = deps.consent ? await deps.consent.verify(input.consent ?? {}) : null;
      await otp.verify(input.mobile, input.verificationCode);
      // Telling that the phone is taken is safe here: the caller just proved they own it.
      if (await users.findByMobile(input.mobile)) throw new AppError('PHONE_TAKEN');
      const user = await createMember(input);
      if (input.birthDate !== undefined) await deps.ageGate?.record(user.id, input.birthDate);
      if (proof) await deps.consent?.record(user.id, proof, 'register', input.consentMeta ?? { ip: input.ip, deviceNumber: input.deviceNumber, userAgent: null, lang: 'tk' });
      const { session, restriction } = await issueFor(user.id, { deviceNumber: input.deviceNumber ?? user.deviceNumber, ip: input.ip });
      logger.info({ userId: user.id, phone: maskPhone(input.mobile) }, 'member registered');
      return toLoginResult(user, session, true, restriction);
    },

    /**
     * Login by phone + OTP (an unknown phone proven by OTP becomes a new member: the "switch
     * account via phone" flow), or by phone + password (one answer for every failure).
     */
    async login(
      input: TCaller & { mobile: string; verificationCode?: string | undefined; password?: string | undefined; deviceNumber: string | null; consent?: TConsentInput | undefined; consentMeta?: TConsentMeta | undefined },
    ): Promise<TLoginResult> {
      await loginRateLimit(input.ip);
      let user: TUserRow | undefined;
      let created = false;
      if (input.verificationCode !== undefined) {
        // A login that may create a member may carry the texts accepted (checked before the code is spent). A
        // member created without them is asked before playing (the terms gate), like the age gate.
        const sent = input.consent?.termsVersion !== undefined || input.consent?.privacyVersion !== undefined;
        const proof = sent && deps.consent ? await deps.consent.verify(input.consent ?? {}) : null;
        await otp.verify(input.mobile, input.verificationCode);
        user = await users.findByMobile(input.mobile);
        if (!user) {
          user = await createMember({ ...input, password: undefined, adid: null, gaid: null, inviteUUID: null });
          created = true;
          if (proof) await deps.consent?.record(user.id, proof, 'login', input.consentMeta ?? { ip: input.ip, deviceNumber: input.deviceNumber, userAgent: null, lang: 'tk' });
        }
      } else {
        await enforceRateLimits(limiter, [
          { key: passwordTriesKey(input.mobile), limit: PASSWORD_TRIES_PER_PHONE, windowMs: PASSWORD_WINDOW_MS },
        ]);
        const password = input.password ?? '';
        user = await users.findByMobile(input.mobile);
        if (!user?.passwordHash) {
          await passwords.verifyDummy(password);
          throw new AppError('INVALID_CREDENTIALS');
        }
        if (!(await passwords.verify(user.passwordHash, password))) throw new AppError('INVALID_CREDENTIALS');
      }
      const { session, restriction } = await issueFor(user.id, { deviceNumber: input.deviceNumber, ip: input.ip });
      logger.info({ userId: user.id, method: input.verificationCode === undefined ? 'password' : 'otp', created, restricted: restriction !== null }, 'member logged in');
      return toLoginResult(user, session, created, restriction);
    },

    /** Sets a new password after an OTP; every other session of the account is revoked. */
    async modifyPassword(input: TCaller & { mobile: string; verificationCode: string; password: string }): Promise<boolean> {
      await loginRateLimit(input.ip);
      await otp.verify(input.mobile, input.verificationCode);
      const user = await users.findByMobile(input.mobile);
      if (!user) throw new AppError('NOT_REGISTERED');
      await users.update(user.id, { passwordHash: await passwords.hash(input.password), updatedAt: clock.now() });
      await sessions.revokeAllForUser(user.id, input.session?.userId === user.id ? input.session.sessionId : null);
      logger.info({ userId: user.id }, 'password changed');
      return true;
    },

    /** Revokes the caller's token; idempotent (an unknown or revoked token is fine). */
    async logout(token: string | null): Promise<void> {
      if (token) await sessions.revoke(token);
    },
  };
};

export type TAuthService = ReturnType<typeof createAuthService>;
