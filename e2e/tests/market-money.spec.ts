// Issue 40: a market's money is its own. A member of Azerbaijan, at phone width, sees manat everywhere (the header,
// the cashier's channels and chips, the gateway's page), deposits 50 ₼ by card and the manat sign draws (the site
// ships a font with every market's sign: Debian's Chromium has none for ₼).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiPost, guestSession, newAzPhone, useGuest, type TGuest } from '../support/session';
import { look } from '../support/look';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A member of market az (an az tourist, an az phone, Azerbaijan's terms), with the sandbox's test money. */
async function azMember(request: Parameters<typeof guestSession>[0], api: string): Promise<TGuest> {
  const guest = await guestSession(request, api, undefined, { market: 'az' });
  const phone = newAzPhone();
  await expect(async () => {
    await apiPost(request, `${api}/sms/send`, { tel: phone, market: 'az' }, guest.token);
  }).toPass({ timeout: 15_000 });
  const code = await apiPost<string>(request, `${api}/sms/getTest`, { tel: phone, market: 'az' });
  const consent = await apiPost<{ texts: Array<{ kind: string; version: number }> }>(request, `${api}/legal/consent/current`, { market: 'az' });
  const version = (kind: string) => consent.texts.find((x) => x.kind === kind)?.version;
  const member = await apiPost<TGuest>(
    request,
    `${api}/sso/register`,
    { mobile: phone, verificationCode: code, password: 'Sifre-12345', birthDate: '1990-01-01', deviceNumber: guest.device, termsVersion: version('terms'), privacyVersion: version('privacy'), market: 'az' },
    guest.token,
  );
  return { ...member, device: guest.device };
}

/** The manat sign has a face that draws it (not the missing-glyph box). */
const manatDraws = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.load('700 16px "Casino Currency"', '₼');
    return document.fonts.check('700 16px "Casino Currency"', '₼');
  });

test('an az member deposits 50 ₼ by card: manat in the header, the cashier and the gateway, and the sign draws', async ({ page, request, system }) => {
  test.setTimeout(90_000);
  const m = await azMember(request, system.urls.api);
  await useGuest(page, m);
  await page.goto('/kisiselBilgiler/recharge');
  // The page follows the player's market (it reloads once as az): Azerbaijan's channels, chips in manat.
  await expect(page.getByTestId('channel-m10')).toBeVisible();
  await expect(page.getByTestId('channel-eft')).toHaveCount(0);
  await expect(page.getByTestId('channel-papara')).toHaveCount(0);
  await expect(page.getByTestId('balance')).toContainText('₼');
  await expect(page.getByTestId('balance')).not.toContainText('₺');
  expect(await manatDraws(page)).toBe(true);
  await page.getByTestId('channel-card').click();
  const chip = page.getByTestId('recharge-form').getByRole('button', { name: '50 ₼', exact: true });
  await expect(chip).toBeVisible();
  await look(page, 'az-recharge-phone');
  const before = await page.getByTestId('balance').innerText();
  await chip.click();
  await page.getByTestId('recharge-submit').click();
  await expect(page).toHaveURL(/\/kisiselBilgiler\/recharge-detail\?orderId=D/);

  // The gateway's page charges manat, and paying there brings the player back to a credited order.
  await page.getByTestId('checkout-link').click();
  await expect(page.getByTestId('checkout')).toContainText('50,00 AZN');
  await page.getByRole('button', { name: 'Öde' }).click();
  await page.getByRole('button', { name: 'Onayla ve öde' }).click();
  await expect(page.getByRole('status')).toContainText('Ödeme alındı');
  await expect(page).toHaveURL(/\/kisiselBilgiler\/recharge-detail$/, { timeout: 10_000 });
  await expect(page.getByTestId('order-panel').getByTestId('order-status')).not.toHaveText('Ödeme bekleniyor');
  // 50 ₼ less the card's 1.5 % fee: 49.25 ₼ more than before, in manat.
  await expect(page.getByTestId('balance')).not.toHaveText(before);
  await expect(page.getByTestId('balance')).toContainText('₼');
  await look(page, 'az-deposit-credited-phone');
});
