// Issue 44 item 1, on a phone (390x844, Turkish): the sandbox's starting money is test money. The site wears a
// sandbox ribbon, the header's split shows the money as "Test parası" (never withdrawable), a guest who taps
// "Gerçek parayla oyna" registers first and comes back to the game in real mode, and the withdrawal form of a
// member holding only test money says it cannot be paid out.
import { expect, test } from '../support/fixtures';
import { verifyIdentity } from '../support/kyc';
import { look } from '../support/look';
import { apiPost, guestSession, newPhone, smsCode, useGuest } from '../support/session';
import { newIban } from '../support/iban';

test('phone: test money is labelled and never withdrawable; a guest registers before real play and is back in the game', async ({ page, request, system }) => {
  test.setTimeout(120_000);
  const api = system.urls.api;
  await page.setViewportSize({ width: 390, height: 844 });
  const guest = await guestSession(request, api);
  await useGuest(page, guest);
  await page.goto('/');

  // The sandbox says what it is, on every page.
  // On a phone a badge on the logo, named by the whole sentence, never over the header's controls.
  await expect(page.getByTestId('sandbox-ribbon')).toHaveText('SANDBOX');
  await expect(page.getByRole('complementary', { name: 'SANDBOX · test parası, gerçek para değil' })).toBeVisible();
  const ribbon = (await page.getByTestId('sandbox-ribbon').boundingBox())!;
  const clock = (await page.getByTestId('session-clock').boundingBox())!;
  expect(ribbon.x + ribbon.width).toBeLessThan(clock.x);

  // The header's split: the 1,000.00 is test money, nothing is withdrawable, and the rows add up.
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('1.000,00', { timeout: 20_000 });
  await balance.click();
  const split = page.getByTestId('balance-split');
  await expect(split.getByTestId('balance-test')).toContainText('1.000,00');
  await expect(split.getByTestId('balance-cash')).toContainText('0,00');
  await expect(split.getByTestId('balance-withdrawable')).toContainText('0,00');
  await expect(split.getByTestId('balance-test-note')).toContainText('hiçbir zaman çekilemez');
  await look(page, 'test-money-split-390-tk');
  await page.keyboard.press('Escape');

  // A game with a demo: its front page, then "Gerçek parayla oyna" as a guest leads to Kaydol.
  const found = await apiPost<Array<{ gameId: number; haveDemo: boolean }>>(request, `${api}/labelGame/getSearchResults`, { words: 'Bonanza' }, guest.token);
  const game = found.find((g) => g.haveDemo)!;
  await page.goto(`/gamePlayingFront/${game.gameId}`);
  await page.getByTestId('play-real').click();
  await expect(page).toHaveURL(new RegExp(`/register\\?redirect=%2FgamePlaying%2F${game.gameId}%2F1$`));
  // The real-money address itself, opened as a guest, answers with the way in instead of a game.
  await page.goto(`/gamePlaying/${game.gameId}/1`);
  const gate = page.getByTestId('member-gate');
  await expect(gate).toContainText('Gerçek parayla oynamak için üye olun');
  await expect(gate.getByRole('link', { name: 'Demo oyna' })).toBeVisible();
  await expect(page.locator('[data-testid="game-frame"] iframe')).toHaveCount(0);
  await look(page, 'member-gate-390-tk');

  // Kaydol from the gate: registered, straight back to the game, now for real money.
  await gate.getByRole('link', { name: 'Kaydol' }).click();
  const register = page.getByTestId('account-register');
  const phone = newPhone();
  await register.locator('input[name=phone]').fill(phone);
  await register.getByTestId('otp-button').click();
  await expect(register.getByTestId('otp-button')).toBeDisabled();
  await register.locator('input[name=code]').fill(await apiPost<string>(request, `${api}/sms/getTest`, { tel: phone }));
  await register.locator('input[name=password]').fill('Sifre-12345');
  await register.locator('input[name=birthDate]').fill('1990-01-01');
  await register.getByTestId('consent-terms').check();
  await register.getByTestId('consent-privacy').check();
  await register.getByTestId('register-submit').click();
  await page.getByTestId('limits-step-registration').getByRole('button', { name: 'Şimdi değil' }).click();
  await expect(page).toHaveURL(new RegExp(`/gamePlaying/${game.gameId}/1$`));
  const frame = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect(frame.getByTestId('game-mode')).toHaveText('Gerçek para', { timeout: 25_000 });
  await look(page, 'real-after-register-390-tk');

  // The member's withdrawal form (identity, card and password set up): the test money is shown apart and
  // cannot be asked for.
  const token = await page.evaluate(() => localStorage.getItem('token')?.replace(/^"|"$/g, '') ?? '');
  expect(token).not.toBe('');
  await verifyIdentity(request, api, token);
  await apiPost(request, `${api}/user/bank/add`, { iban: newIban(), holderName: 'Ayşe Yılmaz' }, token);
  await apiPost(request, `${api}/withdraw/setWithdrawPwd`, { password: '482915', verificationCode: await smsCode(request, api, phone, token) }, token);
  await page.goto('/kisiselBilgiler/withdrawl');
  await expect(page.getByTestId('withdraw-test-money')).toContainText('Test parası');
  await expect(page.getByTestId('withdrawable')).toContainText('0,00');
  const form = page.getByTestId('withdraw-form');
  await form.locator('input[name=amount]').fill('500');
  await expect(form.getByRole('alert')).toHaveText('Bu tutar çekilebilir bakiyenizi aşıyor: test parası çekilemez.');
  await look(page, 'withdraw-test-money-390-tk', { fullPage: true });
  // The server refuses it too, in the player's words.
  const info = await apiPost<{ cards: Array<{ cardId: number }>; testMinor: number }>(request, `${api}/withdraw/getWithdrawInfo`, {}, token);
  expect(info.testMinor).toBeGreaterThan(0);
  const res = await request.post(`${api}/withdraw/apply`, { data: { appId: '2000', amount: '500', cardId: info.cards[0]!.cardId, withdrawPwd: '482915', requestId: `e2e-${phone}` }, headers: { token, Authorization: token } });
  expect(await res.json()).toMatchObject({ state: '400', code: 'TEST_MONEY_HELD', msg: expect.stringContaining('est parası') });
});
