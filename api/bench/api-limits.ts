/**
 * `pnpm --filter @casino/api bench:api-limits` (also part of `pnpm bench`): three API figures next to
 * their limits, measured in one run on this machine. Prints figures, targets and verdicts; never
 * fails on a figure (exits non-zero when a part crashes or the ledger check is violated).
 *
 * 1. search: `/labelGame/getSearchResults` on 50,000 seeded games (the games benchmark's setup:
 *    SEED_GAMES, vacuum analyze, the API alone in its own process) at a FIXED ARRIVAL RATE
 *    (open loop, bench/traffic.ts's generator: request k is sent at start + k / rate whether or not
 *    earlier ones have answered, and its latency counts from that scheduled time, so a stalled
 *    server cannot hide queueing (no coordinated omission)). 200 req/s for 15 s after 2 s of
 *    warm-up; target p99 < 20 ms. The client is Node's fetch, which asks for gzip as browsers do.
 *    Then a 3 s closed-loop probe says what the server could answer at that moment.
 * 2. ratio: `/labelGame/getGameByCategoryAndPage` (page of 30) throughput over a bare Fastify
 *    hello-world (bench/hello-bench-server.ts) started in the same run, both in their own process,
 *    both closed loop with the same autocannon settings (connections, duration, POST with the same
 *    JSON body), each side in two halves in the order A B B A so a drifting machine load favours
 *    neither; target >= 0.3. Printed too: the same page when the client accepts br/gzip.
 * 3. wallet: seamless bets per second OVER SIGNED HTTP (POST /provider/wallet/bet with the
 *    x-timestamp / x-signature headers of lib/signature.ts, exactly as the provider's
 *    operator-client.ts sends them) against the API in its own process (pool = clients), closed
 *    loop, next to pgbench TPC-B-like with the same client count on the same PostgreSQL (halves in
 *    the order bets, pgbench, pgbench, bets); target >= 1.0 of pgbench (bets at least as fast as
 *    TPC-B), after 2 s of unmeasured bets (pool open, V8 warm). The generator is wrk (C, Debian's, installed
 *    on demand: bench/wrk.ts), sending bets signed ahead, each once, as pgbench's C client costs its side
 *    little. Printed too: CPU per bet (PostgreSQL as a whole, API, wrk) and PostgreSQL's per TPC-B transaction.
 *    Then the ledger is audited: balances sum to 0, no drift, no negative player.
 *
 * Parts 1 and 2 share one throw-away games database, part 3 has its own (plus one for pgbench),
 * all created on the loopback admin server (BENCH_DATABASE_URL / DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and dropped afterwards, also on Ctrl-C. At most 20 s of
 * load per part.
 *
 *   pnpm --filter @casino/api bench:api-limits [-- --only search,ratio,wallet]
 *   env: SEED_GAMES=50000, SEARCH_RATE=200, SEARCH_DURATION_S=15 (max 15), RATIO_CONNECTIONS=32,
 *        RATIO_DURATION_S=6 (max 6), WALLET_CONNECTIONS=16, WALLET_DURATION_S=10 (max 10), BENCH_PLAYERS=1000
 */
import { rowsOf } from '../src/db/rows';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { createDomainEvents } from '../src/lib/domain-events';
import { signedHeaders } from '../src/lib/signature';
import { seedGames } from '../src/modules/games/games.seed';
import { users } from '../src/modules/user/user.tables';
import { createLaunchTokenService } from '../src/modules/wallet/launch-token.service';
import { createLedgerRepository } from '../src/modules/wallet/ledger.repository';
import { createLedgerService } from '../src/modules/wallet/ledger.service';
import { createSeamlessRepository } from '../src/modules/wallet/seamless.repository';
import { createSeamlessService } from '../src/modules/wallet/seamless.service';
import { seedWallet } from '../src/modules/wallet/wallet.seed';
import { createBenchDatabase, machine } from './lib';
import { assertPgbench, initPgbench, runPgbench } from './pgbench';
import { guardProcess, onCleanup, stopAll, stopProcess, type TProc } from './system';
import { cannon, CANNON_HEADER, cannonLine, merge, okPerS, processCpuMs, serverCpuMs, startBenchServer } from './limits-measure';
import { runWrk } from './wrk';
import { describeError, runOpenLoop, Stats, type TTask } from './traffic';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { only: { type: 'string', default: 'search,ratio,wallet' } },
});
const parts = new Set((args.only ?? '').split(',').map((p) => p.trim()));
for (const p of parts) if (!['search', 'ratio', 'wallet'].includes(p)) throw new Error(`--only takes search, ratio, wallet; got ${p}`);

const num = (name: string, fallback: number, min: number, max: number): number => {
  const n = Number(process.env[name] ?? fallback);
  return Number.isFinite(n) ? Math.max(min, Math.min(n, max)) : fallback;
};
const SEED_GAMES = num('SEED_GAMES', 50_000, 100, 200_000);
const SEARCH_RATE = num('SEARCH_RATE', 200, 1, 1_000);
const SEARCH_S = num('SEARCH_DURATION_S', 15, 1, 15);
const SEARCH_WARMUP_S = 2;
const SEARCH_PROBE_S = 3;
const RATIO_CONNECTIONS = num('RATIO_CONNECTIONS', 32, 1, 512);
const RATIO_S = num('RATIO_DURATION_S', 6, 1, 6);
const WALLET_CONNECTIONS = num('WALLET_CONNECTIONS', 16, 1, 64);
const WALLET_S = num('WALLET_DURATION_S', 10, 1, 10);
const PLAYERS = num('BENCH_PLAYERS', 1_000, 10, 10_000);

const TARGET_SEARCH_P99_MS = 20;
const TARGET_RATIO = 0.3;
const TARGET_WALLET_RATIO = 1;
/** Bets signed ahead per half: more than a half answers on this kind of machine. */
/** Bets signed ahead per second of a run: above what two cores answer (about 1,500/s), or wrk runs short and the run fails. */
const BETS_PER_S_CEILING = 5_000;
const WALLET_WARMUP_S = 2;
/** The games benchmark's words: one and two tokens, Turkish casing, a miss. */
const WORDS = ['şeker', 'SEKER PAT', 'olymp', 'bonanza', 'IŞIK', 'gates of', 'pragmatic', 'ev', 'sultan haz', 'roulette', 'kral', 'zzqx'];
/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');
const summary: string[] = [];
let ledgerViolated = false;

/** Parts 1 and 2: 50,000 games seeded as bench/games-bench.ts does, the API alone in its own process. */
const gamesParts = async () => {
  const db = await createBenchDatabase('limits_games');
  onCleanup(() => db.drop());
  const database = await openPostgres(db.url, { poolMax: 4 });
  let api: TProc | undefined;
  try {
    await database.migrate();
    const t = Date.now();
    await seedGames(database.db, SEED_GAMES);
    await database.db.execute(sql`vacuum analyze`);
    console.log(`seeded ${SEED_GAMES} games in ${((Date.now() - t) / 1000).toFixed(1)} s (database ${db.name})`);
    const started = await startBenchServer('api', 'games-bench-server.ts', { BENCH_DATABASE_URL: db.url, BENCH_POOL: '10' });
    api = started.proc;
    const base = started.base;

    if (parts.has('search')) {
      let n = 0;
      const encodings = new Map<string, number>();
      const search: TTask = async (t0) => {
        const words = WORDS[n++ % WORDS.length];
        try {
          const res = await fetch(`${base}/labelGame/getSearchResults`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ words }),
            signal: AbortSignal.timeout(10_000),
          });
          const body = (await res.json()) as { success?: boolean; code?: string };
          const encoding = res.headers.get('content-encoding') ?? 'identity';
          encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
          const ok = res.status === 200 && body.success !== false;
          return [{ route: 'search', ok, status: res.status, latencyMs: performance.now() - t0, outcome: ok ? 'ok' : `${res.status} ${body.code ?? ''}`.trim() }];
        } catch (error) {
          return [{ route: 'search', ok: false, status: 0, latencyMs: performance.now() - t0, outcome: describeError(error) }];
        }
      };
      console.log(`\n--- 1. search at a fixed arrival rate: ${SEARCH_RATE} req/s for ${SEARCH_S} s (open loop) after ${SEARCH_WARMUP_S} s of warm-up`);
      await runOpenLoop({ rate: SEARCH_RATE, durationS: SEARCH_WARMUP_S, next: () => search, stats: new Stats(), drainMs: 10_000 });
      encodings.clear();
      const stats = new Stats();
      await runOpenLoop({ rate: SEARCH_RATE, durationS: SEARCH_S, next: () => search, stats, drainMs: 10_000 });
      stats.print(`search, ${SEED_GAMES} games`);
      const r = stats.routes().find((x) => x.route === 'search');
      const p99 = r?.p99 ?? Number.POSITIVE_INFINITY;
      console.log(`answers' content-encoding: ${[...encodings].map(([k, v]) => `${k} x${v}`).join(', ')} (the client sends accept-encoding: gzip, deflate, as fetch does)`);
      const late = [...stats.lateness].sort((a, b) => a - b);
      const lateP99 = Stats.percentile(late, 99);
      // What the server could answer at that moment (closed loop, a few connections): below the
      // offered rate, the open-loop latencies above are queueing.
      const probe = await cannon({
        url: base,
        title: 'search capacity',
        connections: 8,
        durationS: SEARCH_PROBE_S,
        requests: [{ method: 'POST', path: '/labelGame/getSearchResults', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate' }, setupRequest: (req) => ({ ...req, body: JSON.stringify({ words: WORDS[n++ % WORDS.length] }) }) }],
      });
      console.log(`capacity probe right after (closed loop, 8 connections, ${SEARCH_PROBE_S} s): ${okPerS(probe).toFixed(0)} searches/s, p50 ${probe.latency.p50} ms`);
      const line =
        `search p50 ${(r?.p50 ?? 0).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms at ${SEARCH_RATE} req/s offered, ${(r?.perS ?? 0).toFixed(0)}/s answered (${r?.ok ?? 0} ok, ${r?.errors ?? 0} errors; ` +
        `generator lateness p99 ${lateP99.toFixed(0)} ms; closed-loop capacity ${okPerS(probe).toFixed(0)}/s); target p99 < ${TARGET_SEARCH_P99_MS} ms: ${verdict(p99 < TARGET_SEARCH_P99_MS && (r?.errors ?? 1) === 0)}`;
      console.log(line);
      summary.push(line);
    }

    if (parts.has('ratio')) {
      console.log(`\n--- 2. category page vs a bare Fastify hello-world: closed loop, ${RATIO_CONNECTIONS} connections, ${RATIO_S} s each (two halves, A B B A), POST with the same JSON body`);
      const hello = await startBenchServer('hello', 'hello-bench-server.ts', {});
      let n = 0;
      const pageRequest = (headers: Record<string, string> = {}): autocannon.Request => ({
        method: 'POST',
        path: '/labelGame/getGameByCategoryAndPage',
        headers: { 'content-type': 'application/json', ...headers },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ categoryId: (n++ % 5) + 1, page: (n % 20) + 1, pageSize: 30 }) }),
      });
      const helloRequest: autocannon.Request = {
        method: 'POST',
        path: '/hello',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ categoryId: (n++ % 5) + 1, page: (n % 20) + 1, pageSize: 30 }) }),
      };
      const half = Math.max(1, RATIO_S / 2);
      const run = (which: 'hello' | 'page', headers?: Record<string, string>) =>
        cannon({ url: which === 'hello' ? hello.base : base, title: which, connections: RATIO_CONNECTIONS, durationS: half, requests: [which === 'hello' ? helloRequest : pageRequest(headers)] });
      // One second to open the pool's connections and warm the plans; not measured.
      await cannon({ url: base, title: 'warm-up', connections: RATIO_CONNECTIONS, durationS: 1, requests: [pageRequest()] });
      // Halves in the order A B B A, so a machine whose load drifts during the run favours neither side.
      const hello1 = await run('hello');
      const page1 = await run('page');
      const page2 = await run('page');
      const hello2 = await run('hello');
      await stopProcess(hello.proc);
      const pageCompressed = await run('page', { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
      console.log(CANNON_HEADER);
      console.log(cannonLine('bare Fastify hello-world (POST /hello), 1st', hello1));
      console.log(cannonLine('getGameByCategoryAndPage, 30 games, 1st', page1));
      console.log(cannonLine('getGameByCategoryAndPage, 30 games, 2nd', page2));
      console.log(cannonLine('bare Fastify hello-world (POST /hello), 2nd', hello2));
      console.log(cannonLine(`page, accept-encoding: ${BROWSER_ACCEPT_ENCODING}`, pageCompressed));
      const helloAll = merge([hello1, hello2]);
      const pageAll = merge([page1, page2]);
      const ratio = pageAll.perS / Math.max(0.001, helloAll.perS);
      // The page's statement in the database (the total is cached by the games service, so a page is this one query).
      const plan = rowsOf<Record<string, string>>(
        await database.db.execute(
          sql`explain analyze select g.id, g.name from games g join game_providers p on p.code = g.firm_code where g.enabled and g.category_id = 1 order by g.popularity desc, g.id limit 30 offset 300`,
        ),
      );
      const planText = plan.map((row) => Object.values(row)[0]).join('\n');
      const scans = [...new Set([...planText.matchAll(/(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan) (using \S+ )?on \S+/g)].map((m) => m[0]))];
      console.log(`in PostgreSQL: page 11 of category 1 ${/Execution Time: ([\d.]+) ms/.exec(planText)?.[1] ?? '?'} ms (${scans.join(', ')}; explain analyze, one run)`);
      const line =
        `category page / hello-world: ${pageAll.perS.toFixed(0)} / ${helloAll.perS.toFixed(0)} req/s = ${ratio.toFixed(2)} ` +
        `(page p99 ${pageAll.p99} ms; with br: ${okPerS(pageCompressed).toFixed(0)} req/s = ${(okPerS(pageCompressed) / Math.max(0.001, helloAll.perS)).toFixed(2)}); ` +
        `target >= ${TARGET_RATIO}: ${verdict(ratio >= TARGET_RATIO && pageAll.failures === 0)}`;
      console.log(line);
      summary.push(line);
    }
  } finally {
    if (api) await stopProcess(api);
    await database.close();
    await db.drop();
    console.log(`dropped ${db.name}`);
  }
};

/** Part 3: bets over signed HTTP and pgbench with as many clients (A B B A), then the ledger audit. */
const walletPart = async () => {
  assertPgbench();
  console.log(`\n--- 3. seamless bets over signed HTTP vs pgbench: ${WALLET_CONNECTIONS} clients on both sides, ${WALLET_S} s each (two halves, A B B A), closed loop`);
  const walletDb = await createBenchDatabase('limits_wallet');
  onCleanup(() => walletDb.drop());
  const pgbenchDb = await createBenchDatabase('limits_pgbench');
  onCleanup(() => pgbenchDb.drop());
  const database = await openPostgres(walletDb.url, { poolMax: 4 });
  let api: TProc | undefined;
  try {
    await database.migrate();
    await seedWallet(database.db);
    // Accounts opened with enough money that no bet of the run is refused for funds.
    const ledger = createLedgerService({ repo: createLedgerRepository(database.db), clock: systemClock, welcomeGrantMinor: 10_000_000n });
    const repo = createSeamlessRepository(database.db);
    const tokens = createLaunchTokenService({ repo, ledger, clock: systemClock });
    createSeamlessService({ repo, ledger, tokens, clock: systemClock, events: createDomainEvents(console), guardBets: true });
    const rows = await database.db
      .insert(users)
      .values(Array.from({ length: PLAYERS }, (_, i) => ({ publicId: `limits-${i}`, nikeName: `limits ${i}`, uuId: `limits-uu-${i}`, marketId: 'tr' })))
      .returning({ id: users.id });
    const sessions: Array<{ token: string; playerId: string }> = [];
    for (const row of rows) {
      const launch = await tokens.issue({ userId: row.id, gameId: 1, gameName: 'Bench Slot', gameCode: 'slot-olympus-lines', mode: 'real' });
      sessions.push({ token: launch.token, playerId: String(row.id) });
    }

    const started = await startBenchServer('api', 'games-bench-server.ts', { BENCH_DATABASE_URL: walletDb.url, BENCH_POOL: String(WALLET_CONNECTIONS) });
    api = started.proc;
    const base = started.base;
    // The secret the API process reads (SANDBOX_SHARED_SECRET, else the sandbox's development secret).
    const secret = loadConfig({ ...process.env, DATABASE_URL: walletDb.url }).sandboxSecret;

    // The provider's launch step, over signed HTTP too: it also warms the server and its pool.
    for (let i = 0; i < sessions.length; i += WALLET_CONNECTIONS) {
      await Promise.all(
        sessions.slice(i, i + WALLET_CONNECTIONS).map(async (s) => {
          const raw = JSON.stringify({ token: s.token });
          const res = await fetch(`${base}/provider/wallet/authenticate`, { method: 'POST', headers: signedHeaders(secret, raw), body: raw });
          const body = (await res.json()) as { status?: string; code?: string };
          if (body.status !== 'OK') throw new Error(`authenticate: ${res.status} ${body.code ?? ''}`);
        }),
      );
    }

    let seq = 0;
    const half = Math.max(1, WALLET_S / 2);
    const signedBet = (n: number) => {
      const s = sessions[n % sessions.length]!;
      const raw = JSON.stringify({ ...s, roundId: `round-${n}`, gameId: 1, currency: 'TRY', transactionId: `bet-${n}`, amountMinor: 100 });
      return { headers: signedHeaders(secret, raw), body: raw };
    };
    // pgbench's client is C and costs its side little; so does wrk (bench/wrk.ts), which sends each half's
    // bets signed before the half starts (well inside the signature's +/- 5 minutes), each one once.
    const betRun = (durationS: number) => {
      const count = Math.ceil(BETS_PER_S_CEILING * durationS);
      const requests = Array.from({ length: count }, (_, i) => ({ method: 'POST', path: '/provider/wallet/bet', ...signedBet(seq + i) }));
      seq += count;
      return runWrk({ url: base, connections: WALLET_CONNECTIONS, durationS, requests });
    };
    initPgbench(pgbenchDb.name);
    // Unmeasured warm-up: every pooled connection open with its prepared statement, the route's code
    // optimised by V8 (its first seconds compile it), as pgbench's server side needs none of that.
    await betRun(WALLET_WARMUP_S);
    // Halves in the order A B B A on the same PostgreSQL, so a drifting machine load favours neither side.
    // CPU is counted around each half: for the bets the API process, wrk and the whole PostgreSQL server (the
    // API's backends, which its pool closes and opens again between halves, the WAL writer, autovacuum); for
    // pgbench the whole server too, so the database's cost of a bet and of a TPC-B transaction stand side by side.
    const cpu = { api: 0, client: 0, server: 0, pgbenchServer: 0 };
    const counted = async () => {
      const server0 = serverCpuMs();
      const api0 = processCpuMs(api!.pid);
      const result = await betRun(half);
      cpu.api += processCpuMs(api!.pid) - api0;
      cpu.server += serverCpuMs() - server0;
      cpu.client += result.cpuMs;
      return result;
    };
    const pgbenchCounted = () => {
      const server0 = serverCpuMs();
      const tps = runPgbench(pgbenchDb.name, WALLET_CONNECTIONS, half);
      cpu.pgbenchServer += serverCpuMs() - server0;
      return tps;
    };
    const bets1 = await counted();
    const tps1 = pgbenchCounted();
    const tps2 = pgbenchCounted();
    const bets2 = await counted();
    await stopProcess(api);
    api = undefined;
    const tps = (tps1 + tps2) / 2;
    const bets = merge([bets1, bets2]);

    const audit = await ledger.audit();
    const booked = await database.db.execute(sql`select count(*)::int as n from wallet_seamless_transactions where kind = 'bet' and status = 'ok'`);
    const bookedBets = rowsOf<{ n: number }>(booked)[0]?.n ?? -1;
    const betsPerS = bets.perS;
    console.log(CANNON_HEADER);
    console.log(cannonLine(`POST /provider/wallet/bet, signed, pool ${WALLET_CONNECTIONS}, 1st`, bets1));
    console.log(`pgbench TPC-B-like, scale 1, ${WALLET_CONNECTIONS} clients, ${half} s twice: ${tps1.toFixed(0)} and ${tps2.toFixed(0)} tps (BEGIN + 5 statements + END = 7 round trips per transaction)`);
    console.log(cannonLine(`POST /provider/wallet/bet, signed, pool ${WALLET_CONNECTIONS}, 2nd`, bets2));
    const answered = Math.max(1, bets1['2xx'] + bets2['2xx']);
    const perBet = (ms: number) => `${((ms * 1000) / answered).toFixed(0)} µs`;
    const perTxn = (cpu.pgbenchServer * 1000) / Math.max(1, (tps1 + tps2) * half);
    console.log(`CPU per bet: PostgreSQL ${perBet(cpu.server)}, API process ${perBet(cpu.api)}, wrk ${perBet(cpu.client)} (${answered} bets); per pgbench transaction: PostgreSQL ${perTxn.toFixed(0)} µs (a bet costs the database ${((cpu.server * 1000) / answered / Math.max(1, perTxn)).toFixed(2)}x a TPC-B transaction)`);
    const ratio = betsPerS / Math.max(0.001, tps);
    const line = `bets over signed HTTP / pgbench: ${betsPerS.toFixed(0)} bets/s / ${tps.toFixed(0)} tps = ${ratio.toFixed(2)} (p50 ${bets.p50} ms, p99 ${bets.p99} ms); target >= ${TARGET_WALLET_RATIO}: ${verdict(ratio >= TARGET_WALLET_RATIO && bets.failures === 0)}`;
    console.log(line);
    summary.push(line);
    const ledgerOk = audit.sum === 0n && audit.drift === 0n && (audit.minPlayerBalance === null || audit.minPlayerBalance >= 0n);
    if (!ledgerOk) ledgerViolated = true;
    const ledgerLine = `ledger after the HTTP bets: sum of balances ${audit.sum}, drift ${audit.drift}, lowest player balance ${audit.minPlayerBalance ?? '-'}; ${bookedBets} bets booked (${bets.ok} answered OK before the load stopped): ${ledgerOk ? 'OK' : 'VIOLATED'}`;
    console.log(ledgerLine);
    summary.push(ledgerLine);
  } finally {
    if (api) await stopProcess(api);
    await database.close();
    await walletDb.drop();
    await pgbenchDb.drop();
    console.log(`dropped ${walletDb.name}, ${pgbenchDb.name}`);
  }
};

const main = async () => {
  guardProcess();
  console.log(`API limits: ${machine()}; loopback; figures are indicative on a shared machine`);
  if (parts.has('search') || parts.has('ratio')) await gamesParts();
  if (parts.has('wallet')) await walletPart();
  console.log(`\nAPI limits summary (${machine()}):\n${summary.map((l) => `  ${l}`).join('\n')}`);
  if (ledgerViolated) process.exitCode = 1;
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
    process.exit();
  });
