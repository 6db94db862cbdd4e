// The books: a staff member opens the reports in Turkish (the tr market's staff language), picks
// a range, sees the chart drawn and the table, rebuilds today's hours and finds the new member counted, downloads
// the CSV and reads it; in English the same screen speaks English. Screenshots at desktop and phone sizes.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiPost as post, guestSession, newPhone } from '../support/session';
import { createStaff, signIn } from '../support/staff';
import { look } from '../support/look';

/** A new member registered today (counted in today's registrations once the hour is rebuilt). */
async function register(request: APIRequestContext, api: string): Promise<void> {
  const guest = await guestSession(request, api);
  const phone = newPhone();
  await post(request, `${api}/sms/send`, { tel: phone }, guest.token);
  const code = await post<string>(request, `${api}/sms/getTest`, { tel: phone });
  await post(request, `${api}/sso/register`, { mobile: phone, verificationCode: code, password: 'Sifre-12345', deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, guest.token);
}

test('reports in Turkish: a range, the chart, today rebuilt with the new member, the CSV downloaded and read; English too', async ({ page, request, system }) => {
  test.setTimeout(180_000);
  await register(request, system.urls.api);
  const operator = await createStaff(request, system.urls.api, 'operator', 'rep-op');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, system.urls.console, operator, 'tk');

  await page.getByRole('link', { name: /Raporlar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Raporlar' })).toBeVisible();
  // Today only, recalculated now: the member who just registered is in today's figures.
  await page.getByRole('button', { name: 'Bugün' }).click();
  await page.getByRole('button', { name: 'Şimdi yeniden hesapla' }).click();
  await expect(page.getByText('Rakamlar defterden yeniden hesaplandı.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Günlük rakamlar' });
  await expect(table.getByRole('columnheader', { name: 'Yeni kayıtlar' })).toBeVisible();
  const headers = await table.locator('thead th').allTextContents();
  // The notice comes with the recalculation's answer and the table is asked again after it: wait for the new figures.
  const registrations = table.locator('tfoot td').nth(headers.indexOf('Yeni kayıtlar') - 1);
  await expect.poll(async () => Number((await registrations.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
  // The chart is drawn by the charting library (SVG with axes and the legend's three series).
  const chart = page.getByTestId('report-chart');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-legend-item')).toHaveCount(3);

  // A ten-year range is refused before asking, with a clear message.
  await page.getByLabel('Başlangıç').fill('2016-01-01');
  await expect(page.getByRole('alert')).toContainText('en fazla 366 gün');
  await expect(page.getByRole('button', { name: 'Göster' })).toBeDisabled();
  await page.getByRole('button', { name: 'Son 7 gün' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(7);
  await look(page, 'reports-tk-1440', { fullPage: true });

  // The CSV of the range: a header, seven days and the total, amounts as decimals.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV indir' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^report-daily-tr-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
  expect(csv[0]).toBe('day,bets,wins,ggr,bonusGranted,bonusConverted,bonusRemoved,bonusCost,cashback,ngr,deposits,depositCount,withdrawals,withdrawalCount,registrations,firstDepositors,activePlayers,currency');
  expect(csv).toHaveLength(9);
  expect(csv.at(-1)).toMatch(/^total,-?\d+\.\d{2},/);
  expect(Number(csv.at(-1)!.split(',')[14])).toBeGreaterThanOrEqual(1);

  // Per provider and game.
  await page.getByRole('tab', { name: 'Sağlayıcı ve oyun' }).click();
  await expect(page.getByRole('table', { name: 'Oyuna göre' }).or(page.getByText('Bu aralıkta sonuçlanmış oyun turu yok.'))).toBeVisible();

  // On a phone, and in English.
  await page.getByRole('tab', { name: 'Günlük' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await look(page, 'reports-tk-390', { fullPage: true });
  await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Figures per day' })).toBeVisible();
  await look(page, 'reports-en-390', { fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await look(page, 'reports-en-1440', { fullPage: true });
});

test('the whole console speaks Turkish: menu, markets, audit, sign-in', async ({ page, request, system }) => {
  const viewer = await createStaff(request, system.urls.api, 'viewer', 'rep-tk');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, system.urls.console, viewer, 'tk');
  await expect(page.getByRole('heading', { level: 1, name: 'Pazarlar ve uygulamalar' })).toBeVisible();
  for (const [link, heading] of [
    ['Denetim kaydı', 'Denetim kaydı'],
    ['Oyuncular', 'Oyuncular'],
    ['Destek kuyruğu', 'Destek kuyruğu'],
  ] as const) {
    await page.getByRole('link', { name: new RegExp(link) }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
  await look(page, 'console-tk-support-1440', { fullPage: true });
});
