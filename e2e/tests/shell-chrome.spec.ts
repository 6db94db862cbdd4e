// Shell chrome: layout choice, root font size, guard and start-up redirects, menu, tabs, drawer,
// titles, 404 and language. Runs against the whole system with real sessions; a logged-out player is a
// returning device (a member used it and logged out).
import type { APIRequestContext, Page } from '@playwright/test';
import { guestSession, returningDevice, useDevice, useGuest } from '../support/session';
import { expect, test } from '../support/fixtures';

/** A real guest session (a new device counts as logged in). */
async function logIn(page: Page, request: APIRequestContext, api: string, lang: 'tk' | 'en' = 'tk') {
  await useGuest(page, await guestSession(request, api), lang);
}

/** Answers an API call with a 200 envelope, with the CORS headers a credentialed request needs. */
const stubApi = (page: Page, path: string, resultData: unknown) =>
  page.route(`**${path}`, (route) =>
    route.fulfill({
      json: { state: '200', msg: '', success: true, resultData },
      headers: { 'access-control-allow-origin': route.request().headers()['origin'] ?? '*', 'access-control-allow-credentials': 'true' },
    }),
  );

test.describe('layout choice', () => {
  test('switches layout at 780 px with one reload, and only then', async ({ page, request, system }) => {
    await logIn(page, request, system.urls.api);
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.setViewportSize({ width: 900, height: 800 });
    // The resize was handled (the root font follows the width, 50 px at 900x800) and reloaded nothing.
    await expect(page.locator('html')).toHaveCSS('font-size', '50px');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await Promise.all([page.waitForEvent('load'), page.setViewportSize({ width: 700, height: 800 })]);
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
  });

  for (const [width, height, px] of [[1920, 1080, 100], [1440, 900, 75], [800, 600, 50]] as const) {
    test(`root font size at ${width}x${height} is ${px}px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/login');
      await expect(page.locator('html')).toHaveCSS('font-size', `${px}px`);
    });
  }
});

test.describe('auth guard', () => {
  test('a logged-out user on a protected route goes to login', async ({ page, request, system }) => {
    await useDevice(page, await returningDevice(request, system.urls.api));
    await page.goto('/recentGameRecords');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a not-logged-in returning device goes to login after start-up', async ({ page, request, system }) => {
    await useDevice(page, await returningDevice(request, system.urls.api));
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a new device plays as a guest and stays on Home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Ana Sayfa');
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('menu clicks of a logged-out user go to login', async ({ page, request, system }) => {
    await useDevice(page, await returningDevice(request, system.urls.api));
    await page.goto('/login');
    await page.locator('[data-menu-id="MyBettingRecords"]').click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('desktop chrome', () => {
  test('menu order has Hot, New and Favorite after the first item', async ({ page, request, system }) => {
    await logIn(page, request, system.urls.api);
    await page.goto('/');
    // Every enabled remote has contributed its routes.
    await expect(page.locator('[data-menu-id="RecentGameRecords"]')).toBeVisible();
    await expect(page.locator('[data-menu-id="Promotions"]')).toBeVisible();
    const ids = await page.locator('[data-testid="side-menu"] > ul > li > div > a').evaluateAll((as) => as.map((a) => a.getAttribute('data-menu-id')));
    expect(ids.slice(0, 4)).toEqual(['Home', 'hot', 'new', 'favoriler']);
  });

  test('logged out: Giriş Yap and Kaydol, or the route title on ignoreAuth routes', async ({ page, request, system }) => {
    await useDevice(page, await returningDevice(request, system.urls.api));
    await page.goto('/login');
    await expect(page.getByTestId('auth-buttons')).toHaveCount(0);
    await page.goto('/password-reset');
    await expect(page.getByTestId('route-title')).toBeVisible();
    await expect(page.getByTestId('auth-buttons')).toHaveCount(0);
  });

  test('page titles follow navigation and an unknown path is titled 404', async ({ page, request, system }) => {
    await logIn(page, request, system.urls.api);
    await page.goto('/');
    await expect(page).not.toHaveTitle('');
    const home = await page.title();
    await page.locator('[data-menu-id="RecentGameRecords"]').click();
    await expect(page).not.toHaveTitle(home);
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle('404');
  });

  test('language switch changes texts and <html lang> without fetching en while tk is used', async ({ page, request, system }) => {
    const enFetched: string[] = [];
    page.on('request', (r) => /i18n-[a-z-]+-en-json/.test(r.url()) && enFetched.push(r.url()));
    await logIn(page, request, system.urls.api);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('[data-menu-id="hot"]')).toHaveText(/Popüler/);
    expect(enFetched).toEqual([]);
    await page.getByTestId('lang-select').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-menu-id="hot"]')).toHaveText(/Hot/);
    expect(enFetched.length).toBeGreaterThan(0);
    await expect(page.getByTestId('lang-select').locator('option[value="zh-CN"]')).toHaveCount(0);
  });
});

test.describe('mobile chrome', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('tab bar is Home, Spor, Promo, Paylaş, Profil', async ({ page, request, system }) => {
    await logIn(page, request, system.urls.api);
    await page.goto('/');
    await expect(page.getByTestId('tab-bar').locator('a > span:last-child')).toHaveText(['Home', 'Spor', 'Promo', 'Paylaş', 'Profil']);
  });

  test('the drawer search shows the not-found notice', async ({ page, request, system }) => {
    await stubApi(page, '/labelGame/getSearchResults', []);
    await logIn(page, request, system.urls.api);
    await page.goto('/');
    await page.getByTestId('drawer-button').click();
    await page.getByPlaceholder('Serch for games..').fill('zzzz');
    await expect(page.getByText('Üzgünüz, aradığınız sonuç bulunamadı. Belki farklı bir anahtar kelime deneyebilirsiniz.')).toBeVisible();
  });
});
