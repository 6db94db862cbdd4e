import type { TBetView, TBoard, TPlaceBetAnswer, TPlaceBetBody, TSportErrorBody, TSportState } from '@sportsbook/contract';

/** A refusal from the sportsbook, with its message in the player's language. */
export class SportFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly body: Partial<TSportErrorBody> = {},
  ) {
    super(message);
  }
}

export interface TSportApi {
  state(): Promise<TSportState>;
  bet(body: Omit<TPlaceBetBody, 'session'>): Promise<TPlaceBetAnswer>;
  bets(): Promise<{ bets: TBetView[] }>;
  /** The live feed: the board, and the player's bets with the balance when they change. Answers a stop function. */
  stream(on: { board(board: TBoard): void; bets(update: { bets: TBetView[]; balanceMinor: number }): void; status(up: boolean): void }): () => void;
}

/** The sportsbook's JSON calls and stream for one session (same origin as the page). */
export const createSportApi = (session: string, fallbackError: string, fetchImpl: typeof fetch = (...a) => fetch(...a)): TSportApi => {
  const post = async <T>(path: string, body: object = {}): Promise<T> => {
    const res = await fetchImpl(`/sportsbook/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, ...body }) });
    const json = (await res.json().catch(() => null)) as (T & Partial<TSportErrorBody>) | null;
    if (!res.ok || !json) throw new SportFailure(json?.error ?? 'NETWORK', json?.message ?? fallbackError, json ?? {});
    return json;
  };
  return {
    state: () => post('state'),
    bet: (body) => post('bet', body),
    bets: () => post('bets'),
    stream(on) {
      if (typeof EventSource === 'undefined') return () => undefined;
      const source = new EventSource(`/sportsbook/api/stream?session=${encodeURIComponent(session)}`);
      source.addEventListener('board', (e) => on.board(JSON.parse((e as MessageEvent<string>).data) as TBoard));
      source.addEventListener('bets', (e) => on.bets(JSON.parse((e as MessageEvent<string>).data) as { bets: TBetView[]; balanceMinor: number }));
      source.onopen = () => on.status(true);
      source.onerror = () => on.status(false);
      return () => source.close();
    },
  };
};

export const newBetId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`;
