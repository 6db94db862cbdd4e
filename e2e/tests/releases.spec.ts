// Immutable remote versions on the CDN origin, a sticky canary per device in a market, SRI that
// fails closed, the last known good entries when the CDN is gone, and the automatic rollback of a version that
// breaks. Builds nothing: it publishes the lobby's existing dist (and a broken copy of it).
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { deviceOn, runRemote } from '../support/registry';
import { REPO_ROOT, cdnDir } from '../support/system';

test.describe.configure({ mode: 'serial' });
// Publishing runs the CLI (a few seconds each); the rollback waits for two failing sessions.
test.setTimeout(90_000);

/** A fresh device id whose lobby bucket is inside or outside a 50 % canary. */
const device = (side: 'canary' | 'stable') => deviceOn(side, 'lobby', 50);

const lobbyDist = join(REPO_ROOT, 'mf-lobby', 'dist');
const stamp = Date.now().toString(36);
const good = `0.1.0-e2e.${stamp}`;
const broken = `0.1.0-e2e.${stamp}.broken`;

type TRegistryLobby = { version: string; channel: string; entryUrl: string; integrity: string | null };

/** A page of a fresh browser (its own storage and cache) that is this device, in market az. */
const openDevice = async (browser: Browser, id: string) => {
  const context = await browser.newContext();
  await context.addInitScript((d) => localStorage.setItem('deviceNumber', d), id);
  return { context, page: await context.newPage() };
};

/**
 * Loads the home page of az and returns what the registry gave this device for the lobby: asked by the device
 * during a canary, else carried by the page's HTML; either way the shell keeps it as the last known good copy.
 */
const home = async (page: Page): Promise<TRegistryLobby> => {
  await page.goto('/?market=az');
  await expect(page).toHaveTitle('Ana Sayfa');
  const saved = await page.evaluate(() => localStorage.getItem('registry:lastKnownGood:az'));
  const lobby = (JSON.parse(saved ?? '{"remotes":[]}') as { remotes: Array<TRegistryLobby & { name: string }> }).remotes.find((r) => r.name === 'lobby');
  if (!lobby) throw new Error('no lobby in the registry of az');
  return lobby;
};

const registryCli = async (registry: (args: string[]) => Promise<{ code: number; stdout: string; stderr: string }>, args: string[]) => {
  const res = await registry(args);
  expect(res.code, `${args.join(' ')}\n${res.stdout}${res.stderr}`).toBe(0);
  return res.stdout;
};

test('publish a lobby version once; canary it at 50 % in az: two devices get different versions', async ({ browser, registry, system }) => {
  const published = await runRemote(['publish', 'lobby', '--version', good, '--from', lobbyDist]);
  expect(published.code, published.stderr).toBe(0);
  expect(published.stdout.trim().split('\n').at(-1)).toBe(good);
  expect(existsSync(join(cdnDir, 'lobby', good, 'remoteEntry.js'))).toBe(true);

  // Versions are immutable: the same version again is refused and nothing changes.
  const again = await runRemote(['publish', 'lobby', '--version', good, '--from', lobbyDist]);
  expect(again.code).not.toBe(0);
  expect(again.stderr).toContain('already published');
  expect(await registryCli(registry, ['versions', 'lobby'])).toContain(good);

  await registryCli(registry, ['canary', 'az', 'lobby', good, '50', '--reason', 'e2e: half of az']);

  const onCanary = await openDevice(browser, device('canary'));
  const entry = onCanary.page.waitForResponse(`${system.urls.cdn}/lobby/${good}/remoteEntry.js`);
  expect(await home(onCanary.page)).toMatchObject({ version: good, channel: 'canary', integrity: expect.stringMatching(/^sha384-/) });
  expect((await entry).ok()).toBe(true);
  await expect(onCanary.page).toHaveTitle('Ana Sayfa');
  await expect(onCanary.page.getByTestId('remote-unavailable')).toHaveCount(0);

  const onStable = await openDevice(browser, device('stable'));
  const devEntry = onStable.page.waitForResponse(`${system.urls.lobby}/remoteEntry.js`);
  expect(await home(onStable.page)).toMatchObject({ version: 'latest', channel: 'stable', integrity: null });
  expect((await devEntry).ok()).toBe(true);
  await expect(onStable.page).toHaveTitle('Ana Sayfa');

  // The CDN loses the version: a device that ran it keeps its last known good entries (immutable, cached).
  const folder = join(cdnDir, 'lobby', good);
  renameSync(folder, `${folder}.away`);
  try {
    await home(onCanary.page);
    await expect(onCanary.page).toHaveTitle('Ana Sayfa');
    await expect(onCanary.page.getByTestId('remote-unavailable')).toHaveCount(0);
  } finally {
    renameSync(`${folder}.away`, folder);
  }
  await onCanary.context.close();
  await onStable.context.close();
});

test('a tampered entry is refused by its hash: the unavailable panel, and a failure report', async ({ browser, registry, system }) => {
  const { context, page } = await openDevice(browser, device('canary'));
  // What reaches this browser is not what was published (a compromised CDN or path).
  await page.route(`${system.urls.cdn}/lobby/${good}/remoteEntry.js`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' }, body: 'window.owned = true;' }),
  );
  // (A beacon's body is not always visible to Playwright: the API's figures below show what it said.)
  const report = page.waitForRequest((r) => r.url().endsWith('/platform/remote-report'));
  expect(await home(page)).toMatchObject({ version: good, channel: 'canary' });
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await report;
  expect(await page.evaluate(() => (window as Window & { owned?: boolean }).owned)).toBeUndefined();
  await context.close();
  // The API counted it: one failed session of the canary so far (not more than half: it stays).
  await expect.poll(async () => (await registryCli(registry, ['list', 'az']))).toMatch(new RegExp(`${good.replace(/\./g, '\\.')}: 1 failed of \\d+ sessions`));
});

test('a version that breaks is rolled back by itself, and every device is back', async ({ browser, registry }) => {
  // A release whose entry throws: published and hashed like any other, broken in every browser.
  const copy = mkdtempSync(join(tmpdir(), 'casino-e2e-broken-'));
  try {
    cpSync(lobbyDist, copy, { recursive: true });
    const entryFile = join(copy, 'remoteEntry.js');
    writeFileSync(entryFile, `throw new Error('e2e: this release is broken');\n${readFileSync(entryFile, 'utf8')}`);
    // Compressed again, as the build would: the size budget counts the bytes a browser receives.
    const source = readFileSync(entryFile);
    writeFileSync(`${entryFile}.br`, brotliCompressSync(source));
    writeFileSync(`${entryFile}.gz`, gzipSync(source));
    const published = await runRemote(['publish', 'lobby', '--version', broken, '--from', copy]);
    expect(published.code, published.stderr).toBe(0);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  await registryCli(registry, ['canary', 'az', 'lobby', broken, '50', '--reason', 'e2e: the next release']);

  // Two canary devices fail (AUTO_ROLLBACK_MIN_SESSIONS=2, more than half failing): the second trips the rollback.
  const victims = [device('canary'), device('canary')];
  // Their browsers stay open until the rollback: closing one could drop its beacon in flight.
  const open: Array<Awaited<ReturnType<typeof openDevice>>> = [];
  for (const id of victims) {
    const opened = await openDevice(browser, id);
    open.push(opened);
    expect(await home(opened.page)).toMatchObject({ version: broken, channel: 'canary' });
    await expect(opened.page.getByTestId('remote-unavailable')).toBeVisible();
  }
  await expect
    .poll(async () => (await registry(['audit', 'az', '--action', 'auto-rollback', '--limit', '1'])).stdout, { timeout: 20_000 })
    .toContain(`canary ${broken} failed in 2 of 2 sessions (100%)`);
  for (const { context } of open) await context.close();
  expect(await registryCli(registry, ['list', 'az'])).not.toContain(`canary ${broken}`);

  // Every device is back on the market's pinned version, the failed ones included.
  for (const id of [...victims, device('canary'), device('stable')]) {
    const { context, page } = await openDevice(browser, id);
    expect(await home(page)).toMatchObject({ version: 'latest', channel: 'stable' });
    await expect(page).toHaveTitle('Ana Sayfa');
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await context.close();
  }
});

test("the shell's pages allow scripts only from itself and the remote origins, frames only from the game and payment origins", async ({ request, system }) => {
  const home = await request.get('/');
  const csp = home.headers()['content-security-policy'] ?? '';
  const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `))?.split(/\s+/).slice(1) ?? [];
  // Scripts: the shell's origin, the remote origins, and the page's own inline scripts by their per-response nonce.
  const nonces = directive('script-src').filter((s) => s.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  expect(directive('script-src').filter((s) => !s.startsWith("'nonce-")).sort()).toEqual(["'self'", system.urls.cdn, system.urls.lobby, system.urls.account, system.urls['mail-rewards'], system.urls.wheel].sort());
  const inline = [...(await home.text()).matchAll(/<script( nonce="([^"]*)")?>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const m of inline) expect(`'nonce-${m[2]}'`).toBe(nonces[0]);
  expect(directive('frame-src')).toEqual([system.urls.sandbox]);
  expect(directive('object-src')).toEqual(["'none'"]);
  // The CDN origin: a published version's files never change.
  const versions = await request.get(`${system.urls.cdn}/lobby/${good}/remoteEntry.js`);
  expect(versions.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('with the service worker installed, a pin and a rollback are seen at the next load', async ({ browser, registry, system }) => {
  // A device that kept the app's files in its service worker: the worker never answers a registry
  // or a remote entry, so a release or a rollback still reaches the next page.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript((d) => localStorage.setItem('deviceNumber', d), device('stable'));
  const page = await context.newPage();
  expect(await home(page)).toMatchObject({ version: 'latest', channel: 'stable' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  // The worker is in charge: the next load takes the lobby's hashed chunks from it.
  const fromWorker: string[] = [];
  page.on('response', (res) => {
    if (res.fromServiceWorker()) fromWorker.push(res.url());
  });
  await home(page);
  await expect.poll(() => fromWorker.filter((u) => u.startsWith(`${system.urls.lobby}/`)).length).toBeGreaterThan(0);

  await registryCli(registry, ['pin', 'az', 'lobby', good, '--reason', 'e2e: a release with the worker installed']);
  const released = page.waitForResponse(`${system.urls.cdn}/lobby/${good}/remoteEntry.js`);
  expect(await home(page)).toMatchObject({ version: good, channel: 'stable' });
  expect((await released).fromServiceWorker()).toBe(false);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);

  await registryCli(registry, ['rollback', 'az', 'lobby', '--reason', 'e2e: back, with the worker installed']);
  const back = page.waitForResponse(`${system.urls.lobby}/remoteEntry.js`);
  expect(await home(page)).toMatchObject({ version: 'latest', channel: 'stable' });
  expect((await back).fromServiceWorker()).toBe(false);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  await context.close();
});
