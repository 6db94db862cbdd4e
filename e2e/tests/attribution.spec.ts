// The embedded attribution service (spec sections 1 and 4). A new device landing from an ad
// (click ids in the URL) reports them once through /fb/data/api/v2/token/get, as the query string only,
// after the first paint and the load event; a player who chose "necessary only" sends nothing.
import { newDevice, useDevice } from '../support/session';
import { expect, test } from '../support/fixtures';
import { pageIdle } from '../support/idle';

const PATH = '/fb/data/api/v2/token/get';

test('a device landing from an ad reports its click ids once, after the first paint, and keeps the token', async ({ page }) => {
  test.setTimeout(60_000);
  const device = newDevice();
  await useDevice(page, device);
  // The player accepted all in the cookie banner before (nothing is tracked before a choice).
  await page.addInitScript(() => localStorage.setItem('casino.consent', JSON.stringify({ v: 1, analytics: true, at: new Date().toISOString() })));
  const called = page.waitForRequest((r) => r.url().includes(PATH), { timeout: 30_000 });
  await page.goto('/?fbclid=IwAR2-e2e_1&gclid=Cj0KCQ-e2e&utm_source=meta');
  const request = await called;
  expect(request.method()).toBe('POST');
  expect(request.postData() ?? '').toBe('');
  const query = Object.fromEntries(new URL(request.url()).searchParams);
  expect(query).toMatchObject({ deviceNumber: device, fbclid: 'IwAR2-e2e_1', gclid: 'Cj0KCQ-e2e', consent: '1' });
  expect(query).not.toHaveProperty('utm_source');
  const body = (await (await request.response())!.json()) as { state: string; resultData: { token: string; recorded: boolean } };
  expect(body).toMatchObject({ state: '200', resultData: { recorded: true } });

  // Off the critical path: the call started after the first contentful paint and after the load event.
  const timing = await page.evaluate((path) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const call = performance.getEntriesByType('resource').find((e) => e.name.includes(path));
    return { fcp, loadEnd: nav?.loadEventEnd ?? Number.NaN, callStart: call?.startTime ?? Number.NaN };
  }, PATH);
  test.info().annotations.push({ type: 'timing', description: `FCP ${Math.round(timing.fcp)} ms, load ${Math.round(timing.loadEnd)} ms, token/get at ${Math.round(timing.callStart)} ms` });
  expect(timing.callStart).toBeGreaterThan(timing.fcp);
  expect(timing.callStart).toBeGreaterThanOrEqual(timing.loadEnd);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('casino.attribution'))).toBe(JSON.stringify({ token: body.resultData.token }));

  // Once per device: another visit asks nothing.
  let again = 0;
  page.on('request', (r) => r.url().includes(PATH) && (again += 1));
  await page.reload();
  // The stored session is there at once (no login call on a reload); the call would go out in an idle
  // callback after the load event: once the page has been idle after it, nothing went out.
  await pageIdle(page);
  expect(again).toBe(0);
});

test('"necessary only": no attribution call and nothing stored', async ({ page }) => {
  test.setTimeout(60_000);
  await useDevice(page, newDevice());
  await page.addInitScript(() => localStorage.setItem('casino.consent', JSON.stringify({ v: 1, analytics: false, at: new Date().toISOString() })));
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes(PATH) && calls.push(r.url()));
  const session = page.waitForResponse((r) => r.url().endsWith('/sso/v2/login'), { timeout: 30_000 });
  await page.goto('/?fbclid=IwAR2-e2e_2');
  await session;
  // The call would go out in an idle callback once the session is there (at most 5 s after load).
  await pageIdle(page);
  expect(calls).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('casino.attribution'))).toBeNull();
});
