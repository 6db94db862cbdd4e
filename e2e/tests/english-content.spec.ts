// English mode is English: staff content (promotions, the welcome mail, the FAQ) comes in the reader's language,
// nothing is marked as a fallback, and <html lang> names the content's language.
import { guestSession, useGuest } from '../support/session';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('an English reader gets English promotions, mail and FAQ, with <html lang="en">', async ({ page, request, system }) => {
  await useGuest(page, await guestSession(request, system.urls.api), 'en');

  await page.goto('/promotions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cards = page.getByTestId('promotion-card');
  await expect(cards.filter({ hasText: 'Weekly Wagering Race' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'First Deposit Bonus' })).toHaveCount(1);
  await expect(page.getByText('Haftalık Bahis Yarışı')).toHaveCount(0);
  await expect(cards.getByTestId('content-fallback')).toHaveCount(0);
  // The seeded bonus offers above the promotions: their titles and terms in English too (an offer another spec
  // created in the console has Turkish only and is marked: not checked here).
  const welcome = page.getByTestId('bonus-offer').filter({ hasText: 'Welcome Bonus' });
  await expect(welcome).toHaveCount(1);
  await expect(welcome.getByTestId('content-fallback')).toHaveCount(0);
  await expect(page.getByText('Hoş Geldin Bonusu')).toHaveCount(0);

  await expect(page.getByTestId('mail-unread')).toHaveText('1', { timeout: 15_000 });
  await page.getByTestId('mail-button').click();
  await expect(page.getByTestId('mail-popup').getByTestId('mail-item')).toContainText('Welcome!');
  await page.keyboard.press('Escape');

  await page.goto('/customerService');
  const faq = page.getByTestId('support-faq');
  await expect(faq.getByRole('button', { name: 'How do I make a deposit?' })).toBeVisible();
  await expect(faq.locator('xpath=..')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('content-fallback')).toHaveCount(0);
});

test('a Turkish reader gets the same content in Turkish, with <html lang="tr">', async ({ page, request, system }) => {
  await useGuest(page, await guestSession(request, system.urls.api), 'tk');
  await page.goto('/promotions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByTestId('promotion-card').filter({ hasText: 'Haftalık Bahis Yarışı' })).toHaveCount(1);
  await expect(page.getByText('Weekly Wagering Race')).toHaveCount(0);
});
