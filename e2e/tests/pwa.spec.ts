// The installable app and its service worker. Every other spec runs with service workers blocked
// (playwright.config.ts: `serviceWorkers: 'block'`), so a worker never changes what they see; these allow it.
// The release seen at the next load with the worker installed is tested in releases.spec.ts (market az).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ serviceWorkers: 'allow' });

/** Loads the home page and waits until the service worker controls it (registered once the page is idle). */
const homeWithWorker = async (page: Page) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Ana Sayfa');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
};

test('installable: a Turkish web app manifest with its icons, and Chrome reports no installability error', async ({ playwright, launchOptions, request, system }) => {
  const manifestUrl = /<link rel=manifest href=([^ >]+)>/.exec(await (await request.get('/')).text())?.[1];
  expect(manifestUrl).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({ lang: 'tr', display: 'standalone', start_url: expect.stringMatching(/^\//) });
  expect(manifest.name).toContain('Canlı Casino');
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');

  // Chrome never offers to install from an incognito profile (Playwright's contexts): a real profile, in a folder.
  const profile = mkdtempSync(join(tmpdir(), 'casino-e2e-pwa-'));
  const browser = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, serviceWorkers: 'allow', baseURL: system.urls.shell });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await homeWithWorker(page);
    const cdp = await browser.newCDPSession(page);
    const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    expect(manifestErrors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the next load takes the apps' hashed files from the worker; entries, the registry and the API from the network", async ({ page, system }) => {
  await homeWithWorker(page);
  // The first page has loaded what it loads when idle (footer, deferred widgets): no answer of it arrives late.
  await expect(page.getByTestId('site-footer')).toBeAttached();
  await expect(page.locator('[data-slot="mail-rewards/MailPopup"]')).toHaveAttribute('aria-busy', 'false');
  const answers: Array<{ url: string; fromWorker: boolean }> = [];
  page.on('response', (res) => answers.push({ url: res.url(), fromWorker: res.fromServiceWorker() }));
  await page.reload();
  await expect(page).toHaveTitle('Ana Sayfa');
  await page.waitForLoadState('load');
  const hashed = answers.filter((a) => /[.-][0-9a-f]{8}\.js$/.test(a.url));
  expect(hashed.filter((a) => a.url.startsWith(`${system.urls.shell}/`)).length, 'the shell chunks').toBeGreaterThan(0);
  expect(hashed.filter((a) => a.url.startsWith(`${system.urls.lobby}/`)).length, "the lobby's chunks").toBeGreaterThan(0);
  expect(hashed.filter((a) => !a.fromWorker), 'every hashed file from the worker').toEqual([]);
  const fresh = answers.filter((a) => /\/remoteEntry\.js$|\/api\//.test(a.url));
  expect(fresh.length).toBeGreaterThan(0);
  expect(fresh.filter((a) => a.fromWorker), 'entries and API calls never from the worker').toEqual([]);
});

test('offline: a page that cannot be fetched shows the Turkish offline page; its retry asks again, and it opens the page once back online', async ({ page, context }) => {
  await homeWithWorker(page);
  await context.setOffline(true);
  await page.goto('/promotions').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'İnternet bağlantısı yok' })).toBeVisible();
  // Its own files come from the worker too: the icon is drawn (and the script that reloads once online runs).
  await expect.poll(() => page.locator('main img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const retry = page.getByRole('link', { name: 'Tekrar dene' });
  // Still offline: the retry asks for the page again and lands on the offline page again, at the same address.
  const again = page.waitForEvent('framenavigated');
  await retry.click();
  await again;
  await expect(page.getByRole('heading', { name: 'İnternet bağlantısı yok' })).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/);
  // Back online: the page reloads by itself into the page that was asked for.
  await context.setOffline(false);
  await expect(page).toHaveTitle('Promosyonlar');
  await expect(page).toHaveURL(/\/promotions$/);
});
