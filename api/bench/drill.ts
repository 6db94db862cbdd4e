/**
 * `pnpm drill [kill9|postgres|redis|provider|orphans|all]`: fault drills under load, each printing its
 * figures and exiting non-zero when an invariant breaks. Loopback only, bounded (about 20-40 s each),
 * everything started here is stopped (also on Ctrl-C), temporary databases and directories removed.
 *
 * - kill9: 3 API instances behind HAProxy (the configuration of `npm start -- --instances 3`), mixed
 *   player load with real-money rounds through the sandbox provider and deposits whose signed `paid`
 *   callbacks (sent twice, as gateways do) come through the balancer; one instance is killed with
 *   SIGKILL and restarted a second later (as npm start does). Between provider and balancer a
 *   recording proxy keeps every seamless-wallet answer. Checks: no wallet request answered twice with
 *   different results (and every one replayed afterwards answers the same), every money call has
 *   exactly its one transfer (no partial transfer), every deposit credited once, every client retry
 *   succeeds, ledger invariants. Tourists also claim their welcome mail's prize: credited once each.
 * - postgres: a PRIVATE PostgreSQL cluster (initdb in a temp dir, pg_ctl on a free port; never the
 *   machine's shared server) under the API; stopped for a few seconds under load, then started again.
 *   Checks: meanwhile only 503 SERVICE_UNAVAILABLE envelopes (never a 500), recovery by itself, ledger.
 * - redis: a PRIVATE redis-server shared by the API's rate limits, killed under load and started again.
 *   Checks: rate-limited routes answer 503 (fail closed, documented), other routes keep answering, never
 *   a 500, recovery by itself.
 * - provider: the provider restart with queued wins is a test: `src/sandbox/games/games.restart.test.ts`;
 *   this runs it (jest, PGlite; PostgreSQL too when DATABASE_URL is set).
 * - orphans: `npm start -- --instances 3` (no install, no build; built apps needed) on free ports, then
 *   SIGKILL to start.mjs: every process it started (API instances, sandbox, HAProxy) must be gone.
 *   The single-instance case is the e2e test `e2e/tests/start-stop.spec.ts`.
 *
 * Env: BENCH_DATABASE_URL / DATABASE_URL (loopback admin URL for throw-away databases, default
 * postgres://postgres@127.0.0.1:5432/test), DRILL_REDIS_URL (kill9 and orphans; default a private redis-server),
 * DRILL_RATE (arrivals/s, default 60), DRILL_DURATION_S (default 24, max 40).
 */
import { readFileSync } from 'node:fs';
import { machine } from './lib';
import { guardProcess, stopAll } from './system';
import { drillKill9 } from './drills/kill9';
import { drillOrphans } from './drills/orphans';
import { drillPostgres } from './drills/postgres';
import { drillProvider } from './drills/provider';
import { drillRedis } from './drills/redis';

const DRILLS: Record<string, () => Promise<boolean>> = { kill9: drillKill9, postgres: drillPostgres, redis: drillRedis, provider: drillProvider, orphans: drillOrphans };

const main = async () => {
  const wanted = process.argv.slice(2).filter((a) => a !== '--');
  if (wanted.includes('--help') || wanted.includes('-h')) {
    console.log((/\/\*\*([\s\S]*?)\*\//.exec(readFileSync(new URL(import.meta.url), 'utf8'))?.[1] ?? '').replace(/^ \* ?/gm, ''));
    return;
  }
  const names = wanted.length === 0 || wanted.includes('all') ? Object.keys(DRILLS) : wanted;
  const unknown = names.filter((n) => !DRILLS[n]);
  if (unknown.length) {
    console.error(`unknown drill ${unknown.join(', ')}; one of: ${Object.keys(DRILLS).join(', ')}, all`);
    process.exit(2);
  }
  guardProcess();
  console.log(`fault drills: ${names.join(', ')}; ${machine()}`);
  const results: Array<[string, boolean]> = [];
  for (const name of names) {
    try {
      results.push([name, await DRILLS[name]!()]);
    } catch (error) {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      results.push([name, false]);
    } finally {
      await stopAll();
    }
  }
  console.log(`\ndrills: ${results.map(([n, ok]) => `${n} ${ok ? 'PASS' : 'FAIL'}`).join(', ')}`);
  if (results.some(([, ok]) => !ok)) process.exitCode = 1;
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
    process.exit();
  });
