// Player side: a member deposits by EFT (the sandbox bank sends the transfer with the reference),
// sees the header balance rise without a reload, adds a bank card, sets a withdrawal password, withdraws,
// and finds both in the history; at mobile width the same member pays an e-wallet deposit on the gateway's
// hosted page and comes back to a credited order.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { guestSession, newPhone, useGuest, type TGuest } from '../support/session';
import { verifyIdentity } from '../support/kyc';
import { giveOwnMoney } from '../support/staff';
import { newIban } from '../support/iban';

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
async function post<T>(request: APIRequestContext, url: string, data: object, token?: string): Promise<T> {
  const res = await request.post(url, { data: { appId: '2000', ...data }, headers: token ? { token, Authorization: token } : {} });
  const body = (await res.json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}

/** A registered member (phone verified by OTP) with 1,000.00 of sandbox money, as a stored session. */
async function member(request: APIRequestContext, api: string): Promise<TGuest & { phone: string }> {
  const guest = await guestSession(request, api);
  const phone = newPhone();
  await post(request, `${api}/sms/send`, { tel: phone }, guest.token);
  const code = await post<string>(request, `${api}/sms/getTest`, { tel: phone });
  const m = await post<TGuest>(request, `${api}/sso/register`, { mobile: phone, verificationCode: code, password: 'Sifre-12345', birthDate: '1990-01-01', deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, guest.token);
  await post(request, `${api}/wallet/sandboxTopUp`, {}, m.token);
  return { ...m, device: guest.device, phone };
}

async function lastCode(request: APIRequestContext, api: string, phone: string): Promise<string> {
  return post<string>(request, `${api}/sms/getTest`, { tel: phone });
}

const openAccountPage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByTestId('balance')).toBeVisible();
};

test('EFT deposit, live header balance, card, withdrawal password, withdrawal and history', async ({ page, request, system, context }) => {
  test.setTimeout(120_000);
  const m = await member(request, system.urls.api);
  // Beside the sandbox's 1,000.00 test money, 1,000.00 of the player's own (a staff credit): only that pays out.
  await giveOwnMoney(request, system.urls.api, m.userid, 100_000);
  await useGuest(page, m);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAccountPage(page, '/kisiselBilgiler/recharge');
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('2.000,00');

  // Recharge: EFT is the first channel; a chip and a live-checked custom amount.
  const form = page.getByTestId('recharge-form');
  await form.locator('input[name=amount]').fill('20');
  await expect(form.getByRole('alert')).toContainText('100,00');
  await form.locator('input[name=amount]').fill('500');
  await expect(page.getByTestId('recharge-fee')).toHaveText('Ücretsiz');
  await page.getByTestId('recharge-submit').click();
  const eft = page.getByTestId('eft-instructions');
  await expect(eft).toBeVisible();
  await expect(page.getByTestId('eft-countdown')).toContainText('Kalan süre');
  const iban = ((await page.getByTestId('eft-iban').textContent()) ?? '').replace(/\s/g, '');
  const reference = (await page.getByTestId('eft-reference').textContent()) ?? '';
  expect(iban).toMatch(/^TR\d{24}$/);

  // The player's bank: a transfer to that IBAN with the reference in the description.
  const bank = await context.newPage();
  await bank.goto((await page.getByTestId('sandbox-bank-link').getAttribute('href')) ?? '');
  await bank.locator('input[name=toIban]').fill(iban);
  await bank.locator('input[name=amount]').fill('500,00');
  await bank.locator('input[name=description]').fill(`Yatırım ${reference}`);
  await bank.getByRole('button', { name: 'Gönder' }).click();
  await expect(bank.getByRole('status')).toContainText('alıcıya ulaştı');
  await bank.close();

  // No reload: the push stream moves the header balance and the order's status.
  await expect(balance).toContainText('2.500,00', { timeout: 15_000 });
  await expect(page.getByTestId('order-panel').getByTestId('order-status')).toHaveText('Tamamlandı');

  // A bank card.
  await page.getByRole('link', { name: 'Banka Kartı Bilgileri' }).first().click();
  const cardForm = page.getByTestId('add-card-form');
  await cardForm.locator('input[name=iban]').fill(newIban());
  await expect(cardForm).toContainText('T.C. Ziraat Bankası');
  await cardForm.locator('input[name=holderName]').fill('Ayşe Yılmaz');
  await page.getByTestId('add-card-submit').click();
  await expect(page.getByTestId('bank-card')).toHaveCount(1);

  // A withdrawal password, confirmed by SMS.
  await page.getByRole('link', { name: 'Çekim Şifresi' }).first().click();
  const pwd = page.getByTestId('withdraw-password-form');
  await pwd.locator('input[name=withdrawPwd]').fill('482915');
  await pwd.locator('input[name=withdrawPwdAgain]').fill('482915');
  // The registration's code went out at the start of the test; the e2e system's gap between two codes is
  // 1 s (OTP_RESEND_S), long past after the deposit and the card above.
  await pwd.getByTestId('otp-button').click();
  await expect(pwd.getByTestId('otp-button')).toBeDisabled();
  await pwd.locator('input[name=code]').fill(await lastCode(request, system.urls.api, m.phone));
  await page.getByTestId('withdraw-password-submit').click();
  await expect(page.getByTestId('withdraw-password-saved')).toBeVisible();

  // Withdraw 150.00 (identity verified in the card's name): it leaves the playable balance at once. The
  // 500.00 deposit is not played yet (1x turnover) and the 1,000.00 test money never pays out, so the
  // player's own 1,000.00 is withdrawable.
  await verifyIdentity(request, system.urls.api, m.token);
  await page.getByRole('link', { name: 'Para Çek' }).first().click();
  const withdraw = page.getByTestId('withdraw-form');
  await expect(page.getByTestId('withdrawable')).toContainText('1.000,00');
  await expect(page.getByTestId('withdraw-test-money')).toContainText('1.000,00');
  await expect(page.getByTestId('turnover-progress')).toContainText('500,00 ₺');
  await withdraw.locator('input[name=amount]').fill('150');
  await expect(page.getByTestId('withdraw-fee')).toContainText('1,50');
  await withdraw.locator('input[name=withdrawPwd]').fill('482915');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-created')).toBeVisible();
  await expect(balance).toContainText('2.350,00');

  // Both in the history.
  await page.goto('/kisiselBilgiler/transactions');
  await expect(page.getByTestId('history-row')).toHaveCount(2);
  await expect(page.locator('[data-testid=history-row][data-kind=deposit]')).toHaveCount(1);
  await expect(page.locator('[data-testid=history-row][data-kind=withdrawal]')).toHaveCount(1);
  await expect(page.locator('[data-testid=history-row][data-kind=deposit]')).toContainText('Tamamlandı');
});

test('mobile: an e-wallet deposit on the hosted checkout, back to a credited order', async ({ page, request, system }) => {
  test.setTimeout(90_000);
  const m = await member(request, system.urls.api);
  await useGuest(page, m);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAccountPage(page, '/kisiselBilgiler/recharge');
  await page.getByTestId('channel-papara').click();
  await page.getByTestId('recharge-form').getByRole('button', { name: '250 ₺', exact: true }).click();
  await page.getByTestId('recharge-submit').click();
  await expect(page).toHaveURL(/\/kisiselBilgiler\/recharge-detail\?orderId=D/);
  await expect(page.getByTestId('order-panel').getByTestId('order-status')).toHaveText('Ödeme bekleniyor');

  // The gateway's page (a redirect on mobile); paying there sends the player back.
  await page.getByTestId('checkout-link').click();
  await expect(page.getByTestId('checkout')).toContainText('250,00 TRY');
  await page.getByRole('button', { name: 'Öde' }).click();
  await expect(page.getByRole('status')).toContainText('Ödeme alındı');
  await expect(page).toHaveURL(/\/kisiselBilgiler\/recharge-detail$/, { timeout: 10_000 });
  await expect(page.getByTestId('order-panel').getByTestId('order-status')).toHaveText('Tamamlandı');
  await expect(page.getByTestId('balance')).toContainText('1.250,00');
});
