// Oyun alışkanlıklarım (issue 43, item 7): a member spins a slot for real money, then finds the round on
// the page: the stake, the result of play (the win minus the stake), the daily chart and, beside them,
// the protection tools with the way to Sorumlu Oyun. On a desktop and at phone width.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { look } from '../support/look';
import { memberSession, useGuest } from '../support/session';

/** Minor units in the site's Turkish format, signed as the page signs a result: -100 -> "-1,00 ₺", 95 -> "+0,95 ₺". */
const tk = (minor: number, signed = false) => {
  const abs = Math.abs(minor);
  const text = `${Math.trunc(abs / 100).toLocaleString('tr-TR')},${String(abs % 100).padStart(2, '0')}\u00a0₺`;
  return minor < 0 ? `-${text}` : signed && minor > 0 ? `+${text}` : text;
};

const spinOnce = async (page: Page): Promise<number> => {
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect(game.getByTestId('game-mode')).toHaveText('Gerçek para', { timeout: 25_000 });
  await game.getByTestId('spin').click();
  const message = game.getByTestId('game-message');
  await expect(message).toHaveText(/^(Kazandınız [\d.,]+\s₺|Kazanç yok)$/);
  const won = /Kazandınız ([\d.,]+)\s₺/.exec((await message.textContent()) ?? '');
  await expect(game.getByTestId('spin')).toBeEnabled();
  return won ? Number(won[1]!.replace(/\D/g, '')) : 0;
};

for (const [layout, size] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`${layout}: a real spin shows on Oyun alışkanlıklarım with its stake and result, beside the protection tools`, async ({ page, request, system }) => {
    test.setTimeout(60_000);
    const member = await memberSession(request, system.urls.api);
    await useGuest(page, member);
    await page.setViewportSize(size);

    // Before any play: nothing to chart, said in words.
    await page.goto('/kisiselBilgiler/oyunAliskanliklarim');
    await expect(page.getByRole('heading', { name: 'Oyun alışkanlıklarım' })).toBeVisible();
    await expect(page.getByTestId('my-play-empty')).toHaveText('Son 30 günde oyununuz ya da para hareketiniz yok.');

    const search = await request.post(`${system.urls.api}/labelGame/getSearchResults`, { data: { appId: '2000', words: 'Bonanza' }, headers: { token: member.token, Authorization: member.token } });
    const game = ((await search.json()) as { resultData: Array<{ gameId: number; gameName: string }> }).resultData.find((g) => g.gameName.includes('Bonanza'));
    expect(game, 'a game named Bonanza').toBeTruthy();
    await page.goto(`/gamePlaying/${game!.gameId}/1`);
    const won = await spinOnce(page);

    await page.goto('/kisiselBilgiler/oyunAliskanliklarim');
    await expect(page.getByTestId('my-play-wagered')).toContainText(tk(100));
    await expect(page.getByTestId('my-play-net')).toContainText(tk(won - 100, true));
    // Test money is not a deposit: nothing paid in through the cashier.
    await expect(page.getByTestId('my-play-deposits')).toContainText(tk(0));
    const chart = page.getByTestId('my-play-chart');
    await expect(chart.getByRole('img', { name: 'Son 30 günün günlük grafiği: Oyun sonucu' })).toBeVisible();
    await chart.getByTestId('my-play-metric-minutesPlayed').click();
    await expect(chart.getByRole('img', { name: 'Son 30 günün günlük grafiği: Süre' })).toBeVisible();
    await chart.getByText('Tablo olarak göster').click();
    await expect(chart.getByTestId('my-play-day')).toHaveCount(30);
    await expect(chart.getByTestId('my-play-day').first()).toContainText(tk(won - 100, true));
    const tools = page.getByTestId('my-play-tools');
    await expect(tools.locator('dd').first()).toHaveText('Yok');
    await expect(tools.locator('dd').nth(1)).toHaveText('Kapalı');
    await look(page, `my-play-${layout}`, { fullPage: true });

    await tools.getByRole('link', { name: 'Sorumlu Oyun ayarları' }).click();
    await expect(page).toHaveURL(/\/kisiselBilgiler\/sorumluOyun$/);
    await expect(page.getByTestId('protection-my-play')).toBeVisible();
  });
}
