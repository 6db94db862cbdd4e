// A project-local pnpm at one exact version, so a fresh machine with only Node and npm needs nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { info, seconds } from './log.mjs';
import { ROOT } from './repo.mjs';

const FALLBACK_VERSION = '12.21.0';

/** `packageManager: "pnpm@x.y.z"` in the root package.json wins when present; otherwise the pinned fallback. */
export const pnpmVersion = () => {
  const { packageManager } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager ?? '');
  return match ? match[1] : FALLBACK_VERSION;
};

const TOOLS_DIR = join(ROOT, '.tools');
const BIN_DIR = join(TOOLS_DIR, 'node_modules', '.bin');
export const PNPM = join(BIN_DIR, 'pnpm');

const installedVersion = () => {
  try {
    return JSON.parse(readFileSync(join(TOOLS_DIR, 'node_modules', 'pnpm', 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};

/** Installs pnpm into .tools/ (gitignored) unless the pinned version is already there. Returns its path. */
export const ensurePnpm = () => {
  const version = pnpmVersion();
  if (installedVersion() === version && existsSync(PNPM)) return PNPM;
  const started = Date.now();
  info(`Installing pnpm ${version} into .tools/ (npm install --prefix .tools pnpm@${version})`);
  mkdirSync(TOOLS_DIR, { recursive: true });
  // cwd .tools keeps npm from reading the workspace's pnpm-only .npmrc.
  const result = spawnSync(
    'npm',
    ['install', '--prefix', TOOLS_DIR, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${version}`],
    { cwd: TOOLS_DIR, stdio: 'inherit' },
  );
  if (result.status !== 0 || installedVersion() !== version) {
    throw new Error(`could not install pnpm ${version} with npm (exit ${result.status ?? result.signal})`);
  }
  const check = spawnSync(PNPM, ['--version'], { encoding: 'utf8' });
  if (check.status !== 0 || check.stdout.trim() !== version) {
    throw new Error(`.tools pnpm does not run: ${check.stderr || check.stdout}`);
  }
  info(`pnpm ${version} ready in ${seconds(Date.now() - started)}`);
  return PNPM;
};

/** Env for children: our pnpm first on PATH, so package scripts that call `pnpm` get the same one. */
export const pnpmEnv = (extra = {}) => ({
  ...process.env,
  PATH: `${BIN_DIR}${delimiter}${process.env.PATH ?? ''}`,
  ...extra,
});
