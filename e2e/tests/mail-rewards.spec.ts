// Player side: a new player (a fresh device, the shell starts its tourist session) sees the
// Home banner carousel, opens the mail popup from the header, reads the welcome mail (the unread
// count goes); its prize is bonus money for phone-verified members, so the guest is asked to
// verify a phone, binds one in the phone-bind dialog, claims the prize and sees the header balance rise
// at once; collects today's sign-in reward; and finds the promotions with their call to action and the
// weekly wagering rank. Desktop and mobile widths.
import type { APIRequestContext } from '@playwright/test';
import { formatConsoleErrors } from '../support/console-errors';
import { newDevice, newPhone, useDevice } from '../support/session';
import { expect, test } from '../support/fixtures';

/** The code the sandbox SMS service sent to the phone. */
async function smsCode(request: APIRequestContext, api: string, phone: string): Promise<string> {
  const res = await request.post(`${api}/sms/getTest`, { data: { appId: '2000', tel: phone } });
  const body = (await res.json()) as { state: string; resultData: string | null };
  if (body.state !== '200' || !body.resultData) throw new Error(`sms/getTest: ${body.state}`);
  return body.resultData;
}

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

for (const viewport of widths) {
  test(`${viewport.name}: welcome mail claimed after the phone is verified, sign-in collected, promotions and banners`, async ({ page, request, system, consoleErrors }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await useDevice(page, newDevice());
    await page.goto('/');
    const balance = page.getByTestId('balance');
    // A new guest's account opens with the sandbox grant of 1.000,00: shown before anything else happens
    // (the first page of a cold system on a busy machine: the whole boot is inside this wait).
    await expect(balance).toHaveText(/^1\.000,00\s₺$/, { timeout: 20_000 });

    // The lobby's banner slot: the market's banners as a carousel.
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toBeVisible();
    await expect(carousel.getByTestId('banner-slide')).toHaveCount(3);
    const firstBanner = carousel.getByTestId('banner-slide').first().locator('img');
    await expect.poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The envelope in the header: one unread welcome mail.
    await expect(page.getByTestId('mail-unread')).toHaveText('1', { timeout: 15_000 });
    await page.getByTestId('mail-button').click();
    const popup = page.getByTestId('mail-popup');
    await expect(popup.getByTestId('mail-item')).toHaveCount(1);
    await expect(popup.getByTestId('mail-item')).toContainText('Hoş geldiniz!');
    await popup.getByTestId('mail-item').click();

    // The mail dialog of spec section 2; opening it marks the mail read, but its gift is still waiting: the badge stays.
    const dialog = page.getByTestId('mail-dialog');
    await expect(dialog.getByRole('heading', { name: 'Hoş geldiniz!' })).toBeVisible();
    await expect(dialog).toContainText('Sevgili oyuncu');
    await expect(page.getByTestId('mail-unread')).toHaveText('1');
    const claim = dialog.getByTestId('mail-claim');
    await expect(claim).toHaveText('Ödülü al: 50,00 ₺');
    await claim.click();
    // A guest: the prize is bonus money for phone-verified members. The phone-bind dialog opens; nothing is credited.
    await expect(dialog.getByTestId('mail-claim-phone')).toContainText('telefonunuzu doğrulayın');
    const bind = page.getByTestId('phone-bind-dialog').getByRole('dialog');
    await expect(bind).toBeVisible();
    await expect(balance).toHaveText(/^1\.000,00\s₺$/);
    const phone = newPhone();
    await bind.locator('input[name=phone]').fill(phone);
    await bind.getByTestId('otp-button').click();
    await expect(bind.getByTestId('otp-button')).toBeDisabled();
    await bind.locator('input[name=code]').fill(await smsCode(request, system.urls.api, phone));
    // A guest becoming a member accepts the terms in force.
    await bind.getByTestId('consent-terms').check();
    await bind.getByTestId('consent-privacy').check();
    await bind.getByTestId('phone-bind-submit').click();
    await expect(bind).toHaveCount(0);
    // Now a member: the same mail pays its prize (as bonus money, counted in the header's total).
    await claim.click();
    await expect(dialog.getByTestId('mail-claim-success')).toHaveText('50,00 ₺ bonus bakiyenize eklendi! Çevrim şartını Bonuslarım sayfasında görebilirsiniz.');
    await expect(claim).toBeDisabled();
    await expect(page.getByTestId('mail-unread')).toHaveCount(0);
    // The balance rises by exactly the attachment (spec section 4).
    await expect(balance).toHaveText(/^1\.050,00\s₺$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Daily sign-in: today's reward, once.
    await page.goto('/signin');
    const calendar = page.getByTestId('signin-calendar');
    await expect(calendar.getByTestId('signin-day')).toHaveCount(7);
    await expect(calendar.locator('[aria-current=date]')).toContainText('Bugün');
    await calendar.getByTestId('signin-collect').click();
    await expect(calendar.getByTestId('signin-success')).toHaveText('5,00 ₺ giriş ödülü bonus bakiyenize eklendi! Çevrim şartı Bonuslarım sayfasında.');
    await expect(calendar.getByTestId('signin-collect')).toBeDisabled();
    await expect(balance).toContainText('1.055,00');

    // Promotions: cards with art, period and terms; the race shows the week's ranking; the CTA leads to a game.
    await page.goto('/promotions');
    const cards = page.getByTestId('promotion-card');
    await expect(cards).toHaveCount(4);
    const race = cards.filter({ hasText: 'Haftalık Bahis Yarışı' });
    await race.scrollIntoViewIfNeeded();
    await expect.poll(() => race.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(race.getByTestId('bet-rank-mine')).toHaveText('Bu hafta henüz sıralamada değilsiniz.');
    await expect(page.getByTestId('signin-calendar').getByTestId('signin-collect')).toBeDisabled();
    await race.getByTestId('promotion-cta').click();
    await expect(page).toHaveURL(/\/gamePlayingFront\/\d+$/);
    // No card led here: the front page asks for the game's name itself (not the generic "Oyun").
    await expect(page.getByTestId('game-front-name')).toHaveText(/\S/);
    await expect(page.getByTestId('game-front-name')).not.toHaveText('Oyun');

    expect(consoleErrors.filter((e) => e.kind === 'pageerror'), formatConsoleErrors(consoleErrors)).toEqual([]);
  });
}
