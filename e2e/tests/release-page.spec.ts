// The release page of a remote in the staff console (/versions/:remote): two published lobby versions with their
// build time, commit and author; the "this version vs pinned" view. Publishing changes no market (nothing is pinned
// here), so the spec runs beside the others in the desktop project.
import { expect, test } from '../support/fixtures';
import { createStaff, publishRemote, signIn } from '../support/staff';
import { look } from '../support/look';

test('the release page of lobby lists its versions with build time, and compares one with what each market pins', async ({ page, request, system, consoleErrors }) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const [v1, v2] = [`1.0.0-relpage.${tag}.1`, `1.0.0-relpage.${tag}.2`];
  await publishRemote('lobby', v1);
  await publishRemote('lobby', v2);

  // An account of its own: the demo account's code of this 30 s step may be taken by console.spec.ts.
  await signIn(page, system.urls.console, await createStaff(request, system.urls.api, 'viewer', 'relpage'));
  await page.getByRole('link', { name: /Versions/ }).click();
  await page.getByLabel('Remote').selectOption('lobby');
  await page.getByTestId('release-page-link').click();
  await expect(page).toHaveURL(/\/versions\/lobby$/);
  await expect(page.getByText('Releases of lobby')).toBeVisible();
  const card = page.getByTestId(`release-${v2}`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('built')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  await expect(card).toContainText('route Home');
  await expect(page.getByTestId('markets')).toContainText('tr');
  await expect(page.getByTestId('previews-slot')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await look(page, 'release-page-1280', { fullPage: true });

  await card.getByRole('link', { name: 'Compare with pinned' }).click();
  await expect(page.getByTestId('compare')).toBeVisible();
  await expect(page.getByTestId('compare-tr')).toBeVisible();
  await look(page, 'release-compare-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('compare')).toBeVisible();
  await look(page, 'release-compare-390', { fullPage: true });
  // Nothing overflows the phone's width but the tables' own scrolling wrappers.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});
