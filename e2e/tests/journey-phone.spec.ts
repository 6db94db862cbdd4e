// Issue 44 item 2, on a phone (390x844, Turkish): a Turkish mobile is checked as such before any send,
// "Kod gönderildi" says a code went out, and the countdown belongs to a number.
import { expect, test } from '../support/fixtures';
import { apiPost, newDevice, newPhone, useDevice } from '../support/session';

test('phone: 16 digits are "Geçersiz numara" with nothing sent; corrected, "Kod gönderildi"; a second number at once', async ({ page, request, system }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/sms/send')) sends.push(String((r.postDataJSON() as { tel?: unknown }).tel));
  });
  await useDevice(page, newDevice());
  await page.goto('/login');
  const login = page.getByTestId('account-login');
  const field = login.locator('input[name=phone]');
  const otp = login.getByTestId('otp-button');

  // 16 digits stay 16 (never cut to 11): refused inline, nothing goes to the server.
  await field.fill('5811941292412345');
  await expect(field).toHaveValue('5811941292412345');
  await otp.click();
  await expect(login.getByRole('alert')).toHaveText('Geçersiz numara');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(sends).toEqual([]);

  // Corrected as people type it (a leading 0, spaces): the code goes out and the page says so.
  const first = newPhone();
  await field.fill(`0${first.slice(0, 3)} ${first.slice(3, 6)} ${first.slice(6, 8)} ${first.slice(8)}`);
  await expect(login.getByRole('alert')).toHaveCount(0);
  await otp.click();
  await expect(login.getByRole('status')).toHaveText('Kod gönderildi');
  await expect(otp).toBeDisabled();
  expect(await apiPost<string>(request, `${system.urls.api}/sms/getTest`, { tel: first })).toMatch(/^\d{6}$/);

  // Another number has no countdown yet: its code goes out at once.
  const second = newPhone();
  await field.fill(second);
  await expect(otp).toHaveText('OTP');
  await otp.click();
  await expect(login.getByRole('status')).toHaveText('Kod gönderildi');
  expect(await apiPost<string>(request, `${system.urls.api}/sms/getTest`, { tel: second })).toMatch(/^\d{6}$/);
  expect(sends).toEqual([first, second]);
});
