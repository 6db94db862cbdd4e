// Debian's Chromium for the e2e tests; Playwright must never download a browser of its own (it cannot here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { info, seconds } from './log.mjs';
import { run } from './run.mjs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** Installs the `chromium` apt package unless the browser is already there. */
export const ensureChromium = async () => {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (!has('apt-get')) throw new Error(`no browser at ${path} and no apt-get to install one; set CHROMIUM_PATH`);
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !has('sudo')) throw new Error(`no browser at ${path}; run as root or install chromium yourself`);
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const started = Date.now();
  for (const args of [['apt-get', 'update'], ['apt-get', 'install', '-y', 'chromium']]) {
    const cmd = [...prefix, ...args];
    info(`No browser at ${path}: ${cmd.join(' ')}`);
    const { code } = await run(cmd[0], cmd.slice(1), { env });
    if (code !== 0) throw new Error(`${cmd.join(' ')} failed (exit ${code})`);
  }
  if (!existsSync(path)) throw new Error(`apt-get installed chromium but ${path} is missing; set CHROMIUM_PATH`);
  info(`Chromium installed in ${seconds(Date.now() - started)}`);
  return path;
};
