import { createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { ledgerSum } from '../../../test-support/game-provider';
import { adminToken, backofficeHelpers, createBackofficeTestApp } from './backoffice.test-helpers';
import type { TAdjustment, TStatementPage } from './backoffice.schemas';

describe.each(dialects())('back office: balance adjustments under four eyes (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let h: ReturnType<typeof backofficeHelpers>;
  let viewer: string;
  let operator: { login: string; token: string };
  let approver: { login: string; token: string };
  let approver2: { login: string; token: string };

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createBackofficeTestApp(testDb.database);
    h = backofficeHelpers(t);
    viewer = (await h.staff('viewer')).token;
    operator = await h.staff('operator');
    approver = await h.staff('approver');
    approver2 = await h.staff('approver');
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const propose = (token: string, body: Record<string, unknown>) => h.as(token).post<TAdjustment>('/admin/backoffice/adjustments/propose', { direction: 'credit', reason: 'goodwill for a lost round', ...body });
  const approve = (token: string, id: number) => h.as(token).post<TAdjustment>('/admin/backoffice/adjustments/approve', { id });

  it('moves money only when a second staff member with the approver role approves; one transfer, even approved twice', async () => {
    const p = await h.player();
    await h.credit(p.userId, 100, operator.token, approver.token); // opens the account (with any sandbox grant)
    const before = await h.cash(p.userId);
    const proposed = await propose(operator.token, { userId: p.userId, amountMinor: 12_345, code: 'ADJUSTMENT' });
    expect(proposed.status).toBe(200);
    expect(proposed.body.resultData).toMatchObject({ status: 'pending', proposedBy: operator.login, amountMinor: 12_345, transferId: null });
    expect(await h.cash(p.userId)).toBe(before);
    const pending = await h.as(viewer).post<TAdjustment[]>('/admin/backoffice/adjustments/list', { status: 'pending' });
    expect(pending.body.resultData!.map((a) => a.id)).toContain(proposed.body.resultData!.id);

    const first = await approve(approver.token, proposed.body.resultData!.id);
    expect(first.status).toBe(200);
    expect(first.body.resultData).toMatchObject({ status: 'approved', decidedBy: approver.login });
    expect(await h.cash(p.userId)).toBe(before + 12_345);
    const again = await approve(approver2.token, proposed.body.resultData!.id);
    expect(again.body.resultData!.transferId).toBe(first.body.resultData!.transferId);
    expect(await h.cash(p.userId)).toBe(before + 12_345);
    const rejectLate = await h.as(approver2.token).post('/admin/backoffice/adjustments/reject', { id: proposed.body.resultData!.id, reason: 'too late now' });
    expect(rejectLate.status).toBe(409);
    expect(rejectLate.body.code).toBe('ADJUSTMENT_DECIDED');

    const statement = await h.as(viewer).post<TStatementPage>('/admin/backoffice/players/statement', { userId: p.userId, code: 'ADJUSTMENT' });
    expect(statement.body.resultData!.lines[0]).toMatchObject({ code: 'ADJUSTMENT', amountMinor: 12_345, balanceAfterMinor: before + 12_345, counterAccount: `house:bankroll:TRY:${p.userId % 16}` });
    expect(await ledgerSum(testDb.database.db)).toBe('0');
  });

  it('writes one transfer when two approvers approve at the same moment (and a reject racing them loses or wins whole)', async () => {
    const p = await h.player();
    await h.credit(p.userId, 100, operator.token, approver.token);
    const before = await h.cash(p.userId);
    const proposed = await propose(operator.token, { userId: p.userId, amountMinor: 4_000 });
    const id = proposed.body.resultData!.id;
    const answers = await Promise.all([
      approve(approver.token, id),
      approve(approver2.token, id),
      h.as(approver2.token).post<TAdjustment>('/admin/backoffice/adjustments/reject', { id, reason: 'racing reject' }),
    ]);
    const final = (await t.post<TAdjustment[]>('/admin/backoffice/adjustments/list', { userId: p.userId }, adminToken)).body.resultData!.find((a) => a.id === id)!;
    if (final.status === 'approved') {
      expect(await h.cash(p.userId)).toBe(before + 4_000);
      const approvals = answers.slice(0, 2).filter((a) => a.status === 200);
      expect(new Set(approvals.map((a) => a.body.resultData!.transferId))).toEqual(new Set([final.transferId]));
      expect(answers[2]!.status).toBe(409);
    } else {
      expect(final.status).toBe('rejected');
      expect(await h.cash(p.userId)).toBe(before);
      expect(answers.slice(0, 2).every((a) => a.status === 409 && a.body.code === 'ADJUSTMENT_DECIDED')).toBe(true);
    }
    const statement = await h.as(viewer).post<TStatementPage>('/admin/backoffice/players/statement', { userId: p.userId, code: 'ADJUSTMENT' });
    expect(statement.body.resultData!.lines.filter((l) => l.amountMinor === 4_000)).toHaveLength(final.status === 'approved' ? 1 : 0);
    expect(await ledgerSum(testDb.database.db)).toBe('0');
  });

  it('refuses approving or rejecting one’s own proposal, whatever the role', async () => {
    const p = await h.player();
    const own = await propose(approver.token, { userId: p.userId, amountMinor: 500 });
    for (const url of ['/admin/backoffice/adjustments/approve', '/admin/backoffice/adjustments/reject']) {
      const res = await h.as(approver.token).post(url, { id: own.body.resultData!.id, reason: 'my own one' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ADJUSTMENT_OWN');
      expect(res.body.msg).toMatch(/kendi/i); // Turkish by default
    }
    const rejected = await h.as(approver2.token).post<TAdjustment>('/admin/backoffice/adjustments/reject', { id: own.body.resultData!.id, reason: 'not justified' });
    expect(rejected.body.resultData).toMatchObject({ status: 'rejected', decidedBy: approver2.login, decisionReason: 'not justified', transferId: null });
  });

  it('refuses an adjustment that would take cash below zero, at the proposal and again at the approval', async () => {
    const p = await h.player();
    await h.credit(p.userId, 1_000, operator.token, approver.token);
    const cash = await h.cash(p.userId);
    const tooMuch = await propose(operator.token, { userId: p.userId, direction: 'debit', amountMinor: cash + 1 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('ADJUSTMENT_BELOW_ZERO');
    // Two debits each fit alone; after the first, the second would overdraw: refused, left pending.
    const a = await propose(operator.token, { userId: p.userId, direction: 'debit', amountMinor: cash - 10 });
    const b = await propose(operator.token, { userId: p.userId, direction: 'debit', amountMinor: cash - 10 });
    expect((await approve(approver.token, a.body.resultData!.id)).status).toBe(200);
    const refused = await approve(approver.token, b.body.resultData!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ADJUSTMENT_BELOW_ZERO');
    expect(await h.cash(p.userId)).toBe(10);
    const list = await h.as(viewer).post<TAdjustment[]>('/admin/backoffice/adjustments/list', { userId: p.userId, status: 'pending' });
    expect(list.body.resultData!.map((x) => x.id)).toEqual([b.body.resultData!.id]);
  });

  it('refuses a viewer and an operator what their role does not allow (the API, not only the buttons)', async () => {
    const p = await h.player();
    const byViewer = await propose(viewer, { userId: p.userId, amountMinor: 100 });
    expect(byViewer.status).toBe(403);
    expect(byViewer.body.code).toBe('FORBIDDEN');
    const proposed = await propose(operator.token, { userId: p.userId, amountMinor: 100 });
    const other = await h.staff('operator');
    const byOperator = await approve(other.token, proposed.body.resultData!.id);
    expect(byOperator.status).toBe(403);
    expect(byOperator.body.code).toBe('FORBIDDEN');
    for (const action of ['block', 'logout', 'review', 'notes/add']) {
      const res = await h.as(viewer).post(`/admin/backoffice/players/${action}`, { userId: p.userId, reason: 'just looking', text: 'hello' });
      expect(res.status).toBe(403);
    }
  });

  it('refuses bad amounts, codes and reasons with a localized message', async () => {
    const p = await h.player();
    for (const body of [{ amountMinor: 0 }, { amountMinor: -5 }, { amountMinor: 1.5 }, { amountMinor: '1e3' }, { amountMinor: 100, code: 'BET' }, { amountMinor: 100, reason: 'x' }, { amountMinor: 100, direction: 'sideways' }]) {
      const res = await propose(operator.token, { userId: p.userId, ...body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const en = await t.post('/admin/backoffice/adjustments/propose', { userId: p.userId, direction: 'credit', amountMinor: 0, reason: 'goodwill' }, { headers: { ...adminToken.headers, 'accept-language': 'en' } });
    expect(en.body.msg).toMatch(/minor units/);
    const unknown = await approve(approver.token, 2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('ADJUSTMENT_NOT_FOUND');
  });

  it('keeps an adjustment in the player’s currency: one typed in another is refused (localized), nothing proposed', async () => {
    const p = await h.player();
    const before = (await h.as(viewer).post<TAdjustment[]>('/admin/backoffice/adjustments/list', { userId: p.userId })).body.resultData!.length;
    const other = await propose(operator.token, { userId: p.userId, amountMinor: 500, currency: 'AZN' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'CURRENCY_MISMATCH' });
    expect(other.body.msg).toContain('TRY');
    expect((await propose(operator.token, { userId: p.userId, amountMinor: 500, currency: 'try' })).status).toBe(400);
    expect((await h.as(viewer).post<TAdjustment[]>('/admin/backoffice/adjustments/list', { userId: p.userId })).body.resultData!).toHaveLength(before);
    const own = await propose(operator.token, { userId: p.userId, amountMinor: 500, currency: 'TRY' });
    expect(own.body.resultData).toMatchObject({ status: 'pending', currency: 'TRY' });
  });

  it('refuses an approval whose staff session ended mid-action, and moves nothing', async () => {
    const p = await h.player();
    const late = await h.staff('approver');
    const proposed = await propose(operator.token, { userId: p.userId, amountMinor: 700 });
    t.clock.advance(31 * 60_000); // idle past the 30-minute timeout while the dialog was open
    const res = await approve(late.token, proposed.body.resultData!.id);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
    const list = await t.post<TAdjustment[]>('/admin/backoffice/adjustments/list', { userId: p.userId }, adminToken);
    expect(list.body.resultData![0]).toMatchObject({ status: 'pending', transferId: null });
    // The others' sessions ended too: sign in again for any later test.
    operator = await h.staff('operator');
    approver = await h.staff('approver');
    approver2 = await h.staff('approver');
    viewer = (await h.staff('viewer')).token;
  });
});
