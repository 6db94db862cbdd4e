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
  /**
   * The player's answer to the cookie banner before the test starts: 'necessary' (default: a
   * returning player who chose "necessary only", so the banner covers nothing), 'all', or 'ask' (a first visit:
   * the banner shows). Only `page` gets it; a page of another context starts as a first visit.
   */
  cookieChoice: 'necessary' | 'all' | 'ask';
  /** Console errors and uncaught errors of `page` since the test started. */
  consoleErrors: TConsoleError[];
  /** The staff registry CLI, run against this system's data. */
  registry: typeof runRegistry;
};

export const test = base.extend<TFixtures, { system: TSystem }>({
  // Playwright reads fixture dependencies from the destructuring pattern, so an empty one is required.
  // eslint-disable-next-line no-empty-pattern
  system: [async ({}, use) => use({ urls, ports, dataDir }), { scope: 'worker' }],
  cookieChoice: ['necessary', { option: true }],
  page: async ({ page, cookieChoice }, use) => {
    if (cookieChoice !== 'ask') {
      await page.addInitScript((analytics) => {
        if (localStorage.getItem('casino.consent') === null) localStorage.setItem('casino.consent', JSON.stringify({ v: 1, analytics, at: new Date().toISOString() }));
      }, cookieChoice === 'all');
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => use(collectConsoleErrors(page)),
  // eslint-disable-next-line no-empty-pattern
  registry: async ({}, use) => use(runRegistry),
});

export { expect };
