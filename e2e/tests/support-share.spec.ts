// A support round trip (the player writes on /customerService, staff answer, the answer appears
// without a reload) and an invite (player A's share link opened in a fresh browser by B, who registers
// with a verified phone; A's invite statistics show it). Desktop and mobile widths.
import type { APIRequestContext } from '@playwright/test';
import { formatConsoleErrors } from '../support/console-errors';
import { expect, test } from '../support/fixtures';
import { guestSession, newPhone, useGuest } from '../support/session';
import { look } from '../support/look';

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
async function post<T>(request: APIRequestContext, url: string, data: object, headers: Record<string, string> = {}): Promise<T> {
  const res = await request.post(url, { data: { appId: '2000', ...data }, headers });
  const body = (await res.json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}
const auth = (token: string) => ({ token, Authorization: token });
// The development staff token of APP_MODE=sandbox (api/src/config.ts), unless the run sets its own.
const ADMIN = { 'x-admin-token': process.env.ADMIN_TOKEN ?? 'dev-admin-token-sandbox-only', 'x-admin-actor': 'e2e' };

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

for (const viewport of widths) {
  test(`${viewport.name}: support message round trip, the staff answer arrives live and is shown as text`, async ({ page, request, system, consoleErrors }) => {
    test.setTimeout(60_000);
    const guest = await guestSession(request, system.urls.api);
    await useGuest(page, guest);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/customerService');
    await expect(page.getByTestId('support-faq')).toContainText('Nasıl para yatırırım?');
    await expect(page.getByTestId('support-channels')).toContainText('WhatsApp');
    // Real contact channels of the market, not placeholders; the answer time is said before writing.
    await expect(page.getByTestId('support-channels')).toContainText('destek@casino.com.tr');
    await expect(page.getByTestId('support-channels')).not.toContainText('example');
    await expect(page.getByTestId('support-reply-time')).toHaveText('Genellikle 15 dakika içinde yanıt veriyoruz');
    await expect(page.getByTestId('support-chat-empty')).toBeVisible();

    const hostile = 'Bakiyem görünmüyor <img src=x onerror="document.title=\'pwned\'">';
    await page.getByLabel('Mesajınız').fill(hostile);
    await page.getByRole('button', { name: 'Gönder' }).click();
    const messages = page.getByTestId('support-messages');
    await expect(messages).toContainText(hostile);
    await expect(messages.locator('img')).toHaveCount(0);
    // At once, the system's note with the staff-set answer time, after the player's message.
    const note = messages.locator('[data-author="system"]');
    await expect(note).toContainText('Otomatik yanıt');
    await expect(note).toContainText('Genellikle 15 dakika içinde yanıt veriyoruz');
    await look(page, `support-${viewport.name}-tk`);

    await post(request, `${system.urls.api}/admin/support/reply`, { userId: guest.userid, text: 'Merhaba, hemen bakıyoruz.' }, ADMIN);
    await expect(messages).toContainText('Merhaba, hemen bakıyoruz.', { timeout: 15_000 });
    await expect(page.getByTestId('support-unread')).toHaveText('1 yeni cevap');
    expect(await page.title()).not.toBe('pwned');
    // The page shows the answer first and then tells the server it was seen: the server's count follows.
    await expect.poll(async () => (await post<{ unread: number }>(request, `${system.urls.api}/support/messages`, {}, auth(guest.token))).unread).toBe(0);
    expect(consoleErrors, formatConsoleErrors(consoleErrors)).toEqual([]);
  });
}

test('desktop and mobile: in English the answer-time note and the page are English', async ({ page, request, system }) => {
  const guest = await guestSession(request, system.urls.api);
  await useGuest(page, guest, 'en');
  for (const viewport of widths) {
    // Crossing the 780 px threshold reloads the open page (spec section 2): resize on a blank page.
    await page.goto('about:blank');
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/customerService');
    await expect(page.getByTestId('support-faq')).toContainText('How do I make a deposit?');
    await expect(page.getByTestId('support-reply-time')).toHaveText('We usually answer within 15 min');
    if (viewport.name === 'desktop') {
      await page.getByLabel('Your message').fill('Where is my withdrawal?');
      await page.getByRole('button', { name: 'Send' }).click();
    }
    await expect(page.getByTestId('support-messages').locator('[data-author="system"]')).toContainText('We usually answer within 15 min; our answer will appear on this page.');
    await look(page, `support-${viewport.name}-en`);
  }
});

test('mobile: pdd reuses the share screen; B opens A\'s invite link in a fresh browser and registers; A\'s page follows live', async ({ page, browser, request, system }) => {
  test.setTimeout(90_000);
  const a = await guestSession(request, system.urls.api);
  await useGuest(page, a);
  await page.setViewportSize({ width: 390, height: 844 });
  // A opens pdd: the share screen with the prize on top (the server draws the head start).
  await page.goto('/pdd');
  const screen = page.getByTestId('account-pdd');
  const progress = screen.getByTestId('pdd-progress');
  await expect(progress).toBeVisible();
  const before = Number(await progress.getAttribute('aria-valuenow'));
  await expect(screen.getByTestId('pdd-status')).toHaveText('Ödülü açmak için 3 arkadaş daha!');
  const link = await screen.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/\?inviteUUID=[\w-]+$/);
  await expect(screen.getByRole('img', { name: 'Davet bağlantısının QR kodu' })).toBeVisible();
  await expect(screen.getByTestId('share-empty')).toBeVisible();

  // B: a fresh browser opens the link; the shell's tourist start carries the invite id.
  const b = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const bPage = await b.newPage();
  await bPage.goto(link);
  await expect.poll(() => bPage.evaluate(() => localStorage.getItem('token')), { timeout: 15_000 }).toBeTruthy();
  const [bToken, device] = await bPage.evaluate(() => [localStorage.getItem('token') ?? '', localStorage.getItem('deviceNumber') ?? ''] as const);
  const phone = newPhone();
  await post(request, `${system.urls.api}/sms/send`, { tel: phone }, auth(bToken));
  const code = await post<string>(request, `${system.urls.api}/sms/getTest`, { tel: phone });
  await post(request, `${system.urls.api}/sso/register`, { mobile: phone, verificationCode: code, deviceNumber: device, termsVersion: 1, privacyVersion: 1 }, auth(bToken));
  await b.close();

  // No reload: the push moves A's prize and the invite list.
  await expect(screen.getByTestId('pdd-status')).toHaveText('Ödülü açmak için 2 arkadaş daha!', { timeout: 15_000 });
  await expect(screen.getByTestId('pdd-helpers').locator('li')).toHaveCount(1);
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  await expect(screen.getByTestId('share-invited')).toHaveText('1');
  await expect(screen.getByTestId('share-registered')).toHaveText('1');
  await expect(screen.getByTestId('share-friends')).toContainText('Kayıtlı');
  // The agent rebate lists B as a registered invitee (nothing wagered yet, nothing to claim).
  await page.goto('/share');
  await expect(page.getByTestId('account-share').getByTestId('pdd-card')).toHaveCount(0);
  await expect(page.getByTestId('agent-invitees').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('agent-claim')).toBeDisabled();
});

test('desktop: a staff answer that came while away counts on the menu entry until the player reads it', async ({ page, request, system }) => {
  test.setTimeout(60_000);
  const guest = await guestSession(request, system.urls.api);
  await post(request, `${system.urls.api}/support/send`, { text: 'Çekimim ne zaman gelir?' }, auth(guest.token));
  await post(request, `${system.urls.api}/admin/support/reply`, { userId: guest.userid, text: 'Bugün içinde.' }, ADMIN);
  await useGuest(page, guest);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const entry = page.getByTestId('side-menu').locator('a[href="/customerService"]');
  await expect(entry.getByTestId('menu-badge')).toHaveText('1', { timeout: 15_000 });
  await entry.click();
  await expect(page.getByTestId('support-messages')).toContainText('Bugün içinde.');
  await expect(entry.getByTestId('menu-badge')).toHaveCount(0);
});
