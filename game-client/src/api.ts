import type { TFairView, TGameState, TPlayAnswer, TPlayErrorBody, TRoundView } from '@provider/contract';

/** A refusal from the provider, with its message in the player's language. */
export class PlayFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly balanceMinor?: number,
  ) {
    super(message);
  }
}

export interface TGameApi {
  state(): Promise<TGameState>;
  play(body: Record<string, unknown> & { roundId: string; seedHash: string }): Promise<TPlayAnswer>;
  action(roundId: string, action: string): Promise<TPlayAnswer>;
  cashout(roundId: string): Promise<TPlayAnswer>;
  watch(roundId: string, signal?: AbortSignal): Promise<TPlayAnswer>;
  seed(clientSeed: string): Promise<TFairView>;
  recall(): Promise<{ rounds: TRoundView[] }>;
}

/** The provider's JSON calls for one game session (same origin as the page). */
export const createGameApi = (session: string, fallbackError: string, fetchImpl: typeof fetch = (...a) => fetch(...a)): TGameApi => {
  const post = async <T>(path: string, body: object = {}, signal?: AbortSignal): Promise<T> => {
    const res = await fetchImpl(`/games/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, ...body }), signal });
    const json = (await res.json().catch(() => null)) as (T & Partial<TPlayErrorBody>) | null;
    if (!res.ok || !json) throw new PlayFailure(json?.error ?? 'NETWORK', json?.message ?? fallbackError, json?.balanceMinor);
    return json;
  };
  return {
    state: () => post('state'),
    play: (body) => post('play', body),
    action: (roundId, action) => post('action', { roundId, action }),
    cashout: (roundId) => post('cashout', { roundId }),
    watch: (roundId, signal) => post('watch', { roundId }, signal),
    seed: (clientSeed) => post('seed', { clientSeed }),
    recall: () => post('recall'),
  };
};

export const newRoundId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`;
