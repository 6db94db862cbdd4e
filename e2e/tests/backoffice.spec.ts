// The back office: an operator finds a player by phone in the staff console, reads the ledger
// statement and proposes a balance adjustment; a second staff member with the approver role approves it
// (never their own) from a queue the proposal reached by push; the player's header balance rises live on the
// player's site, and the player 360's header shows the new cash after a reload.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiPost as post, guestSession, newPhone, useGuest, type TGuest } from '../support/session';
import { createStaff, signIn } from '../support/staff';
import { look } from '../support/look';

/** A registered member (phone verified by OTP) with 1,000.00 of sandbox money. */
async function member(request: APIRequestContext, api: string): Promise<TGuest & { phone: string }> {
  const guest = await guestSession(request, api);
  const phone = newPhone();
  await post(request, `${api}/sms/send`, { tel: phone }, guest.token);
  const code = await post<string>(request, `${api}/sms/getTest`, { tel: phone });
  const m = await post<TGuest>(request, `${api}/sso/register`, { mobile: phone, verificationCode: code, password: 'Sifre-12345', deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, guest.token);
  await post(request, `${api}/wallet/sandboxTopUp`, {}, m.token);
  return { ...m, device: guest.device, phone };
}

const consolePage = async (page: Page, consoleUrl: string, who: Awaited<ReturnType<typeof createStaff>>) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, consoleUrl, who);
};

test('an operator finds a player by phone, reads the statement and proposes an adjustment; another staff member approves; the balance rises', async ({ page, browser, request, system }) => {
  test.setTimeout(180_000);
  const api = system.urls.api;
  const m = await member(request, api);
  const operator = await createStaff(request, api, 'operator', 'bo-op');
  const approver = await createStaff(request, api, 'approver', 'bo-ap');

  // The player's site: the header shows 1.000,00.
  await useGuest(page, m);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/kisiselBilgiler/recharge');
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('1.000,00');

  // The approver has the adjustments queue open, with nothing of this player yet (it is live: no reload below).
  const apContext = await browser.newContext();
  const ap = await apContext.newPage();
  await consolePage(ap, system.urls.console, approver);
  await ap.getByRole('link', { name: /Adjustments/ }).click();
  await expect(ap.getByRole('heading', { level: 1, name: 'Adjustments' })).toBeVisible();
  await expect(ap.getByRole('row').filter({ hasText: 'e2e: refund of a stuck round' })).toHaveCount(0);

  // The operator finds the player by phone (typed without 90, with spaces) and opens the player 360.
  const opContext = await browser.newContext();
  const op = await opContext.newPage();
  await consolePage(op, system.urls.console, operator);
  await op.getByRole('link', { name: /Players/ }).click();
  await op.getByRole('searchbox', { name: 'Find a player' }).fill(`${m.phone.slice(0, 3)} ${m.phone.slice(3, 6)} ${m.phone.slice(6)}`);
  await op.getByRole('button', { name: 'Search' }).click();
  const row = op.getByRole('row').filter({ hasText: String(m.userid) });
  await expect(row).toContainText('Phone');
  await expect(row).toContainText('****'); // an operator sees the phone masked
  await look(op, 'players-search');
  await row.getByRole('link', { name: 'Open' }).click();
  await expect(op.getByTestId('player-cash')).toHaveText(/^1,000\.00\s₺$/);
  await expect(op.getByText('Last logins')).toBeVisible();
  await look(op, 'player-360-profile');

  // The statement: the sandbox's test money (never withdrawable), with its running balance.
  await op.getByRole('link', { name: 'Statement' }).click();
  const statement = op.getByRole('table', { name: 'Statement' });
  await expect(statement.getByRole('row').nth(1)).toContainText('1,000.00 ₺');
  await expect(statement).toContainText('TEST_MONEY');

  // Propose +25.00: nothing moves yet.
  await op.getByRole('button', { name: 'Propose adjustment' }).click();
  const dialog = op.getByRole('dialog');
  await dialog.getByLabel('Amount (₺)').fill('25');
  await dialog.getByLabel('Reason (recorded in the audit log)').fill('e2e: refund of a stuck round');
  await dialog.getByRole('button', { name: 'Propose' }).click();
  await expect(op.getByText(/Adjustment #\d+ proposed/)).toBeVisible();
  await look(op, 'player-360-proposed');
  // The operator cannot approve (not an approver, and it is their own proposal).
  await op.getByRole('link', { name: /Adjustments/ }).click();
  const mine = op.getByRole('row').filter({ hasText: 'e2e: refund of a stuck round' });
  await expect(mine).toContainText('Read only');
  await expect(balance).toContainText('1.000,00');

  // A second staff member with the approver role approves it: it arrived in the open queue by push.
  const pending = ap.getByRole('row').filter({ hasText: 'e2e: refund of a stuck round' });
  await expect(pending).toContainText(operator.login);
  await look(ap, 'adjustments-queue');
  await pending.getByRole('button', { name: 'Approve' }).click();
  const confirm = ap.getByRole('dialog');
  await confirm.getByLabel('Reason (recorded in the audit log)').fill('checked with the provider');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(ap.getByText(/#\d+: Approve ✓/)).toBeVisible();

  // The player's header rises without a reload (push); the player 360 shows it after a reload.
  await expect(balance).toContainText('1.025,00', { timeout: 15_000 });
  await op.getByRole('link', { name: /Players/ }).click();
  await op.goto(`${system.urls.console}/players/${m.userid}/statement`);
  await expect(op.getByTestId('player-cash')).toHaveText(/^1,025\.00\s₺$/);
  await expect(op.getByRole('table', { name: 'Statement' }).getByRole('row').nth(1)).toContainText('ADJUSTMENT');
  await look(op, 'player-360-statement');
  // The same page in Turkish, chosen by this staff member.
  await op.getByRole('combobox', { name: 'Language' }).selectOption('tk');
  await expect(op.getByRole('heading', { level: 1, name: 'Oyuncular' })).toBeVisible();
  await expect(op.getByRole('link', { name: 'Hesap dökümü' })).toBeVisible();
  await look(op, 'player-360-statement-tk');
  await opContext.close();
  await apContext.close();
});
