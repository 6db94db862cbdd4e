#!/usr/bin/env node
// `npm start`: everything needed on a fresh machine, then the whole system (API, sandbox services, shell and
// four remotes) until Ctrl-C. A second start with nothing changed skips the install and the builds.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { c, fail, info, seconds } from './lib/log.mjs';
import { isPortFree, waitForHealth } from './lib/net.mjs';
import { ensurePnpm, pnpmEnv } from './lib/pnpm.mjs';
import { Supervisor } from './lib/processes.mjs';
import { PORT_ENV, ROOT, apps, portEnv, portsConfig } from './lib/repo.mjs';

const USAGE = `Usage: node tools/start.mjs [options]   (npm start -- [options])
  --no-install  do not check the pnpm install (it must have been done)
  --no-build    serve the existing dist/ folders (they must exist)
  --fresh-data  the API gets an empty DATA_DIR (a new temporary one unless DATA_DIR is set), removed on
                exit; DATABASE_URL and REDIS_URL are ignored. For e2e runs that must not touch the
                developer's data.
  --quiet       hide the API and sandbox logs (they are still shown if a process fails to start)
Ports: SHELL_PORT LOBBY_PORT ACCOUNT_PORT MAIL_REWARDS_PORT WHEEL_PORT API_PORT SANDBOX_PORT (tools/ports.cjs)`;

const parsed = (() => {
  try {
    return parseArgs({
      options: {
        help: { type: 'boolean', default: false },
        'no-install': { type: 'boolean', default: false },
        'no-build': { type: 'boolean', default: false },
        'fresh-data': { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
})();
const opts = parsed.values;

if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}

const started = Date.now();
const { ports, origin } = portsConfig;
const BACKENDS = [
  { name: 'api', script: 'start' },
  { name: 'sandbox', script: 'start:sandbox' },
];
const NAME_WIDTH = Math.max(...Object.keys(ports).map((k) => k.length));

let ready = false;
let freshDataDir;
/** @type {(() => Promise<void>)[]} */
const closers = [];
const supervisor = new Supervisor({
  width: NAME_WIDTH,
  quiet: opts.quiet,
  onUnexpectedExit: (name, how) => {
    // Before `ready` the health wait reports it, with the process's last lines.
    if (ready) void shutdown(1, `${name} stopped unexpectedly (${how}); stopping everything`);
  },
});

let stopping;
const shutdown = (code, reason) => {
  stopping ??= (async () => {
    if (reason) (code ? fail : info)(reason);
    const anything = closers.length > 0 || supervisor.children.length > 0;
    if (anything) info('Stopping...');
    await Promise.all(closers.map((close) => close()));
    await supervisor.stopAll();
    removeFreshData();
    if (anything) info('Stopped.');
    process.exit(code);
  })();
  return stopping;
};

const removeFreshData = () => {
  if (freshDataDir) rmSync(freshDataDir, { recursive: true, force: true });
  freshDataDir = undefined;
};

// `npm start | tee log` and Ctrl-C: tee dies first; a write to the closed pipe must not crash the shutdown.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

process.on('SIGINT', () => (stopping ? process.exit(130) : shutdown(0)));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));
process.on('exit', () => {
  supervisor.killAllSync();
  removeFreshData();
});

/** The API and sandbox get this env: every port, our pnpm, and the data location. */
const backendEnv = () => {
  const env = pnpmEnv(portEnv());
  if (!opts['fresh-data']) return env;
  const wanted = process.env.DATA_DIR;
  if (wanted && existsSync(wanted) && readdirSync(wanted).length) {
    throw new Error(`--fresh-data: DATA_DIR ${wanted} is not empty; refusing to use (and later delete) it`);
  }
  freshDataDir = wanted ? (mkdirSync(wanted, { recursive: true }), wanted) : mkdtempSync(join(tmpdir(), 'casino-data-'));
  env.DATA_DIR = freshDataDir;
  // Fresh means no state from elsewhere: no shared database, no Redis rate-limit counters from earlier runs.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
};

const describeData = (env) => {
  if (env.DATABASE_URL) return 'PostgreSQL from DATABASE_URL';
  const dir = env.DATA_DIR ?? join(ROOT, '.data', 'pglite');
  const shown = dir.startsWith(ROOT + sep) ? relative(ROOT, dir) : dir;
  return `embedded PGlite in ${shown}${opts['fresh-data'] ? ' (temporary)' : ''}`;
};

const main = async () => {
  // First, so a second `npm start` fails at once instead of after the install and builds.
  const taken = [];
  for (const [key, port] of Object.entries(ports)) if (!(await isPortFree(port))) taken.push(`${port} (${key}, ${PORT_ENV[key]})`);
  if (taken.length) {
    throw new Error(
      `port${taken.length > 1 ? 's' : ''} already in use: ${taken.join(', ')}.\n` +
        '  Is another "npm start" running? Stop it, or move this one with the env vars named above.',
    );
  }

  const pnpm = ensurePnpm();
  if (!opts['no-install']) await ensureDependencies(pnpm);
  const frontEnds = apps();
  if (!opts['no-build']) await buildApps();
  else {
    const missing = frontEnds.filter((app) => !app.outputs.every((f) => existsSync(join(app.dist, f))));
    if (missing.length) throw new Error(`--no-build, but not built: ${missing.map((a) => a.dir).join(', ')} (run npm start once, or pnpm build)`);
  }

  const env = backendEnv();
  info(`Starting the API and the sandbox services (${describeData(env)})`);
  const backends = BACKENDS.map(({ name, script }) => ({
    name,
    proc: supervisor.spawn(name, pnpm, ['--silent', '--filter', '@casino/api', 'run', script], { cwd: ROOT, env }),
  }));
  await Promise.all(
    backends.map(({ name, proc }) =>
      waitForHealth({
        port: ports[name],
        gaveUp: () => (proc.running ? undefined : `${name} exited during start-up (${proc.how})`),
      }).catch((error) => {
        const tail = opts.quiet ? `\n${c.dim(`last output of ${name}:`)}\n${proc.tail()}` : '';
        throw new Error(`${name}: ${error.message}${tail}`);
      }),
    ),
  );

  // The static servers come last, so a shell that answers means the whole system is up. Imported here
  // because sirv is only there once the install has run.
  const { closeServer, serveApp } = await import('./lib/serve-app.mjs');
  for (const app of frontEnds) {
    const server = await serveApp({
      dir: app.dist,
      port: ports[app.key],
      name: app.key,
      spa: app.isShell,
      runtimeConfig: app.isShell ? portsConfig.runtimeConfigScript() : undefined,
    });
    closers.push(() => closeServer(server));
  }
  ready = true;

  const rows = [...frontEnds.map((a) => a.key), 'api', 'sandbox'].map((k) => `  ${k.padEnd(NAME_WIDTH)}  ${origin(k)}`);
  console.log(
    [
      '',
      c.bold(c.green(`Casino is running: ${origin('shell')}`)),
      '',
      ...rows,
      `  ${'data'.padEnd(NAME_WIDTH)}  ${describeData(env)}`,
      '',
      `Started in ${seconds(Date.now() - started)}. Press Ctrl-C to stop.`,
      '',
    ].join('\n'),
  );
};

main().catch((error) => shutdown(1, `npm start failed: ${error.message}`));
