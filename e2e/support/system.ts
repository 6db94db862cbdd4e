// Where the system under test runs. E2E uses its own ports and a fresh data folder, so it never collides
// with a developer's `npm start` (3000-3004, 4000, 4100) nor touches their data.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type TAppName = 'shell' | 'lobby' | 'account' | 'mail-rewards' | 'wheel';
export type TServiceName = TAppName | 'api' | 'sandbox';

/** The env var tools/ports.cjs reads for each service. */
export const PORT_ENV: Record<TServiceName, string> = {
  shell: 'SHELL_PORT',
  lobby: 'LOBBY_PORT',
  account: 'ACCOUNT_PORT',
  'mail-rewards': 'MAIL_REWARDS_PORT',
  wheel: 'WHEEL_PORT',
  api: 'API_PORT',
  sandbox: 'SANDBOX_PORT',
};

const DEFAULT_E2E_PORTS: Record<TServiceName, number> = {
  shell: 3100,
  lobby: 3101,
  account: 3102,
  'mail-rewards': 3103,
  wheel: 3104,
  api: 4200,
  sandbox: 4300,
};

/** Each port can be moved with E2E_<NAME>_PORT, e.g. E2E_SHELL_PORT=3900. */
export const ports = Object.fromEntries(
  (Object.keys(DEFAULT_E2E_PORTS) as TServiceName[]).map((name) => {
    const raw = process.env[`E2E_${PORT_ENV[name]}`];
    return [name, raw ? Number(raw) : DEFAULT_E2E_PORTS[name]];
  }),
) as Record<TServiceName, number>;

export const urls = Object.fromEntries(
  (Object.keys(ports) as TServiceName[]).map((name) => [name, `http://localhost:${ports[name]}`]),
) as Record<TServiceName, string>;

export const REPO_ROOT = resolve(__dirname, '..', '..');

// The config module is loaded by the runner and again by every worker; the runner's choice is inherited
// through the environment, so all of them agree on one folder. start.mjs --fresh-data creates it and
// deletes it on exit.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `casino-e2e-${randomUUID()}`);
export const dataDir = process.env.E2E_DATA_DIR;

/** The environment of the system under test: every port and the data folder. */
export const systemEnv = (): Record<string, string> => ({
  ...Object.fromEntries((Object.keys(ports) as TServiceName[]).map((name) => [PORT_ENV[name], String(ports[name])])),
  DATA_DIR: dataDir,
  // Every e2e page and account comes from 127.0.0.1: per-IP limits sized for one player would trip.
  OTP_SEND_PER_IP_PER_HOUR: '10000',
  LOGIN_PER_IP_PER_MINUTE: '10000',
  TOURIST_LOGIN_PER_IP_PER_MINUTE: '10000',
});
