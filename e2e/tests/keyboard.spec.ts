// The site by keyboard alone. Tab reaches every header control in order, each with a
// visible focus; a dialog opened from the keyboard takes the focus, keeps Tab inside, closes on Escape and
// gives the focus back to the control that opened it (mail popup and mail dialog, the balance split, the
// phone-bind dialog on desktop; the menu drawer on a phone).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { guestSession, useGuest } from '../support/session';

/** A short description of the focused element: its accessible label, else its text, else its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    return (el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.textContent || el.tagName).trim();
  });

/** The focused element draws a focus ring (an outline, or the box shadow some inputs use instead). */
const hasVisibleFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

const isFocusInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

/** Presses Tab `times` times and checks after each press that the focus is still inside `dialog`. */
async function tabStaysInside(page: Page, dialog: Locator, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await isFocusInside(dialog), `focus left the dialog after ${i + 1} presses (on "${await focused(page)}")`).toBe(true);
  }
}

test('desktop (tk): Tab walks the header with a visible focus; mail and balance dialogs take and give back the focus', async ({ page, request, system }) => {
  test.setTimeout(60_000);
  await useGuest(page, await guestSession(request, system.urls.api));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('mail-unread')).toHaveText('1', { timeout: 20_000 });

  // From the search box, Tab goes through the rest of the header in reading order.
  const header = page.getByTestId('shell-header');
  await header.getByRole('searchbox').focus();
  const stops: string[] = [];
  for (let i = 0; i < 12 && (await isFocusInside(header)); i += 1) {
    stops.push(await focused(page));
    expect(await hasVisibleFocus(page), `no visible focus on "${stops.at(-1)}"`).toBe(true);
    await page.keyboard.press('Tab');
  }
  const order = ['Serch for games', 'Search', 'Türkçe', 'Posta kutusu', 'Bakiye', 'Kaydol'].map((name) => stops.findIndex((s) => s.includes(name)));
  expect(order.every((index) => index >= 0), `header stops: ${stops.join(' | ')}`).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);

  // Mail popup (not modal): Enter opens it with the focus inside; Escape closes it and the envelope has it back.
  const envelope = page.getByTestId('mail-button');
  await envelope.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByTestId('mail-popup');
  await expect(popup).toBeVisible();
  expect(await isFocusInside(popup)).toBe(true);
  // The mail dialog (modal) from the list: focus on its close button, Tab cycles inside it.
  await popup.getByTestId('mail-item').first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('mail-dialog');
  await expect(dialog.getByRole('button', { name: 'Kapat' })).toBeFocused();
  await tabStaysInside(page, dialog, 8);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(popup.getByTestId('mail-item').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(envelope).toBeFocused();

  // The balance split: Enter opens it, focus inside; Escape gives the focus back to the balance.
  const balance = page.getByTestId('balance');
  await balance.focus();
  await page.keyboard.press('Enter');
  const split = page.getByTestId('balance-split');
  await expect(split.getByRole('button', { name: 'Para Yatır' })).toBeVisible();
  expect(await isFocusInside(split)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(split).toHaveCount(0);
  await expect(balance).toBeFocused();
});

test('desktop (tk): the phone-bind dialog keeps the focus and returns it to its button', async ({ page, request, system }) => {
  await useGuest(page, await guestSession(request, system.urls.api));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/personal');
  const opener = page.getByRole('button', { name: 'Hesap Değiştir' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hesap Değiştir' });
  await expect(dialog.getByRole('textbox').first()).toBeFocused({ timeout: 15_000 });
  await tabStaysInside(page, dialog, 10);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('mobile (tk): the menu drawer takes the focus, keeps Tab inside and gives it back to the menu button', async ({ page, request, system }) => {
  await useGuest(page, await guestSession(request, system.urls.api));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 20_000 });
  const menuButton = page.getByTestId('drawer-button');
  await menuButton.focus();
  expect(await hasVisibleFocus(page)).toBe(true);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  await expect(drawer).toBeVisible();
  expect(await isFocusInside(drawer)).toBe(true);
  await tabStaysInside(page, drawer, 25);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});
