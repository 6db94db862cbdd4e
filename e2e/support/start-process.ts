// Runs tools/start.mjs as a child process, for tests of `npm start` itself (port clashes, Ctrl-C).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { REPO_ROOT } from './system';

export type TStartProcess = {
  /** Everything it printed so far (stdout + stderr, colours stripped). */
  output: () => string;
  /** Resolves when it prints the "Casino is running" banner; rejects if it exits first. */
  ready: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal: (signal: NodeJS.Signals) => void;
};

export const startProcess = (args: string[], env: Record<string, string>): TStartProcess => {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'tools', 'start.mjs'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += stripVTControlCharacters(chunk.toString());
      if (text.includes('Casino is running:')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`start.mjs exited (${code}) before it was ready:\n${text}`)));
  });
  ready.catch(() => {});
  return { output: () => text, ready, exited, signal: (s) => child.kill(s) };
};
