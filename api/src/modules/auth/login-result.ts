import type { TUserRow } from '../user/user.repository';
import type { TLoginRestriction, TLoginResult } from './auth.schemas';
import type { TIssuedSession } from './session.service';

/** The answer of every login (tourist, member, registration): the session's token and the player's identity. */
export const toLoginResult = (user: TUserRow, session: TIssuedSession, newUserFlag: boolean, restriction: TLoginRestriction | null = null): TLoginResult => ({
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
  restriction,
});
