import type { TUserRole } from '../user/user.tables';

/** Who is calling, as resolved from the token. Routes pass plain values from it to the services. */
export interface TSessionContext {
  sessionId: number;
  userId: number;
  publicId: string;
  role: TUserRole;
  /** 'withdraw': a player in a time-out or self-exclusion (only withdrawals, histories and support). */
  scope: 'full' | 'withdraw';
}
