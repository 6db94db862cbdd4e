// docs/feature-team.md, run as written: every `pnpm remote` / `pnpm registry` command of its steps 2-5, in the
// order the page gives them, against the system under test (the page's version 1.4.0 becomes a fresh one).
// Between the commands, what a team member would look at: the preview link in one browser and not in
// another, the canary on a device inside it, the pin on every device, the rollback. Step 1 (a local
// override) needs a dev server: local-override.spec.ts covers it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request, Response as PlaywrightResponse } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { deviceOn, runRegistry, runRemote, type TCliResult } from '../support/registry';
import { REPO_ROOT } from '../support/system';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const DOC_VERSION = '1.4.0';
const version = `1.4.0-team.${Date.now().toString(36)}`;

/** One command of the page: `pnpm remote ...` or `pnpm registry ...`, its step, its words (quotes kept together). */
type TDocCommand = { step: number; tool: 'remote' | 'registry'; args: string[]; line: string };

/** Splits a shell line into words: double or single quotes group, a `#` outside quotes starts a comment. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: string | null = null;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      word ??= '';
    } else if (ch === '#' && word === null) break;
    else if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else word = (word ?? '') + ch;
  }
  if (word !== null) words.push(word);
  return words;
}

/** The commands of the page's steps 2-5 (sections "## 2." to "## 5."), from its sh blocks, in order. */
function docCommands(): TDocCommand[] {
  const text = readFileSync(join(REPO_ROOT, 'docs', 'feature-team.md'), 'utf8');
  const commands: TDocCommand[] = [];
  let step = 0;
  let inBlock = false;
  for (const line of text.split('\n')) {
    const heading = /^## (\d+)\./.exec(line);
    if (heading) step = Number(heading[1]);
    if (line.startsWith('```')) inBlock = !inBlock && line.trim() === '```sh';
    else if (inBlock && step >= 2 && step <= 5) {
      const words = shellWords(line);
      if (words[0] === 'pnpm' && (words[1] === 'remote' || words[1] === 'registry')) {
        commands.push({ step, tool: words[1], args: words.slice(2).map((w) => (w === DOC_VERSION ? version : w)), line: line.trim() });
      }
    }
  }
  return commands;
}

const commands = docCommands();
let next = 0;

/** Runs the page's next command, which must be the one the test expects (so the page and the test agree). */
async function runNext(expected: string): Promise<TCliResult> {
  const command = commands[next++];
  expect(command?.args.slice(0, 2).join(' '), `docs/feature-team.md: command ${next} (${command?.line})`).toBe(expected);
  const res = command!.tool === 'remote' ? await runRemote(command!.args, { timeoutMs: 240_000 }) : await runRegistry(command!.args);
  expect(res.code, `${command!.line}\n${res.stdout}${res.stderr}`).toBe(0);
  return res;
}

type TLobby = { version: string; channel: string };

/** A fresh browser that is this device. */
const openDevice = async (browser: Browser, id: string) => {
  const context = await browser.newContext();
  await context.addInitScript((d) => localStorage.setItem('deviceNumber', d), id);
  return { context, page: await context.newPage() };
};

/**
 * Opens `path` (market az) and returns what the registry gave this page for the lobby: the API's answer when the
 * page asked (a canary or a preview runs), else the copy the page's HTML carried, which the shell keeps.
 */
const lobbyOn = async (page: Page, path = '/?market=az'): Promise<TLobby> => {
  // The shell asks before its first page renders: by the title, the request (if any) has gone out.
  const asked: Array<Promise<PlaywrightResponse | null>> = [];
  const onRequest = (r: Request) => {
    if (r.url().includes('/platform/registry')) asked.push(r.response());
  };
  page.on('request', onRequest);
  await page.goto(path);
  await expect(page).toHaveTitle('Ana Sayfa');
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  page.off('request', onRequest);
  const answer = asked.length > 0 ? await asked.at(-1)! : null;
  const registry = answer
    ? ((await answer.json()) as { resultData: { remotes: Array<TLobby & { name: string }> } }).resultData
    : (JSON.parse((await page.evaluate(() => localStorage.getItem('registry:lastKnownGood:az'))) ?? '{"remotes":[]}') as { remotes: Array<TLobby & { name: string }> });
  const lobby = registry.remotes.find((r) => r.name === 'lobby');
  if (!lobby) throw new Error('no lobby in the registry of az');
  return { version: lobby.version, channel: lobby.channel };
};

test('the page lists the commands this test runs, in this order', () => {
  expect(commands.map((c) => `${c.step}: ${c.args.slice(0, 2).join(' ')}`)).toEqual([
    '2: publish lobby',
    '2: versions lobby',
    '3: preview az',
    '4: canary az',
    '4: list az',
    '4: canary az',
    '5: pin az',
    '5: rollback az',
  ]);
});

test("a team's change of the lobby: published, previewed in one browser only, canaried, pinned, rolled back", async ({ browser }) => {
  // 2. Publish, and see it listed.
  await runNext('publish lobby');
  expect((await runNext('versions lobby')).stdout).toContain(version);

  // 3. A preview link: this browser runs the version, another device of the market does not.
  const preview = await runNext('preview az');
  const link = preview.stdout.trim().split('\n').at(-1)!;
  expect(link).toMatch(/[?&]preview=/);
  const reviewer = await openDevice(browser, deviceOn('stable', 'lobby', 99));
  const other = await openDevice(browser, deviceOn('stable', 'lobby', 99));
  expect(await lobbyOn(reviewer.page, link)).toMatchObject({ version, channel: 'preview' });
  await expect(reviewer.page.getByTestId('preview-bar')).toContainText(`lobby ${version}`);
  expect(await lobbyOn(other.page)).toMatchObject({ version: 'latest', channel: 'stable' });
  await expect(other.page.getByTestId('preview-bar')).toHaveCount(0);
  // The reviewer's next page keeps the preview until it is ended.
  expect(await lobbyOn(reviewer.page)).toMatchObject({ version, channel: 'preview' });
  await reviewer.page.getByTestId('preview-bar').getByRole('button', { name: 'Önizlemeyi bitir' }).click();
  await expect(reviewer.page.getByTestId('preview-bar')).toHaveCount(0);
  expect(await lobbyOn(reviewer.page)).toMatchObject({ version: 'latest', channel: 'stable' });
  await reviewer.context.close();
  await other.context.close();

  // 4. A canary of 10 %, then 50 %: a device inside it gets the version, one outside does not.
  await runNext('canary az');
  const inside = await openDevice(browser, deviceOn('canary', 'lobby', 10));
  expect(await lobbyOn(inside.page)).toMatchObject({ version, channel: 'canary' });
  await inside.context.close();
  expect((await runNext('list az')).stdout).toContain(version);
  await runNext('canary az');
  const outside = await openDevice(browser, deviceOn('stable', 'lobby', 50));
  expect(await lobbyOn(outside.page)).toMatchObject({ version: 'latest', channel: 'stable' });
  await outside.context.close();

  // 5. Pinned: every device has it. Rolled back: every device is back on the version pinned before.
  await runNext('pin az');
  const anyone = await openDevice(browser, deviceOn('stable', 'lobby', 99));
  expect(await lobbyOn(anyone.page)).toMatchObject({ version, channel: 'stable' });
  await runNext('rollback az');
  expect(await lobbyOn(anyone.page)).toMatchObject({ version: 'latest', channel: 'stable' });
  await anyone.context.close();
  expect(next).toBe(commands.length);
});
