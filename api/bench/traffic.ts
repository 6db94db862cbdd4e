/**
 * Player traffic for `pnpm loadtest` and the drills: an open-loop generator (arrivals at a fixed rate,
 * whatever the answers' latency: a slow server gets more requests in flight, not fewer, unlike
 * closed-loop connections), a realistic mix (lobby category pages, search, user info, game launch,
 * real-money rounds through the sandbox provider's HTTP API, whose bets and wins reach the operator's
 * seamless wallet over signed HTTP) and per-route figures. The ledger invariants are `invariants.ts`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Envelope } from '@casino/shared/contracts';
import pg from 'pg';
import { sleep } from './system';

/** The API's envelope (declared once, in @casino/shared) as a load test reads it: any field may be missing on a failure. */
export type TEnvelope<T = unknown> = Partial<Envelope<T>>;

/** One answered (or failed) request. `ok` is the route's own notion of success. */
export interface TSample {
  route: string;
  ok: boolean;
  status: number;
  /** ms from the intended start (open loop: includes any lateness of the generator). */
  latencyMs: number;
  /** e.g. `503 SERVICE_UNAVAILABLE`, `ECONNRESET`, `INSUFFICIENT_FUNDS`. */
  outcome: string;
  /** When the answer came (ms since the epoch); set by Stats.add. */
  at?: number;
}

export class Stats {
  readonly samples: TSample[] = [];
  /** Scheduler lateness per arrival, ms. */
  readonly lateness: number[] = [];
  started = 0;
  ended = 0;
  dropped = 0;
  /** Requests outstanding right now (open loop). */
  inFlight = 0;

  add(sample: TSample) {
    sample.at ??= Date.now();
    this.samples.push(sample);
  }

  static percentile(sorted: number[], p: number): number {
    if (sorted.length === 0) return 0;
    return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? 0;
  }

  routes(): Array<{ route: string; count: number; ok: number; errors: number; perS: number; p50: number; p99: number; max: number; outcomes: Record<string, number> }> {
    const seconds = Math.max(0.001, (this.ended - this.started) / 1000);
    const by = new Map<string, TSample[]>();
    for (const s of this.samples) by.set(s.route, [...(by.get(s.route) ?? []), s]);
    return [...by.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, list]) => {
        const lat = list.map((s) => s.latencyMs).sort((a, b) => a - b);
        const outcomes: Record<string, number> = {};
        for (const s of list) if (!s.ok) outcomes[s.outcome] = (outcomes[s.outcome] ?? 0) + 1;
        const ok = list.filter((s) => s.ok).length;
        return { route, count: list.length, ok, errors: list.length - ok, perS: ok / seconds, p50: Stats.percentile(lat, 50), p99: Stats.percentile(lat, 99), max: lat.at(-1) ?? 0, outcomes };
      });
  }

  print(title: string) {
    const seconds = (this.ended - this.started) / 1000;
    const late = [...this.lateness].sort((a, b) => a - b);
    console.log(`\n${title}: ${this.samples.length} requests in ${seconds.toFixed(1)} s; generator lateness p99 ${Stats.percentile(late, 99).toFixed(1)} ms; dropped (client cap) ${this.dropped}`);
    console.log(`${'route'.padEnd(34)} ${'ok/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'ok'.padStart(7)} ${'errors'.padStart(7)}  error kinds`);
    for (const r of this.routes()) {
      const kinds = Object.entries(r.outcomes)
        .map(([k, n]) => `${k} x${n}`)
        .join(', ');
      console.log(
        `${r.route.padEnd(34)} ${r.perS.toFixed(1).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(0).padStart(8)} ${String(r.ok).padStart(7)} ${String(r.errors).padStart(7)}  ${kinds}`,
      );
    }
    const all = this.samples.map((s) => s.latencyMs).sort((a, b) => a - b);
    const ok = this.samples.filter((s) => s.ok).length;
    console.log(
      `${'all'.padEnd(34)} ${(ok / Math.max(0.001, seconds)).toFixed(1).padStart(7)} ${Stats.percentile(all, 50).toFixed(1).padStart(8)} ${Stats.percentile(all, 99).toFixed(1).padStart(8)} ${(all.at(-1) ?? 0).toFixed(0).padStart(8)} ${String(ok).padStart(7)} ${String(this.samples.length - ok).padStart(7)}`,
    );
  }
}

/** Why a request failed, in a few words: an HTTP status with the envelope's code, or the network error's code. */
export const describeError = (error: unknown): string => {
  const e = error as { name?: string; cause?: { code?: string }; code?: string; message?: string };
  if (e.name === 'TimeoutError') return 'TIMEOUT';
  return e.cause?.code ?? e.code ?? e.message ?? String(error);
};

export interface TCallResult<T> {
  status: number;
  body: T;
}

/** POST JSON with a timeout; network failures throw (their code is the outcome). */
export const postJson = async <T>(url: string, body: unknown, headers: Record<string, string> = {}, timeoutMs = 10_000): Promise<TCallResult<T>> => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = { raw: text.slice(0, 80) };
  }
  return { status: res.status, body: parsed as T };
};

export interface TPlayer {
  index: number;
  token: string;
  gameId: number;
  session: string;
  seedHash: string;
  busy: boolean;
}

export interface TWorld {
  /** Where players call the operator (one instance, or HAProxy). */
  apiUrl: string;
  /** The sandbox provider (game pages and the players' game calls). */
  providerUrl: string;
  players: TPlayer[];
  categories: number[];
  slotGames: number[];
}

const SEARCH_WORDS = ['şeker', 'olymp', 'bonanza', 'gates', 'sultan', 'roulette', 'kral', 'blackjack', 'crash', 'IŞIK', 'ev', 'zzqx'];
export const STAKE_MINOR = 100;

/** Launches `gameId` for the player: the operator's launch URL, then the provider's launch page (a new game session). */
export const launch = async (world: Pick<TWorld, 'apiUrl' | 'providerUrl'>, token: string, gameId: number): Promise<{ session: string; seedHash: string }> => {
  // The age gate (player protection): play needs 18+ confirmed once per player.
  await postJson(`${world.apiUrl}/protection/confirmAge`, { birthDate: '1990-01-01' }, { authorization: token });
  const url = await postJson<TEnvelope<{ url: string }>>(`${world.apiUrl}/labelGame/getGameUrlByGame`, { gameId, isReal: 1 }, { authorization: token });
  if (url.status !== 200 || !url.body.resultData?.url) throw new Error(`${url.status} ${String(url.body?.code ?? '')}`.trim());
  const target = new URL(url.body.resultData.url);
  const page = await fetch(`${world.providerUrl}${target.pathname}${target.search}`, { signal: AbortSignal.timeout(10_000) });
  const html = await page.text();
  const cfg = /<script id="cfg" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  if (!cfg) throw new Error(`launch page: ${page.status} ${html.slice(0, 120)}`);
  const session = (JSON.parse(cfg) as { session: string }).session;
  const state = await postJson<{ fair: { serverSeedHash: string } }>(`${world.providerUrl}/games/api/state`, { session });
  return { session, seedHash: state.body.fair.serverSeedHash };
};

/** Players (each with the sandbox welcome balance), made members, each with a real-money slot session open. */
export const setUpWorld = async (o: { apiUrl: string; providerUrl: string; players: number; databaseUrl: string }): Promise<TWorld> => {
  const client = new pg.Client({ connectionString: o.databaseUrl });
  await client.connect();
  let slotGames: number[];
  let categories: number[];
  try {
    slotGames = (await client.query<{ id: number }>(`select id from games where enabled and provider_game_code like 'slot-%' order by id limit 20`)).rows.map((r) => r.id);
    categories = (await client.query<{ id: number }>(`select distinct category_id as id from games where enabled order by 1`)).rows.map((r) => r.id);
  } finally {
    await client.end();
  }
  if (slotGames.length === 0) throw new Error('no slot game in the catalogue');
  const world: TWorld = { apiUrl: o.apiUrl, providerUrl: o.providerUrl, players: [], categories, slotGames };
  const run = randomBytes(3).toString('hex');
  // Real money is for members: each tourist is made one in the database (registration by OTP is not what this
  // measures, and the OTP limits would pace it) and accepts the terms in force through the consent route.
  const current = await postJson<TEnvelope<{ texts: Array<{ kind: string; version: number }> }>>(`${o.apiUrl}/legal/consent/current`, {});
  const version = (kind: string) => current.body.resultData?.texts.find((x) => x.kind === kind)?.version;
  const consent = { termsVersion: version('terms'), privacyVersion: version('privacy') };
  const members = new pg.Client({ connectionString: o.databaseUrl });
  await members.connect();
  try {
    for (let i = 0; i < o.players; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, o.players - i) }, async (_, j) => {
          const index = i + j;
          const deviceNumber = `load-${run}-${index}`;
          const login = await postJson<TEnvelope<{ token: string }>>(`${o.apiUrl}/sso/v2/login`, { deviceNumber });
          const token = login.body.resultData?.token;
          if (!token) throw new Error(`tourist login: ${login.status} ${JSON.stringify(login.body)}`);
          await members.query(`update users set role = 'member' where device_number = $1 and role = 'tourist'`, [deviceNumber]);
          const accepted = await postJson<TEnvelope>(`${o.apiUrl}/legal/consent/accept`, consent, { authorization: token });
          if (accepted.status !== 200) throw new Error(`consent: ${accepted.status} ${JSON.stringify(accepted.body)}`);
          const gameId = slotGames[index % slotGames.length]!;
          const { session, seedHash } = await launch(world, token, gameId);
          return { index, token, gameId, session, seedHash, busy: false };
        }),
      );
      world.players.push(...batch);
    }
  } finally {
    await members.end();
  }
  return world;
};

export type TTask = (intendedAt: number) => Promise<TSample[]>;

const envelopeSample = (route: string, t0: number, res: TCallResult<TEnvelope>): TSample => {
  const ok = res.status === 200 && res.body?.success !== false;
  return { route, ok, status: res.status, latencyMs: performance.now() - t0, outcome: ok ? 'ok' : `${res.status} ${String(res.body?.code ?? res.body?.msg ?? '')}`.trim() };
};

const failedSample = (route: string, t0: number, error: unknown): TSample => ({ route, ok: false, status: 0, latencyMs: performance.now() - t0, outcome: describeError(error) });

/** The player mix: weights per arrival. */
export const DEFAULT_MIX = { browse: 30, search: 15, userInfo: 15, launch: 5, bet: 35 } as const;
export type TMix = Record<keyof typeof DEFAULT_MIX, number>;

/** Not a server failure: every player was still waiting for a round (the generator outran the system). */
export const NO_IDLE_PLAYER = 'NO_IDLE_PLAYER';

/** Client-side retries (drills): how many requests failed once, how many of those then succeeded. */
export interface TRetryCounters {
  /** Requests that needed at least one retry. */
  retried: number;
  /** Extra attempts made. */
  attempts: number;
  /** Retried and finally answered well. */
  recovered: number;
  /** Still failing after the last retry. */
  failed: number;
}
export const newRetryCounters = (): TRetryCounters => ({ retried: 0, attempts: 0, recovered: 0, failed: 0 });

/** What a client retries: no answer, a balancer's or server's "try again", the provider's "wallet unavailable". */
export const isRetryable = (s: TSample): boolean =>
  !s.ok && s.outcome !== NO_IDLE_PLAYER && (s.status === 0 || s.status === 502 || s.status === 503 || s.status === 504 || s.outcome.includes('WALLET_UNAVAILABLE'));

/** Wraps a task: a retryable failure is tried again (up to `max` times, 250 ms apart, growing); the latency counts from the first intended start. */
export const withRetry = (task: TTask, max: number, counters: TRetryCounters): TTask => async (t0) => {
  let samples = await task(t0);
  let attempt = 0;
  while (attempt < max && samples.length > 0 && isRetryable(samples.at(-1)!)) {
    attempt++;
    counters.attempts++;
    await sleep(250 * attempt);
    samples = await task(t0);
  }
  if (attempt > 0) {
    counters.retried++;
    if (samples.at(-1)?.ok) counters.recovered++;
    else counters.failed++;
  }
  return samples;
};

export const createMix = (
  world: TWorld,
  mix: TMix = DEFAULT_MIX,
  options: { onPlay?: (player: TPlayer, roundId: string, status: number, body: unknown) => void; retry?: { max: number; counters: TRetryCounters } } = {},
) => {
  const { onPlay } = options;
  let next = 0;
  const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
  const idlePlayer = (): TPlayer | undefined => {
    for (let k = 0; k < world.players.length; k++) {
      const p = world.players[(next + k) % world.players.length]!;
      if (!p.busy) {
        next = (next + k + 1) % world.players.length;
        return p;
      }
    }
    return undefined;
  };
  const tasks: Record<keyof TMix, TTask> = {
    browse: async (t0) => {
      try {
        return [envelopeSample('browse (category page)', t0, await postJson(`${world.apiUrl}/labelGame/getGameByCategoryAndPage`, { categoryId: pick(world.categories), page: 1 + Math.floor(Math.random() * 3), pageSize: 30 }))];
      } catch (error) {
        return [failedSample('browse (category page)', t0, error)];
      }
    },
    search: async (t0) => {
      try {
        return [envelopeSample('search', t0, await postJson(`${world.apiUrl}/labelGame/getSearchResults`, { words: pick(SEARCH_WORDS) }))];
      } catch (error) {
        return [failedSample('search', t0, error)];
      }
    },
    userInfo: async (t0) => {
      const p = pick(world.players);
      try {
        return [envelopeSample('user info', t0, await postJson(`${world.apiUrl}/user/getUserInfo`, {}, { authorization: p.token }))];
      } catch (error) {
        return [failedSample('user info', t0, error)];
      }
    },
    launch: async (t0) => {
      const p = idlePlayer();
      if (!p) return [{ route: 'launch (url + page)', ok: false, status: 0, latencyMs: 0, outcome: NO_IDLE_PLAYER }];
      p.busy = true;
      try {
        const opened = await launch(world, p.token, pick(world.slotGames));
        p.session = opened.session;
        p.seedHash = opened.seedHash;
        return [{ route: 'launch (url + page)', ok: true, status: 200, latencyMs: performance.now() - t0, outcome: 'ok' }];
      } catch (error) {
        return [failedSample('launch (url + page)', t0, error)];
      } finally {
        p.busy = false;
      }
    },
    bet: async (t0) => {
      const p = idlePlayer();
      if (!p) return [{ route: 'bet/win (provider play)', ok: false, status: 0, latencyMs: 0, outcome: NO_IDLE_PLAYER }];
      p.busy = true;
      const roundId = randomUUID();
      try {
        const res = await postJson<{ fair?: { serverSeedHash: string }; error?: string }>(`${world.providerUrl}/games/api/play`, { session: p.session, roundId, seedHash: p.seedHash, stakeMinor: STAKE_MINOR });
        onPlay?.(p, roundId, res.status, res.body);
        const ok = res.status === 200 && !res.body?.error;
        if (res.body?.fair?.serverSeedHash) p.seedHash = res.body.fair.serverSeedHash;
        else if (!ok) {
          // As the game client does after a refusal: read the current commitment (a failed bet may have used it up).
          const state = await postJson<{ fair?: { serverSeedHash: string } }>(`${world.providerUrl}/games/api/state`, { session: p.session }).catch(() => undefined);
          if (state?.body?.fair?.serverSeedHash) p.seedHash = state.body.fair.serverSeedHash;
        }
        return [{ route: 'bet/win (provider play)', ok, status: res.status, latencyMs: performance.now() - t0, outcome: ok ? 'ok' : `${res.status} ${res.body?.error ?? ''}`.trim() }];
      } catch (error) {
        return [failedSample('bet/win (provider play)', t0, error)];
      } finally {
        p.busy = false;
      }
    },
  };
  const weights = Object.entries(mix) as Array<[keyof TMix, number]>;
  const total = weights.reduce((s, [, w]) => s + w, 0);
  return (): TTask => {
    let r = Math.random() * total;
    for (const [name, w] of weights) {
      r -= w;
      if (r < 0) return options.retry ? withRetry(tasks[name], options.retry.max, options.retry.counters) : tasks[name];
    }
    return tasks.browse;
  };
};

/**
 * Open loop: arrival k starts at `start + k / rate` whatever happened to the earlier ones, until
 * `durationS`; then waits (at most `drainMs`) for the answers. At most `maxInFlight` requests are
 * outstanding; an arrival beyond that is counted as dropped (the generator's own bound).
 */
export const runOpenLoop = async (o: { rate: number; durationS: number; next: () => TTask; stats: Stats; maxInFlight?: number; drainMs?: number; onTick?: (elapsedMs: number) => void }): Promise<void> => {
  const maxInFlight = o.maxInFlight ?? 2_000;
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  o.stats.started = Date.now();
  const total = Math.floor(o.rate * o.durationS);
  const interval = 1000 / o.rate;
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    o.onTick?.(now - start);
    while (sent < total && start + sent * interval <= now) {
      const intendedAt = start + sent * interval;
      sent++;
      o.stats.lateness.push(now - intendedAt);
      if (inFlight.size >= maxInFlight) {
        o.stats.dropped++;
        continue;
      }
      const task = o.next();
      o.stats.inFlight++;
      const p: Promise<void> = task(intendedAt)
        .then((samples) => samples.forEach((s) => o.stats.add(s)))
        .finally(() => {
          o.stats.inFlight--;
          inFlight.delete(p);
        });
      inFlight.add(p);
    }
    await sleep(Math.max(1, Math.min(5, start + sent * interval - performance.now())));
  }
  await Promise.race([Promise.all(inFlight), sleep(o.drainMs ?? 15_000)]);
  o.stats.ended = Date.now();
};
