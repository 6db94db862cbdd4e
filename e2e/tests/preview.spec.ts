// Preview links (issue 42 item 1): a published lobby version runs in the browser that opened the link only,
// with the preview bar; "Önizlemeyi bitir" goes back to the pinned version; a tampered link loads the normal
// page with a notice. Changes no market's pins (publishing adds a version, a preview changes nothing shared),
// so it runs with the other desktop specs.
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { deviceOn, runRemote } from '../support/registry';
import { REPO_ROOT } from '../support/system';

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const lobbyDist = join(REPO_ROOT, 'mf-lobby', 'dist');
const version = `0.1.0-preview.${Date.now().toString(36)}`;

/** A fresh browser (its own storage), never on a lobby canary another spec may run meanwhile. */
const openBrowser = async (browser: Browser) => {
  const context = await browser.newContext();
  await context.addInitScript((d) => localStorage.setItem('deviceNumber', d), deviceOn('stable', 'lobby', 99));
  return { context, page: await context.newPage() };
};

/** What the registry answered this page for the lobby. */
const lobbyOf = async (page: Page, open: () => Promise<unknown>) => {
  const answer = page.waitForResponse((r) => r.url().includes('/platform/registry'), { timeout: 15_000 }).catch(() => null);
  await open();
  await expect(page).toHaveTitle('Ana Sayfa');
  const res = await answer;
  return res ? ((await res.json()) as { resultData: { remotes: Array<{ name: string; version: string; channel: string }>; previewRefused?: { reason: string } } }).resultData : null;
};

test('a preview link runs the version in one browser only; "Önizlemeyi bitir" goes back; a tampered link gets a notice', async ({ browser, registry }) => {
  const published = await runRemote(['publish', 'lobby', '--version', version, '--from', lobbyDist]);
  expect(published.code, published.stderr).toBe(0);

  const made = await registry(['preview', 'az', 'lobby', version, '--ttl', '2h', '--reason', 'e2e: look before anyone']);
  expect(made.code, made.stdout + made.stderr).toBe(0);
  const link = made.stdout.trim().split('\n').at(-1)!;
  expect(link).toMatch(/\?market=az&preview=[\w-]+\.[\w-]+$/);

  // The browser that opens the link: the previewed version, channel preview, and the bar naming it.
  const one = await openBrowser(browser);
  const seen = await lobbyOf(one.page, () => one.page.goto(link));
  expect(seen?.remotes.find((r) => r.name === 'lobby')).toMatchObject({ version, channel: 'preview' });
  const bar = one.page.getByTestId('preview-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(`lobby ${version}`);
  // The address no longer carries the token; the next load of this browser keeps the preview.
  expect(one.page.url()).not.toContain('preview=');
  await one.page.reload();
  await expect(one.page.getByTestId('preview-bar')).toContainText(`lobby ${version}`);

  // Another browser of the market: the pinned version, no bar.
  const other = await openBrowser(browser);
  await other.page.goto('/?market=az');
  await expect(other.page).toHaveTitle('Ana Sayfa');
  const pinned = JSON.parse((await other.page.evaluate(() => localStorage.getItem('registry:lastKnownGood:az'))) ?? '{"remotes":[]}') as { remotes: Array<{ name: string; version: string; channel: string }> };
  expect(pinned.remotes.find((r) => r.name === 'lobby')).toMatchObject({ channel: 'stable' });
  expect(pinned.remotes.find((r) => r.name === 'lobby')?.version).not.toBe(version);
  await expect(other.page.getByTestId('preview-bar')).toHaveCount(0);

  // "Önizlemeyi bitir": forgotten, reloaded, the pinned version again.
  await Promise.all([one.page.waitForEvent('load'), one.page.getByRole('button', { name: 'Önizlemeyi bitir' }).click()]);
  await expect(one.page).toHaveTitle('Ana Sayfa');
  await expect
    .poll(async () => (JSON.parse((await one.page.evaluate(() => localStorage.getItem('registry:lastKnownGood:az'))) ?? '{"remotes":[]}') as typeof pinned).remotes.find((r) => r.name === 'lobby')?.channel)
    .toBe('stable');
  await expect(one.page.getByTestId('preview-bar')).toHaveCount(0);
  expect(await one.page.evaluate(() => localStorage.getItem('casino.preview'))).toBeNull();

  // A tampered link (the version changed, the signature kept): the normal page and a notice.
  const [body, sig] = new URL(link).searchParams.get('preview')!.split('.');
  const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as { pairs: [string, string][] };
  claims.pairs = [['lobby', '9.9.9']];
  const tampered = new URL(link);
  tampered.searchParams.set('preview', `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`);
  const third = await openBrowser(browser);
  const refused = await lobbyOf(third.page, () => third.page.goto(tampered.href));
  expect(refused?.previewRefused?.reason).toBe('PREVIEW_INVALID');
  expect(refused?.remotes.find((r) => r.name === 'lobby')?.channel).toBe('stable');
  await expect(third.page.getByTestId('preview-refused')).toBeVisible();
  await third.page.getByRole('button', { name: 'Kapat' }).click();
  await expect(third.page.getByTestId('preview-refused')).toHaveCount(0);
  expect(await third.page.evaluate(() => localStorage.getItem('casino.preview'))).toBeNull();

  for (const b of [one, other, third]) await b.context.close();
});
