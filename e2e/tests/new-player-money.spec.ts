// What a new player hits, at phone width (390x844) and desktop (1440x900):
// 4: a card of a game with a demo opens its front page (name, balance, real money or demo), and real play
//    is one tap away from inside the demo;
// 9: the home row's "Tümü" count is the list's count; "rulet" finds Roulette titles; "see all" opens the
//    full results page;
// 10: the money history: a declined card deposit is neutral, a paid one shows what was credited after the
//    fee, and the fee;
// 12: after a failed and then a successful withdrawal the form is fresh and no error toast is left; a
//    member on /register is sent on.
// Pictures for the visual check, in tk and en: E2E_SHOTS=1 (support/look.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { guestSession, memberSession, newPhone, smsCode, useGuest, type TGuest } from '../support/session';
import { verifyIdentity } from '../support/kyc';
import { look } from '../support/look';
import { giveOwnMoney } from '../support/staff';
import { newIban } from '../support/iban';

const widths = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
async function post<T>(request: APIRequestContext, url: string, data: object, token?: string): Promise<T> {
  const res = await request.post(url, { data: { appId: '2000', ...data }, headers: token ? { token, Authorization: token } : {} });
  const body = (await res.json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}

/** A registered member (phone verified by OTP) with the sandbox's 1,000.00, as a stored session. */
async function member(request: APIRequestContext, api: string): Promise<TGuest & { phone: string }> {
  const guest = await guestSession(request, api);
  const phone = newPhone();
  await post(request, `${api}/sms/send`, { tel: phone }, guest.token);
  const code = await post<string>(request, `${api}/sms/getTest`, { tel: phone });
  const m = await post<TGuest>(request, `${api}/sso/register`, { mobile: phone, verificationCode: code, password: 'Sifre-12345', birthDate: '1990-01-01', deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, guest.token);
  await post(request, `${api}/wallet/sandboxTopUp`, {}, m.token);
  return { ...m, device: guest.device, phone };
}

/** The same page in English: the language the header selector stores, then a reload. */
async function inEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
}

/** A card deposit paid (or declined) on the gateway's hosted page. */
async function cardDeposit(page: Page, amount: string, cardNumber?: string) {
  await page.goto('/kisiselBilgiler/recharge');
  await page.getByTestId('channel-card').click();
  await page.getByTestId('recharge-form').locator('input[name=amount]').fill(amount);
  await page.getByTestId('recharge-submit').click();
  // The gateway's hosted page: a link on a phone, a frame on a desktop; paid here on its own page.
  const checkout = page.getByTestId('checkout-link').or(page.getByTestId('checkout-frame'));
  await expect(checkout).toBeVisible();
  const url = (await checkout.getAttribute('href')) ?? (await checkout.getAttribute('src')) ?? '';
  await page.goto(url);
  // Every field fits inside the page's card, at 390 px too (the CVC field was cut off there).
  const card = (await page.locator('.card').boundingBox())!;
  const cvc = (await page.locator('#cvc').boundingBox())!;
  expect(cvc.x + cvc.width).toBeLessThanOrEqual(card.x + card.width);
  if (cardNumber) await page.locator('#number').fill(cardNumber);
  await page.getByRole('button', { name: 'Öde' }).click();
  await page.getByRole('button', { name: 'Onayla ve öde' }).click();
  await expect(page.locator('#result')).toHaveText(cardNumber ? 'Ödeme reddedildi.' : 'Ödeme alındı. Teşekkürler!');
}

for (const vp of widths) {
  test.describe(`${vp.name}`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width: vp.width, height: vp.height }));

    test(`${vp.name}: a game with a demo opens its front page; real play from there and from inside the demo`, async ({ page, request, system }) => {
      test.setTimeout(90_000);
      await useGuest(page, await memberSession(request, system.urls.api));
      await page.goto('/');
      const card = page.getByTestId('game-card').filter({ has: page.locator('.lobby-card__demo') }).first();
      await expect(card).toBeVisible({ timeout: 20_000 });
      const name = (await card.getAttribute('aria-label')) ?? '';
      await card.click();
      await expect(page).toHaveURL(/\/gamePlayingFront\/\d+$/);
      const front = page.getByTestId('game-front');
      await expect(front.getByTestId('game-front-name')).toHaveText(name);
      await expect(front.getByTestId('game-front-balance')).toContainText('1.000,00');
      await expect(front.getByRole('button', { name: 'Gerçek parayla oyna' })).toBeInViewport();
      await expect(front.getByRole('button', { name: 'Demo' })).toBeInViewport();
      // The site's mark in the tab: linked from the page and served (no 404 in the console).
      const icon = await page.locator('link[rel=icon]').getAttribute('href');
      expect((await page.request.get(new URL(icon ?? '/favicon.ico', page.url()).href)).status()).toBe(200);
      await look(page, `front-${vp.name}-tk`);

      await front.getByRole('button', { name: 'Demo' }).click();
      const game = page.frameLocator('[data-testid="game-frame"] iframe');
      await expect(game.getByTestId('game-mode')).toHaveText('DEMO · Oyun parası', { timeout: 25_000 });
      const toReal = page.getByTestId('demo-play-real');
      await expect(toReal).toHaveText('Gerçek parayla oyna');
      await look(page, `demo-${vp.name}-tk`);
      await toReal.click();
      await expect(page).toHaveURL(/\/gamePlaying\/\d+\/1$/);
      await expect(game.getByTestId('game-mode')).toHaveText('Gerçek para', { timeout: 25_000 });
      // The game says "Gerçek para" in its own header: the site's bar does not say it again.
      await expect(page.getByTestId('game-frame').locator('.lobby-play__bar')).not.toContainText(/gerçek para/i);
      await look(page, `real-${vp.name}-tk`);

      // Back from real play: the game's front page again (the demo played on it, at the same address).
      await page.goBack();
      await expect(page.getByTestId('game-front')).toBeVisible();
      await inEnglish(page);
      await expect(page.getByTestId('game-front').getByRole('button', { name: 'Play for real money' })).toBeVisible();
      await look(page, `front-${vp.name}-en`);
    });

    test(`${vp.name}: the roulette spin button stays on screen, named in Turkish`, async ({ page, request, system }) => {
      test.setTimeout(90_000);
      const found = await post<Array<{ gameId: number; gameName: string }>>(request, `${system.urls.api}/labelGame/getSearchResults`, { words: 'roulette' });
      const roulette = found.find((g) => /roulette/i.test(g.gameName) && !/dream|monopoly|crazy|wheel/i.test(g.gameName));
      expect(roulette).toBeDefined();
      await useGuest(page, await memberSession(request, system.urls.api));
      await page.goto(`/gamePlaying/${roulette!.gameId}/1`);
      const game = page.frameLocator('[data-testid="game-frame"] iframe');
      await expect(game.getByTestId('roulette-board')).toBeVisible({ timeout: 25_000 });
      await game.getByRole('button', { name: 'Kırmızı' }).click();
      const spin = game.getByTestId('spin');
      await expect(spin).toBeEnabled();
      const box = await spin.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(vp.height);
      await expect(game.getByRole('button', { name: '17 numaraya bahis' })).toBeAttached();
      await look(page, `roulette-${vp.name}-tk`);
    });

    test(`${vp.name}: counts agree, "rulet" finds Roulette, and "see all" opens every result`, async ({ page, request, system }) => {
      test.setTimeout(90_000);
      await useGuest(page, await guestSession(request, system.urls.api));
      await page.goto('/');
      const row = page.locator('[data-testid^="category-row-"]').first();
      const all = row.getByRole('link', { name: /Tümü/ });
      await expect(all.getByTestId('row-all-count')).toHaveText(/^\d+$/, { timeout: 20_000 });
      const count = (await all.getByTestId('row-all-count').textContent()) ?? '';
      const rowName = (await row.getByRole('heading').textContent()) ?? '';
      await all.click();
      await expect(page.getByTestId('lobby-game-all').getByRole('heading', { level: 1 })).toHaveText(rowName);
      await expect(page.getByTestId('lobby-game-all').locator('.lobby-count')).toHaveText(`${count} oyun`);

      await page.goto('/');
      if (vp.name === 'mobile') {
        await page.getByTestId('drawer-button').click();
        await page.getByTestId('drawer-search').locator('input').fill('rulet');
      } else {
        await page.getByTestId('header-search').locator('input').fill('rulet');
      }
      const seeAll = page.getByTestId('search-see-all');
      await expect(seeAll).toBeVisible({ timeout: 10_000 });
      await expect(page.getByTestId('game-card').filter({ hasText: /Roulette/ }).first()).toBeAttached();
      await look(page, `search-panel-${vp.name}-tk`);
      await seeAll.click();
      await expect(page).toHaveURL(/\/searchGarm\?words=rulet$/);
      const results = page.getByTestId('lobby-search-page').getByTestId('game-card');
      await expect(results.first()).toBeVisible();
      // Every page: scroll on until the list says it is all.
      const end = page.getByText('Hepsi bu kadar.');
      for (let i = 0; i < 10 && !(await end.isVisible()); i += 1) {
        const before = await results.count();
        await page.getByTestId('grid-sentinel').scrollIntoViewIfNeeded().catch(() => undefined);
        // The next page is in (more cards), or the list says it has ended.
        await expect.poll(async () => (await end.isVisible()) || (await results.count()) > before).toBe(true);
      }
      await expect(page.getByText('Hepsi bu kadar.')).toBeVisible();
      const total = await results.count();
      expect(total).toBeGreaterThan(50);
      await expect(page.getByTestId('search-count')).toHaveText(`${total} oyun`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await look(page, `search-page-${vp.name}-tk`);
      await inEnglish(page);
      await expect(page.getByTestId('lobby-search-page').getByTestId('game-card').first()).toBeVisible();
      await look(page, `search-page-${vp.name}-en`);
    });

    test(`${vp.name}: the money history tells the truth about card deposits`, async ({ page, request, system }) => {
      test.setTimeout(120_000);
      const m = await member(request, system.urls.api);
      await useGuest(page, m);
      // The card's amount chips, each on one line.
      await page.goto('/kisiselBilgiler/recharge');
      await page.getByTestId('channel-card').click();
      const chips = page.getByTestId('recharge-form').locator('.cash-chip');
      await expect(chips).toHaveCount(6);
      for (const chip of await chips.all()) expect((await chip.boundingBox())!.height).toBeLessThan(48);
      await expect(chips.last()).toHaveText('5.000 ₺');
      await look(page, `recharge-${vp.name}-tk`);
      await cardDeposit(page, '1000', '4000 0000 0000 0002');
      await cardDeposit(page, '1000');
      await page.goto('/kisiselBilgiler/transactions');
      const rows = page.getByTestId('history-row');
      const [paid, declined] = [rows.nth(0), rows.nth(1)];
      // The gateway's callbacks arrive on their own time: read the history until both have settled.
      await expect(async () => {
        await page.reload();
        await expect(rows).toHaveCount(2);
        await expect(declined.getByTestId('order-status')).not.toHaveText(/bekleniyor/i, { timeout: 1_000 });
        await expect(paid.getByTestId('order-status')).toHaveText('Tamamlandı', { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(declined.getByTestId('history-amount')).toHaveAttribute('data-tone', 'neutral');
      await expect(declined.getByTestId('history-amount')).toHaveText('1.000,00 ₺');
      await expect(paid.getByTestId('history-amount')).toHaveAttribute('data-tone', 'in');
      await expect(paid.getByTestId('history-amount')).toContainText('+975,00 ₺');
      await expect(paid.getByTestId('history-fee')).toHaveText('Ücret 25,00 ₺');
      await expect(page.getByTestId('balance')).toContainText('1.975,00');
      await look(page, `history-${vp.name}-tk`);
      await inEnglish(page);
      await expect(page.getByTestId('history-fee')).toHaveText('Fee 25.00 ₺');
      await look(page, `history-${vp.name}-en`);
      await page.goto('/kisiselBilgiler/recharge');
      await page.getByTestId('channel-card').click();
      await expect(page.getByTestId('recharge-form').locator('.cash-chip').last()).toHaveText('5,000 ₺');
      await look(page, `recharge-${vp.name}-en`);
    });

    test(`${vp.name}: a withdrawal form is fresh after a success, with no error toast left; a member on /register is sent on`, async ({ page, request, system }) => {
      test.setTimeout(150_000);
      const api = system.urls.api;
      const m = await member(request, api);
      // The sandbox's test money never pays out: 1,000.00 of the player's own (a staff credit) does.
      await giveOwnMoney(request, api, m.userid, 100_000);
      await post(request, `${api}/user/bank/add`, { iban: newIban(), holderName: 'Ayşe Yılmaz' }, m.token);
      // A withdrawal needs a verified identity in the card's name.
      await verifyIdentity(request, api, m.token);
      // A second code for the phone (the registration's went out just now).
      const code = await smsCode(request, api, m.phone, m.token);
      await post(request, `${api}/withdraw/setWithdrawPwd`, { password: '482915', verificationCode: code }, m.token);
      await useGuest(page, m);

      // Registration (a phone's /register, the desktop's /login?type=register) has nothing for a member.
      await page.goto(vp.name === 'mobile' ? '/register' : '/login?type=register');
      await expect(page).toHaveURL(/\/$/);

      await page.goto('/kisiselBilgiler/withdrawl');
      const form = page.getByTestId('withdraw-form');
      const amount = form.locator('input[name=amount]');
      await expect(amount).toHaveAttribute('placeholder', /^\d{1,3}(\.\d{3})*,\d{2} – \d{1,3}(\.\d{3})*,\d{2}$/);
      await amount.fill('150');
      await form.locator('input[name=withdrawPwd]').fill('111111');
      await page.getByTestId('withdraw-submit').click();
      // The wrong password's toast (the sign-in's "Önceki girişiniz" toast may still be up beside it).
      const pwdToast = page.getByTestId('toast').filter({ hasText: /çekim şifresi/i });
      await expect(pwdToast).toBeVisible();
      // The toast sits below the header: the header's buttons stay reachable.
      const header = await page.getByTestId('shell-header').or(page.locator('.shell-topbar')).first().boundingBox();
      const toast = await pwdToast.boundingBox();
      expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await look(page, `withdraw-error-${vp.name}-tk`);

      await amount.fill('150');
      await form.locator('input[name=withdrawPwd]').fill('482915');
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('withdraw-created')).toBeVisible();
      await expect(page.getByTestId('toast').filter({ hasText: /şifre/i })).toHaveCount(0);
      await expect(amount).toHaveValue('');
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expect(form).not.toContainText('Bir tutar girin.');
      await look(page, `withdraw-done-${vp.name}-tk`);
      await inEnglish(page);
      await expect(page.getByTestId('withdraw-form')).toBeVisible();
      await look(page, `withdraw-${vp.name}-en`);
    });
  });
}

// 11 and 14, seen as a player sees them: the wheel and the VIP page tell one story of the spins; the invite
// page shares to WhatsApp and Telegram.
for (const vp of widths) {
  test(`${vp.name}: the wheel and the VIP page say where the spins come from; the invite page shares to apps`, async ({ page, request, system }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    const m = await member(request, system.urls.api);
    await useGuest(page, m);
    await cardDeposit(page, '250');
    await expect(async () => {
      await page.goto('/vip-wheel');
      await expect(page.getByTestId('wheel-spins-left')).toHaveText('1 çevirme hakkı', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('wheel-spin-sources')).toContainText('1 hak yatırımınızdan');
    await look(page, `wheel-${vp.name}-tk`);
    await page.goto('/vip');
    await expect(page.getByTestId('vip-wheel-spins')).toContainText('1 yatırımdan');
    await look(page, `vip-${vp.name}-tk`);
    await page.goto('/share');
    await expect(page.getByTestId('share-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(page.getByTestId('share-telegram')).toHaveAttribute('href', /^https:\/\/t\.me\/share\/url\?url=/);
    await look(page, `share-${vp.name}-tk`);
    await inEnglish(page);
    await expect(page.getByTestId('share-whatsapp')).toHaveText('Share on WhatsApp');
    await look(page, `share-${vp.name}-en`);
    await page.goto('/vip-wheel');
    await expect(page.getByTestId('wheel-spin-sources')).toContainText('1 spin from your deposit');
    await look(page, `wheel-${vp.name}-en`);
    await page.goto('/vip');
    await expect(page.getByTestId('vip-wheel-spins')).toContainText('1 from a deposit');
    await look(page, `vip-${vp.name}-en`);
    // The spin, then the history names where it came from.
    await page.goto('/vip-wheel');
    await page.getByTestId('wheel-spin').click();
    await expect(page.getByTestId('wheel-result')).not.toBeEmpty({ timeout: 20_000 });
    await expect(page.getByTestId('wheel-history-source')).toHaveText(' · Deposit spin');
    await expect(page.getByTestId('wheel-spin-sources')).toHaveCount(0);
    await look(page, `wheel-spun-${vp.name}-en`);
  });
}
