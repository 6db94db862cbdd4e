// Player side at phone width: a member opens Spor (the sandbox sportsbook in the operator's frame,
// launched like a game), adds two selections, places an accumulator from a stake preset and sees the header
// balance drop by the stake; the sandbox's simulated clock then runs past both events, the settlement goes
// through the seamless wallet, the header balance rises by the placed ticket's return, and myBettingRecords
// shows the accumulator won with its two selections.
// Odds move on the simulated clock (every minute pre-match), so the figures the test expects are the ones
// the book answered on the placed ticket, never the slip's before placing.
import type { APIRequestContext } from '@playwright/test';
import { formatConsoleErrors } from '../support/console-errors';
import { memberSession, useGuest } from '../support/session';
import { expect, test } from '../support/fixtures';

/** Minor units in the header's Turkish format: 99000 -> "990,00", 100150 -> "1.001,50". */
const tk = (minor: number) => `${Math.trunc(minor / 100).toLocaleString('tr-TR')},${String(minor % 100).padStart(2, '0')}`;
const STAKE_MINOR = 1_000; // the slip's first stake preset (10 ₺)

/** A pre-match pick kicking off sooner than this could start while the test places it (EVENT_STARTED). */
const KICK_OFF_MARGIN_MS = 10 * 60_000;
/** How far the test moves the simulated clock: both picked events must have ended by then. */
const ADVANCE_MINUTES = 600;

/** The sandbox control that tells what a selection will come to (its story is drawn before kick-off), its kick-off and the simulated time. */
async function outcome(request: APIRequestContext, sandbox: string, selectionId: string): Promise<{ result: string; startsAt: number; endsAt: number; now: number }> {
  const res = await request.post(`${sandbox}/sportsbook/sandbox/outcome`, { data: { selectionId } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { result: string; startsAt: number; endsAt: number; now: number };
}

/** Minor units from a shown amount: "1.119,97 ₺" -> 111997. */
const minorOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('Spor: an accumulator at phone width, the header balance, the clock settles it, the betting record', async ({ page, request, system, consoleErrors }) => {
  test.setTimeout(120_000);
  await useGuest(page, await memberSession(request, system.urls.api));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sport');
  const balance = page.getByTestId('balance');
  // The real launch opens the sandbox wallet with its 1,000.00 grant.
  await expect(balance).toContainText('1.000,00', { timeout: 25_000 });

  const book = page.frameLocator('[data-testid="sport-frame"]');
  await expect(book.getByTestId('sb-balance')).toHaveText('1.000,00 ₺', { timeout: 25_000 });
  await book.getByTestId('sb-tab-upcoming').click();

  // Two upcoming events' main-market selections that will win (asked of the sandbox), from two events that do
  // not kick off while the test runs and are over when the test moves the clock on.
  const events = book.getByTestId('sb-event');
  await expect(events.first()).toBeVisible();
  const picks: string[] = [];
  for (let i = 0; picks.length < 2 && i < 12; i++) {
    const odds = events.nth(i).locator('.sb-ev__main [data-testid="sb-odd"]');
    for (let j = 0; j < (await odds.count()); j++) {
      const id = (await odds.nth(j).getAttribute('data-selection')) ?? '';
      if (!(await odds.nth(j).isEnabled())) continue;
      const told = await outcome(request, system.urls.sandbox, id);
      if (told.result === 'won' && told.startsAt > told.now + KICK_OFF_MARGIN_MS && told.endsAt < told.now + ADVANCE_MINUTES * 60_000 - KICK_OFF_MARGIN_MS) {
        picks.push(id);
        break;
      }
    }
  }
  expect(picks).toHaveLength(2);
  for (const id of picks) await book.locator(`[data-testid="sb-odd"][data-selection="${id}"]`).click();
  await expect(book.locator('[data-testid="sb-odd"][aria-pressed="true"]')).toHaveCount(2);

  // The slip: an accumulator of both, the first preset, any odds change accepted (the book may move the odds
  // between the slip's figures and the bet), placed.
  await book.getByTestId('sb-slipbar').click();
  const slip = book.locator('.sb-sheet [data-testid="sb-slip"]');
  await expect(slip.getByTestId('sb-leg')).toHaveCount(2);
  await expect(slip.getByTestId('sb-kind-acca')).toHaveAttribute('aria-selected', 'true');
  await slip.getByTestId('sb-preset').first().click();
  await expect(slip.getByTestId('sb-stake')).toHaveValue('10');
  await slip.locator('.sb-policy select').selectOption('any');
  // A market may pause for a moment (a price update) at any time: the book refuses then, and the place button
  // waits for it to reopen; the player places again.
  const ticket = slip.getByTestId('sb-ticket');
  for (let attempt = 0; attempt < 4 && !(await ticket.isVisible()); attempt++) {
    await slip.getByTestId('sb-place').click({ timeout: 45_000 });
    await expect(ticket.or(slip.locator('.sb-msg--error'))).toBeVisible();
  }
  await expect(slip.getByTestId('sb-message')).toContainText('Bahsiniz alındı');
  // The placed ticket: the odds the book took and the return at them, which the settlement pays.
  await expect(ticket).toHaveCount(1);
  await expect(ticket.getByTestId('bet-leg')).toHaveCount(2);
  await expect(ticket.getByTestId('bet-stake')).toHaveText('10,00 ₺');
  const potential = minorOf(await ticket.getByTestId('bet-return').textContent());
  expect(potential).toBeGreaterThan(STAKE_MINOR);
  await expect(balance).toContainText(tk(100_000 - STAKE_MINOR));
  await expect(book.getByTestId('sb-balance')).toHaveText(`${tk(100_000 - STAKE_MINOR)} ₺`);

  // The sandbox's simulated clock runs ten hours on: both events end, the slip settles.
  const advance = await request.post(`${system.urls.sandbox}/sportsbook/sandbox/advance`, { data: { minutes: ADVANCE_MINUTES } });
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
  expect(consoleErrors, formatConsoleErrors(consoleErrors)).toEqual([]);
});
