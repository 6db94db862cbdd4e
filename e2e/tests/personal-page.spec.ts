// The personal page lists every child of kisiselBilgiler the player may use, on desktop and
// on a phone, Hesap Hareketleri and Sorumlu Oyun included, and each entry opens its page. Item 5: the phone
// viewport lets the player pinch-zoom.
import { expect, test } from '../support/fixtures';
import { guestSession, useGuest } from '../support/session';
import { look } from '../support/look';

const SECTIONS = ['Mobil Cihazı Bağla', 'Banka Kartı Bilgileri', 'Para Yatır', 'Çekim Şifresi', 'Para Çek', 'Hesap Hareketleri', 'Sorumlu Oyun'];

for (const [layout, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`${layout}: the personal page lists every section and opens Hesap Hareketleri and Sorumlu Oyun`, async ({ page, request, system }) => {
    await useGuest(page, await guestSession(request, system.urls.api));
    await page.setViewportSize(size);
    await page.goto('/personal');
    const sections = page.getByTestId('account-personal').getByRole('navigation', { name: 'Hesap ayarları' }).getByRole('link');
    await expect(sections.filter({ hasText: 'Sorumlu Oyun' })).toBeVisible();
    // Every section the player may use, in the route data's order (a section added later, e.g. Bonuslarım, may follow).
    const titles = (await sections.allTextContents()).map((t) => t.replace('›', '').trim());
    expect(titles.filter((t) => SECTIONS.includes(t))).toEqual(SECTIONS);
    // The viewport meta: never a locked zoom (WCAG 1.4.4).
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
    await look(page, `personal-${layout}`, { fullPage: true });

    await sections.filter({ hasText: 'Hesap Hareketleri' }).click();
    await expect(page).toHaveURL(/\/kisiselBilgiler\/transactions$/);
    await page.goBack();
    await sections.filter({ hasText: 'Sorumlu Oyun' }).click();
    await expect(page).toHaveURL(/\/kisiselBilgiler\/sorumluOyun$/);
    await expect(page).toHaveTitle('Sorumlu Oyun');
  });
}

test('mobile: the home page at phone width with zoom allowed', async ({ page, request, system }) => {
  await useGuest(page, await guestSession(request, system.urls.api));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 20_000 });
  expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe('width=device-width, initial-scale=1, viewport-fit=cover');
  await look(page, 'home-mobile');
});
