#!/usr/bin/env node
// pnpm bench:web: the home page in Lighthouse (phone and desktop presets, median of N runs) for the federated
// site and for the same code as one ordinary webpack bundle, with the Module Federation overhead in percent.
// Prints figures and never fails on them. Loopback only; stops everything it started.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { RUNTIME_SIGNATURE, figuresOf, jsTotal, medianFigures, overheadPercent } from './lib/figures.mjs';
import { buildMono, serveMono } from './lib/mono.mjs';
import { freeBlock, systemPortEnv } from './lib/ports.mjs';
import { isPortFree } from '../tools/lib/net.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

// `pnpm bench:web -- --runs 1` passes the `--` through: drop it.
const { values: opts } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    presets: { type: 'string', default: 'mobile,desktop' },
    mono: { type: 'boolean', default: true },
    'no-mono': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  console.log(`pnpm bench:web [--url http://localhost:3000] [--runs 3] [--presets mobile,desktop] [--no-mono]
  --report-dir DIR keeps each run's Lighthouse report (JSON) for a closer look.
  Without --url it starts the built system (tools/start.mjs --no-build --fresh-data) on free ports.
  The one-bundle comparison is built once into bench/dist-mono (skipped when its inputs are unchanged).`);
  process.exit(0);
}
const RUNS = Math.max(1, Number(opts.runs) || 3);
const PRESETS = opts.presets.split(',').filter((p) => p === 'mobile' || p === 'desktop');
const withMono = opts.mono && !opts['no-mono'];

/** Starts the built system; resolves with its stop function once it prints its banner. */
function startSystem(ports) {
  const env = {
    ...process.env,
    NO_COLOR: '1',
    DATABASE_URL: '',
    REDIS_URL: '',
    // Every service moves (console and CDN too), so this runs beside a running `npm start`.
    ...systemPortEnv(ports),
    CORS_ORIGINS: `http://localhost:${ports.mono}`,
  };
  const child = spawn(process.execPath, [join(ROOT, 'tools', 'start.mjs'), '--no-install', '--no-build', '--fresh-data', '--quiet'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      text += stripVTControlCharacters(chunk.toString());
      if (text.includes('Casino is running:')) resolve(() => new Promise((done) => { child.once('close', done); child.kill('SIGINT'); }));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('close', (code) => reject(new Error(`start.mjs exited (${code}) before it was ready:\n${text}`)));
  });
}

/** One Lighthouse run in a fresh Chromium (cold cache, new device). */
async function lighthouseRun(url, preset) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse returned nothing');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** How many distinct scripts carry a copy of the federation runtime core. */
async function runtimeCopies(urls) {
  let copies = 0;
  for (const url of new Set(urls)) {
    const body = await fetch(url).then((r) => r.text()).catch(() => '');
    if (body.includes(RUNTIME_SIGNATURE)) copies += 1;
  }
  return copies;
}

/** The biggest modules of the page's scripts (Lighthouse's treemap, from the served source maps). */
function topModules(lhr, limit = 12) {
  const nodes = lhr.audits['script-treemap-data']?.details?.nodes ?? [];
  const leaves = [];
  const walk = (node, prefix) => {
    if (!node.children?.length) leaves.push({ name: prefix ? `${prefix}/${node.name}` : node.name, bytes: node.resourceBytes });
    else for (const child of node.children) walk(child, prefix ? `${prefix}/${node.name}` : node.name);
  };
  for (const script of nodes) for (const child of script.children ?? []) walk(child, '');
  const byPackage = new Map();
  for (const leaf of leaves) {
    const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(leaf.name);
    const key = m ? m[1] : leaf.name.replace(/^.*?(shell|shared|mf-[a-z-]+|game-client)\/src\//, '$1/src/');
    byPackage.set(key, (byPackage.get(key) ?? 0) + leaf.bytes);
  }
  return [...byPackage.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

async function measure(label, url, preset) {
  const runs = [];
  let lastLhr;
  for (let i = 0; i < RUNS; i += 1) {
    lastLhr = await lighthouseRun(url, preset);
    if (opts['report-dir']) {
      mkdirSync(opts['report-dir'], { recursive: true });
      writeFileSync(join(opts['report-dir'], `${label.replace(/\W+/g, '-')}-${preset}-${i + 1}.json`), JSON.stringify(lastLhr));
    }
    runs.push(figuresOf(lastLhr));
    process.stderr.write(`  ${label} ${preset} run ${i + 1}/${RUNS}: LCP ${Math.round(runs.at(-1).lcp)} ms\n`);
  }
  const m = medianFigures(runs);
  return { ...m, runtimes: await runtimeCopies(runs.flatMap((r) => r.jsUrls)), top: topModules(lastLhr) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;

function print(label, preset, f) {
  const total = jsTotal(f.js);
  console.log(`\n${label}, ${preset} preset (median of ${RUNS})`);
  console.log(`  LCP ${ms(f.lcp)}  FCP ${ms(f.fcp)}  TBT ${ms(f.tbt)}  CLS ${f.cls.toFixed(3)}  SI ${ms(f.si)}  TTI ${ms(f.tti)}`);
  if (f.lcpElement) console.log(`  LCP element: ${f.lcpElement}`);
  console.log(`  requests ${f.requests}  CORS preflights ${f.preflights}  federation runtime copies ${f.runtimes}`);
  console.log(`  JS ${kb(total.transferred)} transferred, ${kb(total.uncompressed)} uncompressed`);
  for (const [origin, o] of Object.entries(f.js)) console.log(`    ${origin.padEnd(26)} ${String(o.files).padStart(3)} files  ${kb(o.transferred).padStart(10)} sent  ${kb(o.uncompressed).padStart(10)} uncompressed`);
  if (f.top.length) console.log(`  biggest modules (uncompressed): ${f.top.map(([n, b]) => `${n} ${kb(b)}`).join(', ')}`);
}

async function main() {
  const ports = await freeBlock({ isFree: isPortFree });
  let stopSystem = async () => {};
  let stopMono = async () => {};
  // Ctrl-C or a kill still stops the system and the servers this command started.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void Promise.allSettled([stopMono(), stopSystem()]).then(() => process.exit(130));
    });
  }
  let shellUrl = opts.url;
  try {
    if (!shellUrl) {
      console.log(`Starting the built system on ports ${Object.entries(ports).map(([name, port]) => `${name} ${port}`).join(', ')}...`);
      stopSystem = await startSystem(ports);
      shellUrl = `http://localhost:${ports.shell}`;
    }
    let monoUrl;
    if (withMono) {
      await buildMono();
      const apiOrigin = opts.url ? process.env.API_ORIGIN : `http://localhost:${ports.api}`;
      const sandboxOrigin = opts.url ? process.env.GAME_ORIGIN : `http://localhost:${ports.sandbox}`;
      if (!apiOrigin) console.log('One-bundle comparison skipped: with --url, set API_ORIGIN (and GAME_ORIGIN) and list the mono origin in the API CORS_ORIGINS.');
      else {
        stopMono = await serveMono({ port: ports.mono, apiOrigin, gameOrigin: sandboxOrigin });
        monoUrl = `http://localhost:${ports.mono}`;
      }
    }
    const results = [];
    for (const preset of PRESETS) {
      const fed = await measure('federated', `${shellUrl}/`, preset);
      print('Federated site', preset, fed);
      if (monoUrl) {
        const mono = await measure('one bundle', `${monoUrl}/`, preset);
        print('Same code as one bundle (no Module Federation)', preset, mono);
        const a = jsTotal(fed.js);
        const b = jsTotal(mono.js);
        console.log(`  Module Federation overhead (${preset}): JS ${overheadPercent(a.transferred, b.transferred).toFixed(1)} % transferred, ${overheadPercent(a.uncompressed, b.uncompressed).toFixed(1)} % uncompressed, LCP ${overheadPercent(fed.lcp, mono.lcp).toFixed(1)} %, requests ${fed.requests} vs ${mono.requests}`);
        results.push({ preset, fed, mono });
      } else results.push({ preset, fed });
    }
  } finally {
    await stopMono();
    await stopSystem();
  }
}

main().catch((error) => {
  // A benchmark reports; it does not fail a pipeline on figures. A broken setup is still an error.
  console.error(`bench:web could not run: ${error.stack ?? error}`);
  process.exitCode = 1;
});
