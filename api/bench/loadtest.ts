/**
 * `pnpm loadtest`: a realistic mix of player traffic at a FIXED ARRIVAL RATE (open loop) against one
 * API instance and against N behind HAProxy, with per-route p50/p99, errors and throughput, and the
 * ledger invariants checked at the end of each scenario.
 *
 *   pnpm loadtest                                  # 1 and 3 instances, 100 arrivals/s, 20 s each
 *   pnpm loadtest -- --instances 1,3 --rate 150 --duration 20 --players 200
 *   pnpm loadtest -- --api-url http://127.0.0.1:4000 --provider-url http://127.0.0.1:4100 \
 *       --database-url postgres://.../casino --provider-database-url postgres://.../sandbox   # a running system
 *
 * Each scenario starts its own system (bench/system.ts): the API instances (node + tsx, LOG_LEVEL
 * warn, per-IP limits lifted since one loopback client stands for every player), HAProxy with the
 * configuration of `npm start -- --instances N` when N > 1 (sharing a private redis-server on a free
 * port, or --redis-url), and the sandbox
 * provider, on throw-away PostgreSQL databases (operator and provider) created on the loopback
 * admin server (BENCH_DATABASE_URL / DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 * and dropped afterwards, also on Ctrl-C. Loopback only; bounded: at most 30 s of load per scenario
 * and 2,000 requests in flight. Exits non-zero when an invariant is violated.
 *
 * The mix (per arrival): 30 % lobby category page, 15 % search, 15 % user info, 5 % game launch
 * (operator launch URL + the provider's launch page), 35 % a real-money slot round through the
 * provider's player API (`/games/api/play`): the provider calls the operator's seamless wallet over
 * signed HTTP for the bet, and for the win through its durable outbox.
 */
import { parseArgs } from 'node:util';
import { createBenchDatabase, machine } from './lib';
import { apiEnv, fakeGameClient, freePort, guardProcess, onCleanup, startApi, startHaproxy, startPrivateRedis, startSandbox, stopAll, waitHealthy } from './system';
import { checkInvariants, printInvariants, type TInvariants } from './invariants';
import { createMix, runOpenLoop, setUpWorld, Stats } from './traffic';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    instances: { type: 'string', default: '1,3' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
    players: { type: 'string', default: '200' },
    'warmup': { type: 'string', default: '3' },
    // Default: a private redis-server per scenario, so pushes and counters never mix with another system's.
    'redis-url': { type: 'string' },
    'api-url': { type: 'string' },
    'provider-url': { type: 'string' },
    'database-url': { type: 'string' },
    'provider-database-url': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log((/\/\*\*([\s\S]*?)\*\//.exec(await import('node:fs').then((fs) => fs.readFileSync(new URL(import.meta.url), 'utf8')))?.[1] ?? '').replace(/^ \* ?/gm, ''));
  process.exit(0);
}

const bounded = (raw: string | undefined, min: number, max: number, name: string): number => {
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`--${name} must be ${min} to ${max}, got ${raw}`);
  return n;
};
const rate = bounded(args.rate, 1, 1000, 'rate');
const durationS = bounded(args.duration, 1, 30, 'duration');
const warmupS = bounded(args.warmup, 0, 10, 'warmup');
const players = bounded(args.players, 10, 2000, 'players');
const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])$/;
const assertLoopback = (url: string) => {
  if (!LOOPBACK.test(new URL(url).hostname)) throw new Error(`load runs on loopback only, not against ${url}`);
  return url;
};

interface TScenarioResult {
  title: string;
  stats: Stats;
  invariants?: TInvariants;
}

const drive = async (title: string, o: { apiUrl: string; providerUrl: string; databaseUrl: string; providerDatabaseUrl?: string }): Promise<TScenarioResult> => {
  const setupStarted = Date.now();
  const world = await setUpWorld({ apiUrl: o.apiUrl, providerUrl: o.providerUrl, players, databaseUrl: o.databaseUrl });
  console.log(`  ${world.players.length} members with a slot session open in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s; ${world.categories.length} categories, ${world.slotGames.length} slot games`);
  if (warmupS > 0) await runOpenLoop({ rate, durationS: warmupS, next: createMix(world), stats: new Stats() });
  const stats = new Stats();
  await runOpenLoop({ rate, durationS, next: createMix(world), stats });
  stats.print(`${title}: ${rate} arrivals/s for ${durationS} s (open loop)`);
  if (!o.providerDatabaseUrl) {
    console.log('ledger invariants: not checked (give --database-url and --provider-database-url)');
    return { title, stats };
  }
  const invariants = await checkInvariants(o.databaseUrl, o.providerDatabaseUrl);
  printInvariants(invariants);
  return { title, stats, invariants };
};

/** Starts the system with `instances` API processes on fresh databases, drives it, stops it. */
const scenario = async (instances: number): Promise<TScenarioResult> => {
  const title = instances === 1 ? '1 instance' : `${instances} instances behind HAProxy`;
  console.log(`\n=== ${title}`);
  const operatorDb = await createBenchDatabase('load');
  onCleanup(() => operatorDb.drop());
  const providerDb = await createBenchDatabase('loadprov');
  onCleanup(() => providerDb.drop());
  try {
    const sandboxPort = await freePort();
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const frontPort = await freePort();
    const apiUrl = `http://127.0.0.1:${frontPort}`;
    const redisUrl = instances === 1 ? '' : (args['redis-url'] ?? (await startPrivateRedis()).url);
    const env = apiEnv({ databaseUrl: operatorDb.url, redisUrl, sandboxUrl });
    const ports = instances === 1 ? [frontPort] : await Promise.all(Array.from({ length: instances }, () => freePort()));
    const apis = ports.map((port, i) => startApi(instances === 1 ? 'api' : `api-${i + 1}`, port, env));
    await Promise.all(apis.map((a) => waitHealthy(`http://127.0.0.1:${a.port}/health`, a.proc)));
    if (instances > 1) await startHaproxy(frontPort, apis.map(({ name, port }) => ({ name, port })));
    const sandbox = startSandbox(sandboxPort, { operatorUrl: apiUrl, storeUrl: providerDb.url, clientDir: fakeGameClient() });
    await waitHealthy(`${sandboxUrl}/health`, sandbox);
    return await drive(title, { apiUrl, providerUrl: sandboxUrl, databaseUrl: operatorDb.url, providerDatabaseUrl: providerDb.url });
  } finally {
    await stopAll();
  }
};

const main = async () => {
  guardProcess();
  console.log(`load test: ${machine()}; ${rate} arrivals/s, ${durationS} s per scenario after ${warmupS} s warm-up, ${players} players, loopback`);
  const results: TScenarioResult[] = [];
  if (args['api-url']) {
    if (!args['provider-url'] || !args['database-url']) throw new Error('--api-url needs --provider-url and --database-url (the operator database, for setup and the ledger check)');
    results.push(
      await drive('running system', {
        apiUrl: assertLoopback(args['api-url']),
        providerUrl: assertLoopback(args['provider-url']),
        databaseUrl: assertLoopback(args['database-url']),
        ...(args['provider-database-url'] ? { providerDatabaseUrl: assertLoopback(args['provider-database-url']) } : {}),
      }),
    );
  } else {
    const counts = (args.instances ?? '1,3').split(',').map((n) => bounded(n.trim(), 1, 8, 'instances'));
    if (args['redis-url']) assertLoopback(args['redis-url']);
    for (const n of counts) results.push(await scenario(n));
  }

  console.log('\nsummary (ok/s and p99 ms per route)');
  const routes = [...new Set(results.flatMap((r) => r.stats.routes().map((x) => x.route)))].sort();
  console.log(`${'route'.padEnd(34)} ${results.map((r) => r.title.slice(0, 26).padStart(28)).join('')}`);
  for (const route of routes) {
    const cells = results.map((r) => {
      const x = r.stats.routes().find((y) => y.route === route);
      return (x ? `${x.perS.toFixed(1)}/s p99 ${x.p99.toFixed(0)} err ${x.errors}` : '-').padStart(28);
    });
    console.log(`${route.padEnd(34)} ${cells.join('')}`);
  }
  console.log(`${'ledger invariants'.padEnd(34)} ${results.map((r) => (r.invariants ? (r.invariants.ok ? 'OK' : 'VIOLATED') : 'not checked').padStart(28)).join('')}`);
  if (results.some((r) => r.invariants && !r.invariants.ok)) process.exitCode = 1;
};

main()
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
    process.exit();
  });
