// Debian packages the commands install on demand (Chromium for the e2e tests, HAProxy for --instances):
// never a tool's own download, which this network refuses.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { info, seconds } from './log.mjs';
import { run } from './run.mjs';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/**
 * Installs the apt package `pkg` unless `path` exists already; answers `path`.
 * Needs root or passwordless sudo; `hint` names the env var that points elsewhere.
 */
export const ensureAptPackage = async ({ pkg, path, hint }) => {
  if (existsSync(path)) return path;
  if (!has('apt-get')) throw new Error(`no ${pkg} at ${path} and no apt-get to install it; ${hint}`);
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !has('sudo')) throw new Error(`no ${pkg} at ${path}; run as root or install ${pkg} yourself (${hint})`);
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const started = Date.now();
  for (const args of [['apt-get', 'update'], ['apt-get', 'install', '-y', pkg]]) {
    const cmd = [...prefix, ...args];
    info(`No ${pkg} at ${path}: ${cmd.join(' ')}`);
    const { code } = await run(cmd[0], cmd.slice(1), { env });
    if (code !== 0) throw new Error(`${cmd.join(' ')} failed (exit ${code})`);
  }
  if (!existsSync(path)) throw new Error(`apt-get installed ${pkg} but ${path} is missing; ${hint}`);
  info(`${pkg} installed in ${seconds(Date.now() - started)}`);
  return path;
};
