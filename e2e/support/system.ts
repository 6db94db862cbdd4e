// Where the system under test runs. E2E uses its own ports and a fresh data folder, so it never collides
// with a developer's `npm start` (3000-3005, 4000, 4100) nor touches their data.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export type TAppName = 'shell' | 'lobby' | 'account' | 'mail-rewards' | 'wheel';
export type TServiceName = TAppName | 'console' | 'api' | 'sandbox' | 'cdn';

/** The env var tools/ports.cjs reads for each service. */
export const PORT_ENV: Record<TServiceName, string> = {
  shell: 'SHELL_PORT',
  lobby: 'LOBBY_PORT',
  account: 'ACCOUNT_PORT',
  'mail-rewards': 'MAIL_REWARDS_PORT',
  wheel: 'WHEEL_PORT',
  console: 'CONSOLE_PORT',
  api: 'API_PORT',
  sandbox: 'SANDBOX_PORT',
  cdn: 'CDN_PORT',
};

const DEFAULT_E2E_PORTS: Record<TServiceName, number> = {
  shell: 3100,
  lobby: 3101,
  account: 3102,
  'mail-rewards': 3103,
  wheel: 3104,
  console: 3105,
  api: 4200,
  sandbox: 4300,
  cdn: 3106,
};

export const REPO_ROOT = resolve(__dirname, '..', '..');

/** start-stop.spec runs a second system this many ports above the one under test. */
export const SECOND_SYSTEM_OFFSET = 10;
const BLOCK_STEP = 20;
const BLOCKS = 10;

const explicitPort = (name: TServiceName) => process.env[`E2E_${PORT_ENV[name]}`];
const names = Object.keys(DEFAULT_E2E_PORTS) as TServiceName[];

/** True when none of the ports of this block (and of the second system) is listened on. */
const blockIsFree = (offset: number) => {
  const list = names.flatMap((n) => [DEFAULT_E2E_PORTS[n] + offset, DEFAULT_E2E_PORTS[n] + offset + SECOND_SYSTEM_OFFSET]);
  const net = pathToFileURL(join(REPO_ROOT, 'tools', 'lib', 'net.mjs')).href;
  const script = `import { isPortFree } from ${JSON.stringify(net)};
for (const port of ${JSON.stringify(list)}) if (!(await isPortFree(port))) process.exit(1);`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script]).status === 0;
};

/**
 * Developers share machines and run e2e at the same time, so the runner takes the first block of free
 * ports (3100-3105/4200/4300, then +20, +40, ...). The choice is made once, by the runner, and inherited
 * by its workers through E2E_PORT_OFFSET. Fixed when any E2E_<NAME>_PORT is set, or with E2E_REUSE_SERVER=1.
 */
const chooseOffset = () => {
  if (names.some(explicitPort) || process.env.E2E_REUSE_SERVER === '1') return 0;
  for (let block = 0; block < BLOCKS; block += 1) if (blockIsFree(block * BLOCK_STEP)) return block * BLOCK_STEP;
  return 0; // all taken: Playwright then reports the port as already used
};
process.env.E2E_PORT_OFFSET ??= String(chooseOffset());
const offset = Number(process.env.E2E_PORT_OFFSET);

/** Each port can also be pinned with E2E_<NAME>_PORT, e.g. E2E_SHELL_PORT=3900. */
export const ports = Object.fromEntries(
  names.map((name) => {
    const raw = explicitPort(name);
    return [name, raw ? Number(raw) : DEFAULT_E2E_PORTS[name] + offset];
  }),
) as Record<TServiceName, number>;

export const urls = Object.fromEntries(
  (Object.keys(ports) as TServiceName[]).map((name) => [name, `http://localhost:${ports[name]}`]),
) as Record<TServiceName, string>;

// The config module is loaded by the runner and again by every worker; the runner's choice is inherited
// through the environment, so all of them agree on one folder. start.mjs --fresh-data creates it and
// deletes it on exit.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `casino-e2e-${randomUUID()}`);
export const dataDir = process.env.E2E_DATA_DIR;
/** The CDN origin's folder (`pnpm remote publish` writes there); start.mjs --fresh-data deletes it on exit. */
export const cdnDir = `${dataDir}.cdn`;

/** The environment of the system under test: every port and the data folder. */
export const systemEnv = (): Record<string, string> => ({
  ...Object.fromEntries((Object.keys(ports) as TServiceName[]).map((name) => [PORT_ENV[name], String(ports[name])])),
  DATA_DIR: dataDir,
  CDN_DIR: cdnDir,
  // Releases (releases.spec): a failing canary rolls back after 2 sessions of which more than half failed.
  AUTO_ROLLBACK_MIN_SESSIONS: '2',
  AUTO_ROLLBACK_FAILURE_SHARE: '0.5',
  // A line per request, thousands in a run, that nobody reads unless E2E_SERVER_LOGS=1 shows them: the API and
  // the sandbox log warnings and errors only (stderr, which the runner shows), not each request.
  LOG_LEVEL: process.env.E2E_SERVER_LOGS === '1' ? 'info' : 'warn',
  // Every e2e page and account comes from 127.0.0.1: per-IP limits sized for one player would trip.
  OTP_SEND_PER_IP_PER_HOUR: '10000',
  // One code per phone per second instead of per minute: a set-up that needs a second code (a withdrawal
  // password after the registration) waits for the send to be accepted (smsCode), not for a minute.
  OTP_RESEND_S: '1',
  LOGIN_PER_IP_PER_MINUTE: '10000',
  TOURIST_LOGIN_PER_IP_PER_MINUTE: '10000',
  STAFF_LOGIN_PER_IP_PER_MINUTE: '10000',
});
