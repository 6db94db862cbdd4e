// Player side: a guest finds a game in the header search, plays its demo (play money, the
// header balance never moves, no balance call), then plays it for real: the balance is the sandbox
// grant of 1,000.00 the account opened with, a spin inside the provider's frame moves the header balance by
// exactly -stake + win as the game reports it, and myBettingRecords lists that round.
import type { FrameLocator, Page } from '@playwright/test';
import { memberSession, useGuest } from '../support/session';
import { expect, test } from '../support/fixtures';
import { pageIdle } from '../support/idle';

const GRANT = '1.000,00';
/** The header showing the grant and nothing more (a currency mark before it). */
const GRANT_ONLY = /^1\.000,00\s₺$/;
const STAKE_MINOR = 100; // the sandbox games' default stake (1.00)

/** Minor units in the header's Turkish format: 99900 -> "999,00", 100150 -> "1.001,50". */
const tk = (minor: number) => `${Math.trunc(minor / 100).toLocaleString('tr-TR')},${String(minor % 100).padStart(2, '0')}`;

/** The game's own message after a round: "Kazandınız 2,50 ₺" or "Kazanç yok"; amounts always carry 2 decimals. */
const winMinorOf = (message: string) => (/^Kazandınız /.test(message) ? Number(message.replace(/\D/g, '')) : 0);

async function spin(game: FrameLocator): Promise<string> {
  await expect(game.getByTestId('spin')).toBeEnabled();
  await expect(game.getByTestId('stake')).toHaveText(`${tk(STAKE_MINOR)} ₺`);
  await game.getByTestId('spin').click();
  const msg = game.getByTestId('game-message');
  await expect(msg).toHaveText(/^(Kazandınız [\d.,]+\s₺|Kazanç yok)$/);
  await expect(game.getByTestId('spin')).toBeEnabled();
  return (await msg.textContent()) ?? '';
}

const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-frame"] iframe');

test('search, demo, real spin, header balance and the betting record', async ({ page, request, system }) => {
  test.setTimeout(90_000);
  // Real money is for members (a guest is taken to Kaydol: journey-real-money.spec).
  await useGuest(page, await memberSession(request, system.urls.api));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const balance = page.getByTestId('balance');
  // The account opened with the sandbox grant: it is there before any play.
  await expect(balance).toHaveText(GRANT_ONLY);

  // Header search (1 s debounce): the first result with a demo.
  await page.getByTestId('header-search').locator('input').fill('Bonanza');
  const demoCard = page.getByTestId('search-panel').getByTestId('game-card').filter({ has: page.locator('.lobby-card__demo') }).first();
  await expect(demoCard).toBeVisible();
  const gameName = (await demoCard.getAttribute('aria-label')) ?? '';
  expect(gameName).toContain('Bonanza');

  // Demo: gamePlayingFront, play money; no balance call and the header stays where it was.
  const balanceCalls: string[] = [];
  page.on('request', (r) => /\/(user\/getUserInfo|wallet\/sandboxTopUp)$/.test(r.url()) && balanceCalls.push(r.url()));
  await demoCard.click();
  await expect(page).toHaveURL(/\/gamePlayingFront\/\d+$/);
  const gameId = Number(/(\d+)$/.exec(page.url())?.[1]);
  // The game's front page: its name, the balance, real money or the demo.
  await expect(page.getByTestId('game-front-name')).toHaveText(gameName);
  await expect(page.getByTestId('game-front-balance')).toContainText(GRANT);
  await page.getByTestId('play-demo').click();
  const demo = gameFrame(page);
  await expect(demo.getByTestId('game-mode')).toHaveText('DEMO · Oyun parası', { timeout: 25_000 });
  await spin(demo);
  await pageIdle(page); // a (wrong) balance message from the frame would have arrived by now
  await expect(balance).toHaveText(GRANT_ONLY);
  expect(balanceCalls).toEqual([]);

  // Real: the game plays with the grant the header already showed.
  await page.goto(`/gamePlaying/${gameId}/1`);
  const real = gameFrame(page);
  await expect(real.getByTestId('game-mode')).toHaveText('Gerçek para', { timeout: 25_000 });
  await expect(balance).toContainText(GRANT);
  await expect(real.getByTestId('game-balance')).toContainText(GRANT);
  await expect(page.getByTestId('zero-balance')).toHaveCount(0);

  const message = await spin(real);
  const expected = 100_000 - STAKE_MINOR + winMinorOf(message);
  await expect(balance).toContainText(tk(expected));
  if (expected !== 100_000) await expect(balance).not.toContainText(GRANT);

  // The round in the betting records (today, the default 7-day range covers it).
  await page.goto('/myBettingRecords');
  const rows = page.getByTestId('round-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(gameName);
  await expect(rows.first().getByTestId('round-stake')).toContainText('1,00');
  await expect(rows.first().getByTestId('round-win')).toContainText(tk(winMinorOf(message)));
  await expect(rows.first().getByTestId('round-status')).toHaveText('Tamamlandı');
});
