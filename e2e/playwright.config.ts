// Playwright against the whole system (API, sandbox, shell, four remotes) started by tools/start.mjs on
// e2e ports with a fresh temporary database. Debian's Chromium only: Playwright never downloads a browser.
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { systemEnv, urls } from './support/system';

const isCI = Boolean(process.env.CI);
/** Specs that change market az's registry (releases, feature-team: the lobby's versions; console: the wheel; platform: mail-rewards). */
const AZ_LOBBY_SPECS = /(releases|feature-team)\.spec\.ts$/;
const AZ_OTHER_SPECS = /(console|platform)\.spec\.ts$/;
const AZ_REGISTRY_SPECS = [AZ_LOBBY_SPECS, AZ_OTHER_SPECS];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // One browser per core: the system under test (API, sandbox, static servers) shares the machine with them,
  // so more workers than cores only queue. At least 2, at most 4 (the az projects run alone anyway).
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, Math.max(2, availableParallelism())),
  // Bounds, not waits (a passing test ends when it is done): on a 2-core machine the browsers share the cores
  // with the system under test, and 30 s / 10 s ran out in tests that were only slow (seen on a loaded machine).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Each test as it ends, then the 20 slowest tests and 10 slowest files (support/slowest-reporter.ts).
  reporter: [['list'], ['./support/slowest-reporter.ts']],
  use: {
    baseURL: urls.shell,
    // Recording a trace costs a test 30-45 % more time (cashier + games + vip-wheel specs: 84-105 s of test
    // time with none, 134-154 s recording every test to keep the failures', 116 s with DOM snapshots only), so
    // a trace is recorded for a retried test only; E2E_TRACE=retain-on-failure records every run when
    // chasing a failure that a retry does not repeat.
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | 'on-first-retry' | 'off' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    // The shell's service worker keeps app files across loads: blocked here so it never changes what a
    // spec sees; the specs about it allow it (`test.use({ serviceWorkers: 'allow' })`, tests/pwa.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The releases spec ships, canaries and rolls back the lobby in market az; on a second worker, a spec
  // that loads az pages or changes az's registry meanwhile sees a version it did not ask for (seen on a
  // fresh clone). So: everything else first, the lobby's releases alone after (one file at a time: each
  // pins and rolls back the same lobby), then the other specs that change az.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: AZ_REGISTRY_SPECS },
    { name: 'releases', use: { ...devices['Desktop Chrome'] }, testMatch: AZ_LOBBY_SPECS, dependencies: ['desktop'], workers: 1 },
    { name: 'market-az', use: { ...devices['Desktop Chrome'] }, testMatch: AZ_OTHER_SPECS, dependencies: ['releases'] },
  ],
  webServer: {
    // Same code as `npm start`; test.mjs has already installed and built, so neither is repeated here.
    command: 'node ../tools/start.mjs --no-install --no-build --fresh-data',
    env: systemEnv(),
    // The static servers start after the API and sandbox are healthy, so the shell answering means all is up.
    url: `${urls.shell}/runtime-config.js`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 180_000,
    stdout: process.env.E2E_SERVER_LOGS === '1' ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
