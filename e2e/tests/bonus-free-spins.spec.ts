// Free spins through the game provider, at phone width (390x844): a member claims the
// seeded free-spins offer on the promotions page, opens its slot, sees "Bedava dönüş 1/10" with the stake
// fixed to the grant's, plays three free rounds (no debit: the cash stays), and the bonus balance is what
// the rounds won (the header's split shows it).
import type { APIRequestContext, FrameLocator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { memberSession, useGuest } from '../support/session';

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
async function post<T>(request: APIRequestContext, url: string, data: object, token?: string): Promise<T> {
  const res = await request.post(url, { data: { appId: '2000', ...data }, headers: token ? { token, Authorization: token } : {} });
  const body = (await res.json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}

/** Minor units in the site's Turkish format: 100150 -> "1.001,50". */
const tk = (minor: number) => `${Math.trunc(minor / 100).toLocaleString('tr-TR')},${String(minor % 100).padStart(2, '0')}`;
/** The game's message after a round: "Kazandınız 2,50 ₺" or "Kazanç yok". */
const winMinorOf = (message: string) => (/^Kazandınız /.test(message) ? Number(message.replace(/\D/g, '')) : 0);

async function freeSpin(game: FrameLocator, n: number): Promise<number> {
  await expect(game.getByTestId('free-spins')).toHaveText(`Bedava dönüş ${n}/10`);
  await expect(game.getByTestId('stake')).toHaveText('1,00 ₺');
  await expect(game.getByTestId('spin')).toBeEnabled();
  await game.getByTestId('spin').click();
  const msg = game.getByTestId('game-message');
  await expect(msg).toHaveText(/^(Kazandınız [\d.,]+\s₺|Kazanç yok)$/);
  await expect(game.getByTestId('spin')).toBeEnabled();
  return winMinorOf((await msg.textContent()) ?? '');
}

test('phone width: claim the free spins, the slot shows Bedava dönüş 1/10, free rounds cost nothing and win bonus money', async ({ page, request, system, consoleErrors }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const api = system.urls.api;
  const m = await memberSession(request, api);
  const offer = (await post<Array<{ offerId: number; kind: string; title: string; freeRounds?: { gameIds: number[] } | null }>>(request, `${api}/bonus/list`, {}, m.token)).find((o) => o.kind === 'free_spins')!;
  const gameId = offer.freeRounds!.gameIds[0]!;
  const before = await post<{ cashAssets: number; bonusAssets: number }>(request, `${api}/user/getUserInfo`, {}, m.token);
  await useGuest(page, m);

  await page.goto('/promotions');
  const card = page.getByTestId('bonus-offer').filter({ hasText: offer.title });
  await card.getByTestId('bonus-offer-claim').click();
  await expect(card.getByTestId('bonus-offer-reason')).toBeVisible();

  await page.goto(`/gamePlaying/${gameId}/1`);
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect(game.getByTestId('game-mode')).toHaveText('Gerçek para', { timeout: 25_000 });
  await expect(game.getByTestId('free-spins')).toHaveText('Bedava dönüş 1/10', { timeout: 15_000 });
  let won = 0;
  for (let n = 1; n <= 3; n++) won += await freeSpin(game, n);
  await expect(game.getByTestId('free-spins')).toHaveText('Bedava dönüş 4/10');

  // No debit: the cash is what it was; the bonus money is what the free rounds won.
  await expect.poll(async () => (await post<{ bonusAssets: number }>(request, `${api}/user/getUserInfo`, {}, m.token)).bonusAssets).toBe(won);
  const after = await post<{ cashAssets: number; bonusAssets: number }>(request, `${api}/user/getUserInfo`, {}, m.token);
  expect(after.cashAssets).toBe(before.cashAssets);
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText(tk(before.cashAssets + won));
  // Bonuslarım: the running free-spins bonus holds what the rounds won; the header's split shows it too.
  await page.goto('/kisiselBilgiler/bonuslarim');
  const active = page.getByTestId('active-bonus');
  await expect(active).toContainText(offer.title);
  await expect(active.getByTestId('bonus-balance')).toHaveText(`${tk(won)} ₺`);
  await balance.click();
  await expect(page.getByTestId('balance-split').getByTestId('balance-bonus')).toContainText(tk(won));
  expect(consoleErrors).toEqual([]);
});
