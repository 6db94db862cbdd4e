// The system is up on the e2e ports: API healthy, shell served with its runtime config, remotes reachable
// cross-origin.
import { expect, test } from '../support/fixtures';
import { formatConsoleErrors } from '../support/console-errors';
import { formatWeight, recordScriptWeight } from '../support/page-weight';

test('the API answers /health', async ({ request, system }) => {
  const res = await request.get(`${system.urls.api}/health`);
  expect(res.ok()).toBe(true);
});

test('the shell page at / loads in Turkish', async ({ page, consoleErrors }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr'); // the content's language (Turkish); the internal code stays tk
  expect(consoleErrors.filter((e) => e.kind === 'pageerror'), formatConsoleErrors(consoleErrors)).toEqual([]);
});

test('the shell serves runtime config pointing at this API through its own origin, and deep links fall back to the app', async ({ request, system }) => {
  const config = await request.get(`${system.urls.shell}/runtime-config.js`);
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(await config.text()).toContain('"apiBaseUrl":"/api"');
  // /api/* on the shell's origin is this API.
  const health = await request.get(`${system.urls.shell}/api/health`);
  expect(health.ok()).toBe(true);
  expect(health.headers()['content-type']).toContain('application/json');

  const deepLink = await request.get(`${system.urls.shell}/some/deep/route`);
  expect(deepLink.status()).toBe(200);
  expect(deepLink.headers()['content-type']).toContain('text/html');

  const missingAsset = await request.get(`${system.urls.shell}/missing-chunk.js`);
  expect(missingAsset.status()).toBe(404);
});

for (const remote of ['lobby', 'account', 'mail-rewards', 'wheel'] as const) {
  test(`the ${remote} remote serves its manifest to other origins, never cached stale`, async ({ request, system }) => {
    const res = await request.get(`${system.urls[remote]}/mf-manifest.json`, {
      headers: { Origin: system.urls.shell },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['access-control-allow-origin']).toBe('*');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as { metaData?: { remoteEntry?: { name?: string } } };
    expect(manifest.metaData?.remoteEntry?.name).toBe('remoteEntry.js');
  });
}

test('home page JavaScript per origin (figures, not asserted)', async ({ page }, testInfo) => {
  const weight = recordScriptWeight(page);
  await page.goto('/');
  // Not 'networkidle': the page keeps a push stream (SSE) open, so the network never idles.
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.waitForLoadState('load');
  const rows = await weight.summary();
  const table = formatWeight(rows);
  console.log(`home page JS:\n${table}`);
  await testInfo.attach('home-page-js.json', { body: JSON.stringify(rows, null, 2), contentType: 'application/json' });
  expect(rows.length).toBeGreaterThan(0);
});
