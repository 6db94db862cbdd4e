// Every kind of page says who may frame it (the shell and the console: nobody; the game and
// payment pages: only the shell), has a CSP with default-src, the referrer and permissions policies, and no
// HSTS outside production; the shell's HTML is nobody's CORS resource, while the remotes' files stay fetchable
// by the shell. In Chromium, the home page, a game, the desktop payment frame, the sportsbook frame and the
// console run with no CSP or permissions-policy complaint.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { guestSession, newPhone, useGuest } from '../support/session';
import { createStaff, signIn } from '../support/staff';

const directive = (res: APIResponse, name: string) =>
  (res.headers()['content-security-policy'] ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

const expectCommon = (res: APIResponse) => {
  const headers = res.headers();
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The system under test runs in sandbox mode over http: no HSTS (production sends it; unit tests check that).
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(directive(res, 'default-src')?.length).toBeGreaterThan(0);
};

test('each kind of page sends its frame-ancestors, CSP, referrer and permissions policies', async ({ request, system }) => {
  const shell = await request.get('/');
  expectCommon(shell);
  expect(directive(shell, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(shell, 'default-src')).toEqual(["'self'"]);
  expect(shell.headers()['x-frame-options']).toBe('DENY');
  expect(shell.headers()['access-control-allow-origin']).toBeUndefined();
  expect((await request.get('/kisiselBilgiler')).headers()['access-control-allow-origin']).toBeUndefined();

  // A remote's entry and manifest: fetched by the shell's page, so CORS stays; nothing on that origin runs or is framed.
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const entry = await request.get(`${system.urls.lobby}/${file}`);
    expect(entry.status()).toBe(200);
    expectCommon(entry);
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
    expect(directive(entry, 'default-src')).toEqual(["'none'"]);
    expect(directive(entry, 'frame-ancestors')).toEqual(["'none'"]);
  }

  const console = await request.get(`${system.urls.console}/markets`);
  expectCommon(console);
  expect(directive(console, 'frame-ancestors')).toEqual(["'none'"]);
  expect(console.headers()['x-frame-options']).toBe('DENY');

  // The API's answers (data and generated art): never framed.
  const api = await request.get(`${system.urls.api}/health`);
  expect(directive(api, 'frame-ancestors')).toEqual(["'none'"]);
  expect(api.headers()['x-frame-options']).toBe('DENY');
  expect(api.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // The vendors' pages (an unknown launch token still answers the page's error screen).
  for (const path of ['/games/launch?token=0123456789abcdef0&gameId=1&gameCode=x&mode=real', '/sportsbook/launch?token=bad', '/payments/bank']) {
    const page = await request.get(`${system.urls.sandbox}${path}`);
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
    expectCommon(page);
    const ancestors = directive(page, 'frame-ancestors') ?? [];
    expect(ancestors).toContain(system.urls.shell);
    expect(ancestors).not.toContain('*');
    expect(ancestors.every((o) => new URL(o).port === String(system.ports.shell))).toBe(true);
  }
});

/** CSP, frame-ancestors and Permissions-Policy complaints of the page and its frames. */
const policyComplaints = (page: Page) => {
  const found: string[] = [];
  page.on('console', (m) => /Content.Security.Policy|Permissions.Policy|Refused to (load|frame|connect|execute|apply)/i.test(m.text()) && found.push(m.text()));
  return found;
};

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
async function post<T>(request: APIRequestContext, url: string, data: object, token?: string): Promise<T> {
  const body = (await (await request.post(url, { data: { appId: '2000', ...data }, headers: token ? { token, Authorization: token } : {} })).json()) as TEnvelope<T>;
  if (body.state !== '200' || body.resultData === null) throw new Error(`${url}: ${body.state} ${body.msg}`);
  return body.resultData;
}

test('the home page, a game, the payment frame and the sportsbook frame run with no policy complaint', async ({ page, request, system }) => {
  test.setTimeout(150_000);
  const api = system.urls.api;
  const guest = await guestSession(request, api);
  const phone = newPhone();
  await post(request, `${api}/sms/send`, { tel: phone }, guest.token);
  const code = await post<string>(request, `${api}/sms/getTest`, { tel: phone });
  const member = await post<typeof guest>(request, `${api}/sso/register`, { mobile: phone, verificationCode: code, password: 'Sifre-12345', birthDate: '1990-01-01', deviceNumber: guest.device, termsVersion: 1, privacyVersion: 1 }, guest.token);
  await useGuest(page, { ...member, device: guest.device });
  const complaints = policyComplaints(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/');
  await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('game-card').first().click();
  await expect(page).toHaveURL(/\/gamePlaying(Front)?\/\d+/);
  const gameId = /\/gamePlaying(?:Front)?\/(\d+)/.exec(page.url())?.[1];
  // The game itself, for real money (its frame comes from the provider's origin).
  await page.goto(`/gamePlaying/${gameId}/1`);
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect(game.getByTestId('game-mode')).toBeVisible({ timeout: 25_000 });

  // The gateway's hosted checkout, in its frame on desktop.
  await page.goto('/kisiselBilgiler/recharge');
  await page.getByTestId('channel-papara').click();
  await page.getByTestId('recharge-form').locator('input[name=amount]').fill('250');
  await page.getByTestId('recharge-submit').click();
  await expect(page.frameLocator('[data-testid="checkout-frame"]').getByTestId('checkout')).toContainText('250,00 TRY', { timeout: 15_000 });

  // (Off the shell first: crossing the layout threshold on a shell page reloads it.)
  await page.goto('about:blank');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sport');
  await expect(page.frameLocator('[data-testid="sport-frame"]').getByTestId('sb-balance')).toBeVisible({ timeout: 25_000 });
  expect(complaints).toEqual([]);
});

test('the console runs with no policy complaint', async ({ page, request, system }) => {
  const complaints = policyComplaints(page);
  // An admin of its own (as the demo account is): a code is good once, so a shared account would wait for the next one.
  await signIn(page, system.urls.console, await createStaff(request, system.urls.api, 'admin', 'csp'));
  await expect(page.getByRole('heading', { level: 1, name: 'Markets & remotes' })).toBeVisible();
  expect(complaints).toEqual([]);
});
