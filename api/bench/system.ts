/**
 * The system under test for `pnpm loadtest` and `pnpm drill`: API instances, the sandbox provider,
 * HAProxy in front of several instances (the configuration of `npm start -- --instances N`), and,
 * for the drills, a private PostgreSQL cluster and a private Redis. Everything listens on loopback
 * on free ports, runs in its own process group, watches this process (CASINO_SUPERVISOR_PID: it
 * stops by itself if we are killed outright) and is stopped by `stopAll()` (also on exit, SIGINT,
 * SIGTERM). Never touches the machine's shared PostgreSQL or Redis servers beyond a throw-away
 * database.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureHaproxy, haproxyConfig } from '@casino/tools/lib/haproxy.mjs';
import portsConfig from '@casino/tools/ports.cjs';

export const API_DIR = path.resolve(import.meta.dirname, '..');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const kernelPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

/** npm start's ports (every service's default, and the API instances' API_PORT + 11..13), and the ones handed out so far. */
const taken = new Set<number>([
  ...Object.values(portsConfig.DEFAULT_PORTS),
  ...[11, 12, 13].map((i) => portsConfig.DEFAULT_PORTS.api + i),
]);

/**
 * A port nothing listens on now, the kernel's choice (its ephemeral range, away from npm start's and e2e's
 * fixed ports), never one of npm start's nor one this process handed out before: the servers of one bench
 * never share a port, even when the first has not bound its port yet.
 */
export const freePort = async (): Promise<number> => {
  for (let tries = 0; tries < 50; tries++) {
    const port = await kernelPort();
    if (taken.has(port)) continue;
    taken.add(port);
    return port;
  }
  throw new Error('no free port after 50 tries');
};

export interface TProc {
  name: string;
  pid: number;
  child: ChildProcess;
  /** The last lines it printed (for failure reports). */
  tail(): string;
  running(): boolean;
  exited: Promise<void>;
}

const procs = new Set<TProc>();
const tempDirs = new Set<string>();
const cleanups: Array<() => Promise<void> | void> = [];
/** Run synchronously if we exit without stopAll (a crash): e.g. stop a daemonized private PostgreSQL. */
const exitHooks = new Set<() => void>();

const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
};

/** Starts `cmd` as the leader of its own process group; its output is kept, not printed. */
export const startProcess = (name: string, cmd: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; echo?: boolean } = {}): TProc => {
  const child = spawn(cmd, args, {
    cwd: options.cwd ?? API_DIR,
    env: { ...process.env, CASINO_SUPERVISOR_PID: String(process.pid), ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (options.echo) console.log(`  [${name}] ${line}`);
    }
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let alive = child.pid !== undefined;
  const proc: TProc = {
    name,
    pid: child.pid ?? -1,
    child,
    tail: () => lines.slice(-30).join('\n'),
    running: () => alive,
    exited: new Promise((resolve) => {
      child.once('error', () => {
        alive = false;
        resolve();
      });
      child.once('exit', () => {
        alive = false;
        procs.delete(proc);
        resolve();
      });
    }),
  };
  procs.add(proc);
  return proc;
};

/** SIGTERM, then SIGKILL after `graceMs`, to the process group of `proc`. */
export const stopProcess = async (proc: TProc, graceMs = 5_000): Promise<void> => {
  if (!proc.running()) return;
  killGroup(proc.pid, 'SIGTERM');
  await Promise.race([proc.exited, sleep(graceMs)]);
  if (proc.running()) {
    killGroup(proc.pid, 'SIGKILL');
    await Promise.race([proc.exited, sleep(2_000)]);
  }
};

export const tempDir = (prefix: string): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
};

/** Runs `fn` at stopAll (before processes are stopped: e.g. dropping a database needs no server of ours). */
export const onCleanup = (fn: () => Promise<void> | void) => cleanups.push(fn);

let stopping: Promise<void> | undefined;
/**
 * Stops every process started here, runs the cleanups (last registered first), removes temp dirs.
 * Reusable: a load test stops one scenario's system before starting the next.
 */
export const stopAll = (): Promise<void> => {
  stopping ??= (async () => {
    await Promise.all([...procs].map((p) => stopProcess(p)));
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
    tempDirs.clear();
  })().finally(() => {
    stopping = undefined;
  });
  return stopping;
};

let guarded = false;
/** Ctrl-C / SIGTERM stop everything and exit; a crash on exit still kills every group synchronously. */
export const guardProcess = () => {
  if (guarded) return;
  guarded = true;
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping what was started`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.on('exit', () => {
    for (const p of procs) killGroup(p.pid, 'SIGKILL');
    for (const hook of exitHooks) hook();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });
};

/** Polls `url` until it answers 2xx; fails early when `proc` died. */
export const waitHealthy = async (url: string, proc?: TProc, timeoutMs = 90_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (proc && !proc.running()) throw new Error(`${proc.name} exited during start-up:\n${proc.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url}: not healthy after ${timeoutMs / 1000} s (${last})${proc ? `\n${proc.tail()}` : ''}`);
};

/** The launch page only needs index.html (the real client is built by `npm start`; not needed for load). */
export const fakeGameClient = (): string => {
  const dir = tempDir('casino-load-client-');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="tr"><head><title>Game</title></head><body></body></html>');
  return dir;
};

export interface TApiInstance {
  name: string;
  port: number;
  proc: TProc;
  env: NodeJS.ProcessEnv;
}

/** Settings every API instance of a run shares. Per-IP limits lifted: one loopback client stands for many players. */
export const apiEnv = (o: { databaseUrl: string; redisUrl?: string; sandboxUrl: string; extra?: NodeJS.ProcessEnv }): NodeJS.ProcessEnv => ({
  APP_MODE: 'sandbox',
  DATABASE_URL: o.databaseUrl,
  REDIS_URL: o.redisUrl ?? '',
  SANDBOX_URL: o.sandboxUrl,
  GAME_ORIGIN: o.sandboxUrl,
  LOG_LEVEL: 'warn',
  DB_POOL_MAX: '10',
  TOURIST_LOGIN_PER_IP_PER_MINUTE: '1000000',
  LOGIN_PER_IP_PER_MINUTE: '1000000',
  OTP_SEND_PER_IP_PER_HOUR: '1000000',
  ...o.extra,
});

/** One API process (node + tsx directly, so its pid is the server's: `kill -9` hits the server). */
export const startApi = (name: string, port: number, env: NodeJS.ProcessEnv): TApiInstance => {
  const full = { ...env, API_PORT: String(port), API_HOST: '127.0.0.1', INSTANCE_ID: name, TRUST_PROXY: '127.0.0.1' };
  return { name, port, env: full, proc: startProcess(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], { env: full }) };
};

/** The sandbox provider (and payment/SMS sandboxes) with its own store, settling against `operatorUrl`. */
export const startSandbox = (port: number, o: { operatorUrl: string; storeUrl: string; clientDir: string; extra?: NodeJS.ProcessEnv }): TProc =>
  startProcess('sandbox', process.execPath, ['--import', 'tsx', 'src/sandbox/server.ts'], {
    env: {
      SANDBOX_PORT: String(port),
      SANDBOX_HOST: '127.0.0.1',
      OPERATOR_API_URL: o.operatorUrl,
      SANDBOX_DATABASE_URL: o.storeUrl,
      GAME_CLIENT_DIST: o.clientDir,
      LOG_LEVEL: 'warn',
      ...o.extra,
    },
  });

export interface THaproxy {
  port: number;
  statsPort: number;
  proc: TProc;
  /** Backend counters from the stats page: retries (wretr) and redispatches (wredis) summed over servers. */
  stats(): Promise<{ retries: number; redispatches: number; connectionErrors: number; responseErrors: number }>;
}

/** HAProxy with `npm start -- --instances N`'s configuration, plus a loopback stats page for the counters. */
export const startHaproxy = async (port: number, instances: Array<{ name: string; port: number }>): Promise<THaproxy> => {
  const bin = await ensureHaproxy();
  const statsPort = await freePort();
  const dir = tempDir('casino-load-haproxy-');
  const file = path.join(dir, 'haproxy.cfg');
  const config = `${haproxyConfig({ host: '127.0.0.1', port, instances })}
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
  writeFileSync(file, config);
  const proc = startProcess('haproxy', bin, ['-db', '-f', file]);
  await waitHealthy(`http://127.0.0.1:${statsPort}/stats`, proc, 15_000);
  return {
    port,
    statsPort,
    proc,
    async stats() {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const cols = (header ?? '').split(',');
      const at = (name: string) => cols.indexOf(name);
      const total = { retries: 0, redispatches: 0, connectionErrors: 0, responseErrors: 0 };
      for (const row of rows) {
        const f = row.split(',');
        if (f[0] !== 'api_instances' || f[1] !== 'BACKEND') continue;
        total.retries += Number(f[at('wretr')] || 0);
        total.redispatches += Number(f[at('wredis')] || 0);
        total.connectionErrors += Number(f[at('econ')] || 0);
        total.responseErrors += Number(f[at('eresp')] || 0);
      }
      return total;
    },
  };
};

const pgBinDir = (): string => {
  const out = spawnSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], { encoding: 'utf8' });
  const dir = out.stdout.trim();
  if (!dir) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)');
  return dir;
};

export interface TPrivatePostgres {
  port: number;
  /** Admin URL (database postgres). */
  url: string;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
}

/**
 * A private PostgreSQL cluster in a temporary directory on a free loopback port, never the machine's
 * shared server: initdb, pg_ctl start; removed by stopAll(). Run as the `postgres` user when we are root
 * (initdb refuses root).
 */
export const startPrivatePostgres = async (): Promise<TPrivatePostgres> => {
  const bin = pgBinDir();
  const dir = tempDir('casino-drill-pg-');
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()));
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const res = spawnSync(file, argv as string[], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', ...args]);
  let running = false;
  const exitHook = () => {
    try {
      if (running) pgCtl(['-m', 'immediate', 'stop']);
    } catch {
      // best effort on the way out
    }
  };
  exitHooks.add(exitHook);
  const start = async () => {
    pgCtl(['-o', options, 'start']);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (!running) return;
    pgCtl(['-m', mode, 'stop']);
    running = false;
  };
  await start();
  // Stopped after the processes that use it, before the temp dir goes (cleanups run after processes).
  onCleanup(async () => {
    await stop('immediate');
    exitHooks.delete(exitHook);
  });
  return { port, url: `postgres://postgres@127.0.0.1:${port}/postgres`, start, stop };
};

export interface TPrivateRedis {
  port: number;
  url: string;
  proc: TProc;
  kill(): Promise<void>;
  start(): Promise<void>;
}

/** A private redis-server on a free loopback port, no persistence. */
export const startPrivateRedis = async (): Promise<TPrivateRedis> => {
  const port = await freePort();
  const spawnRedis = () => startProcess('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  const ready = async (p: TProc) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (!p.running()) throw new Error(`redis-server exited:\n${p.tail()}`);
      if (/Ready to accept connections/.test(p.tail())) return;
      await sleep(100);
    }
    throw new Error('redis-server not ready in 10 s');
  };
  const handle: TPrivateRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    proc: spawnRedis(),
    async kill() {
      killGroup(handle.proc.pid, 'SIGKILL');
      await handle.proc.exited;
    },
    async start() {
      handle.proc = spawnRedis();
      await ready(handle.proc);
    },
  };
  await ready(handle.proc);
  return handle;
};
