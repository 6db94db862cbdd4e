// The orphans drill (see ../drill.ts): a SIGKILLed start.mjs leaves no process behind.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createBenchDatabase } from '../lib';
import { onCleanup, sleep, startProcess } from '../system';
import { systemPortEnv } from '../system-ports';
import { redisUrl, ROOT, secs, report } from './common';

/** Every process whose parent chain leads to `pid` (Linux /proc). */
const descendants = (pid: number): number[] => {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift()!;
    for (const [child, ppid] of parent) {
      if (ppid !== p) continue;
      out.push(child);
      queue.push(child);
    }
  }
  return out;
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};
const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').replace(/\s+/g, ' ').trim().slice(0, 100);
  } catch {
    return '?';
  }
};

export const drillOrphans = async (): Promise<boolean> => {
  console.log('\n=== orphans: SIGKILL `npm start -- --instances 3` (start.mjs); nothing it started may survive');
  const missing = ['shell', 'mf-lobby', 'mf-account', 'mf-mail-rewards', 'mf-wheel', 'game-client'].filter((d) => spawnSync('test', ['-d', path.join(ROOT, d, 'dist')]).status !== 0);
  if (missing.length) {
    console.log(`  skipped: not built (${missing.join(', ')}); run npm start or pnpm build once. The single-instance case is e2e/tests/start-stop.spec.ts.`);
    return true;
  }
  const db = await createBenchDatabase('drill_orphans');
  onCleanup(() => db.drop());
  // Every service moves (console and CDN too), so the drill runs beside a running `npm start`.
  const portEnv = await systemPortEnv();
  const names = Object.keys(portEnv);
  const env: NodeJS.ProcessEnv = { DATABASE_URL: db.url, REDIS_URL: await redisUrl(), SANDBOX_DATA_DIR: '', LOG_LEVEL: 'warn', ...portEnv };
  // API_PORT + 11.. are the instances' ports: keep API_PORT where those are free too.
  const apiPort = Number(env.API_PORT);
  for (let i = 11; i <= 13; i++) {
    const probe = await fetch(`http://127.0.0.1:${apiPort + i}/`).then(() => true).catch(() => false);
    if (probe) throw new Error(`port ${apiPort + i} is taken; run the drill again`);
  }
  const sandboxDir = path.join(ROOT, '.data', `drill-orphans-${randomBytes(4).toString('hex')}`);
  env.SANDBOX_DATA_DIR = sandboxDir;
  onCleanup(() => void spawnSync('rm', ['-rf', sandboxDir]));
  const start = startProcess('start', process.execPath, [path.join(ROOT, 'tools', 'start.mjs'), '--no-install', '--no-build', '--quiet', '--instances', '3'], { cwd: ROOT, env });
  const startedAt = Date.now();
  const deadline = Date.now() + 120_000;
  while (!/Casino is running/.test(start.tail())) {
    if (!start.running()) throw new Error(`start.mjs exited:\n${start.tail()}`);
    if (Date.now() > deadline) throw new Error(`start.mjs not ready in 120 s:\n${start.tail()}`);
    await sleep(250);
  }
  const tree = descendants(start.pid);
  console.log(`  start.mjs (pid ${start.pid}) ready in ${secs(Date.now() - startedAt)} with ${tree.length} processes under it:`);
  for (const pid of tree) console.log(`    ${pid} ${commandOf(pid)}`);
  process.kill(start.pid, 'SIGKILL');
  const killedAt = Date.now();
  let left = tree.filter(alive);
  while (left.length > 0 && Date.now() - killedAt < 15_000) {
    await sleep(250);
    left = tree.filter(alive);
  }
  const goneAfterMs = left.length === 0 ? Date.now() - killedAt : Number.NaN;
  const portsLeft: string[] = [];
  for (const [name, port] of [...names.map((n) => [n, Number(env[n])] as const), ['api-1', apiPort + 11] as const, ['api-2', apiPort + 12] as const, ['api-3', apiPort + 13] as const]) {
    if (await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) }).then(() => true).catch(() => false)) portsLeft.push(`${name} :${port}`);
  }
  console.log(`\norphans figures: ${tree.length} processes under start.mjs; ${left.length} still alive 15 s after its SIGKILL${Number.isNaN(goneAfterMs) ? '' : ` (all gone ${secs(goneAfterMs)} after it)`}${left.length ? `: ${left.map((p) => `${p} ${commandOf(p)}`).join('; ')}` : ''}; ports still answering: ${portsLeft.join(', ') || 'none'}`);
  // Ours to clean up if the drill failed: those processes are still in our process tree's groups.
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  return report('orphans', [{ name: 'no orphan after SIGKILL of start.mjs --instances 3', ok: left.length === 0 && portsLeft.length === 0, detail: `${left.length} processes, ${portsLeft.length} ports left` }]);
};
