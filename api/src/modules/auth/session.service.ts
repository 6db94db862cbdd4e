import type { Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { TAuthRepository } from './auth.repository';
import type { TSessionContext } from './session.types';

/** Spec section 9: sessions live 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface TIssuedSession {
  token: string;
  sign: string;
  expiresAt: Date;
}

export interface SessionServiceDeps {
  repo: Pick<TAuthRepository, 'insertSession' | 'findActiveSession' | 'revokeSessionByTokenHash' | 'revokeUserSessions'>;
  clock: Clock;
}

/** Tokens are random and only their sha256 is stored; a database leak reveals no usable token. */
export const createSessionService = ({ repo, clock }: SessionServiceDeps) => ({
  async issue(userId: number, meta: { deviceNumber: string | null; ip: string | null; scope?: 'full' | 'withdraw' }): Promise<TIssuedSession> {
    const now = clock.now();
    const token = randomToken();
    const sign = randomToken();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await repo.insertSession({
      userId,
      tokenHash: sha256Hex(token),
      signHash: sha256Hex(sign),
      deviceNumber: meta.deviceNumber,
      ip: meta.ip,
      scope: meta.scope ?? 'full',
      createdAt: now,
      expiresAt,
    });
    return { token, sign, expiresAt };
  },

  async resolve(token: string): Promise<TSessionContext | null> {
    return (await repo.findActiveSession(sha256Hex(token), clock.now())) ?? null;
  },

  async revoke(token: string): Promise<void> {
    await repo.revokeSessionByTokenHash(sha256Hex(token), clock.now());
  },

  async revokeAllForUser(userId: number, exceptSessionId: number | null): Promise<void> {
    await repo.revokeUserSessions(userId, clock.now(), exceptSessionId);
  },
});

export type TSessionService = ReturnType<typeof createSessionService>;
