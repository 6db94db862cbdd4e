/**
 * The measuring pieces of bench/api-limits.ts: bench servers in their own process, autocannon runs and their
 * figures (merged halves, one printed line per run), and CPU time read from /proc.
 */
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sleep, startProcess, type TProc } from './system';

/** Starts a bench server script (it prints `listening <url>`) as its own process group; stopped by stopAll. */
export const startBenchServer = async (name: string, script: string, env: NodeJS.ProcessEnv): Promise<{ proc: TProc; base: string }> => {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const proc = startProcess(name, process.execPath, [...profile, '--import', 'tsx', path.join('bench', script)], { env });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const match = /listening (\S+)/.exec(proc.tail());
    if (match) return { proc, base: match[1]! };
    if (!proc.running()) throw new Error(`${name} exited during start-up:\n${proc.tail()}`);
    await sleep(100);
  }
  throw new Error(`${name}: not listening after 90 s\n${proc.tail()}`);
};

/** User + system CPU time of a process so far, in ms (Linux /proc; 10 ms ticks). */
export const processCpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/**
 * The whole PostgreSQL server's CPU so far, ms: every `postgres` process (backends, WAL writer, checkpointer,
 * autovacuum) with the exited backends its postmaster has reaped. On a machine whose server nobody else uses
 * at the moment, a difference of two readings is what a run cost the database, wherever it was spent.
 */
export const serverCpuMs = (): number => {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10;
};

export const cannon = (o: { url: string; title: string; connections: number; durationS: number; requests: autocannon.Request[] }) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: o.url, title: o.title, connections: o.connections, duration: o.durationS, requests: o.requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** Answered 2xx per second over the run (closed loop). */
export const okPerS = (r: Pick<TRun, '2xx' | 'duration'>) => r['2xx'] / Math.max(0.001, r.duration);

/** What a printed line and a merge need of a run: autocannon's result, or wrk's (bench/wrk.ts). */
export type TRun = Pick<autocannon.Result, '2xx' | 'duration' | 'non2xx' | 'errors' | 'timeouts'> & { latency: Pick<autocannon.Result['latency'], 'p50' | 'p99' | 'max'> };

/** Runs merged into one figure: 2xx over the summed duration, the worst p99 and max, the summed failures. */
export const merge = (runs: TRun[]) => {
  const ok = runs.reduce((sum, r) => sum + r['2xx'], 0);
  const seconds = runs.reduce((sum, r) => sum + r.duration, 0);
  return {
    perS: ok / Math.max(0.001, seconds),
    ok,
    p50: runs.map((r) => r.latency.p50).join(' / '),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    failures: runs.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
};

export const cannonLine = (label: string, r: TRun) =>
  `${label.padEnd(44)} ${okPerS(r).toFixed(0).padStart(7)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)} ${String(r.latency.max).padStart(7)} ${String(r.non2xx).padStart(7)} ${String(r.errors + r.timeouts).padStart(7)}`;
export const CANNON_HEADER = `${'run'.padEnd(44)} ${'2xx/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'non2xx'.padStart(7)} ${'errors'.padStart(7)}`;
