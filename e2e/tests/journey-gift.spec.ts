// Issue 44 items 3-5 at phone width (390x844): a gift that waits for a running bonus (the mail and its badge stay,
// the deposit page warns, the active deposit limit shows and its refusal writes money as the site does), search
// by the lobby's own words with "see all" into the category, and a language switch that reaches promotion titles
// and banners without a reload. State is set up through the API where the UI is not what the test is about.
import { expect, test } from '../support/fixtures';
import { apiPost, memberSession, useGuest } from '../support/session';
import { look } from '../support/look';

test.beforeEach(async ({ page }) => page.setViewportSize({ width: 390, height: 844 }));

test('a gift with a running bonus waits in the mail, the deposit page warns and shows the limit', async ({ page, request, system }) => {
  test.setTimeout(120_000);
  const api = system.urls.api;
  const m = await memberSession(request, api);
  // A running bonus: today's sign-in reward is bonus money under wagering; and a daily deposit limit of 500,00 ₺.
  await apiPost(request, `${api}/signInRecord/getSignInUpdate`, {}, m.token);
  await apiPost(request, `${api}/protection/setLimit`, { kind: 'deposit', period: 'day', value: 50_000 }, m.token);
  await useGuest(page, m);
  await page.goto('/');

  const badge = page.getByTestId('mail-unread');
  await expect(badge).toHaveText('1', { timeout: 20_000 });
  await page.getByTestId('mail-button').click();
  await page.getByTestId('mail-popup').getByTestId('mail-item').click();
  const dialog = page.getByTestId('mail-dialog');
  await expect(dialog.getByTestId('mail-claim-held')).toContainText('Aktif bir bonusunuz var: bu hediye, o bonus bitince');
  await expect(dialog.getByTestId('mail-claim')).toBeDisabled();
  await look(page, 'gift-held-tk-390');
  await page.keyboard.press('Escape');
  // Opened, not claimed: the badge stays.
  await expect(badge).toHaveText('1');

  await page.goto('/kisiselBilgiler/recharge');
  await expect(page.getByTestId('deposit-bonus-running')).toContainText('Aynı anda tek bonus çalışır: bu yatırıma yeni bonus eklenemez');
  await expect(page.getByTestId('deposit-limit-note')).toContainText('Günlük: 500,00 ₺ · bu dönem kalan 500,00 ₺');
  await page.getByTestId('recharge-form').locator('input[name=amount]').fill('600');
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByTestId('toast').last()).toContainText('Bu dönem için kalan: 500,00 ₺');
  await look(page, 'deposit-warning-tk-390');

  // The running bonus ends (given up): the same mail pays its gift, once, and the badge goes.
  const running = await apiPost<{ bonusId: number }>(request, `${api}/bonus/active`, {}, m.token);
  await apiPost(request, `${api}/bonus/forfeit`, { bonusId: running.bonusId }, m.token);
  await page.goto('/');
  await page.getByTestId('mail-button').click();
  await page.getByTestId('mail-popup').getByTestId('mail-item').click();
  await dialog.getByTestId('mail-claim').click();
  await expect(dialog.getByTestId('mail-claim-success')).toContainText('50,00 ₺ bonus bakiyenize eklendi');
  await expect(badge).toHaveCount(0);
});

test('"slot" finds slot games and "see all" opens the Slot category', async ({ page, request, system }) => {
  const m = await memberSession(request, system.urls.api);
  await useGuest(page, m);
  await page.goto('/');
  await page.getByTestId('drawer-button').click();
  const search = page.getByTestId('drawer-search');
  await search.locator('input').fill('slot');
  await expect(search.getByTestId('game-card').first()).toBeVisible();
  const category = search.getByTestId('search-see-category');
  await expect(category).toHaveText(/^Slot · Tümünü gör \(\d+\)$/);
  await look(page, 'search-slot-tk-390');
  await category.click();
  await expect(page).toHaveURL(/\/gameAll\/\d+\/Slots$/);
  await expect(page.getByTestId('lobby-game-all').getByRole('heading', { name: 'Slot' })).toBeVisible();
});

test('the language switch changes promotion titles and banners without a reload', async ({ page, request, system }) => {
  const m = await memberSession(request, system.urls.api);
  await useGuest(page, m);
  const switchTo = async (lang: 'tk' | 'en') => {
    await page.getByTestId('drawer-button').click();
    await page.getByTestId('drawer').getByTestId('lang-select').selectOption(lang);
    await page.keyboard.press('Escape');
  };
  // No reload: a marker on the window lives only as long as its document.
  const stayed = () => page.evaluate(() => (window as unknown as { stay?: boolean }).stay === true);

  await page.goto('/');
  const firstBanner = page.getByTestId('banner-slide').first().locator('img');
  await expect(firstBanner).toHaveAttribute('alt', /^Hoş geldiniz!/);
  await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
  await switchTo('en');
  await expect(firstBanner).toHaveAttribute('alt', /^Welcome!/);
  await look(page, 'banners-en-390');
  expect(await stayed()).toBe(true);

  await page.goto('/promotions');
  const cards = page.getByTestId('promotion-card');
  await expect(cards.filter({ hasText: 'Weekly Wagering Race' })).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
  await switchTo('tk');
  await expect(cards.filter({ hasText: 'Haftalık Bahis Yarışı' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Weekly Wagering Race' })).toHaveCount(0);
  await look(page, 'promotions-tk-390');
  expect(await stayed()).toBe(true);
});
