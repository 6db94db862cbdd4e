// "Nothing happened" needs a moment after which it would have: the page's idle state, not a number of seconds.
import type { Page } from '@playwright/test';

/**
 * Resolves once the page has loaded and its main thread has been idle twice in a row. The app puts its off-path
 * work (attribution, the footer's facts, the push stream) in idle callbacks (`whenIdle`); idle callbacks run in
 * the order they were asked for, so by the second idle period every one asked for before this call has run, as
 * have the tasks a click or a message queued. What the page would have sent by then, it has sent.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestIdleCallback(() => resolve()));
      }),
  );
}
