// The cookie/storage consent banner (no tracking call before "Tümünü kabul et"), the
// terms re-acceptance flow after staff publish new terms, the KVKK data download and the account closure, at
// desktop and phone width.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageIdle } from '../support/idle';
import { newAzPhone, newDevice, newPhone, useDevice, useGuest, type TGuest } from '../support/session';
import { ADMIN_HEADERS } from '../support/staff';
import { look } from '../support/look';

type TEnvelope<T> = { state: string; msg: string; code?: string; resultData: T | null };
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function call<T>(request: APIRequestContext, url: string, data: object, token?: string, headers: Record<string, string> = {}): Promise<TEnvelope<T>> {
  const res = await request.post(url, { data: { appId: '2000', ...data }, headers: { ...(token ? { token, Authorization: token } : {}), ...headers } });
  return (await res.json()) as TEnvelope<T>;
}
async function ok<T>(request: APIRequestContext, url: string, data: object, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const body = await call<T>(request, url, data, token, headers);
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}

/** A member registered through the API as the form does (the terms in force of `market` accepted), 18+ confirmed. */
async function member(request: APIRequestContext, api: string, market?: string): Promise<TGuest & { phone: string; password: string }> {
  const device = newDevice();
  const guest = await ok<TGuest>(request, `${api}/sso/v2/login`, { deviceNumber: device, ...(market ? { market } : {}) });
  const current = await ok<{ texts: { kind: string; version: number }[] }>(request, `${api}/legal/consent/current`, market ? { market } : {});
  const version = (kind: string) => current.texts.find((x) => x.kind === kind)!.version;
  // A number of the member's market (az's rule is +994 and 9 digits).
  const phone = market === 'az' ? newAzPhone() : newPhone();
  const where = market ? { market } : {};
  await ok(request, `${api}/sms/send`, { tel: phone, ...where }, guest.token);
  const code = await ok<string>(request, `${api}/sms/getTest`, { tel: phone, ...where });
  const password = 'Sifre-12345';
  const m = await ok<TGuest>(request, `${api}/sso/register`, { mobile: phone, verificationCode: code, password, birthDate: '1990-01-01', deviceNumber: device, termsVersion: version('terms'), privacyVersion: version('privacy'), ...(market ? { market } : {}) }, guest.token);
  return { ...m, device, phone, password };
}

const tracking = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => (r.url().includes('/tracking/uploadTrack') || r.url().includes('/fb/data/api/v2/token/get')) && calls.push(new URL(r.url()).pathname));
  return calls;
};

test.describe('the cookie banner', () => {
  test.use({ cookieChoice: 'ask' });

  for (const w of WIDTHS) {
    test(`${w.name}: asks a first visit in Turkish; no tracking call before "Tümünü kabul et", then it starts; the footer opens it again`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: w.width, height: w.height });
      await useDevice(page, newDevice());
      const calls = tracking(page);
      // A click the login form tracks: before any choice nothing goes out (the phone's login page has no banner).
      await page.goto('/login');
      const submit = page.getByTestId('login-submit');
      await submit.click();
      await pageIdle(page);
      expect(calls).toEqual([]);

      // Landing from an ad: the banner asks; no attribution call and nothing stored until the player chooses.
      await page.goto('/?fbclid=IwAR2-consent');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible({ timeout: 30_000 });
      await expect(banner.getByRole('heading', { name: 'Çerez ve depolama tercihleri' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Çerez Politikası' })).toHaveAttribute('href', '/legal/cookies');
      await look(page, `cookie-banner-${w.name}-tk`);
      await pageIdle(page);
      expect(calls).toEqual([]);
      expect(await page.evaluate(() => [localStorage.getItem('casino.consent'), localStorage.getItem('casino.attribution')])).toEqual([null, null]);

      await banner.getByRole('button', { name: 'Ayrıntılar' }).click();
      await expect(banner.getByTestId('cookie-details')).toContainText('Analiz ve reklam ölçümü');
      await look(page, `cookie-details-${w.name}-tk`);
      const attribution = page.waitForRequest((r) => r.url().includes('/fb/data/api/v2/token/get'), { timeout: 30_000 });
      await banner.getByRole('button', { name: 'Tümünü kabul et' }).click();
      await expect(banner).toBeHidden();
      expect(new URL((await attribution).url()).searchParams.get('fbclid')).toBe('IwAR2-consent');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('casino.consent')))!)).toMatchObject({ v: 1, analytics: true });
      await page.goto('/login');
      const track = page.waitForRequest((r) => r.url().includes('/tracking/uploadTrack'));
      await submit.click();
      expect(JSON.parse((await track).postData() ?? '{}')).toMatchObject({ eventType: '2', eventId: 3, consent: '1' });

      // Remembered across a reload; "Çerez tercihleri" in the footer opens it again, and "Yalnızca gerekli" stops tracking.
      await page.goto('/personal');
      await pageIdle(page);
      await expect(banner).toBeHidden();
      const prefs = page.getByTestId('footer-cookie-prefs');
      await prefs.scrollIntoViewIfNeeded();
      await prefs.click();
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Yalnızca gerekli' }).click();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('casino.consent')))!)).toMatchObject({ analytics: false });
    });
  }

  test('phone (en): the banner speaks the player’s language', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useDevice(page, newDevice());
    await page.addInitScript(() => localStorage.getItem('lang') ?? localStorage.setItem('lang', 'en'));
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Necessary only' })).toBeVisible();
    await look(page, 'cookie-banner-phone-en');
  });
});

// Both widths publish new terms in market az: one after the other, so neither sees the other's version.
test.describe.serial('new terms', () => {
  for (const w of WIDTHS) {
    test(`${w.name}: real play is refused until the member accepts in the blocking dialog`, async ({ page, request, system }) => {
      test.setTimeout(90_000);
      const api = system.urls.api;
      const m = await member(request, api, 'az');
      const categories = await ok<{ categoryList: { categoryId: number; code: string }[] }>(request, `${api}/labelGame/list`, {});
      const slots = categories.categoryList.find((c) => c.code === 'slots') ?? categories.categoryList[0]!;
      const page1 = await ok<{ list: { gameId: number }[] }>(request, `${api}/labelGame/getGameByCategoryAndPage`, { categoryId: slots.categoryId, pageSize: 1 });
      const gameId = page1.list[0]!.gameId;
      await ok(request, `${api}/admin/legal/publish`, { market: 'az', kind: 'terms', lang: 'tk', title: 'Kullanım Şartları', body: `Yeni sürüm (${w.name}).\n\n## 1. Değişen madde\nBonus kuralları güncellendi.`, note: 'e2e' }, undefined, ADMIN_HEADERS);

      // Playing before accepting: the API refuses a real-money launch with a clear code.
      const refused = await call(request, `${api}/labelGame/getGameUrlByGame`, { gameId, isReal: 1 }, m.token);
      expect(refused).toMatchObject({ state: '403', code: 'TERMS_NOT_ACCEPTED', msg: expect.stringContaining('Kullanım Şartları güncellendi') });

      await page.setViewportSize({ width: w.width, height: w.height });
      await useGuest(page, m);
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Kullanım Şartları güncellendi' });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByTestId('terms-dialog-link-terms')).toHaveAttribute('href', '/legal/terms');
      await expect(dialog).toContainText('değişti');
      // Focus is inside and stays there: Tab from the last button comes back to the dialog.
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await dialog.getByTestId('terms-dialog-accept').focus();
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await look(page, `terms-dialog-${w.name}-tk`);

      const accepted = page.waitForResponse((r) => r.url().endsWith('/legal/consent/accept'));
      await dialog.getByTestId('terms-dialog-accept').click();
      expect(((await (await accepted).json()) as TEnvelope<{ pending: boolean }>).resultData).toMatchObject({ pending: false });
      await expect(dialog).toBeHidden();
      await page.reload();
      await pageIdle(page);
      await expect(page.getByTestId('terms-dialog')).toHaveCount(0);
      expect((await call(request, `${api}/labelGame/getGameUrlByGame`, { gameId, isReal: 1 }, m.token)).state).toBe('200');
    });
  }
});

for (const w of WIDTHS) {
  test(`${w.name}: the personal page leads to the data download; the file is the player’s own data, readable JSON`, async ({ page, request, system }) => {
    test.setTimeout(90_000);
    const m = await member(request, system.urls.api);
    const other = await member(request, system.urls.api);
    // Another player's export is refused.
    expect(await call(request, `${system.urls.api}/user/dataExport`, { userId: other.userid }, m.token)).toMatchObject({ state: '403', code: 'FORBIDDEN' });
    await page.setViewportSize({ width: w.width, height: w.height });
    await useGuest(page, m);
    await page.goto('/personal');
    await page.getByRole('link', { name: /Kişisel Verilerim/ }).first().click();
    await expect(page).toHaveURL(/\/kisiselBilgiler\/verilerim$/);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('data-export-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^verilerim-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { format: string; profile: { mobile: string }; sections: Record<string, Record<string, unknown>[]> };
    expect(data.format).toBe('casino-data-export');
    expect(data.profile.mobile).toBe(`90${m.phone}`);
    expect(data.sections.consents!.map((c) => c.kind)).toEqual(expect.arrayContaining(['terms', 'privacy']));
    expect(data.sections.moneyHistory!.length).toBeGreaterThan(0);
    expect(data.sections.logins!.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain(other.phone);
    await expect(page.getByTestId('data-export-page').getByRole('status')).toContainText('indirildi');
  });
}

for (const w of WIDTHS) {
  test(`${w.name}: closing an account: refused while it holds money, then closed with the password, logged out, login refused`, async ({ page, request, system }) => {
    test.setTimeout(120_000);
    const api = system.urls.api;
    const m = await member(request, api);
    await page.setViewportSize({ width: w.width, height: w.height });
    await useGuest(page, m);
    await page.goto('/kisiselBilgiler/hesabiKapat');
    const closePage = page.getByTestId('close-account-page');
    await expect(closePage.getByRole('heading', { level: 1, name: 'Hesabı Kapat' })).toBeVisible({ timeout: 30_000 });
    await expect(closePage).toContainText('10 yıl');
    await expect(closePage.getByTestId('close-account-self-exclusion')).toHaveAttribute('href', '/kisiselBilgiler/sorumluOyun');
    // The sandbox welcome money is in the account: withdraw first, said plainly, and the button cannot close it.
    await expect(closePage.getByTestId('close-account-blocked')).toContainText('bakiye var. Önce bakiyenizi çekin.');
    await expect(closePage.getByTestId('close-account-submit')).toBeDisabled();
    expect(await call(request, `${api}/user/closeAccount`, { password: m.password }, m.token)).toMatchObject({ state: '409', code: 'ACCOUNT_NOT_EMPTY' });
    await look(page, `close-blocked-${w.name}-tk`);

    // Staff take the money out (a four-eyes adjustment), as a real withdrawal would empty it.
    const info = await ok<{ cashAssets: number }>(request, `${api}/user/getUserInfo`, {}, m.token);
    const proposed = await ok<{ id: number }>(request, `${api}/admin/backoffice/adjustments/propose`, { userId: m.userid, direction: 'debit', amountMinor: info.cashAssets, reason: 'e2e: hesap kapatma öncesi boşaltma' }, undefined, { ...ADMIN_HEADERS, 'x-admin-actor': 'e2e-maker' });
    await ok(request, `${api}/admin/backoffice/adjustments/approve`, { id: proposed.id }, undefined, { ...ADMIN_HEADERS, 'x-admin-actor': 'e2e-checker' });

    await page.reload();
    await expect(closePage.getByTestId('close-account-blocked')).toHaveCount(0, { timeout: 30_000 });
    const submit = closePage.getByTestId('close-account-submit');
    await closePage.getByTestId('close-account-proof').fill(m.password);
    await submit.click();
    await expect(closePage.getByTestId('close-account-error')).toHaveText('Devam etmek için onay kutusunu işaretleyin.');
    await closePage.getByTestId('close-account-understand').check();
    await look(page, `close-confirm-${w.name}-tk`);
    await submit.click();
    // Signed out: the home page on a desktop, the phone layout's login page on a phone.
    await expect(page).toHaveURL(new RegExp(`^${system.urls.shell}/(login)?$`), { timeout: 30_000 });
    // Every session ended; the login is refused with a clear message.
    expect((await call(request, `${api}/user/getUserInfo`, {}, m.token)).state).toBe('401');
    const login = await call(request, `${api}/sso/loginNew`, { mobile: m.phone, password: m.password });
    expect(login).toMatchObject({ state: '403', code: 'ACCOUNT_CLOSED', msg: expect.stringContaining('Bu hesap kapatıldı') });
    // Staff see it in the player 360.
    const profile = await ok<{ status: { closedAt: string | null } }>(request, `${api}/admin/backoffice/players/get`, { userId: m.userid }, undefined, ADMIN_HEADERS);
    expect(profile.status.closedAt).not.toBeNull();
  });
}
