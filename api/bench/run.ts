/**
 * Load benchmark of the identity endpoints on loopback: `pnpm --filter @casino/api bench:identity`
 * (`bench` runs it with the games and wallet benchmarks). Starts its own API + sandbox processes
 * on free ports on a throw-away PostgreSQL database (BENCH_DATABASE_URL / DATABASE_URL admin URL,
 * loopback only, default postgres://postgres@127.0.0.1:5432/test; dropped afterwards), registers
 * BENCH_SESSIONS members, then drives 200 concurrent connections with autocannon for
 * BENCH_DURATION_S (max 60) per endpoint. Prints figures; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import type { Envelope } from '@casino/shared/contracts';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './system';
import { createBenchDatabase, durationS, machine } from './lib';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const DURATION_S = durationS();
const PASSWORD = 'bench-password-1';

/** The API's envelope (declared once, in @casino/shared), its data present: these runs stop at the first failure. */
type TEnvelope<T> = Envelope<T> & { resultData: T };


const children: ChildProcess[] = [];
const start = (script: string, env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};

const waitFor = async (url: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
};

const post = async <T>(base: string, url: string, body: unknown, token?: string): Promise<T> => {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as TEnvelope<T>;
  if (!envelope.success) throw new Error(`${url}: ${res.status} ${envelope.msg}`);
  return envelope.resultData;
};

const inBatches = async <T>(count: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> => {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => fn(i + j)))));
  }
  return out;
};

const report = (name: string, r: autocannon.Result) => {
  const ok = r['2xx'];
  console.log(
    `${name.padEnd(34)} p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  ` +
      `avg ${r.latency.average.toFixed(1).padStart(7)} ms  ${r.requests.average.toFixed(0).padStart(6)} req/s  ` +
      `2xx ${ok}  non-2xx ${r.non2xx}  errors ${r.errors} (timeouts ${r.timeouts})`,
  );
};

const run = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });

const main = async () => {
  const [apiPort, sandboxPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
  const database = await createBenchDatabase('identity');
  const env: NodeJS.ProcessEnv = {
    API_PORT: String(apiPort),
    SANDBOX_PORT: String(sandboxPort),
    API_HOST: '127.0.0.1',
    SANDBOX_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    // One loopback client stands for 200 players: lift the per-IP limits for the run.
    OTP_SEND_PER_IP_PER_HOUR: '1000000',
    LOGIN_PER_IP_PER_MINUTE: '1000000',
    TOURIST_LOGIN_PER_IP_PER_MINUTE: '1000000',
  };
  const base = `http://127.0.0.1:${apiPort}`;
  try {
    start('src/sandbox/server.ts', env);
    start('src/server.ts', env);
    await waitFor(`http://127.0.0.1:${sandboxPort}/health`);
    await waitFor(`${base}/health`);
    // Figures depend on what else runs on the machine: the load average is printed with them.
    console.log(`identity benchmark: API ${base} over HTTP in its own process (PostgreSQL ${database.name}), ${machine()}; ${DURATION_S} s per endpoint`);

    const setupStart = Date.now();
    const phones = Array.from({ length: SESSIONS }, (_, i) => `5${String(i).padStart(3, '0')}${randomBytes(3).readUIntBE(0, 3) % 1_000_000}`.padEnd(10, '0'));
    const members = await inBatches(SESSIONS, 20, async (i) => {
      const phone = phones[i] ?? '';
      const guest = await post<{ token: string }>(base, '/sso/v2/login', { deviceNumber: `bench-device-${i}-${phone}` });
      await post(base, '/sms/send', { tel: phone });
      const code = await post<string>(base, '/sms/getTest', { tel: phone });
      return post<{ token: string }>(base, '/sso/register', { mobile: phone, verificationCode: code, password: PASSWORD }, guest.token);
    });
    console.log(`set up ${members.length} members in ${Date.now() - setupStart} ms`);

    // Unloaded: one login at a time (the argon2 cost is chosen for this figure: < 100 ms).
    const single: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await post(base, '/sso/loginNew', { mobile: phones[i % SESSIONS], password: PASSWORD });
      single.push(performance.now() - t0);
    }
    single.sort((a, b) => a - b);
    console.log(`password login, one at a time:     p50 ${single[15]?.toFixed(1)} ms  max ${single.at(-1)?.toFixed(1)} ms`);

    let next = 0;
    const common = { url: base, connections: 200, duration: DURATION_S, method: 'POST' as const, timeout: 30 };
    report(
      'getUserInfo, 200 sessions',
      await run({
        ...common,
        requests: [
          {
            method: 'POST',
            path: '/user/getUserInfo',
            setupRequest: (req) => ({
              ...req,
              headers: { 'content-type': 'application/json', authorization: members[next++ % members.length]?.token ?? '' },
              body: '{}',
            }),
          },
        ],
      }),
    );
    report(
      'password login (loginNew), 200 conns',
      await run({
        ...common,
        requests: [
          {
            method: 'POST',
            path: '/sso/loginNew',
            setupRequest: (req) => ({
              ...req,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ mobile: phones[next++ % SESSIONS], password: PASSWORD }),
            }),
          },
        ],
      }),
    );
    report(
      'tourist login (v2/login), 200 conns',
      await run({
        ...common,
        requests: [
          {
            method: 'POST',
            path: '/sso/v2/login',
            setupRequest: (req) => ({
              ...req,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ deviceNumber: `bench-device-${next++ % SESSIONS}-${phones[next % SESSIONS]}` }),
            }),
          },
        ],
      }),
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
