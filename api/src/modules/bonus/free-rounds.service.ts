import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { playerAccountsIn } from '../wallet/ledger.service';
import type { TBonusOfferRow, TBonusRepository, TPlayerBonusRow } from './bonus.repository';
import type { TFreeRoundsProvider } from './free-rounds.client';
import type { TFreeRoundGrantRow, TFreeRoundsRepository } from './free-rounds.repository';

/** Retry backoff of a provider call whose outcome is unknown: 5 s doubling, at most 10 minutes. */
const backoffMs = (attempts: number): number => Math.min(600_000, 5_000 * 2 ** Math.min(attempts, 10));
const SYNC_EVERY_MS = 5_000;

export interface FreeRoundsDeps {
  repo: TFreeRoundsRepository;
  bonusRepo: Pick<TBonusRepository, 'findBonus' | 'close'>;
  ledger: { transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>; lockPlayer(userId: number, tx: Db): Promise<bigint> };
  provider: TFreeRoundsProvider;
  clock: Clock;
  logger?: { warn(obj: object, msg: string): void };
}

/**
 * Free spins through the game provider. Claiming a free_spins offer writes the bonus
 * (0 money, the offer's wagering) and a pending grant in ONE transaction; the provider call goes out
 * after the commit and is retried from that row until acknowledged (an outbox: a claim is never half
 * written when the provider is down; `create` is idempotent on the grant's reference). A bonus that
 * closes (forfeit, expiry, conversion) gets its grant cancelled the same way.
 */
export const createFreeRoundsService = ({ repo, bonusRepo, ledger, provider, clock, logger }: FreeRoundsDeps) => {
  let timer: NodeJS.Timeout | undefined;

  /** Cancels a grant whose bonus no longer runs (idempotent at the provider; an unknown reference was never created). */
  const cancel = async (g: TFreeRoundGrantRow): Promise<void> => {
    const answer = await provider.cancel(g.reference);
    if (answer.kind === 'ok' || (answer.kind === 'refused' && answer.code === 'GRANT_NOT_FOUND')) {
      await repo.setStatus(g.id, ['pending', 'active'], { status: 'cancelled', lastError: null });
      return;
    }
    await repo.retryLater(g.id, answer.kind === 'refused' ? answer.code : answer.reason, new Date(clock.now().getTime() + backoffMs(g.attempts)));
  };

  const create = async (g: TFreeRoundGrantRow): Promise<void> => {
    const answer = await provider.create({
      reference: g.reference,
      playerId: String(g.userId),
      currency: g.currency,
      gameCodes: g.gameCodes,
      rounds: g.rounds,
      stakeMinor: Number(g.stakeMinor),
      expiresAt: g.expiresAt.toISOString(),
    });
    if (answer.kind === 'ok') {
      await repo.setStatus(g.id, ['pending'], { status: 'active', providerGrantId: answer.grant.grantId, lastError: null });
      return;
    }
    if (answer.kind === 'unknown') {
      await repo.retryLater(g.id, answer.reason, new Date(clock.now().getTime() + backoffMs(g.attempts)));
      return;
    }
    // Refused for good (a game the provider does not have): the bonus, still without money, ends with it.
    logger?.warn({ grantId: g.id, code: answer.code, message: answer.message }, 'free-rounds grant refused by the provider');
    await ledger.transaction(async (tx) => {
      await ledger.lockPlayer(g.userId, tx);
      if (!(await repo.setStatus(g.id, ['pending'], { status: 'refused', lastError: `${answer.code}: ${answer.message}`.slice(0, 500) }, tx))) return;
      const accounts = playerAccountsIn(g.userId, g.currency);
      await bonusRepo.close(g.bonusId, 'forfeited', clock.now(), accounts, tx);
    });
  };

  /** One attempt at what the grant needs now: created while its bonus runs, cancelled once it does not. */
  const step = async (grantId: number): Promise<void> => {
    const g = await repo.byId(grantId);
    if (!g || (g.status !== 'pending' && g.status !== 'active')) return;
    const bonus = await bonusRepo.findBonus(g.bonusId);
    const running = bonus?.status === 'active' && bonus.expiresAt.getTime() > clock.now().getTime();
    if (!running) return cancel(g);
    if (g.status === 'pending') return create(g);
  };

  const safeStep = async (grantId: number): Promise<void> => {
    try {
      await step(grantId);
    } catch (error) {
      logger?.warn({ err: error, grantId }, 'free-rounds provider call failed');
    }
  };

  return {
    /**
     * In the claim's transaction, after the bonus row: checks the offer's spec against the catalogue
     * and writes the pending grant (reference `fs-{bonusId}`). Refusals are AppErrors; nothing is written then.
     */
    async queue(bonus: TPlayerBonusRow, offer: TBonusOfferRow, currency: string, tx: Db): Promise<TFreeRoundGrantRow> {
      const spec = offer.freeRounds;
      if (!spec || spec.rounds <= 0 || spec.stakeMinor <= 0 || spec.gameIds.length === 0) throw new AppError('BONUS_FREE_ROUNDS_UNAVAILABLE');
      const codes = await repo.gameCodes(spec.gameIds, tx);
      if (spec.gameIds.some((id) => !codes.has(id))) throw new AppError('BONUS_FREE_ROUNDS_UNAVAILABLE');
      const now = clock.now();
      return repo.insertGrant(
        {
          bonusId: bonus.id,
          userId: bonus.userId,
          reference: `fs-${bonus.id}`,
          status: 'pending',
          gameIds: spec.gameIds,
          gameCodes: spec.gameIds.map((id) => codes.get(id)!),
          rounds: spec.rounds,
          stakeMinor: BigInt(spec.stakeMinor),
          currency,
          wageringMultiplier: offer.wageringMultiplier,
          expiresAt: bonus.expiresAt,
          nextAttemptAt: now,
          createdAt: now,
        },
        tx,
      );
    },

    /** After a commit that touched the bonus (claim, forfeit): one attempt now; the worker retries. */
    async afterChange(bonusId: number): Promise<void> {
      const g = await repo.byBonus(bonusId);
      if (g) await safeStep(g.id);
    },

    /** The worker's pass: every grant due a provider call. Safe on several instances (status moves are conditional). */
    async sync(): Promise<number> {
      const due = await repo.due(clock.now());
      for (const g of due) await safeStep(g.id);
      return due.length;
    },

    grantOf: (bonusId: number) => repo.byBonus(bonusId),

    start(): void {
      if (timer) return;
      timer = setInterval(() => void this.sync().catch((error: unknown) => logger?.warn({ err: error }, 'free-rounds sync failed')), SYNC_EVERY_MS);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
};

export type TFreeRoundsService = ReturnType<typeof createFreeRoundsService>;
