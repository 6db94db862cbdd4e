// Where things are: the repo root and the five front-end apps with their ports.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const require = createRequire(import.meta.url);
/** @type {{ ports: Record<string, number>, PORT_ENV: Record<string, string>, DEFAULT_PORTS: Record<string, number>, portEnvOf: (chosen: Record<string, number>) => Record<string, string>, origin: (name: string) => string, runtimeConfigScript: (o?: { apiBaseUrl?: string }) => string, cdnOrigins: () => string[], devRemoteOrigins: () => string[], shellCsp: (o?: { apiBaseUrl?: string }) => string }} */
export const portsConfig = require('../ports.cjs');

/** Env var name per ports key (the names tools/ports.cjs reads). */
export const PORT_ENV = portsConfig.PORT_ENV;

/** '@casino/mf-mail-rewards' -> 'mail-rewards', '@casino/shell' -> 'shell'. */
export const portKeyOf = (packageName) => packageName.replace(/^@casino\//, '').replace(/^mf-/, '');

/**
 * The shell first, then the remotes, then the staff console (a plain SPA): each builds to <dir>/dist and is
 * served on its own port.
 */
export const APP_DIRS = ['shell', 'mf-lobby', 'mf-account', 'mf-mail-rewards', 'mf-wheel', 'console'];

export const apps = () =>
  APP_DIRS.map((dir) => {
    const pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    const key = portKeyOf(pkg.name);
    const isShell = key === 'shell';
    const isConsole = key === 'console';
    /** A page of its own (SPA fallback, /runtime-config.js, the /api proxy), not a federated remote. */
    const isPage = isShell || isConsole;
    return {
      dir,
      key,
      packageName: pkg.name,
      path: join(ROOT, dir),
      dist: join(ROOT, dir, 'dist'),
      isShell,
      isConsole,
      isPage,
      /** Files a finished build must contain. */
      outputs: isPage ? ['index.html'] : ['mf-manifest.json', 'remoteEntry.js'],
    };
  });

/** The env every child gets, so each process agrees on every port even when only some were overridden. */
export const portEnv = () =>
  Object.fromEntries(Object.entries(PORT_ENV).map(([key, name]) => [name, String(portsConfig.ports[key])]));

/**
 * Front ends built by the normal build but not served on a port of their own: the sandbox game
 * provider serves the game client from its dist/. `extraInputs` also change what it builds.
 */
export const BUILD_ONLY = [{ dir: 'game-client', extraInputs: [join('api', 'src', 'sandbox', 'games', 'engines'), join('api', 'src', 'sandbox', 'games', 'contract.ts'), join('api', 'src', 'sandbox', 'games', 'catalogue.ts'), join('api', 'src', 'sandbox', 'sportsbook', 'contract.ts'), join('api', 'src', 'sandbox', 'sportsbook', 'words.ts')] }];

export const buildOnlyApps = () =>
  BUILD_ONLY.map(({ dir, extraInputs }) => {
    const pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    return { dir, key: dir, packageName: pkg.name, path: join(ROOT, dir), dist: join(ROOT, dir, 'dist'), isShell: false, outputs: ['index.html'], extraInputs: extraInputs.map((p) => join(ROOT, p)) };
  });
