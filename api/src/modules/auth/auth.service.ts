import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/crypto';
import type { TLogger } from '../../lib/logger';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import type { TUserRepository, TUserRow } from '../user/user.repository';
import type { TLoginResult, TTouristLoginBody } from './auth.schemas';
import type { TIssuedSession, TSessionService } from './session.service';

export interface AuthServiceDeps {
  users: Pick<TUserRepository, 'findTouristByDevice' | 'insertIfAbsent' | 'update'>;
  sessions: Pick<TSessionService, 'issue' | 'revoke'>;
  limiter: RateLimiter;
  clock: Clock;
  logger: TLogger;
  limits: { touristLoginPerIpPerMinute: number };
}

export const newPublicId = (): string => randomToken(12);
export const newInviteId = (): string => randomBytes(8).toString('hex');
/** 'Misafir' is 'guest': the display name of a tourist until they choose one. */
export const touristNickname = (): string => `Misafir${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`;

export const toLoginResult = (user: TUserRow, session: TIssuedSession, newUserFlag: boolean): TLoginResult => ({
  token: session.token,
  sign: session.sign,
  uid: user.publicId,
  userid: user.id,
  id: user.id,
  role: user.role,
  nikeName: user.nikeName,
  mobile: user.mobile ?? '',
  isNewUserLogin: user.role === 'member',
  newUserFlag,
  uuId: user.uuId,
  inviteUUID: user.inviteUuid ?? '',
  deviceNumber: user.deviceNumber ?? '',
  expiresAt: session.expiresAt.toISOString(),
});

export const createAuthService = ({ users, sessions, limiter, clock, logger, limits }: AuthServiceDeps) => ({
  /** Starts a tourist session for a device, creating the tourist on its first visit. */
  async touristLogin(input: TTouristLoginBody & { ip: string }): Promise<TLoginResult> {
    await enforceRateLimits(limiter, [
      { key: `tourist:ip:${input.ip}`, limit: limits.touristLoginPerIpPerMinute, windowMs: 60_000 },
    ]);
    let user = await users.findTouristByDevice(input.deviceNumber);
    let created = false;
    if (!user) {
      const now = clock.now();
      // Two first visits of one device race on the partial unique index; the loser reads the winner.
      user = await users.insertIfAbsent({
        publicId: newPublicId(),
        uuId: newInviteId(),
        role: 'tourist',
        nikeName: touristNickname(),
        deviceNumber: input.deviceNumber,
        adid: input.adid,
        gaid: input.gaid,
        inviteUuid: input.inviteUUID,
        createdAt: now,
        updatedAt: now,
      });
      created = user !== undefined;
      user ??= await users.findTouristByDevice(input.deviceNumber);
      if (!user) throw new Error('tourist vanished right after its insert');
    } else if (!user.inviteUuid && input.inviteUUID) {
      user = (await users.update(user.id, { inviteUuid: input.inviteUUID, updatedAt: clock.now() })) ?? user;
    }
    const session = await sessions.issue(user.id, { deviceNumber: input.deviceNumber, ip: input.ip });
    logger.info({ userId: user.id, created }, 'tourist session started');
    return toLoginResult(user, session, created);
  },

  /** Revokes the caller's token; idempotent (an unknown or revoked token is fine). */
  async logout(token: string | null): Promise<void> {
    if (token) await sessions.revoke(token);
  },
});

export type TAuthService = ReturnType<typeof createAuthService>;
