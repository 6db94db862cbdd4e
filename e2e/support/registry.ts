// Runs the staff registry CLI (`pnpm registry ...`) against the system under test.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, systemEnv } from './system';

// npm start / npm test install pnpm into .tools/; fall back to one on PATH.
const localPnpm = join(REPO_ROOT, '.tools', 'node_modules', '.bin', 'pnpm');
const PNPM = existsSync(localPnpm) ? localPnpm : 'pnpm';

export type TCliResult = { code: number; stdout: string; stderr: string };

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
