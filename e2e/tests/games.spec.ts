// Player side: real-money rounds in the provider's game client, inside the operator's frame,
// all in Turkish. A baccarat title takes a banker bet, a roulette title a split and a red bet, a crash
// title is cashed out, a slot spins; each moves the header balance by exactly -stake + win as settled,
// and one round is verified in the browser from its revealed seed.
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { memberSession, useGuest, type TGuest } from '../support/session';
import { expect, test } from '../support/fixtures';

const GRANT = 100_000;

/** Minor units in the site's Turkish format: 99900 -> "999,00", 100150 -> "1.001,50". */
const tk = (minor: number) => `${Math.trunc(minor / 100).toLocaleString('tr-TR')},${String(minor % 100).padStart(2, '0')}`;

/** The win the game announced ("... Kazandınız 1,95 ₺"), in minor units; 0 when it said none. */
const winOf = (message: string | null) => {
  const m = /Kazandınız ([\d.,]+)\s₺/.exec(message ?? '');
  return m ? Number(m[1]!.replace(/\D/g, '')) : 0;
};

const frame = (page: Page): FrameLocator => page.frameLocator('[data-testid="game-frame"] iframe');

/** A real launch of the first catalogue game whose name has `words`, with the guest's grant in the header. */
async function openGame(page: Page, request: APIRequestContext, api: string, guest: TGuest, words: string) {
  const res = await request.post(`${api}/labelGame/getSearchResults`, { data: { appId: '2000', words }, headers: { token: guest.token, Authorization: guest.token } });
  const game = ((await res.json()) as { resultData: Array<{ gameId: number; gameName: string }> }).resultData.find((g) => g.gameName.includes(words));
  expect(game, `a game named ${words}`).toBeTruthy();
  await page.goto(`/gamePlaying/${game!.gameId}/1`);
  const g = frame(page);
  // The first launch of a fresh system can take a while (cold database, first bundle).
  await expect(g.getByTestId('game-mode')).toHaveText('Gerçek para', { timeout: 25_000 });
  await expect(g.getByTestId('game-balance')).toContainText(tk(GRANT));
  await expect(page.getByTestId('balance')).toContainText(tk(GRANT));
  return g;
}

test.describe('games in the provider client', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  test('baccarat: a banker bet settles by the tableau and the round verifies with its revealed seed', async ({ page, request, system }) => {
    test.setTimeout(60_000);
    const guest = await memberSession(request, system.urls.api);
    await useGuest(page, guest);
    const g = await openGame(page, request, system.urls.api, guest, 'Baccarat');
    await g.getByTestId('chip-100').click();
    await g.locator('[data-bet="banker"]').click();
    await expect(g.getByTestId('deal')).toHaveText('DAĞIT');
    await g.getByTestId('deal').click();
    const msg = g.getByTestId('game-message');
    await expect(msg).toContainText(/Bankacı kazandı|Oyuncu kazandı|Beraberlik/);
    const expected = GRANT - 100 + winOf(await msg.textContent());
    await expect(page.getByTestId('balance')).toContainText(tk(expected));
    await expect(g.getByTestId('game-balance')).toContainText(tk(expected));

    // Verify it: the history shows the coup with its seeds; the browser recomputes the shoe.
    await g.getByRole('button', { name: 'Son 10 el' }).click();
    await expect(g.getByTestId('history').locator('li')).toHaveCount(1);
    await g.getByTestId('verify-round').click();
    await expect(g.getByTestId('verify-result')).toHaveText('✓ Doğrulandı: sonuç tohumlardan yeniden hesaplandı');
  });

  test('roulette: a split and a red bet on the board, paid from one pocket', async ({ page, request, system }) => {
    test.setTimeout(60_000);
    const guest = await memberSession(request, system.urls.api);
    await useGuest(page, guest);
    const g = await openGame(page, request, system.urls.api, guest, 'Roulette');
    await g.getByTestId('chip-100').click();
    await g.locator('[data-bet="split:17-20"]').click();
    await g.locator('[data-bet="red"]').click();
    await expect(g.getByText('Toplam bahis')).toBeVisible();
    await g.getByTestId('spin').click();
    const msg = g.getByTestId('game-message');
    await expect(msg).toHaveText(/^\d+ · (Kazandınız [\d.,]+\s₺|Kazanç yok)$/, { timeout: 15_000 });
    const expected = GRANT - 200 + winOf(await msg.textContent());
    await expect(page.getByTestId('balance')).toContainText(tk(expected));
    await expect(g.getByTestId('last-numbers').locator('.gc-ball')).toHaveCount(1);
  });

  test('crash: the multiplier rises and the player cashes out', async ({ page, request, system }) => {
    test.setTimeout(90_000);
    const guest = await memberSession(request, system.urls.api);
    await useGuest(page, guest);
    const g = await openGame(page, request, system.urls.api, guest, 'Aviator');
    const crash = g.getByTestId('crash');
    let expected = GRANT;
    // A flight can crash before the first cash-out is possible (about one in eight): fly again.
    for (let attempt = 0; attempt < 8; attempt++) {
      const before = (await crash.getAttribute('data-round')) ?? '';
      await expect(g.getByTestId('bet')).toHaveText('BAHİS YAP');
      await g.getByTestId('bet').click();
      await expect(crash).not.toHaveAttribute('data-round', before, { timeout: 20_000 });
      // The round's id can show a moment before its flight starts: wait for the flight (or its end), not for time.
      await expect(crash).toHaveAttribute('data-state', /flying|cashed|crashed/, { timeout: 20_000 });
      if ((await crash.getAttribute('data-state')) === 'flying') {
        // The flight may crash between the check and the click (the button is then gone): that counts as a
        // crashed flight below, not as a failure to click.
        await g
          .getByTestId('cash-out')
          .click({ timeout: 10_000 })
          .catch(() => undefined);
      }
      // The cash-out settles through the operator's wallet before it answers: allow a busy machine.
      await expect(crash).toHaveAttribute('data-state', /cashed|crashed/, { timeout: 25_000 });
      const msg = await g.getByTestId('game-message').textContent();
      expected += -100 + winOf(msg);
      await expect(page.getByTestId('balance')).toContainText(tk(expected));
      if ((await crash.getAttribute('data-state')) === 'cashed') {
        expect(msg).toMatch(/katında çekildi · Kazandınız [\d.,]+\s₺/);
        return;
      }
    }
    throw new Error('eight flights crashed before a cash-out');
  });

  test('slot: a spin lands, wins are paid and the header follows', async ({ page, request, system }) => {
    test.setTimeout(60_000);
    const guest = await memberSession(request, system.urls.api);
    await useGuest(page, guest);
    const g = await openGame(page, request, system.urls.api, guest, 'Bonanza');
    await expect(g.getByTestId('slot-cell')).toHaveCount(15);
    await expect(g.getByTestId('spin')).toHaveText('ÇEVİR');
    await g.getByTestId('spin').click();
    const msg = g.getByTestId('game-message');
    await expect(msg).toHaveText(/^(Kazandınız [\d.,]+\s₺|Kazanç yok)$/);
    const expected = GRANT - 100 + winOf(await msg.textContent());
    await expect(page.getByTestId('balance')).toContainText(tk(expected));
    await expect(g.getByTestId('spin')).toBeEnabled();
  });
});
