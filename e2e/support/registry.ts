// Runs the staff registry CLI (`pnpm registry ...`) against the system under test.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, systemEnv } from './system';

// npm start / npm test install pnpm into .tools/; fall back to one on PATH.
const localPnpm = join(REPO_ROOT, '.tools', 'node_modules', '.bin', 'pnpm');
const PNPM = existsSync(localPnpm) ? localPnpm : 'pnpm';

export type TCliResult = { code: number; stdout: string; stderr: string };

/** The API's canary bucketing (api/src/modules/platform/canary.ts): sha256("<device>:<remote>") -> 0..99. */
export const canaryBucket = (device: string, remote: string) => createHash('sha256').update(`${device}:${remote}`).digest().readUInt32BE(0) % 100;

/**
 * A fresh device id (hex, as the shell makes them) inside or outside a canary of `percent` % of `remote`.
 * `deviceOn('stable', 'lobby', 99)` never gets a lobby canary (below 100 %) another spec may run meanwhile.
 */
export const deviceOn = (side: 'canary' | 'stable', remote: string, percent = 50): string => {
  for (;;) {
    const id = randomUUID().replace(/-/g, '');
    if ((canaryBucket(id, remote) < percent) === (side === 'canary')) return id;
  }
};

/** e.g. `await runRegistry(['disable', 'tr', 'wheel'])`; see api/README.md for the verbs. */
export const runRegistry = (args: string[], options: { timeoutMs?: number } = {}): Promise<TCliResult> =>
  runCli(PNPM, ['--silent', '--filter', '@casino/api', 'run', 'registry', ...args], options);

/** `pnpm remote publish ...` (tools/remote.mjs) into this system's CDN folder. */
export const runRemote = (args: string[], options: { timeoutMs?: number } = {}): Promise<TCliResult> =>
  runCli(process.execPath, [join(REPO_ROOT, 'tools', 'remote.mjs'), ...args], options);

const runCli = (command: string, args: string[], { timeoutMs = 60_000 } = {}): Promise<TCliResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...systemEnv() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} timed out after ${timeoutMs} ms\n${stdout}${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stdout, stderr });
    });
  });
