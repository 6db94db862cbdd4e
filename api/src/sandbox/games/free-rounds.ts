import { z } from 'zod';
import { catalogueGame, LIMITS } from './catalogue';
import type { TFreeRoundsCreate, TFreeRoundsErrorCode, TFreeRoundsGrant, TFreeRoundsView } from './contract';
import type { TFreeRoundStore, TGrantRow } from './free-rounds.store';

/** Most rounds one grant may hold (aggregators cap them similarly). */
export const MAX_GRANT_ROUNDS = 500;

const MESSAGES: Record<TFreeRoundsErrorCode, string> = {
  BAD_REQUEST: 'The grant could not be read: {detail}.',
  GAME_NOT_FOUND: 'Unknown game code: {detail}.',
  GAME_NOT_ELIGIBLE: 'Free rounds run on slot games only: {detail} is not one.',
  GRANT_NOT_FOUND: 'No free-rounds grant has this reference.',
  GRANT_CONFLICT: 'This reference already names a different grant.',
};
const STATUS: Record<TFreeRoundsErrorCode, number> = { BAD_REQUEST: 400, GAME_NOT_FOUND: 404, GAME_NOT_ELIGIBLE: 400, GRANT_NOT_FOUND: 404, GRANT_CONFLICT: 409 };

/** A refusal of the operator's free-rounds call: nothing stored. */
export class FreeRoundsError extends Error {
  override name = 'FreeRoundsError';
  constructor(
    readonly code: TFreeRoundsErrorCode,
    readonly detail = '',
  ) {
    super(code);
  }
  get status(): number {
    return STATUS[this.code];
  }
  get text(): string {
    return MESSAGES[this.code].replace('{detail}', this.detail);
  }
}

const ZRef = z.string().trim().min(1).max(128);
export const ZFreeRoundsCreate = z.object({
  reference: ZRef,
  playerId: ZRef,
  currency: z.string().regex(/^[A-Z]{3}$/),
  gameCodes: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).min(1).max(20),
  rounds: z.number().int().min(1).max(MAX_GRANT_ROUNDS),
  stakeMinor: z.number().int().min(LIMITS.minStakeMinor).max(LIMITS.maxStakeMinor),
  expiresAt: z.iso.datetime({ offset: true }),
});
export const ZFreeRoundsRef = z.object({ reference: ZRef });

/** Parses a create body: a clear reason for each bad field (rounds <= 0, unknown or non-slot game, stake outside the limits). */
export const parseCreate = (body: unknown, now: Date): TFreeRoundsCreate => {
  const parsed = ZFreeRoundsCreate.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new FreeRoundsError('BAD_REQUEST', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  for (const code of parsed.data.gameCodes) {
    const game = catalogueGame(code);
    if (!game) throw new FreeRoundsError('GAME_NOT_FOUND', code);
    if (game.engine !== 'slot') throw new FreeRoundsError('GAME_NOT_ELIGIBLE', code);
  }
  if (new Date(parsed.data.expiresAt).getTime() <= now.getTime()) throw new FreeRoundsError('BAD_REQUEST', 'expiresAt: already past');
  return { ...parsed.data, expiresAt: new Date(parsed.data.expiresAt).toISOString() };
};

export const grantStatus = (g: TGrantRow, now: Date): TFreeRoundsGrant['status'] =>
  g.status === 'cancelled' ? 'cancelled' : g.roundsPlayed >= g.rounds ? 'finished' : g.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';

export const grantView = (g: TGrantRow, now: Date): TFreeRoundsGrant => ({
  grantId: g.id,
  reference: g.reference,
  playerId: g.playerId,
  currency: g.currency,
  gameCodes: g.gameCodes,
  rounds: g.rounds,
  stakeMinor: g.stakeMinor,
  expiresAt: g.expiresAt.toISOString(),
  roundsPlayed: g.roundsPlayed,
  wonMinor: g.wonMinor,
  status: grantStatus(g, now),
});

export const freeRoundsView = (g: TGrantRow | undefined): TFreeRoundsView | null =>
  g ? { grantId: g.id, rounds: g.rounds, played: g.roundsPlayed, stakeMinor: g.stakeMinor, expiresAt: g.expiresAt.toISOString() } : null;

const sameGrant = (g: TGrantRow, c: TFreeRoundsCreate) =>
  g.playerId === c.playerId && g.currency === c.currency && g.rounds === c.rounds && g.stakeMinor === c.stakeMinor && g.expiresAt.toISOString() === c.expiresAt && JSON.stringify(g.gameCodes) === JSON.stringify(c.gameCodes);

/** The operator-facing free-rounds API: create (idempotent on the reference), cancel, get. */
export const createFreeRounds = ({ store, now }: { store: TFreeRoundStore; now: () => Date }) => ({
  async create(body: unknown): Promise<TFreeRoundsGrant> {
    const at = now();
    const input = parseCreate(body, at);
    const row = await store.insert({ ...input, expiresAt: new Date(input.expiresAt), createdAt: at });
    if (!sameGrant(row, input)) throw new FreeRoundsError('GRANT_CONFLICT');
    return grantView(row, at);
  },

  /** Cancels the rounds not yet played (idempotent: a cancelled grant answers as it is). */
  async cancel(reference: string): Promise<TFreeRoundsGrant> {
    const at = now();
    const row = (await store.cancel(reference, at)) ?? (await store.byReference(reference));
    if (!row) throw new FreeRoundsError('GRANT_NOT_FOUND');
    return grantView(row, at);
  },

  async get(reference: string): Promise<TFreeRoundsGrant> {
    const row = await store.byReference(reference);
    if (!row) throw new FreeRoundsError('GRANT_NOT_FOUND');
    return grantView(row, now());
  },
});

export type TFreeRounds = ReturnType<typeof createFreeRounds>;
