#!/usr/bin/env node
// `npm start`: everything needed on a fresh machine, then the whole system (API, sandbox services, shell,
// four remotes and the staff console) until Ctrl-C. A second start with nothing changed skips the install and the builds.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { buildApps } from './lib/build.mjs';
import { ensureHaproxy, haproxyConfig } from './lib/haproxy.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { c, fail, info, seconds } from './lib/log.mjs';
import { isPortFree, waitForHealth } from './lib/net.mjs';
import { ensurePnpm, pnpmEnv } from './lib/pnpm.mjs';
import { Supervisor } from './lib/processes.mjs';
import { parseStartOptions, START_USAGE } from './lib/start-options.mjs';
import { PORT_ENV, ROOT, apps, buildOnlyApps, portEnv, portsConfig } from './lib/repo.mjs';

const parsed = parseStartOptions(process.argv.slice(2), process.env);
if (parsed.problem) {
  console.error(`${parsed.problem}\n${START_USAGE}`);
  process.exit(2);
}
const { opts, instances } = parsed;
if (opts.help) {
  console.log(START_USAGE);
  process.exit(0);
}

const started = Date.now();
const { ports, origin } = portsConfig;
const BACKENDS = [
  { name: 'api', script: 'start' },
  { name: 'sandbox', script: 'start:sandbox' },
];
/** Behind the balancer, instance i listens on API_PORT + 10 + i (loopback only). */
const apiInstances = instances === 1 ? [] : Array.from({ length: instances }, (_, i) => ({ name: `api-${i + 1}`, port: ports.api + 11 + i }));
const NAME_WIDTH = Math.max(...Object.keys(ports).map((k) => k.length), ...apiInstances.map((i) => i.name.length), 'haproxy'.length);

let ready = false;
/** --instances: how to start each API instance again after it died (name -> restart). */
const instanceRestarts = new Map();
/** Folders --fresh-data made (or was given) and removes on exit. */
let freshDataDirs = [];
/** @type {(() => Promise<void>)[]} */
const closers = [];
const supervisor = new Supervisor({
  width: NAME_WIDTH,
  quiet: opts.quiet,
  onUnexpectedExit: (name, how) => {
    // Behind the balancer an instance that dies is restarted, like a process manager would; the
    // balancer sends its traffic to the others meanwhile.
    const restart = instanceRestarts.get(name);
    if (ready && restart) return restart(how);
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
  for (const dir of freshDataDirs) rmSync(dir, { recursive: true, force: true });
  freshDataDirs = [];
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

/** Where the CDN origin's files are: CDN_DIR, else .data/cdn (or inside the temporary folder with --fresh-data). */
let cdnDir = process.env.CDN_DIR || join(ROOT, '.data', 'cdn');

/** The API and sandbox get this env: every port, our pnpm, and the data location. */
const backendEnv = () => {
  const env = pnpmEnv(portEnv());
  // The children watch this pid and stop if we are killed outright (api/src/lib/supervisor-watch.ts).
  env.CASINO_SUPERVISOR_PID = String(process.pid);
  env.CDN_DIR = cdnDir;
  // Preview links are signed by one instance and read by another (--instances): one secret for this run
  // (production brings its own: the API refuses to start without it).
  if (env.APP_MODE !== 'production') env.PREVIEW_SECRET ??= randomBytes(32).toString('hex');
  if (!opts['fresh-data']) return env;
  const wantedCdn = process.env.CDN_DIR;
  if (wantedCdn && existsSync(wantedCdn) && readdirSync(wantedCdn).length) {
    throw new Error(`--fresh-data: CDN_DIR ${wantedCdn} is not empty; refusing to use (and later delete) it`);
  }
  const wanted = process.env.DATA_DIR;
  if (wanted && existsSync(wanted) && readdirSync(wanted).length) {
    throw new Error(`--fresh-data: DATA_DIR ${wanted} is not empty; refusing to use (and later delete) it`);
  }
  // The sandbox vendors' own store is as temporary as the API's: beside a given DATA_DIR
  // (`<DATA_DIR>.sandbox`), or in the same new temporary folder.
  if (wanted) {
    mkdirSync(wanted, { recursive: true });
    freshDataDirs = [wanted, `${wanted}.sandbox`];
    env.DATA_DIR = wanted;
    env.SANDBOX_DATA_DIR = `${wanted}.sandbox`;
    cdnDir = wantedCdn || `${wanted}.cdn`;
  } else {
    const root = mkdtempSync(join(tmpdir(), 'casino-data-'));
    freshDataDirs = [root];
    env.DATA_DIR = join(root, 'pglite');
    env.SANDBOX_DATA_DIR = join(root, 'sandbox');
    cdnDir = wantedCdn || join(root, 'cdn');
  }
  if (!freshDataDirs.some((d) => cdnDir === d || cdnDir.startsWith(d + sep))) freshDataDirs.push(cdnDir);
  env.CDN_DIR = cdnDir;
  delete env.SANDBOX_DATABASE_URL;
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

/** Sandbox mode: the console's demo staff account (seeded by the API; tools/dev-staff.cjs), so staff can sign in at once. */
const consoleSignIn = () => {
  if (process.env.APP_MODE === 'production') return [];
  const { DEV_STAFF } = createRequire(import.meta.url)('./dev-staff.cjs');
  return [
    '',
    `Staff console sign-in (sandbox only): login ${c.bold(DEV_STAFF.login)}, password ${c.bold(DEV_STAFF.password)},`,
    `  TOTP secret ${c.bold(DEV_STAFF.totpSecret)} (add it to an authenticator app: otpauth://totp/Casino%20Console:${DEV_STAFF.login}?secret=${DEV_STAFF.totpSecret}&issuer=Casino%20Console)`,
  ];
};

const main = async () => {
  // First, so a second `npm start` fails at once instead of after the install and builds.
  const taken = [];
  for (const [key, port] of Object.entries(ports)) if (!(await isPortFree(port))) taken.push(`${port} (${key}, ${PORT_ENV[key]})`);
  for (const { name, port } of apiInstances) if (!(await isPortFree(port))) taken.push(`${port} (${name}, API_PORT + ${port - ports.api})`);
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
    const missing = [...frontEnds, ...buildOnlyApps()].filter((app) => !app.outputs.every((f) => existsSync(join(app.dist, f))));
    if (missing.length) throw new Error(`--no-build, but not built: ${missing.map((a) => a.dir).join(', ')} (run npm start once, or pnpm build)`);
  }

  const env = backendEnv();
  info(`Starting the API${instances > 1 ? ` (${instances} instances behind HAProxy)` : ''} and the sandbox services (${describeData(env)})`);
  const haproxy = instances > 1 ? await ensureHaproxy() : undefined;
  const backends =
    instances === 1
      ? BACKENDS.map(({ name, script }) => ({ name, port: ports[name], proc: supervisor.spawn(name, pnpm, ['--silent', '--filter', '@casino/api', 'run', script], { cwd: ROOT, env }) }))
      : [
          ...apiInstances.map(({ name, port }) => {
            const spawnInstance = () =>
              supervisor.spawn(name, pnpm, ['--silent', '--filter', '@casino/api', 'run', 'start'], {
                cwd: ROOT,
                // Loopback only: just the balancer reaches an instance, so trusting it for X-Forwarded-For is safe.
                env: { ...env, API_PORT: String(port), API_HOST: '127.0.0.1', INSTANCE_ID: name, TRUST_PROXY: '127.0.0.1' },
              });
            const deaths = [];
            instanceRestarts.set(name, (how) => {
              const now = Date.now();
              deaths.push(now);
              // A crash loop is a bug, not bad luck: stop instead of spinning.
              if (deaths.filter((t) => now - t < 60_000).length > 3) return void shutdown(1, `${name} keeps dying (${how}); stopping everything`);
              info(`${name} stopped (${how}); the balancer routes around it; restarting it`);
              setTimeout(() => {
                if (!stopping) spawnInstance();
              }, 1_000);
            });
            return { name, port, proc: spawnInstance() };
          }),
          { name: 'sandbox', port: ports.sandbox, proc: supervisor.spawn('sandbox', pnpm, ['--silent', '--filter', '@casino/api', 'run', 'start:sandbox'], { cwd: ROOT, env }) },
        ];
  const waitHealthy = ({ name, port, proc }) =>
    waitForHealth({
      port,
      gaveUp: () => (proc.running ? undefined : `${name} exited during start-up (${proc.how})`),
    }).catch((error) => {
      const tail = opts.quiet ? `\n${c.dim(`last output of ${name}:`)}\n${proc.tail()}` : '';
      throw new Error(`${name}: ${error.message}${tail}`);
    });
  await Promise.all(backends.map(waitHealthy));
  if (haproxy) {
    const dir = mkdtempSync(join(tmpdir(), 'casino-haproxy-'));
    closers.push(async () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(file, haproxyConfig({ port: ports.api, instances: apiInstances }));
    // HAProxy cannot watch us like the API and the sandbox do: the guard stops it (and removes its
    // folder) when we are killed outright (SIGKILL), so it never holds API_PORT as an orphan.
    const guard = join(ROOT, 'tools', 'lib', 'orphan-guard.mjs');
    const proc = supervisor.spawn('haproxy', process.execPath, [guard, '--remove', dir, '--', haproxy, '-db', '-f', file], {
      cwd: ROOT,
      env: { ...process.env, CASINO_SUPERVISOR_PID: String(process.pid) },
    });
    await waitHealthy({ name: 'haproxy', port: ports.api, proc });
  }

  // The static servers come last, so a shell that answers means the whole system is up. Imported here
  // because sirv is only there once the install has run.
  const { closeServer, serveApp } = await import('./lib/serve-app.mjs');
  const { API_PREFIX } = await import('./lib/api-proxy.mjs');
  const { createFirstPaint } = await import('./lib/first-paint.mjs');
  const { createBootData } = await import('./lib/boot-data.mjs');
  const apiOrigin = process.env.API_ORIGIN || `http://127.0.0.1:${ports.api}`;
  const firstPaint = createFirstPaint({ apiOrigin, apiBaseUrl: process.env.API_ORIGIN || API_PREFIX, bootData: createBootData({ apiOrigin }) });
  firstPaint.warm();
  for (const app of frontEnds) {
    const server = await serveApp({
      dir: app.dist,
      port: ports[app.key],
      name: app.key,
      spa: app.isPage,
      // The page calls the API through its own origin (no CORS preflights), unless API_ORIGIN says otherwise.
      // The staff console always does: the API's CORS list does not name it.
      runtimeConfig: app.isPage ? portsConfig.runtimeConfigScript({ apiBaseUrl: API_PREFIX }) : undefined,
      apiProxy: (app.isShell && !process.env.API_ORIGIN) || app.isConsole ? `http://127.0.0.1:${ports.api}` : undefined,
      // The home page's first screen is in its HTML (the banner paints before any script has run).
      firstPaint: app.isShell ? firstPaint : undefined,
      csp: app.isShell ? portsConfig.shellCsp({ apiBaseUrl: API_PREFIX }) : undefined,
    });
    closers.push(() => closeServer(server));
  }
  // The CDN origin: published remote versions, immutable, from the storage folder `pnpm remote publish` writes.
  mkdirSync(cdnDir, { recursive: true });
  const cdn = await serveApp({ dir: cdnDir, port: ports.cdn, name: 'cdn', immutable: true });
  closers.push(() => closeServer(cdn));
  ready = true;

  const rows = [...frontEnds.map((a) => a.key), 'api', 'sandbox', 'cdn'].map((k) => `  ${k.padEnd(NAME_WIDTH)}  ${origin(k)}${k === 'api' && instances > 1 ? `  (HAProxy over ${apiInstances.map((i) => `${i.name} :${i.port}`).join(', ')})` : ''}`);
  console.log(
    [
      '',
      c.bold(c.green(`Casino is running: ${origin('shell')}`)),
      '',
      ...rows,
      `  ${'data'.padEnd(NAME_WIDTH)}  ${describeData(env)}`,
      `  ${''.padEnd(NAME_WIDTH)}  CDN files in ${cdnDir.startsWith(ROOT + sep) ? relative(ROOT, cdnDir) : cdnDir}`,
      ...consoleSignIn(),
      '',
      `Started in ${seconds(Date.now() - started)}. Press Ctrl-C to stop.`,
      '',
    ].join('\n'),
  );
};

main().catch((error) => shutdown(1, `npm start failed: ${error.message}`));
