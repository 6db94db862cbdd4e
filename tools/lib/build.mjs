// Production builds of the shell, the remotes and the game client, each skipped when none of its inputs changed.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprint, readMarker, writeMarker } from './fingerprint.mjs';
import { c, fail, info, seconds } from './log.mjs';
import { PNPM, pnpmEnv } from './pnpm.mjs';
import { ROOT, apps, buildOnlyApps } from './repo.mjs';
import { run } from './run.mjs';

// Bump to force every app to rebuild once (e.g. when what goes into the hash changes).
const BUILD_SCHEMA = '1';
// Tests do not change what webpack emits; leaving them out keeps test edits from costing rebuilds.
const NOT_BUILD_INPUT = /\.(test|spec)\.[cm]?[jt]sx?$|[\\/]__tests__[\\/]|[\\/]jest\.[^\\/]*$/;
const ROOT_CONFIG = /^(tsconfig.*\.json|\.browserslistrc|\.swcrc|babel\.config\..*)$/;

const inputsOf = (app) => [
  app.path,
  ...(app.extraInputs ?? []),
  join(ROOT, 'shared'),
  join(ROOT, 'tools', 'webpack'),
  // The webpack preset reads it; builds are meant to embed no port, but a stale build costs more than a rebuild.
  join(ROOT, 'tools', 'ports.cjs'),
  join(ROOT, 'pnpm-lock.yaml'),
  ...readdirSync(ROOT).filter((name) => ROOT_CONFIG.test(name)).map((name) => join(ROOT, name)),
];

const isBuilt = (app) => app.outputs.every((file) => existsSync(join(app.dist, file)));

/**
 * Builds the apps whose inputs changed, at most `concurrency` at a time (a webpack production build takes
 * ~20 s and most of a core). Throws after the running builds finish when one fails.
 * `only`: the app folders to consider (e.g. ['mf-lobby'] for `pnpm remote publish lobby`); default all.
 * @param {{ force?: boolean, concurrency?: number, verbose?: boolean, only?: string[] }} [options]
 * @returns {Promise<{ built: string[], fresh: string[] }>}
 */
export const buildApps = async ({ force = false, concurrency = 2, verbose = false, only } = {}) => {
  const plan = [...apps(), ...buildOnlyApps()].filter((app) => !only || only.includes(app.dir)).map((app) => {
    const hash = fingerprint(inputsOf(app), { exclude: NOT_BUILD_INPUT, salt: BUILD_SCHEMA });
    const marker = `build-${app.dir}`;
    const fresh = !force && isBuilt(app) && readMarker(marker) === hash;
    return { app, hash, marker, fresh };
  });
  const fresh = plan.filter((p) => p.fresh).map((p) => p.app.dir);
  const queue = plan.filter((p) => !p.fresh);
  if (fresh.length) info(`Up to date, not rebuilt: ${fresh.join(', ')}`);
  if (!queue.length) return { built: [], fresh };

  info(`Building ${queue.map((p) => p.app.dir).join(', ')} (${concurrency} at a time)`);
  const failures = [];
  const built = [];
  const worker = async () => {
    while (queue.length && !failures.length) {
      const { app, hash, marker } = queue.shift();
      const started = Date.now();
      const { code, output } = await run(PNPM, ['--filter', app.packageName, 'run', 'build'], {
        cwd: ROOT,
        env: pnpmEnv(),
        capture: !verbose,
      });
      if (code === 0 && !isBuilt(app)) {
        failures.push({ app, output: `${output}\nbuild succeeded but ${app.dir}/dist lacks ${app.outputs.join(' or ')}` });
      } else if (code !== 0) {
        failures.push({ app, output });
      } else {
        writeMarker(marker, hash);
        built.push(app.dir);
        info(`${c.green('built')} ${app.dir} in ${seconds(Date.now() - started)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  if (failures.length) {
    for (const { app, output } of failures) {
      fail(`build of ${app.dir} failed:`);
      process.stderr.write(`${output.trimEnd()}\n`);
    }
    throw new Error(`front-end build failed: ${failures.map((f) => f.app.dir).join(', ')}`);
  }
  return { built, fresh };
};
