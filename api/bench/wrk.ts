/**
 * wrk (C, from Debian: tools/lib/wrk.mjs installs it) sending prepared requests, for the benchmark that
 * compares bets over HTTP with pgbench (bench/api-limits.ts part 3): like pgbench's client it costs the two
 * shared cores little (autocannon, in Node, cost 115-300 µs a bet there, about a sixth of the machine). Each
 * request is sent once (wrk-bets.lua): a bet's transaction id is its idempotency key.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWrk } from '@casino/tools/lib/wrk.mjs';

export interface TWrkRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** The figures of one run, in the shape the autocannon lines print (limits-measure.ts cannonLine, merge). */
export interface TWrkResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Seconds. */
  duration: number;
  latency: { p50: number; p99: number; max: number };
  /** CPU of the wrk process (user + system), ms. */
  cpuMs: number;
}

/** User + system CPU of this process's children that have exited and been waited for, ms (Linux /proc). */
const childrenCpuMs = (): number => {
  const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
};

const LUA = path.join(import.meta.dirname, 'wrk-bets.lua');

/** One closed-loop run of `connections` connections for `durationS` s; throws when a thread ran out of requests. */
export const runWrk = async (o: { url: string; connections: number; durationS: number; requests: TWrkRequest[] }): Promise<TWrkResult> => {
  const wrk = await ensureWrk();
  const threads = Math.max(1, Math.min(os.cpus().length, o.connections));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-wrk-'));
  try {
    const file = path.join(dir, 'requests.tsv');
    const line = (r: TWrkRequest) => {
      const fields = [r.method, r.path, ...Object.entries(r.headers).map(([k, v]) => `${k}=${v}`), r.body];
      if (fields.some((f) => /[\t\n]/.test(f))) throw new Error(`a prepared request to ${r.path} holds a tab or a newline`);
      return fields.join('\t');
    };
    writeFileSync(file, `${o.requests.map(line).join('\n')}\n`);
    const cpu0 = childrenCpuMs();
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(wrk, ['-t', String(threads), '-c', String(o.connections), '-d', `${o.durationS}s`, '-s', LUA, o.url, '--', file, String(threads)], { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`))));
    });
    const cpuMs = childrenCpuMs() - cpu0;
    const json = /WRK (\{.*\})/.exec(out)?.[1];
    if (!json) throw new Error(`cannot read wrk's output:\n${out}`);
    const w = JSON.parse(json) as { requests: number; duration_us: number; non2xx: number; errors: number; p50_us: number; p99_us: number; max_us: number; short: number };
    if (w.short > 0) throw new Error(`wrk ran out of prepared requests (${w.short} short): prepare more`);
    const ms = (us: number) => Math.round(us / 100) / 10;
    return { '2xx': w.requests - w.non2xx, non2xx: w.non2xx, errors: w.errors, timeouts: 0, duration: w.duration_us / 1e6, latency: { p50: ms(w.p50_us), p99: ms(w.p99_us), max: ms(w.max_us) }, cpuMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
