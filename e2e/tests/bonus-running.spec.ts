// Player side, a running bonus at phone width: the welcome bonus claimed on the promotions page,
// Bonuslarım with the server's wagering figures, the header split with the bonus money, the withdrawal's notice,
// a forfeit that asks first, says what goes, and leaves the cash, and an EFT deposit with the first-deposit
// bonus chosen that grants it when paid. Screenshots in tk and en at 390x844 and
// 1440x900 go to the test's output folder.
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

test('phone width: claim the welcome bonus, Bonuslarım, the split, the withdrawal notice, a confirmed forfeit', async ({ page, request, system, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const m = await member(request, system.urls.api);
  await useGuest(page, m);

  await open(page, '/promotions');
  const welcome = page.getByTestId('bonus-offer').filter({ hasText: 'Hoş Geldin Bonusu' });
  await welcome.getByTestId('bonus-offer-claim').click();
  await expect(welcome.getByTestId('bonus-offer-reason')).toBeVisible();
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('1.050,00');

  await open(page, '/kisiselBilgiler/bonuslarim');
  const active = page.getByTestId('active-bonus');
  await expect(active).toContainText('Hoş Geldin Bonusu');
  await expect(active.getByTestId('bonus-balance')).toHaveText('50,00 ₺');
  await expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(active.getByTestId('bonus-wagered')).toHaveText('0,00 ₺ / 500,00 ₺');
  await expect(active.getByTestId('bonus-max-bet')).toHaveText('20,00 ₺');
  await expect(active.getByTestId('bonus-time-left')).toContainText('6 gün 23 saat');

  await balance.click();
  const split = page.getByTestId('balance-split');
  await expect(split.getByTestId('balance-test')).toContainText('1.000,00');
  await expect(split.getByTestId('balance-cash')).toContainText('0,00');
  await expect(split.getByTestId('balance-bonus')).toContainText('50,00');
  await page.keyboard.press('Escape');

  await open(page, '/kisiselBilgiler/withdrawl');
  await expect(page.getByTestId('withdraw-bonus-notice')).toContainText('50,00 ₺ bonus bakiyesi silinir');

  await open(page, '/kisiselBilgiler/bonuslarim');
  await page.getByTestId('bonus-forfeit').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('50,00 ₺ bonus bakiyeniz');
  await expect(dialog).toContainText('Nakit bakiyeniz olduğu gibi kalır.');
  await dialog.getByTestId('forfeit-confirm').click();
  await expect(page.getByTestId('no-active-bonus')).toBeVisible();
  await expect(page.getByTestId('bonus-history-row').first()).toContainText('İptal edildi');
  await expect(balance).toContainText('1.000,00');
  expect(consoleErrors).toEqual([]);
});

test('phone width: an EFT deposit with the first-deposit bonus chosen grants the bonus once it is paid', async ({ page, request, system, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const m = await member(request, system.urls.api);
  await useGuest(page, m);

  await open(page, '/kisiselBilgiler/recharge');
  await page.getByTestId('deposit-bonus').getByRole('radio', { name: /İlk Yatırım Bonusu/ }).check();
  await page.getByTestId('recharge-form').locator('input[name=amount]').fill('500');
  await expect(page.getByTestId('deposit-bonus-gain')).toContainText('500,00 ₺');
  await page.getByTestId('recharge-submit').click();
  await expect(page).toHaveURL(/\/kisiselBilgiler\/recharge-detail\?orderId=D/);
  const eft = page.getByTestId('eft-instructions');
  await expect(eft).toBeVisible();
  const iban = ((await page.getByTestId('eft-iban').textContent()) ?? '').replace(/\s/g, '');
  const reference = (await page.getByTestId('eft-reference').textContent()) ?? '';

  // The player's bank sends the transfer with the reference.
  const bank = await context.newPage();
  await bank.goto((await page.getByTestId('sandbox-bank-link').getAttribute('href')) ?? '');
  await bank.locator('input[name=toIban]').fill(iban);
  await bank.locator('input[name=amount]').fill('500,00');
  await bank.locator('input[name=description]').fill(`Yatırım ${reference}`);
  await bank.getByRole('button', { name: 'Gönder' }).click();
  await expect(bank.getByRole('status')).toContainText('alıcıya ulaştı');
  await bank.close();

  // 1.000,00 + the 500,00 deposit + the 500,00 bonus.
  await expect(page.getByTestId('balance')).toContainText('2.000,00', { timeout: 15_000 });
  await open(page, '/kisiselBilgiler/bonuslarim');
  const active = page.getByTestId('active-bonus');
  await expect(active).toContainText('İlk Yatırım Bonusu');
  await expect(active.getByTestId('bonus-balance')).toHaveText('500,00 ₺');
  await expect(active.getByTestId('bonus-wagered')).toHaveText('0,00 ₺ / 5.000,00 ₺');
  await expect(active.getByTestId('bonus-max-bet')).toHaveText('50,00 ₺');
});

for (const lang of ['tk', 'en'] as const) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`screenshots ${lang} ${size.width}x${size.height}: a running bonus, its split, the forfeit dialog, the withdrawal notice`, async ({ page, request, system }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      const m = await member(request, system.urls.api);
      await useGuest(page, m, lang);
      const name = (what: string) => `${what}-${lang}-${size.width}`;
      const offers = await post<Array<{ offerId: number; code: string }>>(request, `${system.urls.api}/bonus/list`, {}, m.token);
      const welcome = offers.find((o) => o.code === 'welcome');
      if (!welcome) throw new Error('the seeded welcome offer is missing');
      await post(request, `${system.urls.api}/bonus/claim`, { offerId: welcome.offerId }, m.token);

      await open(page, '/kisiselBilgiler/bonuslarim');
      await expect(page.getByTestId('active-bonus')).toBeVisible();
      await look(page, name('bonuslarim'));
      await page.getByTestId('balance').click();
      await expect(page.getByTestId('balance-bonus')).toContainText(lang === 'tk' ? '50,00' : '50.00');
      await look(page, name('balance-split'));
      await page.keyboard.press('Escape');
      await page.getByTestId('bonus-forfeit').click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await look(page, name('forfeit-dialog'));

      await open(page, '/kisiselBilgiler/withdrawl');
      await expect(page.getByTestId('withdraw-bonus-notice')).toBeVisible();
      await look(page, name('withdrawl'));
    });
  }
}
