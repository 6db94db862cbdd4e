// Pictures for a person to look at (the visual check of a screen at phone and desktop widths), not
// assertions: taken only when E2E_SHOTS=1, into each test's output folder (e2e/test-results/<test>/).
// Off in a plain run: a picture costs the browser about a second of CPU on this kind of machine (the
// new-player-money spec spent 135 CPU-s in Chromium with its 23 pictures against 113 without), and a
// full-page capture hung for the whole test timeout about once in eight on a long page.
import type { Locator, Page } from '@playwright/test';
import { test } from '@playwright/test';

const picturesWanted = process.env.E2E_SHOTS === '1';

/** A picture of `target` named `name`.png when pictures are wanted; nothing otherwise. */
export async function look(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!picturesWanted) return;
  const path = test.info().outputPath(`${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}
