// Player side at mobile width: a player with a spin (a staff grant) opens the VIP wheel, spins,
// sees the wheel stop on the prize the server drew and the header balance rise by it; the VIP page shows
// the level and the progress to the next one.
import type { APIRequestContext } from '@playwright/test';
import { formatConsoleErrors } from '../support/console-errors';
import { expect, test } from '../support/fixtures';
import { guestSession, useGuest } from '../support/session';
import { look } from '../support/look';

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
async function post<T>(request: APIRequestContext, url: string, data: object, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.post(url, { data: { appId: '2000', ...data }, headers });
  const body = (await res.json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}
const auth = (token: string) => ({ token, Authorization: token });
// The development staff token of APP_MODE=sandbox (api/src/config.ts), unless the run sets its own.
const ADMIN = { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'dev-admin-token-sandbox-only', 'x-admin-actor': 'e2e' };

test('mobile: a player with a spin spins the VIP wheel, it stops on the server draw, the balance rises; the VIP page shows level and progress', async ({ page, request, system, consoleErrors }) => {
  test.setTimeout(90_000);
  const api = system.urls.api;
  const guest = await guestSession(request, api);
  // Opens the cash account (sandbox welcome money), then staff grant one spin.
  await post(request, `${api}/wallet/sandboxTopUp`, {}, auth(guest.token));
  await post(request, `${api}/admin/wheel/grant`, { userId: guest.userid, spins: 1, ref: `e2e-${guest.userid}` }, ADMIN);
  const before = (await post<{ totalAssets: number; isWheelEnough: boolean }>(request, `${api}/user/getUserInfo`, {}, auth(guest.token)));
  expect(before.isWheelEnough).toBe(true);

  await useGuest(page, guest);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/vip-wheel');
  const wheel = page.getByTestId('lucky-wheel');
  await expect(wheel).toBeVisible();
  await expect(page.getByTestId('wheel-spins-left')).toHaveText('1 çevirme hakkı');
  await expect(wheel).toHaveAttribute('data-state', 'idle');
  // No prize label runs over another ("1.000,00 ₺" over "250,00 ₺", issue 44).
  const boxes = await wheel.locator('.whl-wheel__rotor text').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  const overlapping = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).map(() => i));
  expect(overlapping).toEqual([]);
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('1.000,00');
  await look(page, 'vip-wheel-before');

  await page.getByTestId('wheel-spin').click();
  await expect(wheel).toHaveAttribute('data-state', /accelerating|constant|decelerating/);
  // Acceleration 2500 ms, then the slow-down of 2500 ms onto the server's index.
  await expect(wheel).toHaveAttribute('data-state', 'stopped', { timeout: 15_000 });
  const result = page.getByTestId('wheel-result');
  await expect(result).not.toHaveAttribute('data-index', '');
  const shownIndex = Number(await result.getAttribute('data-index'));

  // What the server recorded is what the wheel shows, and what was paid.
  const history = await post<{ list: Array<{ index: number; amountMinor: number }> }>(request, `${api}/wheel/history`, { page: 1, pageSize: 5 }, auth(guest.token));
  expect(history.list).toHaveLength(1);
  const drawn = history.list[0]!;
  expect(shownIndex).toBe(drawn.index);
  const after = await post<{ totalAssets: number; isWheelEnough: boolean }>(request, `${api}/user/getUserInfo`, {}, auth(guest.token));
  expect(after.totalAssets).toBe(before.totalAssets + drawn.amountMinor);
  expect(after.isWheelEnough).toBe(false);
  const shown = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(after.totalAssets / 100);
  await expect(balance).toContainText(shown);
  await expect(result).toContainText(drawn.amountMinor > 0 ? 'Tebrikler!' : 'Bu sefer olmadı');
  await expect(page.getByTestId('wheel-spins-left')).toHaveText('0 çevirme hakkı');
  await expect(page.getByTestId('wheel-history').locator('li')).toHaveCount(1);
  await look(page, 'vip-wheel-after', { fullPage: true });

  // The VIP page: level card, progress bar, the levels table.
  await page.goto('/vip');
  const card = page.getByTestId('vip-level');
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-level', '0');
  await expect(card).toContainText('VIP 0');
  await expect(page.getByTestId('vip-progress')).toHaveAttribute('aria-valuenow', '0');
  await expect(card).toContainText('VIP 1 için 1.000,00 ₺ daha oynayın');
  await expect(page.getByTestId('vip-levels').locator('li')).toHaveCount(11);
  await look(page, 'vip-page', { fullPage: true });
  expect(consoleErrors.filter((e) => e.kind === 'pageerror'), formatConsoleErrors(consoleErrors)).toEqual([]);
});
