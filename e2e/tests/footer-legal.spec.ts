// A footer on every layout page (desktop and phone, tk / en / zh-CN) with the legal pages,
// help, 18+, the market's operator and licence, payment methods and providers; its facts are asked for only
// when it nears the screen (nothing added before the first paint). The legal pages show their version's
// date, and a staff text with markup shows as text.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageIdle } from '../support/idle';
import { guestSession, useGuest } from '../support/session';
import { ADMIN_HEADERS, createStaff, signIn } from '../support/staff';
import { look } from '../support/look';

const LINKS_TK = ['Kullanım Şartları', 'Gizlilik ve KVKK Aydınlatma Metni', 'Çerez Politikası', 'Bonus Kuralları', 'Sorumlu Oyun', 'Yardım / Müşteri Hizmetleri'];

const legalListCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/legal/list') && calls.push(r.url()));
  return calls;
};

test('desktop (tk): the footer below the fold, asked for when reached, and the KVKK notice with its version date', async ({ page, request, system }) => {
  await useGuest(page, await guestSession(request, system.urls.api));
  await page.setViewportSize({ width: 1440, height: 900 });
  const calls = legalListCalls(page);
  await page.goto('/');
  await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 20_000 });
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('navigation', { name: 'Yasal bilgiler' }).getByRole('link')).toHaveText(LINKS_TK);
  await expect(footer.getByTestId('footer-18')).toHaveText('18+');
  // Below the fold on the home page: nothing asked for, even once the page is idle.
  await pageIdle(page);
  expect(await footer.boundingBox().then((b) => (b?.y ?? 0) > 900)).toBe(true);
  expect(calls).toEqual([]);
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByTestId('footer-licence')).toContainText('Curaçao Gaming Authority');
  await expect(footer.getByTestId('footer-payments')).toContainText('EFT / Havale');
  await expect(footer.getByTestId('footer-providers')).toContainText('Pragmatic Play');
  expect(calls).toHaveLength(1);
  await look(footer, 'footer-desktop');

  await footer.getByRole('link', { name: 'Gizlilik ve KVKK Aydınlatma Metni' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  const doc = page.getByTestId('legal-page');
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText('Gizlilik ve KVKK Aydınlatma Metni');
  await expect(doc.getByTestId('legal-version')).toHaveText(/^Sürüm 1 · \d{1,2} \S+ \d{4} tarihinde yayımlandı$/);
  await expect(doc.getByRole('heading', { level: 2, name: '6. Haklarınız' })).toBeVisible();
  await expect(page).toHaveTitle('Gizlilik ve KVKK Aydınlatma Metni');
  await look(page, 'legal-desktop');

  // Back leaves the legal page for the home page again (it once left a blank page: Chromium's scrollTo returns a promise).
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('game-card').first()).toBeVisible();
});

test('phone (en, zh-CN): the footer above the tab bar, in the player’s language', async ({ page, request, system }) => {
  await useGuest(page, await guestSession(request, system.urls.api), 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/personal');
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/legal/terms');
  await expect(footer.getByRole('link', { name: 'Help / Customer Service' })).toBeVisible();
  await expect(footer.getByTestId('footer-licence')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The last line of the footer is not under the fixed tab bar.
  const tabs = await page.locator('.shell-tabs').boundingBox();
  const last = await footer.getByTestId('footer-company').boundingBox();
  expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(tabs?.y ?? 0);
  await look(page, 'footer-mobile-en');

  await footer.getByRole('link', { name: 'Cookie Policy' }).click();
  const doc = page.getByTestId('legal-page');
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
  await expect(doc.getByTestId('legal-version')).toHaveText(/^Version 1 · published on \d{1,2} \w+ \d{4}$/);
  await look(page, 'legal-mobile-en');
  // A text with no English version yet: the Turkish one, and the page says so.
  await page.goto('/legal/bonus');
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText('Bonus Kuralları');
  await expect(doc).toContainText('available in Turkish only');

  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  await page.goto('/personal');
  await expect(page.getByTestId('site-footer').getByRole('link', { name: '使用条款' })).toBeVisible();
});

test('a staff text with markup shows as text on the market’s page, with the new version', async ({ page, request, system }) => {
  const published = await request.post(`${system.urls.api}/admin/legal/publish`, {
    headers: ADMIN_HEADERS,
    data: { appId: '2000', market: 'az', kind: 'bonus', lang: 'en', title: 'Bonus Rules', body: 'Rule 1.\n\n<script>window.hacked = 1</script><img src=x onerror="window.hacked = 1">', note: 'e2e' },
  });
  expect(((await published.json()) as { state: string }).state).toBe('200');
  await useGuest(page, await guestSession(request, system.urls.api, undefined, { market: 'az' }), 'en');
  const dialogs: string[] = [];
  page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
  await page.goto('/legal/bonus?market=az');
  const doc = page.getByTestId('legal-page');
  await expect(doc).toContainText('<script>window.hacked = 1</script>');
  await expect(doc.getByTestId('legal-version')).toContainText('Version 1');
  expect(await doc.locator('script, img').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('staff publish a new version in the console; players read it with its date', async ({ page, request, system }) => {
  test.setTimeout(90_000);
  // An admin of its own (as the demo account is): a code is good once, so a shared account would wait for the next one.
  await signIn(page, system.urls.console, await createStaff(request, system.urls.api, 'admin', 'legal'));
  await page.goto(`${system.urls.console}/legal`);
  await page.getByLabel('Market').selectOption('az');
  const row = page.getByTestId('legal-responsible-tk');
  await expect(row).toContainText('seed');
  await row.getByRole('button', { name: 'New version…' }).click();
  const form = page.getByRole('form', { name: 'Responsible gaming (tk)' });
  await form.getByRole('textbox', { name: /^Text/ }).fill('Oyun bir eğlencedir.\n\n## Destek\nYEDAM 115 hattı ücretsizdir.');
  await look(page, 'console-legal-desktop', { fullPage: true });
  await form.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish a new version of Responsible gaming (tk) in az?' });
  await dialog.getByRole('textbox').fill('YEDAM hattı eklendi');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published version 2.')).toBeVisible();
  await expect(row).toContainText('YEDAM hattı eklendi');

  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'console-legal-mobile');

  const player = await page.context().newPage();
  await player.goto(`${system.urls.shell}/legal/responsible?market=az`);
  const doc = player.getByTestId('legal-page');
  await expect(doc.getByTestId('legal-version')).toHaveText(/^Sürüm 2 · /);
  await expect(doc.getByRole('heading', { level: 2, name: 'Destek' })).toBeVisible();
});
