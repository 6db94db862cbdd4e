// Local override (issue 42 item 2): ?override=<remote>@<its remoteEntry.js> points one remote at a build on a
// dev origin for this browser only (sandbox mode); a non-dev origin is refused with a notice and never loaded.
import { expect, test } from '../support/fixtures';

test('an override to the lobby on a localhost origin shows the bar in that browser only, and the page works', async ({ browser, system }) => {
  const entry = `${system.urls.lobby}/remoteEntry.js`;
  const overridden = await browser.newContext();
  const page = await overridden.newPage();
  await page.goto(`/?override=lobby@${entry}`);
  await expect(page).toHaveTitle('Ana Sayfa');
  await expect(page.getByTestId('override-active')).toContainText(`lobby → ${entry}`);
  // Kept for this browser: the next page still has it; the lobby's code comes from the override.
  await page.goto('/');
  await expect(page.getByTestId('override-active')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('casino:override'))).toContain(entry);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await expect(otherPage).toHaveTitle('Ana Sayfa');
  await expect(otherPage.getByTestId('override-bar')).toHaveCount(0);

  // "remove" clears it.
  // It loads the page again with ?override=lobby@ (the new page's boot forgets it): the checks wait for that page,
  // not for the old one going away (its bar is gone at once, before the new boot has cleared the storage).
  await page.getByTestId('override-active').getByRole('button').click();
  await page.waitForURL(/[?&]override=lobby(@|%40)$/);
  await expect(page).toHaveTitle('Ana Sayfa');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('casino:override'))).toBeNull();
  await expect(page.getByTestId('override-bar')).toHaveCount(0);
  await overridden.close();
  await other.close();
});

test('an override to a non-dev origin is refused with a notice, never loaded, and the page loads normally', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/?override=lobby@https://evil.example/remoteEntry.js');
  await expect(page).toHaveTitle('Ana Sayfa');
  await expect(page.getByTestId('override-refused')).toContainText('https://evil.example/remoteEntry.js');
  await expect(page.getByTestId('override-active')).toHaveCount(0);
  expect(requested.some((u) => u.startsWith('https://evil.example'))).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('casino:override'))).toBeNull();
});
