// The staff console: staff sign in with a password and an authenticator code, see the markets, pin a
// published version and roll it back through the console (confirmations naming market and version), and see
// both in the audit log; a viewer cannot pin; an operator answers a player's support message.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { guestSession } from '../support/session';
import { ADMIN_HEADERS, createStaff, DEV_STAFF, publishRemote, signIn } from '../support/staff';

type TEnvelope<T> = { state: string; msg: string; resultData: T | null };
async function post<T>(request: APIRequestContext, url: string, data: object, headers: Record<string, string> = {}): Promise<TEnvelope<T>> {
  const res = await request.post(url, { data, headers });
  return (await res.json()) as TEnvelope<T>;
}

test('staff sign in with password + TOTP, pin a version and roll it back in the console, and see it audited', async ({ page, system, consoleErrors }) => {
  test.setTimeout(150_000);
  // Two published versions of the wheel (it is off in az, so no player of this run is moved by the pins).
  const tag = Date.now().toString(36);
  const [v1, v2] = [`1.0.0-console.${tag}.1`, `1.0.0-console.${tag}.2`];
  await publishRemote('wheel', v1);
  await publishRemote('wheel', v2);

  await signIn(page, system.urls.console, { login: DEV_STAFF.login, password: DEV_STAFF.password, totpSecret: DEV_STAFF.totpSecret });
  await expect(page.getByRole('heading', { level: 1, name: 'Markets & remotes' })).toBeVisible();
  await expect(page.getByTestId('market-tr')).toBeVisible();
  const wheel = page.getByTestId('remote-az-wheel');
  await expect(wheel).toContainText('Off');

  const pin = async (version: string) => {
    await wheel.getByRole('button', { name: 'Pin…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Version').selectOption(version);
    await expect(dialog.getByRole('heading')).toHaveText(`Pin wheel ${version} in az?`);
    await dialog.getByLabel('Reason (recorded in the audit log)').fill(`e2e pin ${version}`);
    await dialog.getByRole('button', { name: 'Pin' }).click();
    await expect(page.getByText('Saved. Players get it at their next page load.')).toBeVisible();
    await expect(wheel.getByTestId('pinned')).toHaveText(version);
  };
  await pin(v1);
  await pin(v2);

  await wheel.getByRole('button', { name: 'Roll back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roll wheel in az back to the previously pinned version?' });
  await expect(dialog).toContainText(v2);
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog.getByText('Enter a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByLabel('Reason (recorded in the audit log)').fill('e2e rollback');
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(wheel.getByTestId('pinned')).toHaveText(v1);

  await page.getByRole('link', { name: /Versions/ }).click();
  await page.getByLabel('Remote').selectOption('wheel');
  await expect(page.getByTestId(`version-${v2}`)).toContainText('sha384-');

  await page.getByRole('link', { name: /Audit log/ }).click();
  await page.getByLabel('Market').fill('az');
  await page.getByLabel('Remote').fill('wheel');
  await page.getByRole('button', { name: 'Filter' }).click();
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toContainText('rollback');
  await expect(rows.first()).toContainText(DEV_STAFF.login);
  await expect(rows.first()).toContainText('e2e rollback');
  await expect(rows.nth(1)).toContainText(`e2e pin ${v2}`);
  await expect(rows.nth(2)).toContainText(`e2e pin ${v1}`);
  await page.getByLabel('Actor').fill('nobody-did-this');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No entry matches these filters.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('mobile: a viewer sees the markets but has no way to pin, and the API refuses it too', async ({ page, request, system }) => {
  const viewer = await createStaff(request, system.urls.api, 'viewer');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, system.urls.console, viewer);
  await expect(page.getByTestId('remote-az-lobby')).toBeVisible();
  await expect(page.getByText('Read only: your role cannot change this.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pin…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Roll back' })).toHaveCount(0);
  // The menu (phone: behind the ☰ button) has no staff-accounts screen for a viewer.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: /Audit log/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Staff accounts/ })).toHaveCount(0);
  // The server enforces it whatever the page shows: the viewer's own session, straight at the API.
  const answer = await page.evaluate(async () => {
    const res = await fetch('/api/admin/registry/pin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem('casino-console-session')}`, 'accept-language': 'en' },
      body: JSON.stringify({ market: 'az', remote: 'lobby', version: '1.0.0', reason: 'not allowed' }),
    });
    return { status: res.status, body: (await res.json()) as { code: string; msg: string } };
  });
  expect(answer).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', msg: 'This needs the operator role.' } });
});

test('an operator answers a player\'s support message from the queue; the player gets it', async ({ page, request, system }) => {
  const guest = await guestSession(request, system.urls.api);
  const asking = `Çekim talebim ne durumda? (${Date.now()})`;
  expect((await post(request, `${system.urls.api}/support/send`, { text: asking }, { token: guest.token, Authorization: guest.token })).state).toBe('200');

  const operator = await createStaff(request, system.urls.api, 'operator');
  await signIn(page, system.urls.console, operator);
  await page.getByRole('link', { name: /Support queue/ }).click();
  await page.getByTestId(`conversation-${guest.userid}`).click();
  await expect(page.locator('.message-player').getByText(asking)).toBeVisible();
  await page.getByLabel('Answer', { exact: true }).fill('Merhaba, talebiniz onaylandı.');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.locator('.message-staff').getByText('Merhaba, talebiniz onaylandı.')).toBeVisible();
  await expect(page.getByLabel('Answer', { exact: true })).toHaveValue('');

  const thread = await post<{ list: Array<{ author: string; text: string }> }>(request, `${system.urls.api}/support/messages`, {}, { token: guest.token, Authorization: guest.token });
  expect(thread.resultData?.list[0]).toMatchObject({ author: 'staff', text: 'Merhaba, talebiniz onaylandı.' });
  // Staff accounts are the admin's: the operator's session cannot list them.
  const token = await page.evaluate(() => sessionStorage.getItem('casino-console-session'));
  const refused = await post(request, `${system.urls.api}/admin/staff/users/list`, {}, { authorization: `Bearer ${token}` });
  expect(refused.state).toBe('403');
  // The admin token of the CLIs still works beside the sessions.
  expect((await post(request, `${system.urls.api}/admin/staff/users/list`, {}, ADMIN_HEADERS)).state).toBe('200');
});
