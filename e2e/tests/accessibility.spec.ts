// Every spec screen in Turkish, at desktop (1440×900) and phone (390×844) width, has no
// serious or critical axe-core finding under the WCAG 2.1 A/AA rules (game frames included). Screens are
// grouped per test so a group shares one session and one shell boot; every finding is printed with its
// screen, rule and elements.
import type { Page } from '@playwright/test';
import { auditScreen, formatFindings, type TFinding } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { guestSession, memberSession, useGuest } from '../support/session';

type TLayout = 'desktop' | 'mobile';
const SIZES = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

/** Waits until nothing on the page is still loading (spinners, busy regions, remote slots). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.cs-spinner:visible, [aria-busy="true"]:visible')).toHaveCount(0, { timeout: 20_000 });
}

/** A screen: how to reach it from where the previous one left the page; `only` limits it to one layout. */
type TScreen = { name: string; only?: TLayout; open: (page: Page, layout: TLayout) => Promise<void> };
/**
 * Opens `path` the way a player moves around the site: in the app (history + popstate, which the router follows),
 * so a group pays for one shell boot instead of one per screen; a full load only for the first screen.
 */
async function go(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const visit = (path: string, ready: (page: Page) => ReturnType<Page['getByTestId']>) => async (page: Page) => {
  await go(page, path);
  await expect(ready(page).first()).toBeVisible({ timeout: 20_000 });
};

/** The legal pages in Turkish, by their titles. */
const LEGAL_TITLES = { terms: 'Kullanım Şartları', privacy: 'Gizlilik ve KVKK Aydınlatma Metni', cookies: 'Çerez Politikası', bonus: 'Bonus Kuralları', responsible: 'Sorumlu Oyun' };

/** Screen groups, each one test; the account group as a registered member (a guest sees no cashier forms). */
const GROUPS: Record<string, TScreen[]> = {
  lobby: [
    {
      name: 'home + footer',
      open: async (page) => {
        await go(page, '/');
        await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 20_000 });
        // The footer's facts load when it nears the screen.
        await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('footer-licence')).toBeVisible();
      },
    },
    {
      name: 'category list (gameAll)',
      open: async (page) => {
        await page.locator('.lobby-row__all').first().click();
        await expect(page.getByTestId('lobby-game-all').getByTestId('game-card').first()).toBeVisible();
      },
    },
    { name: 'search (searchGarm)', open: visit('/searchGarm?words=bonanza', (p) => p.getByTestId('lobby-search-page').getByTestId('game-card')) },
    {
      name: 'game front page (gamePlayingFront)',
      open: async (page) => {
        await page.getByTestId('lobby-search-page').getByTestId('game-card').filter({ has: page.locator('.lobby-card__demo') }).first().click();
        await expect(page.getByTestId('play-demo')).toBeVisible();
      },
    },
    {
      name: 'demo play frame host (gamePlaying)',
      open: async (page) => {
        await page.getByTestId('play-demo').click();
        await expect(page.frameLocator('[data-testid="game-frame"] iframe').getByTestId('spin')).toBeEnabled({ timeout: 25_000 });
      },
    },
    {
      // A guest at the same game for real money: the member gate (Kaydol, or the demo).
      name: 'member gate (gamePlaying, real, as a guest)',
      open: async (page) => {
        // The demo plays on the game's front page (/gamePlayingFront/:id).
        const gameId = /\/gamePlaying(?:Front)?\/(\d+)/.exec(page.url())?.[1];
        expect(gameId).toBeDefined();
        await go(page, `/gamePlaying/${gameId}/1`);
        await expect(page.getByTestId('member-gate')).toBeVisible({ timeout: 20_000 });
      },
    },
    { name: 'recent games', open: visit('/recentGameRecords', (p) => p.getByTestId('lobby-recent')) },
    {
      name: 'menu drawer',
      only: 'mobile',
      open: async (page) => {
        await go(page, '/');
        await page.getByTestId('drawer-button').click();
        await expect(page.getByTestId('drawer')).toBeVisible();
      },
    },
  ],
  account: [
    { name: 'personal', open: visit('/personal', (p) => p.getByTestId('account-personal')) },
    { name: 'kisiselBilgiler', open: visit('/kisiselBilgiler', (p) => p.getByRole('heading').first()) },
    { name: 'bind mobile', open: visit('/kisiselBilgiler/mobilCihaziBagla', (p) => p.getByTestId('account-mobil-cihazi-bagla')) },
    { name: 'bank cards', open: visit('/kisiselBilgiler/bankaKartiBilgiler', (p) => p.getByTestId('add-card-form')) },
    { name: 'cashier deposit', open: visit('/kisiselBilgiler/recharge', (p) => p.getByTestId('channel-card')) },
    { name: 'withdrawal password', open: visit('/kisiselBilgiler/withdrawalPassword', (p) => p.locator('form')) },
    { name: 'cashier withdraw', open: visit('/kisiselBilgiler/withdrawl', (p) => p.getByRole('heading').first()) },
    { name: 'transactions', open: visit('/kisiselBilgiler/transactions', (p) => p.getByRole('heading').first()) },
    { name: 'responsible gaming', open: visit('/kisiselBilgiler/sorumluOyun', (p) => p.getByTestId('limit-form')) },
    { name: 'my play', open: visit('/kisiselBilgiler/oyunAliskanliklarim', (p) => p.getByTestId('my-play-tools')) },
    { name: 'my bonuses', open: visit('/kisiselBilgiler/bonuslarim', (p) => p.getByRole('heading').first()) },
    // Real money, so a member's: the sportsbook frame.
    { name: 'sport', open: visit('/sport', (p) => p.getByTestId('sport-frame')) },
    { name: 'VIP', open: visit('/vip', (p) => p.getByTestId('vip-level')) },
    { name: 'invite (share)', open: visit('/share', (p) => p.getByTestId('share-whatsapp')) },
    { name: 'support', open: visit('/customerService', (p) => p.getByTestId('support-faq')) },
    { name: 'betting records', open: visit('/myBettingRecords', (p) => p.getByRole('heading').first()) },
  ],
  rewards: [
    { name: 'sign-in rewards', open: visit('/signin', (p) => p.getByTestId('signin-day')) },
    { name: 'promotions', open: visit('/promotions', (p) => p.getByTestId('promotion-card')) },
    { name: 'wheel', open: visit('/vip-wheel', (p) => p.getByTestId('wheel-spins-left')) },
    { name: 'invite prize (pdd)', open: visit('/pdd', (p) => p.locator('main h1, main h2').first()) },
    {
      // Last: the dialog stays open over the page.
      name: 'mail popup and dialog',
      open: async (page) => {
        await go(page, '/');
        await expect(page.getByTestId('mail-unread')).toHaveText('1', { timeout: 20_000 });
        await page.getByTestId('mail-button').click();
        await page.getByTestId('mail-popup').getByTestId('mail-item').first().click();
        await expect(page.getByTestId('mail-claim')).toBeVisible();
      },
    },
  ],
  'sign-in and legal': [
    { name: 'login', open: visit('/login', (p) => p.locator('form')) },
    { name: 'register', open: async (page, layout) => visit(layout === 'desktop' ? '/login?type=register' : '/register', (p) => p.getByTestId('account-register'))(page) },
    { name: 'password reset', open: visit('/password-reset', (p) => p.locator('form')) },
    ...Object.entries(LEGAL_TITLES).map(([kind, title]) => ({
      name: `legal: ${kind}`,
      // By its own title: the previous legal page's text stays up until this one's has loaded.
      open: visit(`/legal/${kind}`, (p) => p.getByTestId('legal-page').getByRole('heading', { level: 1, name: title })),
    })),
    { name: 'not found', open: visit('/no/such/page', (p) => p.getByTestId('not-found')) },
  ],
};

// The eight groups are independent (a session each): both workers take them, instead of one worker running
// the file's eight in a row while the other runs out of files.
test.describe.configure({ mode: 'parallel' });

for (const layout of ['desktop', 'mobile'] as const) {
  for (const [group, screens] of Object.entries(GROUPS)) {
    test(`${layout} (tk): ${group} screens have no serious or critical axe finding`, async ({ page, request, system }) => {
      test.setTimeout(180_000);
      const session = group === 'account' ? memberSession : guestSession;
      await useGuest(page, await session(request, system.urls.api));
      await page.setViewportSize(SIZES[layout]);
      const findings: TFinding[] = [];
      for (const screen of screens.filter((s) => !s.only || s.only === layout)) {
        await test.step(screen.name, async () => {
          await test.step('open', () => screen.open(page, layout));
          await test.step('settle', () => settled(page));
          await test.step('axe', async () => {
            findings.push(...(await auditScreen(page, `${layout} ${screen.name}`)));
          });
        });
      }
      // Compared as text, so a failure reads as the list of findings.
      expect(formatFindings(findings), `${findings.length} serious or critical axe findings`).toBe('');
    });
  }
}
