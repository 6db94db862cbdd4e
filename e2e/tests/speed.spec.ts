// Routes as data, remotes on demand, one federation runtime, compressed and cached assets, and
// API calls through the shell's own origin (no CORS preflight per call).
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The page is up and its deferred widgets (loaded once the page is idle: the header's mail) have settled. */
const settled = async (page: Page) => {
  await page.waitForLoadState('load');
  await expect(page.locator('[data-slot="mail-rewards/MailPopup"]')).toHaveAttribute('aria-busy', 'false');
};

/** Scripts the page asked for, by URL. */
const recordScripts = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r: Request) => {
    if (r.resourceType() === 'script') urls.push(r.url());
  });
  return urls;
};

test('the home page loads no code of a remote it does not render; its route loads it on navigation', async ({ page, system }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Ana Sayfa');
  // The menu names every enabled remote's routes from their route data alone.
  await expect(page.getByRole('link', { name: 'VIP Çarkı' }).first()).toBeVisible();
  await settled(page);
  expect(scripts.some((u) => u.startsWith(`${system.urls.lobby}/`)), 'the lobby renders the home page').toBe(true);
  expect(scripts.filter((u) => u.startsWith(`${system.urls.wheel}/`)), 'no wheel code on the home page').toEqual([]);
  // The account's dialog host shows nothing until the player acts: a page left alone never loads it.
  expect(scripts.filter((u) => u.startsWith(`${system.urls.account}/`)), 'no account code on a page left alone').toEqual([]);
  await page.locator('main').first().dispatchEvent('pointerdown');
  await expect(page.locator('[data-slot="account/AccountOverlay"]')).toHaveAttribute('aria-busy', 'false');
  expect(scripts.some((u) => u.startsWith(`${system.urls.account}/`)), 'the first tap loads it').toBe(true);

  const wheelEntry = page.waitForResponse(`${system.urls.wheel}/remoteEntry.js`);
  await page.getByRole('link', { name: 'VIP Çarkı' }).first().click();
  expect((await wheelEntry).ok()).toBe(true);
  await expect(page).toHaveURL(/\/vip-wheel$/);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});

test('one federation runtime on the page: the remotes use the host runtime', async ({ page, request, system }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Ana Sayfa');
  await page.goto('/promotions');
  await expect(page).toHaveTitle('Promosyonlar');
  await settled(page);
  let copies = 0;
  for (const url of new Set(scripts)) if ((await (await request.get(url)).text()).includes('beforeRegisterRemote')) copies += 1;
  expect(copies).toBe(1);
  // A remote's entry is small without its own runtime.
  const entry = await request.get(`${system.urls.lobby}/remoteEntry.js`);
  expect((await entry.body()).length).toBeLessThan(40_000);
});

test('a remote that is down costs nothing until visited, then shows the unavailable panel', async ({ page, system }) => {
  const wheelRequests: string[] = [];
  // A device that saw the wheel before keeps its last known route data, so its menu entry stays.
  await page.goto('/');
  await expect(page).toHaveTitle('Ana Sayfa');
  await page.route(`${system.urls.wheel}/**`, (route) => {
    wheelRequests.push(route.request().url());
    return route.abort();
  });
  await page.reload();
  await expect(page).toHaveTitle('Ana Sayfa');
  await settled(page);
  expect(wheelRequests.filter((u) => u.endsWith('.js')), 'no wheel script while it is not needed').toEqual([]);

  await page.getByRole('link', { name: 'VIP Çarkı' }).first().click();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toContainText('geçici olarak kullanılamıyor');
});

test('assets are pre-compressed and cached by kind; remotes publish their route data', async ({ request, system }) => {
  const html = await (await request.get(`${system.urls.shell}/`)).text();
  const main = /src="\/?(main\.js)"/.exec(html)?.[1] ?? 'main.js';
  const js = await request.get(`${system.urls.shell}/${main}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(js.headers()['content-encoding']).toBe('br');
  expect(js.headers()['cache-control']).toBe('no-cache');

  const manifest = await (await request.get(`${system.urls.lobby}/mf-manifest.json`)).json();
  const chunk: string | undefined = [...(manifest.exposes ?? []).flatMap((e: { assets: { js: { async: string[]; sync: string[] } } }) => [...e.assets.js.sync, ...e.assets.js.async])].find((f: string) => /\.[0-9a-f]{8}\.js$/.test(f));
  expect(chunk, 'a content-hashed chunk in the lobby manifest').toBeTruthy();
  const hashed = await request.get(`${system.urls.lobby}/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(hashed.headers()['content-encoding']).toBe('gzip');
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const routes = await (await request.get(`${system.urls.lobby}/routes.json`)).json();
  expect(routes.namespace).toBe('lobby');
  expect(routes.routes.find((r: { name: string }) => r.name === 'Home')).toMatchObject({ path: '', titleKey: 'lobby:routes.Home' });
  expect(routes.titles.tk.routes.Home).toBe('Ana Sayfa');
});

test("the home page's first screen comes with its HTML: no registry, route data or catalogue round trip before the rows", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'xhr' || r.resourceType() === 'fetch') asked.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page).toHaveTitle('Ana Sayfa');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await settled(page);
  for (const path of ['/api/platform/registry', '/api/labelGame/list', '/api/labelGame/getGameByLabelCategoryAndPage', '/routes.json']) {
    expect(asked.filter((p) => p.endsWith(path)), `${path} came with the page`).toEqual([]);
  }
  // Another page asks for what it needs itself, as before.
  await page.goto('/promotions');
  await expect(page).toHaveTitle('Promosyonlar');
  expect(asked.some((p) => p.endsWith('/api/platform/registry'))).toBe(true);
});

test('the page calls the API through its own origin: no cross-origin call, so no preflight', async ({ page, system }) => {
  const apiCalls: string[] = [];
  const direct: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'xhr' || r.resourceType() === 'fetch') apiCalls.push(r.url());
    if (r.url().startsWith(`${system.urls.api}/`)) direct.push(`${r.method()} ${r.url()}`);
  });
  await page.goto('/');
  await expect(page).toHaveTitle('Ana Sayfa');
  await settled(page);
  const toApi = apiCalls.filter((u) => !/\/(routes|mf-manifest)\.json$/.test(u));
  expect(toApi.length, 'the session at least').toBeGreaterThan(0);
  for (const url of toApi) expect(url.startsWith(`${system.urls.shell}/api/`), url).toBe(true);
  // Nothing goes to the API's own origin: no cross-origin request, so no CORS preflight either.
  expect(direct).toEqual([]);
});

// The home page's LCP is the first-paint banner (drawn by the HTML before any script), in every run: the
// lobby's carousel that takes its place later must never paint anything larger.
/** Records every LCP candidate as the browser reports it (the element may be gone by the time the test asks). */
const recordLcp = () => {
  const w = window as Window & { __lcp?: Array<{ inFirstPaint: boolean; tag: string; size: number; url: string; at: number }> };
  w.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null; size: number; url: string }>) {
      w.__lcp!.push({ inFirstPaint: Boolean(entry.element?.closest('#first-paint')), tag: entry.element?.tagName ?? '', size: entry.size, url: entry.url.slice(0, 40), at: Math.round(entry.startTime) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

for (const viewport of [{ name: 'desktop', width: 1440, height: 900 }, { name: 'phone', width: 390, height: 844 }]) {
  test(`${viewport.name}: the LCP element is the first-paint banner, and nothing larger paints once the page has taken over`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.addInitScript(recordLcp);
    await page.goto('/');
    await expect(page).toHaveTitle('Ana Sayfa');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await settled(page);
    // The carousel moves on every 5 s: once a later slide is in place (the 0.45 s slide over) with its picture
    // loaded, and two frames have painted, a later, larger candidate would show up here.
    const laterSlideShown = () =>
      page.evaluate(() => {
        const slides = [...document.querySelectorAll('.lobby-carousel__slide')];
        const index = slides.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
        const shown = slides[index];
        const viewport = shown?.closest('.lobby-carousel__viewport');
        if (index < 1 || !shown || !viewport || !shown.querySelector('img')?.complete) return false;
        return Math.round(shown.getBoundingClientRect().left - viewport.getBoundingClientRect().left) === 0;
      });
    await expect.poll(laterSlideShown, { timeout: 20_000 }).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const entries = await page.evaluate(() => (window as Window & { __lcp?: Array<{ inFirstPaint: boolean; tag: string; size: number; url: string; at: number }> }).__lcp ?? []);
    expect(entries.length).toBeGreaterThan(0);
    const last = entries.at(-1)!;
    expect(last, JSON.stringify(entries)).toMatchObject({ inFirstPaint: true, tag: 'IMG' });
  });
}

test("the home page's HTML names no script to fetch before its picture; the entry and the boot's preloads follow its paint", async ({ page, request, system }) => {
  const html = await (await request.get(`${system.urls.shell}/`)).text();
  expect(html, 'no entry script in <head>').not.toMatch(/<script defer src=/);
  expect(html, 'no script preload in <head>').not.toMatch(/<link rel=preload as=script/);
  await page.goto('/');
  await expect(page).toHaveTitle('Ana Sayfa');
  await settled(page);
  const head = await page.evaluate(() => ({
    entry: [...document.querySelectorAll('script[src]')].map((s) => new URL((s as HTMLScriptElement).src).pathname),
    preloads: [...document.querySelectorAll('link[rel=preload][as=script]')].map((l) => (l as HTMLLinkElement).href),
  }));
  expect(head.entry).toContain('/main.js');
  expect(head.preloads.some((href) => /\/bootstrap\.[0-9a-f]{8}\.js$/.test(href)), 'the boot chunk').toBe(true);
  expect(head.preloads.some((href) => href.startsWith(`${system.urls.lobby}/`)), "the home remote's entry").toBe(true);
});
