// Issue 16, player side at phone width: a guest opens Spor (the sandbox sportsbook in the operator's frame,
// launched like a game), adds two selections, places an accumulator from a stake preset and sees the header
// balance drop by the stake; the sandbox's simulated clock then runs past both events, the settlement goes
// through the seamless wallet, the header balance rises by the slip's return, and myBettingRecords shows the
// accumulator won with its two selections.
import type { APIRequestContext } from '@playwright/test';
import { guestSession, useGuest } from '../support/session';
import { expect, test } from '../support/fixtures';

/** Minor units in the header's Turkish format: 99000 -> "990,00", 100150 -> "1.001,50". */
const tk = (minor: number) => `${Math.trunc(minor / 100).toLocaleString('tr-TR')},${String(minor % 100).padStart(2, '0')}`;
const STAKE_MINOR = 1_000; // the slip's first stake preset (₺10)

/** The sandbox control that tells what a selection will come to (its story is drawn before kick-off). */
async function outcome(request: APIRequestContext, sandbox: string, selectionId: string): Promise<string> {
  const res = await request.post(`${sandbox}/sportsbook/sandbox/outcome`, { data: { selectionId } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: string }).result;
}

test('Spor: an accumulator at phone width, the header balance, the clock settles it, the betting record', async ({ page, request, system, consoleErrors }) => {
  test.setTimeout(120_000);
  await useGuest(page, await guestSession(request, system.urls.api));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sport');
  const balance = page.getByTestId('balance');
  // The real launch opens the sandbox wallet with its 1,000.00 grant.
  await expect(balance).toContainText('1.000,00', { timeout: 25_000 });

  const book = page.frameLocator('[data-testid="sport-frame"]');
  await expect(book.getByTestId('sb-balance')).toHaveText('₺1.000,00', { timeout: 25_000 });
  await book.getByTestId('sb-tab-upcoming').click();

  // Two upcoming events' main-market selections that will win (asked of the sandbox), from two events.
  const events = book.getByTestId('sb-event');
  await expect(events.first()).toBeVisible();
  const picks: string[] = [];
  for (let i = 0; picks.length < 2 && i < 12; i++) {
    const odds = events.nth(i).locator('.sb-ev__main [data-testid="sb-odd"]');
    for (let j = 0; j < (await odds.count()); j++) {
      const id = (await odds.nth(j).getAttribute('data-selection')) ?? '';
      if ((await odds.nth(j).isEnabled()) && (await outcome(request, system.urls.sandbox, id)) === 'won') {
        picks.push(id);
        break;
      }
    }
  }
  expect(picks).toHaveLength(2);
  for (const id of picks) await book.locator(`[data-testid="sb-odd"][data-selection="${id}"]`).click();
  await expect(book.locator('[data-testid="sb-odd"][aria-pressed="true"]')).toHaveCount(2);

  // The slip: an accumulator of both, the first preset, the potential return, placed.
  await book.getByTestId('sb-slipbar').click();
  const slip = book.locator('.sb-sheet [data-testid="sb-slip"]');
  await expect(slip.getByTestId('sb-leg')).toHaveCount(2);
  await expect(slip.getByTestId('sb-kind-acca')).toHaveAttribute('aria-selected', 'true');
  await slip.getByTestId('sb-preset').first().click();
  await expect(slip.getByTestId('sb-stake')).toHaveValue('10');
  const potentialText = (await slip.getByTestId('sb-potential').textContent()) ?? '';
  const potential = Number(potentialText.replace(/\D/g, ''));
  expect(potential).toBeGreaterThan(STAKE_MINOR);
  await slip.getByTestId('sb-place').click();
  await expect(slip.getByTestId('sb-message')).toContainText('Bahsiniz alındı');
  await expect(balance).toContainText(tk(100_000 - STAKE_MINOR));
  await expect(book.getByTestId('sb-balance')).toHaveText(`₺${tk(100_000 - STAKE_MINOR)}`);

  // The sandbox's simulated clock runs ten hours on: both events end, the slip settles.
  const advance = await request.post(`${system.urls.sandbox}/sportsbook/sandbox/advance`, { data: { minutes: 600 } });
  expect(advance.ok()).toBe(true);
  await expect(balance).toContainText(tk(100_000 - STAKE_MINOR + potential), { timeout: 15_000 });
  await slip.locator('.sb-slip__close').click();
  await book.getByTestId('sb-tab-bets').click();
  await expect(book.getByTestId('sb-bet').first()).toHaveAttribute('data-status', 'won');

  // myBettingRecords: the accumulator, won, with its two selections.
  await page.goto('/myBettingRecords');
  const row = page.getByTestId('round-row').first();
  await expect(row).toContainText('Spor · Kombine (2)');
  await expect(row.getByTestId('round-status')).toHaveText('Kazandı');
  await expect(row.getByTestId('round-stake')).toContainText('10,00');
  await expect(row.getByTestId('round-win')).toContainText(tk(potential));
  await expect(row.getByTestId('round-leg')).toHaveCount(2);
  expect(consoleErrors).toEqual([]);
});
