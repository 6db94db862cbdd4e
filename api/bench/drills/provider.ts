// The provider drill (see ../drill.ts): queued wins survive a provider restart (a jest test).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { adminUrl } from '../lib';
import { API_DIR } from '../system';
import { secs, report } from './common';

export const drillProvider = async (): Promise<boolean> => {
  console.log('\n=== provider: restart with queued wins (jest: src/sandbox/games/games.restart.test.ts)');
  const started = Date.now();
  const child = spawn(process.execPath, ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', path.join(API_DIR, 'node_modules', 'jest', 'bin', 'jest.js'), 'src/sandbox/games/games.restart.test.ts'], {
    cwd: API_DIR,
    stdio: 'inherit',
    // The harness runs each test on PGlite, and on its own throw-away PostgreSQL database when DATABASE_URL is set.
    env: { ...process.env, DATABASE_URL: adminUrl() },
  });
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
  return report('provider', [{ name: 'queued wins delivered exactly once after a provider restart, ledger sum zero', ok: code === 0, detail: `jest exit ${code} in ${secs(Date.now() - started)}` }]);
};
