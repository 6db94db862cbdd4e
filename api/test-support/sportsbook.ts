import { sql } from 'drizzle-orm';
import type { TBetView, TEventView, TPlaceBetAnswer, TSportErrorBody, TSportState } from '../src/sandbox/sportsbook/contract';
import type { startProvider } from './game-provider';
import type { TestApp, TestDatabase } from './harness';

type TProvider = Awaited<ReturnType<typeof startProvider>>;
export type TSportAnswer<T> = { status: number; body: T & Partial<TSportErrorBody> };

/** The sportsbook's player calls and sandbox controls on a running sandbox (`p`), for the player of `token` at operator `t`. */
export const sportsbookClient = (t: TestApp, p: TProvider) => {
  const call = async <T>(path: string, body: object): Promise<TSportAnswer<T>> => {
    const res = await fetch(`${p.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T & Partial<TSportErrorBody> };
  };

  /** The operator's launch (18+ confirmed first), the page opened on this sandbox: the session and its state. */
  const open = async (token: string, lang?: string) => {
    await t.post('/protection/confirmAge', { birthDate: '1990-01-01' }, { token });
    const res = await t.post<{ url: string }>('/sport/getSportUrl', {}, { token, ...(lang ? { headers: { 'accept-language': lang } } : {}) });
    const launch = new URL(res.body.resultData!.url);
    const page = await fetch(`${p.url}${launch.pathname}${launch.search}`);
    const html = await page.text();
    const cfg = /<script id="cfg" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const session = cfg ? (JSON.parse(cfg) as { session: string }).session : '';
    const state = session ? (await call<TSportState>('/sportsbook/api/state', { session })).body : undefined;
    return { status: page.status, launch, session, state: state as TSportState };
  };

  const bet = (session: string, input: { selections: Array<{ selectionId: string; oddsX100: number; live: boolean }>; stakeMinor: number; policy?: 'any' | 'higher' | 'none'; betId?: string }) =>
    call<TPlaceBetAnswer>('/sportsbook/api/bet', {
      session,
      betId: input.betId ?? crypto.randomUUID(),
      kind: input.selections.length === 1 ? 'single' : 'acca',
      stakeMinor: input.stakeMinor,
      policy: input.policy ?? 'none',
      selections: input.selections,
    });

  return {
    call,
    open,
    bet,
    state: async (session: string) => (await call<TSportState>('/sportsbook/api/state', { session })).body,
    control: <T = Record<string, unknown>>(op: string, body: object = {}) => call<T>(`/sportsbook/sandbox/${op}`, body),
  };
};

/** Open selections of the main market of `n` different events in `status` (pre-match by default), as the slip takes them. */
export const pickSelections = (events: TEventView[], n: number, status: TEventView['status'] = 'prematch', pick = 0) => {
  const chosen = events.filter((e) => e.status === status && e.markets[0]?.status === 'open').slice(0, n);
  if (chosen.length < n) throw new Error(`only ${chosen.length} ${status} events with an open market`);
  return chosen.map((e) => {
    const s = e.markets[0]!.selections[pick]!;
    return { selectionId: s.id, oddsX100: s.oddsX100, live: e.status === 'live', event: e };
  });
};

/** The operator's slip of a round, read with plain SQL (the sandbox may not import operator code, even in tests). */
export const ticketOf = async (db: TestDatabase['database']['db'], roundId: string) => {
  const res = await db.execute(sql`select status, kind, odds_x100, win_minor::text as win, legs from sport_tickets where round_id = ${roundId}`);
  return (res as unknown as { rows: Array<{ status: string; kind: string; odds_x100: number; win: string; legs: Array<{ result: string | null; pick: string; market: string }> }> }).rows[0];
};

export const wins = async (db: TestDatabase['database']['db'], roundId: string) => {
  const res = await db.execute(sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from wallet_seamless_transactions where kind = 'win' and round_id = ${roundId}`);
  return (res as unknown as { rows: Array<{ n: number; total: string }> }).rows[0]!;
};

export type { TBetView };
