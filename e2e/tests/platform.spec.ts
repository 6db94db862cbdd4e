// The shell boots from the registry, shares one React and one bus with the remotes, isolates a
// remote that is down, and follows per-market registry changes without a rebuild or restart.
import { expect, test } from '../support/fixtures';
import { deviceOn } from '../support/registry';
import { look } from '../support/look';
import { useDevice } from '../support/session';

type TShareEntry = { loaded?: boolean; lib?: unknown; loading?: unknown };
type TWindow = Window & {
  __CASINO_DIAGNOSTICS__?: { instances: Record<string, number> };
  __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, TShareEntry>>>> };
};

test('home renders through the lobby remote, fetched from its own origin', async ({ page, system }) => {
  const remoteEntry = page.waitForResponse(`${system.urls.lobby}/remoteEntry.js`);
  await page.goto('/');
  expect((await remoteEntry).ok()).toBe(true);
  await expect(page).toHaveTitle('Ana Sayfa');
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});

test('host and remotes share one React and one instance of each shared service', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Ana Sayfa');
  // Open pages of every remote so each has evaluated its code against the shared scope.
  for (const path of ['/promotions', '/vip-wheel', '/login']) {
    await page.goto(path);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  }
  const report = await page.evaluate(() => {
    const w = window as TWindow;
    const share = w.__FEDERATION__?.__SHARE__ ?? {};
    const loadedReact = new Set<unknown>();
    for (const scopes of Object.values(share)) {
      for (const scope of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(scope.react ?? {})) if (entry.loaded || entry.lib) loadedReact.add(version);
      }
    }
    return { instances: w.__CASINO_DIAGNOSTICS__?.instances ?? {}, reactCopies: loadedReact.size };
  });
  expect(report.reactCopies).toBe(1);
  expect(report.instances).toMatchObject({ bus: 1, userStore: 1, globalStore: 1, i18n: 1, apiClient: 1 });
});

test('a remote that is down shows the localized fallback while the header keeps working', async ({ page, system }) => {
  await page.route(`${system.urls.lobby}/**`, (route) => route.abort());
  await page.goto('/');
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('geçici olarak kullanılamıyor');
  // The header still navigates to another remote's page.
  await page.getByRole('link', { name: 'Promosyonlar' }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page).toHaveTitle('Promosyonlar');

  // Retry after the remote is back renders it.
  await page.unroute(`${system.urls.lobby}/**`);
  await page.goto('/');
  await expect(page).toHaveTitle('Ana Sayfa');
});

test('a remote back after an outage: the retry restores its page and its header search widget', async ({ page, system }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route(`${system.urls.lobby}/**`, (route) => route.abort());
  await page.goto('/');
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible();
  // The header search is the lobby's widget: its load has failed (settled, no search) while the origin is down.
  await expect(page.locator('[data-slot="lobby/HeaderSearch"]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('header-search')).toHaveCount(0);

  // The origin is back: the panel's retry brings the page and the widget back, without a reload.
  await page.unroute(`${system.urls.lobby}/**`);
  await fallback.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page).toHaveTitle('Ana Sayfa');
  await expect(fallback).toHaveCount(0);
  const search = page.getByTestId('header-search');
  await search.locator('input').fill('Bonanza');
  await expect(page.getByTestId('search-panel').getByTestId('game-card').first()).toBeVisible();
});

// The releases spec runs lobby canaries in az (one of them broken on purpose) while this file may run on the
// other worker: the pages of az here are a device no canary below 100 % reaches, so they see the pinned lobby.
test('a market with the wheel off has no wheel route: its page says the section is unavailable, with a way home', async ({ page, browser }) => {
  await useDevice(page, deviceOn('stable', 'lobby', 99));
  await page.goto('/vip-wheel?market=az');
  const off = page.getByTestId('switched-off');
  await expect(off.getByRole('heading', { name: 'Bu bölüm şu anda kullanılamıyor' })).toBeVisible();
  await expect(page).toHaveTitle('Bu bölüm şu anda kullanılamıyor');
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'VIP Wheel' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'VIP Çarkı' })).toHaveCount(0);
  // A path no remote routes is still a 404.
  await page.goto('/vip-wheelz?market=az');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/vip-wheel?market=az');
  await off.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page).toHaveTitle('Ana Sayfa');

  // This device's player is an az player (their tourist started here): a tr link keeps them in az, and says so.
  await page.goto('/vip-wheel?market=tr');
  await expect(off).toBeVisible();
  const notice = page.getByTestId('market-notice');
  await expect(notice).toContainText('Hesabınız Azerbaycan pazarına ait: bakiyeniz, ödemeleriniz ve teklifleriniz AZN ile sürer. Açtığınız bağlantı Türkiye içindi.');
  await look(page, 'market-notice-desktop');
  await notice.getByRole('button', { name: 'Anladım' }).click();
  await expect(notice).toHaveCount(0);

  // At phone width, an az device on a tr link: the same notice above the page.
  const azPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phonePage = await azPhone.newPage();
  await useDevice(phonePage, deviceOn('stable', 'lobby', 99));
  await phonePage.goto('/vip-wheel?market=az');
  await expect(phonePage.getByTestId('switched-off')).toBeVisible();
  await phonePage.goto('/vip-wheel?market=tr');
  await expect(phonePage.getByTestId('market-notice')).toContainText('Hesabınız Azerbaycan pazarına ait');
  await look(phonePage, 'market-notice-phone');
  await azPhone.close();

  // A device of Türkiye has the wheel.
  const trDevice = await browser.newContext();
  const trPage = await trDevice.newPage();
  await useDevice(trPage, deviceOn('stable', 'lobby', 99));
  await trPage.goto('/vip-wheel?market=tr');
  await expect(trPage).toHaveTitle('VIP Çarkı');
  await expect(trPage.getByTestId('market-notice')).toHaveCount(0);
  await trDevice.close();
});

// It changes the mail-rewards remote of az: the console spec, which may run meanwhile, pins and audits the wheel
// of az and expects it off; the releases spec moves the lobby of az.
test('the registry follows staff changes on the next page load, and survives a registry outage', async ({ page, registry, system }) => {
  await useDevice(page, deviceOn('stable', 'lobby', 99));
  await page.goto('/promotions?market=az');
  await expect(page).toHaveTitle('Promosyonlar');
  const disable = await registry(['disable', 'az', 'mail-rewards']);
  expect(disable.code, disable.stderr).toBe(0);
  try {
    await page.goto('/promotions?market=az');
    await expect(page.getByTestId('switched-off')).toContainText('Bu bölüm şu anda kullanılamıyor');
    await expect(page.getByRole('link', { name: 'Promosyonlar' })).toHaveCount(0);
  } finally {
    const enable = await registry(['enable', 'az', 'mail-rewards']);
    expect(enable.code, enable.stderr).toBe(0);
  }
  await page.goto('/promotions?market=az');
  await expect(page).toHaveTitle('Promosyonlar');

  // The registry cannot be reached: the last known good copy of this market is used.
  await page.route(`${system.urls.api}/platform/registry**`, (route) => route.abort());
  await page.goto('/?market=az');
  await expect(page).toHaveTitle('Ana Sayfa');
});
