// Identity through the UI: register a new player by OTP, log out, log in again with the
// password, bind (change) the phone. The sandbox returns the last code via /sms/getTest {tel}.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { formatConsoleErrors } from '../support/console-errors';
import { newPhone } from '../support/session';

async function lastCode(request: APIRequestContext, api: string, phone: string): Promise<string> {
  const res = await request.post(`${api}/sms/getTest`, { data: { tel: phone } });
  const body = (await res.json()) as { state: string; resultData: unknown };
  expect(body.state, JSON.stringify(body)).toBe('200');
  const data = body.resultData;
  const code = typeof data === 'string' || typeof data === 'number' ? String(data) : String((data as { code?: unknown } | null)?.code ?? '');
  expect(code).toMatch(/^\d{4,6}$/);
  return code;
}

/** Types the phone, presses OTP, and enters the code the sandbox sent. */
async function fillPhoneAndCode(page: Page, request: APIRequestContext, api: string, scope: string, phone: string) {
  const form = page.getByTestId(scope);
  await form.locator('input[name=phone]').fill(phone);
  // The new phone's OTP button (a current-phone proof, when shown, has its own).
  const otp = form.getByTestId('otp-button').last();
  await otp.click();
  await expect(otp).toBeDisabled();
  await form.locator('input[name=code]').fill(await lastCode(request, api, phone));
}

test('register by OTP, log out, log in with the password, bind a new phone', async ({ page, request, system, consoleErrors }) => {
  const phone = newPhone();
  const password = 'Sifre-12345';

  await page.goto('/login?type=register');
  await fillPhoneAndCode(page, request, system.urls.api, 'account-register', phone);
  await page.getByTestId('account-register').locator('input[name=password]').fill(password);
  await page.getByTestId('account-register').locator('input[name=birthDate]').fill('1992-03-14');
  await page.getByTestId('account-register').locator('input[name=nickname]').fill('E2E Oyuncu');
  await page.getByTestId('consent-terms').check();
  await page.getByTestId('consent-privacy').check();
  await page.getByTestId('register-submit').click();
  // Player protection's optional limits step: skipped with one tap.
  await page.getByTestId('limits-step-registration').getByRole('button', { name: 'Şimdi değil' }).click();
  await expect(page).toHaveURL(`${system.urls.shell}/`);

  await page.goto('/personal');
  await expect(page.getByTestId('profile-phone')).toHaveText(phone);
  await expect(page.getByTestId('profile-name')).toHaveText('E2E Oyuncu');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Şifre', exact: true }).click();
  await page.getByTestId('account-login').locator('input[name=phone]').fill(phone);
  await page.getByTestId('account-login').locator('input[name=password]').fill(password);
  await page.getByTestId('login-submit').click();
  // Back where the player was before the login page (the guard remembers it), logged in.
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('balance')).toBeVisible();

  const next = newPhone();
  await page.goto('/kisiselBilgiler/mobilCihaziBagla');
  await expect(page.getByTestId('bound-phone')).toHaveText(`+90 ${phone}`);
  await page.getByRole('button', { name: 'Numarayı değiştir' }).click();
  // Moving the account to another phone needs proof of the current one: here the password.
  const proof = page.getByTestId('current-phone-proof');
  await proof.getByRole('radio').nth(1).check();
  await proof.locator('input[name=password]').fill(password);
  await fillPhoneAndCode(page, request, system.urls.api, 'account-mobil-cihazi-bagla', next);
  await page.getByTestId('phone-bind-submit').click();
  await expect(page.getByTestId('bound-phone')).toHaveText(`+90 ${next}`);

  expect(consoleErrors.filter((e) => e.kind === 'pageerror'), formatConsoleErrors(consoleErrors)).toEqual([]);
});
