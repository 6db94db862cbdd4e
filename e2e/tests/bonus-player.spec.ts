// Player side, at phone width: a member opens Bonuslarım (nothing running yet), the promotions page
// shows the real offers with their terms, the deposit screen offers the first-deposit bonus and says what the
// typed amount gets, and the header balance splits into cash / bonus / withdrawable; a guest is asked to verify
// the phone for the welcome bonus. Screenshots at 390x844 and
// 1440x900 in tk and en go to the test's output folder.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { guestSession, newPhone, useGuest, type TGuest } from '../support/session';
import { look } from '../support/look';

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
async function post<T>(request: APIRequestContext, url: string, data: object, token?: string): Promise<T> {
  const res = await request.post(url, { data: { appId: '2000', ...data }, headers: token ? { token, Authorization: token } : {} });
  const body = (await res.json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}

/** A registered member with a verified phone and the sandbox's 1.000,00 ₺. */
async function member(request: APIRequestContext, api: string): Promise<TGuest> {
  const guest = await guestSession(request, api);
  const phone = newPhone();
  await post(request, `${api}/sms/send`, { tel: phone }, guest.token);
  const code = await post<string>(request, `${api}/sms/getTest`, { tel: phone });
  const m = await post<TGuest>(request, `${api}/sso/register`, { mobile: phone, verificationCode: code, password: 'Sifre-12345', deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, guest.token);
  await post(request, `${api}/wallet/sandboxTopUp`, {}, m.token);
  return { ...m, device: guest.device };
}

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByTestId('balance')).toBeVisible();
};

test('phone width: Bonuslarım, the offers with their terms, the first-deposit bonus on the deposit screen, the balance split', async ({ page, request, system, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const m = await member(request, system.urls.api);
  await useGuest(page, m);

  // Bonuslarım from the personal page's list: nothing running yet, the ways to a bonus.
  await open(page, '/kisiselBilgiler');
  await page.getByRole('link', { name: /Bonuslarım/ }).first().click();
  await expect(page).toHaveURL(/\/kisiselBilgiler\/bonuslarim$/);
  await expect(page.getByTestId('no-active-bonus')).toContainText('aktif bir bonusunuz yok');
  await expect(page.getByTestId('bonus-history-empty')).toBeVisible();

  // The promotions page: the seeded offers with the server's rules, terms on demand.
  await open(page, '/promotions');
  const first = page.getByTestId('bonus-offer').filter({ hasText: 'İlk Yatırım Bonusu' });
  await expect(first).toContainText('Yatırımınıza %100 bonus, en fazla 1.000,00 ₺');
  await expect(first).toContainText('Çevrim: bonusun 10 katı');
  await expect(first).toContainText('En yüksek bahis 50,00 ₺');
  await expect(first).toContainText('30 gün geçerli');
  await first.getByRole('button', { name: 'Kurallar' }).click();
  await expect(first.getByTestId('bonus-offer-terms')).toContainText('Çevrim şartı');
  const welcome = page.getByTestId('bonus-offer').filter({ hasText: 'Hoş Geldin Bonusu' });
  await expect(welcome).toContainText('50,00 ₺ bonus, yatırım gerekmez');
  await expect(welcome).toContainText('En fazla 250,00 ₺ nakde çevrilir');
  await expect(welcome.getByTestId('bonus-offer-claim')).toBeEnabled();

  // A deposit offer leads to the deposit screen, where the first-deposit bonus is offered and chosen.
  await first.getByTestId('bonus-offer-deposit').click();
  await expect(page).toHaveURL(/\/kisiselBilgiler\/recharge$/);
  const picker = page.getByTestId('deposit-bonus');
  // Nothing is chosen for the player: the bonus is opt-in.
  await expect(picker.getByRole('radio', { name: 'Bonus istemiyorum' })).toBeChecked();
  await picker.getByRole('radio', { name: /İlk Yatırım Bonusu/ }).check();
  await expect(picker.getByRole('radio', { name: 'Bonus istemiyorum' })).not.toBeChecked();
  const amount = page.getByTestId('recharge-form').locator('input[name=amount]');
  await amount.fill('500');
  await expect(page.getByTestId('deposit-bonus-gain')).toContainText('500,00 ₺');
  await amount.fill('1500');
  await expect(page.getByTestId('deposit-bonus-gain')).toContainText('1.000,00 ₺');
  await picker.getByTestId('bonus-terms-toggle').click();
  await expect(picker.getByTestId('bonus-terms')).toContainText('İlk Yatırım Bonusu');

  // The header shows totalAssets; a tap shows cash / bonus / withdrawable, Escape closes it.
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('1.000,00');
  await balance.click();
  const split = page.getByTestId('balance-split');
  // The sandbox's 1.000,00 is test money, apart from cash.
  await expect(split.getByTestId('balance-test')).toContainText('1.000,00');
  await expect(split.getByTestId('balance-cash')).toContainText('0,00');
  await expect(split.getByTestId('balance-bonus')).toContainText('0,00');
  await expect(split.getByTestId('balance-withdrawable')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(split).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('phone width: a guest is asked to verify the phone for the welcome bonus, through the phone-bind dialog', async ({ page, request, system }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const guest = await guestSession(request, system.urls.api);
  await useGuest(page, guest);
  await open(page, '/promotions');
  const welcome = page.getByTestId('bonus-offer').filter({ hasText: 'Hoş Geldin Bonusu' });
  await expect(welcome.getByTestId('bonus-offer-claim')).toHaveCount(0);
  await welcome.getByRole('button', { name: 'Telefonunuzu doğrulayın' }).click();
  await expect(page.getByTestId('phone-bind-dialog').getByRole('dialog')).toBeVisible();
});

for (const lang of ['tk', 'en'] as const) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`screenshots ${lang} ${size.width}x${size.height}: deposit bonus, offers, Bonuslarım, balance split`, async ({ page, request, system }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      const m = await member(request, system.urls.api);
      await useGuest(page, m, lang);
      const name = (what: string) => `${what}-${lang}-${size.width}`;

      await open(page, '/kisiselBilgiler/recharge');
      // The bonus is opt-in: the player picks it.
      await page.getByTestId('deposit-bonus-offer').first().getByRole('radio').check();
      await page.getByTestId('recharge-form').locator('input[name=amount]').fill('500');
      await expect(page.getByTestId('deposit-bonus-gain')).toContainText(lang === 'tk' ? '500,00' : '500.00');
      await page.getByTestId('deposit-bonus').scrollIntoViewIfNeeded();
      await look(page, name('deposit'));

      await open(page, '/promotions');
      await page.getByTestId('bonus-offer').first().getByTestId('bonus-offer-terms-toggle').click();
      await expect(page.getByTestId('bonus-offer-terms')).toBeVisible();
      await look(page, name('promotions'));

      await open(page, '/kisiselBilgiler/bonuslarim');
      await expect(page.getByTestId('no-active-bonus')).toBeVisible();
      await page.getByTestId('balance').click();
      await expect(page.getByTestId('balance-test')).toContainText(lang === 'tk' ? '1.000,00' : '1,000.00');
      await look(page, name('bonuslarim-split'));
    });
  }
}
