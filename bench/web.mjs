#!/usr/bin/env node
// pnpm bench:web: the home page in Lighthouse (phone and desktop presets, median and worst of N runs, the LCP
// element of each run) for the federated site and for the same code as one ordinary webpack bundle, with the
// Module Federation overhead in percent; a user flow (load, 1 s, tap the first game card) for INP; and a repeat
// visit with the service worker installed. Prints figures and never fails on them. Loopback only; stops
// everything it started.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { RUNTIME_SIGNATURE, figuresOf, inpOf, jsTotal, lcpStability, median, medianFigures, overheadPercent, worstFigures } from './lib/figures.mjs';
import { buildMono, serveMono } from './lib/mono.mjs';
import { kb, ms, printFigures, printFlow } from './lib/print.mjs';
import { freeBlock, systemPortEnv } from './lib/ports.mjs';
import { waitForQuiet } from './lib/quiet.mjs';
import { isPortFree } from '../tools/lib/net.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

// `pnpm bench:web -- --runs 1` passes the `--` through: drop it.
const { values: opts } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    presets: { type: 'string', default: 'mobile,desktop' },
    mono: { type: 'boolean', default: true },
    'no-mono': { type: 'boolean', default: false },
    'no-flow': { type: 'boolean', default: false },
    'no-repeat': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  console.log(`pnpm bench:web [--url http://localhost:3000] [--runs 5] [--presets mobile,desktop] [--no-mono] [--no-flow] [--no-repeat]
  --report-dir DIR keeps each run's Lighthouse report (JSON) for a closer look.
  --no-flow skips the user flow (load, wait 1 s, tap the first game card: INP); --no-repeat the repeat visit
  with the service worker installed.
  Without --url it starts the built system (tools/start.mjs --no-build --fresh-data) on free ports.
  The one-bundle comparison is built once into bench/dist-mono (skipped when its inputs are unchanged).`);
  process.exit(0);
}
const RUNS = Math.max(1, Number(opts.runs) || 5);
const PRESETS = opts.presets.split(',').filter((p) => p === 'mobile' || p === 'desktop');
const withMono = opts.mono && !opts['no-mono'];
const withFlow = !opts['no-flow'];
const withRepeat = !opts['no-repeat'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const configOf = (preset) => (preset === 'desktop' ? desktopConfig : undefined);

/** Every run starts on a quiet machine (bench/lib/quiet.mjs); says so when it had to wait, or gave up. */
async function quietMachine(what) {
  const { quiet, busy, waitedMs } = await waitForQuiet();
  const share = `${Math.round(busy * 100)} % busy`;
  if (!quiet) process.stderr.write(`  ${what}: the machine is still ${share} after ${Math.round(waitedMs / 1000)} s; its figures may be noisy\n`);
  else if (waitedMs > 1000) process.stderr.write(`  ${what}: waited ${(waitedMs / 1000).toFixed(1)} s for a quiet machine\n`);
}

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

/** Keeps a Lighthouse report in --report-dir, when given. */
function keepReport(name, lhr) {
  if (!opts['report-dir']) return;
  mkdirSync(opts['report-dir'], { recursive: true });
  writeFileSync(join(opts['report-dir'], `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
}

/** A fresh Chromium with Puppeteer attached (for the flow and the repeat visit). */
async function withBrowser(fn) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    return await fn(browser, chrome.port);
  } finally {
    await browser.disconnect().catch(() => undefined);
    await chrome.kill();
  }
}

/**
 * The tap: a Lighthouse timespan over a cold load of the home page, 1 s after its load event, then a tap on the
 * first game card (CPU and network throttled by DevTools: a timespan cannot be simulated). INP and TBT of the span.
 */
async function tapFlow(url, preset) {
  return withBrowser(async (browser) => {
    const page = await browser.newPage();
    const flow = await startFlow(page, { config: configOf(preset), flags: { throttlingMethod: 'devtools', logLevel: 'error' } });
    await flow.startTimespan({ name: 'load, wait 1 s, tap the first game card' });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await sleep(1000);
    const card = await page.waitForSelector('[data-testid="game-card"]', { visible: true, timeout: 60_000 });
    await card.tap().catch(() => card.click());
    // The interaction's next paint, and whatever the tap started.
    await sleep(2000);
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    const lhr = steps.at(-1).lhr;
    return { inp: inpOf(lhr), tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN };
  });
}

/**
 * A repeat visit: the home page once (its service worker registers when the page is idle and keeps the app's
 * files), then Lighthouse in the same profile without clearing storage or caches.
 */
async function repeatVisit(url, preset) {
  return withBrowser(async (browser, port) => {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const controlled = await page
      .waitForFunction(() => Boolean(navigator.serviceWorker?.controller), { timeout: 30_000 })
      .then(() => true, () => false);
    // Let the worker finish keeping what the page loaded after its load event.
    await sleep(2000);
    await page.close();
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, configOf(preset));
    if (!result) throw new Error('Lighthouse returned nothing');
    keepReport(`repeat-${preset}-${Date.now()}`, result.lhr);
    return { ...figuresOf(result.lhr), controlled };
  });
}

async function measure(label, url, preset) {
  const runs = [];
  let lastLhr;
  for (let i = 0; i < RUNS; i += 1) {
    await quietMachine(`${label} ${preset} run ${i + 1}/${RUNS}`);
    lastLhr = await lighthouseRun(url, preset);
    keepReport(`${label}-${preset}-${i + 1}`, lastLhr);
    runs.push(figuresOf(lastLhr));
    process.stderr.write(`  ${label} ${preset} run ${i + 1}/${RUNS}: LCP ${Math.round(runs.at(-1).lcp)} ms\n`);
  }
  const m = medianFigures(runs);
  return { ...m, runs, worst: worstFigures(runs), stability: lcpStability(runs), runtimes: await runtimeCopies(runs.flatMap((r) => r.jsUrls)), top: topModules(lastLhr) };
}

/** The flow `RUNS` times: median and worst INP. */
async function measureFlow(label, url, preset) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    try {
      await quietMachine(`${label} ${preset} flow ${i + 1}/${RUNS}`);
      runs.push(await tapFlow(url, preset));
      process.stderr.write(`  ${label} ${preset} flow ${i + 1}/${RUNS}: INP ${Math.round(runs.at(-1).inp)} ms\n`);
    } catch (error) {
      process.stderr.write(`  ${label} ${preset} flow ${i + 1}/${RUNS} failed: ${error.message}\n`);
    }
  }
  const inps = runs.map((r) => r.inp);
  return { runs, inp: median(inps), worstInp: Math.max(...inps.filter(Number.isFinite)), tbt: median(runs.map((r) => r.tbt)) };
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
    for (const preset of PRESETS) {
      const fed = await measure('federated', `${shellUrl}/`, preset);
      printFigures('Federated site', preset, fed, RUNS);
      if (monoUrl) {
        const mono = await measure('one bundle', `${monoUrl}/`, preset);
        printFigures('Same code as one bundle (no Module Federation)', preset, mono, RUNS);
        const a = jsTotal(fed.js);
        const b = jsTotal(mono.js);
        console.log(
          `  Module Federation overhead (${preset}): JS ${overheadPercent(a.transferred, b.transferred).toFixed(1)} % transferred, ${overheadPercent(a.uncompressed, b.uncompressed).toFixed(1)} % uncompressed, ` +
            `LCP ${overheadPercent(fed.lcp, mono.lcp).toFixed(1)} %, TBT ${overheadPercent(fed.tbt, mono.tbt).toFixed(1)} %, TTI ${overheadPercent(fed.tti, mono.tti).toFixed(1)} %, requests ${fed.requests} vs ${mono.requests}`,
        );
      }
      if (withFlow) {
        printFlow('Federated site', preset, await measureFlow('federated', `${shellUrl}/`, preset));
        if (monoUrl) printFlow('Same code as one bundle', preset, await measureFlow('one bundle', `${monoUrl}/`, preset));
      }
      if (withRepeat) {
        const visits = [];
        for (let i = 0; i < RUNS; i += 1) {
          try {
            await quietMachine(`repeat visit ${preset} ${i + 1}/${RUNS}`);
            visits.push(await repeatVisit(`${shellUrl}/`, preset));
            process.stderr.write(`  repeat visit ${preset} ${i + 1}/${RUNS}: LCP ${Math.round(visits.at(-1).lcp)} ms\n`);
          } catch (error) {
            process.stderr.write(`  repeat visit ${preset} ${i + 1}/${RUNS} failed: ${error.message}\n`);
          }
        }
        if (visits.length) {
          const m = medianFigures(visits);
          const worst = worstFigures(visits);
          console.log(`\nFederated site, ${preset}: repeat visit with the service worker installed (${visits.filter((v) => v.controlled).length} of ${visits.length} runs controlled by it)`);
          console.log(`  LCP ${ms(m.lcp)} median, ${ms(worst.lcp)} worst  FCP ${ms(m.fcp)}  TBT ${ms(m.tbt)}  TTI ${ms(m.tti)}  SI ${ms(m.si)}  JS sent ${kb(jsTotal(m.js).transferred)}`);
          console.log(`  LCP element: ${[...new Set(visits.map((v) => v.lcpElement || '(none)'))].join(' | ')}`);
        }
      }
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
