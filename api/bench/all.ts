/**
 * `pnpm --filter @casino/api bench` (and the root `pnpm bench`): the identity, games, wallet, cashier,
 * mail and API-limits benchmarks one after the other, each in its own process with its own throw-away PostgreSQL
 * database (bench/lib.ts: loopback only, dropped afterwards), each phase bounded by
 * BENCH_DURATION_S (default 10, max 60) and each benchmark by BENCH_TIMEOUT_S (default 600).
 * Prints the figures; asserts nothing about them. Exits non-zero only when a benchmark crashed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { adminUrl, machine } from './lib';

const benches = [
  { name: 'identity (login / getUserInfo over HTTP)', script: 'run.ts' },
  { name: 'games catalogue (50,000 games over HTTP)', script: 'games-bench.ts' },
  { name: 'wallet (seamless bets next to pgbench)', script: 'wallet.ts' },
  { name: 'cashier (duplicated deposit callbacks next to seamless bets)', script: 'cashier-callbacks.ts' },
  { name: 'mail campaign (100,000 players, then /mail/list)', script: 'mail-campaign.ts' },
  { name: 'API limits (search at 200 req/s open loop, category page vs hello-world, signed HTTP bets vs pgbench)', script: 'api-limits.ts' },
];
let interrupted = false;
const timeoutMs = Math.max(60, Number(process.env.BENCH_TIMEOUT_S ?? 600) || 600) * 1000;

const runOne = (script: string): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', script)], { stdio: ['ignore', 'inherit', 'inherit'] });
    const timer = setTimeout(() => {
      console.error(`${script}: still running after ${timeoutMs / 1000} s, stopping it (it drops its database on SIGTERM)`);
      child.kill('SIGTERM');
    }, timeoutMs);
    const forward = () => {
      interrupted = true;
      child.kill('SIGTERM');
    };
    process.once('SIGINT', forward);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

const main = async () => {
  adminUrl(); // refuses a non-loopback server before anything starts
  console.log(`benchmarks: ${machine()}\n`);
  const failed: string[] = [];
  for (const bench of benches) {
    console.log(`=== ${bench.name}: bench/${bench.script}`);
    const started = Date.now();
    const code = await runOne(bench.script);
    console.log(`=== ${bench.script} ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    if (code !== 0) failed.push(bench.script);
    if (interrupted) break;
  }
  if (failed.length > 0) {
    console.error(`failed: ${failed.join(', ')}`);
    process.exit(1);
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
