// Issue 15, player protection: a member sets a deposit limit on the Sorumlu Oyun page, a deposit over it
// is refused, a raise waits as pending; a time-out logs the member out and the login says until when.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { guestSession, newPhone, useGuest, type TGuest } from '../support/session';

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
async function post<T>(request: APIRequestContext, url: string, data: object, token?: string): Promise<T> {
  const res = await request.post(url, { data: { appId: '2000', ...data }, headers: token ? { token, Authorization: token } : {} });
  const body = (await res.json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}

const PASSWORD = 'Sifre-12345';
async function member(request: APIRequestContext, api: string): Promise<TGuest & { phone: string }> {
  const guest = await guestSession(request, api);
  const phone = newPhone();
  await post(request, `${api}/sms/send`, { tel: phone }, guest.token);
  const code = await post<string>(request, `${api}/sms/getTest`, { tel: phone });
  const m = await post<TGuest>(request, `${api}/sso/register`, { mobile: phone, verificationCode: code, password: PASSWORD, deviceNumber: guest.device }, guest.token);
  return { ...m, device: guest.device, phone };
}

test('deposit limit, a refused deposit, a pending raise, then a time-out that login names', async ({ page, request, system }) => {
  test.setTimeout(90_000);
  const m = await member(request, system.urls.api);
  await useGuest(page, m);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/kisiselBilgiler/sorumluOyun');
  await expect(page.getByRole('heading', { name: 'Sorumlu Oyun' })).toBeVisible();
  await page.getByTestId('limit-value').fill('500');
  await page.getByTestId('limit-form').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('limit-deposit-day')).toContainText('₺500,00');

  // Over the limit: refused when the order is created, with the server's message.
  await page.goto('/kisiselBilgiler/recharge');
  const form = page.getByTestId('recharge-form');
  await form.locator('input[name=amount]').fill('600');
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByTestId('toast').last()).toContainText('para yatırma limitinizi aşıyor. Bu dönem için kalan: 500.00');
  await expect(page.getByTestId('eft-instructions')).toHaveCount(0);

  // A raise waits 24 h.
  await page.goto('/kisiselBilgiler/sorumluOyun');
  await page.getByTestId('limit-value').fill('1000');
  await page.getByTestId('limit-form').getByRole('button', { name: 'Kaydet' }).click();
  const card = page.getByTestId('limit-deposit-day');
  await expect(card).toContainText('₺500,00');
  await expect(card.getByTestId('limit-pending')).toContainText(/₺1\.000,00 — .* tarihine kadar beklemede/);

  // A 24-hour time-out: the confirmation names the end, then the session is gone.
  await page.getByTestId('timeout-start').click();
  await expect(page.getByTestId('exclusion-confirm')).toContainText('tarihine kadar kapanacak');
  await page.getByTestId('exclusion-confirm-button').click();
  await expect(page).toHaveURL(/\/login/);
  expect((await request.post(`${system.urls.api}/user/getUserInfo`, { data: { appId: '2000' }, headers: { token: m.token } })).status()).toBe(401);

  await page.getByRole('button', { name: 'Şifre', exact: true }).click();
  await page.getByTestId('account-login').locator('input[name=phone]').fill(m.phone.replace(/^90/, ''));
  await page.getByTestId('account-login').locator('input[name=password]').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('toast').last()).toContainText(/mola modunda.*\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} tarihine kadar|\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} tarihine kadar mola modunda/);
  await expect(page).toHaveURL(/\/login/);
});
