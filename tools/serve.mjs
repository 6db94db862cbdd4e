#!/usr/bin/env node
// `pnpm serve` in a front-end package: serves its production build (dist/) on the package's port.
// Usage: node ../tools/serve.mjs [--dir dist] [--port N]   (cwd = the package)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fail, info } from './lib/log.mjs';
import { portKeyOf, portsConfig } from './lib/repo.mjs';
import { API_PREFIX } from './lib/api-proxy.mjs';
import { createFirstPaint } from './lib/first-paint.mjs';
import { createBootData } from './lib/boot-data.mjs';
import { closeServer, serveApp } from './lib/serve-app.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } } });
const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
const key = portKeyOf(pkg.name);
const port = values.port ? Number(values.port) : portsConfig.ports[key];
if (!Number.isInteger(port)) {
  fail(`${pkg.name}: no port for "${key}" in tools/ports.cjs; pass --port`);
  process.exit(1);
}
const isShell = key === 'shell';
// The staff console calls the API through its own origin's /api (the API's CORS list does not name it).
const isConsole = key === 'console';
const dir = resolve(values.dir);

const apiOrigin = process.env.API_ORIGIN || portsConfig.origin('api');
try {
  const server = await serveApp({
    dir,
    port,
    name: key,
    spa: isShell || isConsole,
    runtimeConfig: isShell ? portsConfig.runtimeConfigScript() : isConsole ? portsConfig.runtimeConfigScript({ apiBaseUrl: API_PREFIX }) : undefined,
    apiProxy: isConsole ? `http://127.0.0.1:${portsConfig.ports.api}` : undefined,
    firstPaint: isShell ? createFirstPaint({ apiOrigin, apiBaseUrl: apiOrigin, bootData: createBootData({ apiOrigin }) }) : undefined,
    csp: isShell ? portsConfig.shellCsp() : undefined,
  });
  info(`${pkg.name}: serving ${dir} on ${portsConfig.origin(key)}`);
  const stop = () => closeServer(server).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  fail(error.message);
  process.exit(1);
}
