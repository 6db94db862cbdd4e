// End to end: a new member deposits, asks to withdraw at once and is told what is missing (identity,
// bank card, password), verifies the identity on the Kimlik Doğrulama page (T.C. Kimlik No checked as typed),
// sees the unplayed deposit held back with its turnover bar, plays it through in a real slot, withdraws, and is
// told it is under review with a time; staff then review the flagged withdrawal in the console and approve it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { newTcKimlikNo } from '../support/kyc';
import { guestSession, newPhone, smsCode, useGuest, type TGuest } from '../support/session';
import { createStaff, giveOwnMoney, totp, type TStaffAccount } from '../support/staff';
import { look } from '../support/look';
import { newIban } from '../support/iban';

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
async function post<T>(request: APIRequestContext, url: string, data: object, token?: string): Promise<T> {
  const res = await request.post(url, { data: { appId: '2000', ...data }, headers: token ? { token, Authorization: token } : {} });
  const body = (await res.json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}

/** Console sign-in by its Turkish or English labels (the console opens in Turkish for the tr market). */
async function staffSignIn(page: Page, consoleUrl: string, who: TStaffAccount): Promise<void> {
  await page.goto(consoleUrl);
  await page.getByLabel(/^(Login|Kullanıcı adı)$/).fill(who.login);
  await page.getByLabel(/^(Password|Parola)$/).fill(who.password);
  await page.getByLabel(/^(Authenticator code|Doğrulama kodu)$/).fill(totp(who.totpSecret));
  await page.getByRole('button', { name: /^(Sign in|Giriş yap)$/ }).click();
  await expect(page.getByTestId('who')).toBeAttached();
}

test('a new member: told what is missing, verifies identity, plays the deposit through, withdraws; staff review it in the console', async ({ page, request, system, browser }) => {
  test.setTimeout(240_000);
  const api = system.urls.api;
  const guest = await guestSession(request, api);
  const phone = newPhone();
  await post(request, `${api}/sms/send`, { tel: phone }, guest.token);
  const m = await post<TGuest>(request, `${api}/sso/register`, { mobile: phone, verificationCode: await post<string>(request, `${api}/sms/getTest`, { tel: phone }), password: 'Sifre-12345', birthDate: '1990-01-01', deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, guest.token);
  const member = { ...m, device: guest.device };
  // Beside the sandbox's test money (never paid out), 1,000.00 of the player's own (a staff credit).
  await giveOwnMoney(request, api, m.userid, 100_000);
  // A 100.00 EFT deposit, paid from the sandbox bank with the order's reference.
  const order = await post<{ eft: { iban: string; reference: string } }>(request, `${api}/recharge/createRechargeOrder`, { channel: 'eft', amount: '100' }, m.token);
  const sent = await request.post(`${system.urls.sandbox}/payments/bank/transfers`, { data: { fromName: 'Ayşe Yılmaz', toIban: order.eft.iban, amount: '100', description: `Yatırım ${order.eft.reference}` } });
  expect(sent.ok()).toBe(true);

  await useGuest(page, member);
  await page.setViewportSize({ width: 390, height: 844 });
  // Asking to withdraw at once: what is missing, identity first.
  await page.goto('/kisiselBilgiler/withdrawl');
  const setup = page.getByTestId('withdraw-setup');
  await expect(setup).toBeVisible();
  await expect(page.getByTestId('withdraw-need-kyc')).toHaveText('Kimliğinizi doğrulayın');
  await expect(setup).toContainText('Bir banka hesabı ekleyin');
  await look(page, 'withdraw-missing-390-tk', { fullPage: true });

  // The identity page: a wrong T.C. Kimlik No is caught as typed; the right one is verified by the registry.
  await page.getByTestId('withdraw-need-kyc').getByRole('link').click();
  await expect(page).toHaveURL(/\/kisiselBilgiler\/kimlik$/);
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'none');
  const form = page.getByTestId('kyc-form');
  await form.locator('input[name=firstName]').fill('Ayşe');
  await form.locator('input[name=lastName]').fill('Yılmaz');
  await expect(form.locator('input[name=birthDate]')).toHaveValue('1990-01-01');
  await form.locator('input[name=nationalId]').fill('12345678951');
  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('kyc-error-nationalId')).toHaveText('T.C. Kimlik No geçersiz; lütfen rakamları kontrol edin.');
  await look(page, 'kyc-form-error-390-tk', { fullPage: true });
  await form.locator('input[name=nationalId]').fill(newTcKimlikNo());
  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'verified');
  await expect(page.getByTestId('kyc-status')).toContainText('Ayşe Yılmaz');
  await look(page, 'kyc-verified-390-tk', { fullPage: true });

  // A card in that name and a withdrawal password (a second code for the phone).
  await post(request, `${api}/user/bank/add`, { iban: newIban(), holderName: 'AYŞE YILMAZ' }, m.token);
  await post(request, `${api}/withdraw/setWithdrawPwd`, { password: '482915', verificationCode: await smsCode(request, api, phone, m.token) }, m.token);

  // The deposit is held back until played once: the bar says how much play unlocks it.
  await page.goto('/kisiselBilgiler/withdrawl');
  await expect(page.getByTestId('withdrawable')).toContainText('1.000,00');
  await expect(page.getByTestId('withdraw-test-money')).toContainText('1.000,00');
  await expect(page.getByTestId('turnover-done')).toHaveText('0,00 ₺ / 100,00 ₺');
  await expect(page.getByTestId('turnover-body')).toContainText('100,00 ₺ daha oynadığınızda 100,00 ₺ çekilebilir olur');
  await page.getByTestId('withdraw-form').locator('input[name=amount]').fill('1050');
  await expect(page.getByTestId('withdraw-form').getByRole('alert')).toHaveText('Bu tutar çekilebilir bakiyenizi aşıyor; kalanı için yatırımlarınızı oyunda çevirin.');
  await look(page, 'withdraw-turnover-390-tk', { fullPage: true });

  // Play it through in a real slot: stake raised, spins until the turnover is met.
  const categories = await post<{ categoryList: Array<{ categoryId: number; code: string }> }>(request, `${api}/labelGame/list`, {});
  const slots = categories.categoryList.find((c) => c.code === 'slots')!;
  const games = await post<{ list: Array<{ gameId: number }> }>(request, `${api}/labelGame/getGameByCategoryAndPage`, { categoryId: slots.categoryId, pageSize: 1 });
  await page.goto(`/gamePlaying/${games.list[0]!.gameId}/1`);
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect(game.getByTestId('game-mode')).toHaveText('Gerçek para', { timeout: 30_000 });
  const up = game.locator('.gc-stake button').last();
  for (let i = 0; i < 12 && (await up.isEnabled()) && !(await game.getByTestId('stake').textContent())?.includes('50,00'); i++) await up.click();
  for (let spins = 0; spins < 20; spins++) {
    const info = await post<{ turnover: { remainingMinor: number } }>(request, `${api}/withdraw/getWithdrawInfo`, {}, m.token);
    if (info.turnover.remainingMinor === 0) break;
    await expect(game.getByTestId('spin')).toBeEnabled();
    await game.getByTestId('spin').click();
    await expect(game.getByTestId('game-message')).toHaveText(/^(Kazandınız [\d.,]+\s₺|Kazanç yok)$/);
  }

  // Withdraw: held for review ("İnceleniyor") with the time staff answer by.
  await page.goto('/kisiselBilgiler/withdrawl');
  await expect(page.getByTestId('turnover-progress')).toHaveCount(0);
  const withdraw = page.getByTestId('withdraw-form');
  await withdraw.locator('input[name=amount]').fill('150');
  await withdraw.locator('input[name=withdrawPwd]').fill('482915');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-created')).toContainText('İnceleniyor');
  await expect(page.getByTestId('withdraw-review-eta')).toContainText('en geç');
  await expect(page.locator('[data-testid=history-row][data-kind=withdrawal]').first().getByTestId('history-reason')).toContainText('İnceleniyor');
  await look(page, 'withdraw-review-390-tk', { fullPage: true });

  // Staff: the flagged withdrawal with its reasons, approved from the console.
  const staff = await createStaff(request, api, 'compliance', 'kyc');
  const consolePage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await staffSignIn(consolePage, system.urls.console, staff);
  await consolePage.goto(`${system.urls.console}/withdrawals`);
  // The member's row by its player link (a text filter on the id also matches other ids and amounts holding it).
  const memberRows = consolePage.locator('[data-testid=withdrawal-row]').filter({ has: consolePage.getByRole('link', { name: String(m.userid), exact: true }) });
  const row = memberRows.first();
  await expect(row).toBeVisible();
  await expect(row.locator('[data-flag=NEW_IBAN]')).toBeVisible();
  await expect(row.locator('[data-flag=LITTLE_PLAY]')).toBeVisible();
  await look(consolePage, 'console-withdrawals-1440', { fullPage: true });
  await row.getByRole('button').first().click();
  const dialog = consolePage.getByRole('dialog').or(consolePage.getByRole('alertdialog')).first();
  await dialog.locator('textarea, input').first().fill('Kimlik ve oyun kontrol edildi');
  await dialog.getByRole('button').last().click();
  await expect(memberRows).toHaveCount(0);
  await consolePage.goto(`${system.urls.console}/kyc`);
  await look(consolePage, 'console-kyc-1440', { fullPage: true });
  await consolePage.context().close();
});
