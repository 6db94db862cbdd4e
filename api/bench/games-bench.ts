/**
 * Games catalogue benchmark on real PostgreSQL: seeds 50,000 games (SEED_GAMES) into a database of its
 * own, starts the API on loopback and drives /labelGame/getGameByCategoryAndPage and
 * /labelGame/getSearchResults with autocannon at a fixed concurrency for a bounded time. Prints
 * figures; asserts nothing. The database is dropped afterwards.
 *
 *   pnpm --filter @casino/api bench:games
 *   env: BENCH_DATABASE_URL / DATABASE_URL (admin URL on loopback, default postgres://postgres@127.0.0.1:5432/test),
 *        SEED_GAMES=50000, BENCH_CONNECTIONS=32, BENCH_DURATION_S=10 (max 60)
 */
import { rowsOf } from '../src/db/rows';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openPostgres } from '../src/db/client';
import { seedGames } from '../src/modules/games/games.seed';
import { createBenchDatabase, durationS as boundedDurationS, machine } from './lib';

const games = Number(process.env.SEED_GAMES ?? 50_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const durationS = boundedDurationS();
const WORDS = ['şeker', 'SEKER PAT', 'olymp', 'bonanza', 'IŞIK', 'gates of', 'pragmatic', 'ev', 'sultan haz', 'roulette', 'kral', 'zzqx'];

const run = (url: string, title: string, path: string, body: () => object) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        title,
        connections,
        duration: durationS,
        requests: [{ method: 'POST', path, headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    process.once('SIGINT', () => instance.stop());
  });

/** Starts bench/games-bench-server.ts in its own process and resolves with its URL. */
const startServer = (databaseUrl: string): Promise<{ child: ChildProcess; base: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'games-bench-server.ts')], {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match) resolve({ child, base: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });

const main = async () => {
  const db = await createBenchDatabase('games');
  console.log(`games benchmark: database ${db.name}, ${machine()}`);
  let server: ChildProcess | undefined;
  const database = await openPostgres(db.url, { poolMax: 10 });
  try {
    await database.migrate();
    const t = Date.now();
    await seedGames(database.db, games);
    // Steady state, as autovacuum leaves it: GIN pending list merged, visibility map set, statistics fresh.
    await database.db.execute(sql`vacuum analyze`);
    console.log(`seeded ${games} games in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const started = await startServer(db.url);
    server = started.child;
    const base = started.base;
    let n = 0;
    const results = [
      await run(base, 'getGameByCategoryAndPage', '/labelGame/getGameByCategoryAndPage', () => ({ categoryId: (n++ % 5) + 1, page: (n % 20) + 1, pageSize: 30 })),
      await run(base, 'getSearchResults', '/labelGame/getSearchResults', () => ({ words: WORDS[n++ % WORDS.length] })),
    ];
    server.kill('SIGTERM');
    server = undefined;
    console.log(`\n${games} games, PostgreSQL, ${connections} connections, ${durationS} s each, loopback, API in its own process, pool 10`);
    console.log('endpoint                     req/s    p50 ms  p99 ms  max ms  non-2xx  errors');
    for (const r of results) {
      console.log(
        `${(r.title ?? '').padEnd(26)} ${r.requests.average.toFixed(0).padStart(7)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(7)} ${String(r.latency.max).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`,
      );
    }
    const plan = await database.db.execute(sql`explain select id from games where enabled and search_text like '%sultan%' and search_text like '%haz%' limit 50`);
    console.log('\nplan of a two-token search:\n' + rowsOf<Record<string, string>>(plan).map((r) => `  ${Object.values(r)[0]}`).join('\n'));
  } finally {
    server?.kill('SIGTERM');
    await database.close();
    await db.drop();
    console.log(`dropped ${db.name}`);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
