// The `test` every e2e spec imports: Playwright's, plus the system's URLs, console-error collection and the
// registry CLI.
import { test as base, expect } from '@playwright/test';
import { collectConsoleErrors, type TConsoleError } from './console-errors';
import { runRegistry } from './registry';
import { dataDir, ports, urls } from './system';

export type TSystem = {
  /** Origins, e.g. system.urls.shell === 'http://localhost:3100'. */
  urls: typeof urls;
  ports: typeof ports;
  /** The API's temporary PGlite folder (removed when the run ends). */
  dataDir: string;
};

type TFixtures = {
  /** Console errors and uncaught errors of `page` since the test started. */
  consoleErrors: TConsoleError[];
  /** The staff registry CLI, run against this system's data. */
  registry: typeof runRegistry;
};

export const test = base.extend<TFixtures, { system: TSystem }>({
  // Playwright reads fixture dependencies from the destructuring pattern, so an empty one is required.
  // eslint-disable-next-line no-empty-pattern
  system: [async ({}, use) => use({ urls, ports, dataDir }), { scope: 'worker' }],
  consoleErrors: async ({ page }, use) => use(collectConsoleErrors(page)),
  // eslint-disable-next-line no-empty-pattern
  registry: async ({}, use) => use(runRegistry),
});

export { expect };
