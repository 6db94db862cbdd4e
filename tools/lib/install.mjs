// `pnpm install --frozen-lockfile`, only when node_modules is missing or what it was installed from changed.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprint, readMarker, writeMarker } from './fingerprint.mjs';
import { info, seconds } from './log.mjs';
import { pnpmEnv, pnpmVersion } from './pnpm.mjs';
import { ROOT } from './repo.mjs';
import { run } from './run.mjs';

const installInputs = () => [
  join(ROOT, 'pnpm-lock.yaml'),
  join(ROOT, 'pnpm-workspace.yaml'),
  join(ROOT, '.npmrc'),
  join(ROOT, 'package.json'),
  ...readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
    .map((e) => join(ROOT, e.name, 'package.json'))
    .filter(existsSync),
];

/** @param {string} pnpm path of the pnpm binary */
export const ensureDependencies = async (pnpm) => {
  const hash = fingerprint(installInputs(), { salt: `pnpm ${pnpmVersion()} node ${process.version}` });
  const installed = existsSync(join(ROOT, 'node_modules', '.modules.yaml'));
  if (installed && readMarker('install') === hash) return false;
  const started = Date.now();
  info(installed ? 'Dependencies changed: pnpm install --frozen-lockfile' : 'Installing dependencies: pnpm install --frozen-lockfile');
  const { code } = await run(pnpm, ['install', '--frozen-lockfile'], { cwd: ROOT, env: pnpmEnv() });
  if (code !== 0) throw new Error(`pnpm install --frozen-lockfile failed (exit ${code}); see its output above`);
  writeMarker('install', hash);
  info(`Dependencies installed in ${seconds(Date.now() - started)}`);
  return true;
};
