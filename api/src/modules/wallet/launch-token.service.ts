import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { TLedgerService } from './ledger.service';
import type { TLaunchTokenRow, TSeamlessRepository } from './seamless.repository';

/** The provider must authenticate a fresh launch token within this time. */
export const LAUNCH_TOKEN_TTL_MS = 5 * 60 * 1000;
/** After authenticate the token is the game session: bets are accepted for this long. */
export const GAME_SESSION_TTL_MS = 4 * 60 * 60 * 1000;

export interface TLaunchRequest {
  userId: number;
  gameId: number;
  gameName: string;
  /** The provider's code for the game; opaque here (the provider decides how the game plays). */
  gameCode: string;
  mode: 'real' | 'demo';
}

export type TTokenCheck = { ok: true; row: TLaunchTokenRow } | { ok: false; reason: 'INVALID_TOKEN' | 'TOKEN_EXPIRED' };

export const createLaunchTokenService = (deps: {
  repo: Pick<TSeamlessRepository, 'insertLaunchToken' | 'findLaunchToken' | 'startTokenSession'>;
  ledger: Pick<TLedgerService, 'ensurePlayerAccount' | 'playerCurrency'>;
  clock: Clock;
}) => {
  const { repo, ledger, clock } = deps;
  return {
    /**
     * A random launch token bound to player + game + mode; only its sha256 is stored. The format
     * `<id>.<64 hex>` is opaque to the provider.
     */
    async issue(request: TLaunchRequest): Promise<{ token: string; expiresAt: Date }> {
      const token = `${randomToken(12)}.${randomBytes(32).toString('hex')}`;
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS);
      // A real launch opens the cash account first, so the provider's authenticate finds a balance.
      if (request.mode === 'real') await ledger.ensurePlayerAccount(request.userId);
      // The game is played in the player's currency (their market's), demo money too: the provider shows it.
      const currency = await ledger.playerCurrency(request.userId);
      await repo.insertLaunchToken({
        tokenHash: sha256Hex(token),
        userId: request.userId,
        gameId: request.gameId,
        gameName: request.gameName,
        gameCode: request.gameCode,
        mode: request.mode,
        currency,
        createdAt: now,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /** Looks a token up; `enforceExpiry: false` for wins and rollbacks (a started round must settle). */
    async check(token: string, enforceExpiry: boolean): Promise<TTokenCheck> {
      const row = await repo.findLaunchToken(sha256Hex(token));
      if (!row) return { ok: false, reason: 'INVALID_TOKEN' };
      if (enforceExpiry && row.expiresAt.getTime() <= clock.now().getTime()) return { ok: false, reason: 'TOKEN_EXPIRED' };
      return { ok: true, row };
    },

    /** The provider's first authenticate turns the launch token into the game-session token. */
    async startSession(row: TLaunchTokenRow): Promise<Date> {
      if (row.authenticatedAt) return row.expiresAt;
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + GAME_SESSION_TTL_MS);
      await repo.startTokenSession(row.tokenHash, now, expiresAt);
      return expiresAt;
    },
  };
};

export type TLaunchTokenService = ReturnType<typeof createLaunchTokenService>;
