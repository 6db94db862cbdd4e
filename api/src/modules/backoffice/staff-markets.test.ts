import { sql } from 'drizzle-orm';
import type { TAdjustment, TDailyReport, TPlayerProfile } from '@casino/shared/contracts';
import { createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { rowsOf } from '../../db/rows';
import { createCashierRepository } from '../cashier/cashier.repository';
import { backofficeHelpers, createBackofficeTestApp } from './backoffice.test-helpers';
import type { TSearchResult } from './backoffice.schemas';

/** Issue 40, item 6: a staff member sees and acts on the players of their own markets only, and the API refuses the rest. */
describe.each(dialects())('staff per market (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let h: ReturnType<typeof backofficeHelpers>;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createBackofficeTestApp(testDb.database);
    h = backofficeHelpers(t);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const audits = async (userId: number, action: string) =>
    rowsOf<{ actor: string; detail: { market: string; route: string } }>(await testDb.database.db.execute(sql`select actor, detail from backoffice_audit where user_id = ${userId} and action = ${action}`));

  it('refuses a tr member an az player by id, on every player route, and audits it; an az member and an all-markets one see them', async () => {
    const az = await h.player('az');
    const trStaff = await h.staff('operator', ['tr']);
    const azStaff = await h.staff('operator', ['az']);
    const everyone = await h.staff('operator');
    for (const [url, body] of [
      ['/admin/backoffice/players/get', {}],
      ['/admin/backoffice/players/statement', {}],
      ['/admin/backoffice/players/notes/add', { text: 'called the player' }],
      ['/admin/backoffice/players/block', { reason: 'looks like fraud' }],
      ['/admin/backoffice/adjustments/propose', { direction: 'credit', amountMinor: 500, reason: 'goodwill for a lost round' }],
    ] as const) {
      const res = await h.as(trStaff.token).post(url, { userId: az.userId, ...body });
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'STAFF_MARKET_FORBIDDEN']);
    }
    expect((await audits(az.userId, 'market.refused')).map((a) => [a.actor, a.detail.market])).toEqual(Array(5).fill([trStaff.login, 'az']));
    // Nothing was done: no note, no block, no adjustment.
    expect(rowsOf<{ n: string }>(await testDb.database.db.execute(sql`select count(*)::text as n from backoffice_adjustments where user_id = ${az.userId}`))[0]!.n).toBe('0');
    for (const token of [azStaff.token, everyone.token]) {
      const profile = await h.as(token).post<TPlayerProfile>('/admin/backoffice/players/get', { userId: az.userId });
      expect(profile.body.resultData).toMatchObject({ market: 'az', currency: 'AZN' });
    }
    const en = await t.post('/admin/backoffice/players/get', { userId: az.userId }, { headers: { authorization: `Bearer ${trStaff.token}`, 'accept-language': 'en' } });
    expect(en.body.msg).toBe('This player belongs to a market you may not see.');
  });

  it('refuses a tr approver an az player’s adjustment and withdrawal (named by their ids) and lists only their markets’ ones', async () => {
    const az = await h.player('az');
    const azOperator = await h.staff('operator', ['az']);
    const trApprover = await h.staff('approver', ['tr']);
    const azApprover = await h.staff('approver', ['az']);
    const proposed = (await h.as(azOperator.token).post<TAdjustment>('/admin/backoffice/adjustments/propose', { userId: az.userId, direction: 'credit', amountMinor: 500, reason: 'goodwill for a lost round' })).body.resultData!;
    expect(proposed).toMatchObject({ status: 'pending', currency: 'AZN' });
    for (const url of ['/admin/backoffice/adjustments/approve', '/admin/backoffice/adjustments/reject']) {
      const refused = await h.as(trApprover.token).post(url, { id: proposed.id, reason: 'not my market at all' });
      expect([url, refused.status, refused.body.code]).toEqual([url, 403, 'STAFF_MARKET_FORBIDDEN']);
    }
    const listed = async (token: string) => (await h.as(token).post<TAdjustment[]>('/admin/backoffice/adjustments/list', { status: 'pending' })).body.resultData!.map((a) => a.id);
    expect(await listed(trApprover.token)).not.toContain(proposed.id);
    expect(await listed(azApprover.token)).toContain(proposed.id);
    const approved = await h.as(azApprover.token).post<TAdjustment>('/admin/backoffice/adjustments/approve', { id: proposed.id });
    expect(approved.body.resultData).toMatchObject({ status: 'approved' });
    // The withdrawal queue: a tr member's lists no az player's order.
    const orders = createCashierRepository(testDb.database.db);
    const tr = await h.player();
    const at = new Date();
    for (const [userId, currency] of [[az.userId, 'AZN'], [tr.userId, 'TRY']] as const) {
      await orders.insertOrder({ orderId: `WSCOPE${userId}`, userId, kind: 'withdrawal', channel: 'bank', status: 'review', amountMinor: 10_000n, currency, createdAt: at, updatedAt: at }, testDb.database.db);
    }
    const queue = async (token: string) => (await h.as(token).post<Array<{ orderId: string }>>('/admin/cashier/withdrawals/list', { status: 'review' })).body.resultData!.map((o) => o.orderId);
    expect(await queue(trApprover.token)).toEqual(expect.arrayContaining([`WSCOPE${tr.userId}`]));
    expect(await queue(trApprover.token)).not.toContain(`WSCOPE${az.userId}`);
    expect(await queue(azApprover.token)).toContain(`WSCOPE${az.userId}`);
    const decision = await h.as(trApprover.token).post('/admin/cashier/withdrawals/reject', { orderId: `WSCOPE${az.userId}`, reason: 'not my market at all' });
    expect([decision.status, decision.body.code]).toEqual([403, 'STAFF_MARKET_FORBIDDEN']);
  });

  it('lists in the search only the players of the member’s markets, with their market, and filters by one', async () => {
    const az = await h.player('az');
    const tr = await h.player();
    const trStaff = await h.staff('viewer', ['tr']);
    const everyone = await h.staff('viewer');
    const find = async (token: string, q: string, market?: string) =>
      (await h.as(token).post<TSearchResult>('/admin/backoffice/players/search', { q, kind: 'id', ...(market ? { market } : {}) })).body.resultData!.players.map((p) => [p.userId, p.market]);
    expect(await find(trStaff.token, String(az.userId))).toEqual([]);
    expect(await find(trStaff.token, String(tr.userId))).toEqual([[tr.userId, 'tr']]);
    expect(await find(everyone.token, String(az.userId))).toEqual([[az.userId, 'az']]);
    expect(await find(everyone.token, String(az.userId), 'tr')).toEqual([]);
    expect(await find(everyone.token, String(az.userId), 'az')).toEqual([[az.userId, 'az']]);
  });

  it('refuses a member another market’s reports and registry; the market of a report is one of theirs', async () => {
    const trStaff = await h.staff('operator', ['tr']);
    const refused = await h.as(trStaff.token).post('/admin/backoffice/reports/daily', { market: 'az', from: '2026-06-01', to: '2026-06-01' });
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([403, 'STAFF_MARKET_FORBIDDEN', 'az pazarında yetkiniz yok.']);
    const own = await h.as(trStaff.token).post<TDailyReport>('/admin/backoffice/reports/daily', { market: 'tr', from: '2026-06-01', to: '2026-06-01' });
    expect(own.body.resultData).toMatchObject({ market: 'tr', currency: 'TRY' });
    const registry = await h.as(trStaff.token).post('/admin/registry/disable', { market: 'az', remote: 'lobby', reason: 'not mine' });
    expect([registry.status, registry.body.code]).toEqual([403, 'STAFF_MARKET_FORBIDDEN']);
  });

  it('keeps staff markets valid: unknown shapes are refused; an admin sets and clears a member’s markets', async () => {
    const admin = await h.staff('admin');
    for (const markets of [[], ['TR'], 'tr', [1]]) {
      const res = await h.as(admin.token).post('/admin/staff/users/create', { login: `bad.markets.${Math.random().toString(36).slice(2, 8)}`, role: 'viewer', markets });
      expect(res.status).toBe(400);
    }
    const member = await h.staff('viewer', ['tr']);
    const set = await h.as(admin.token).post<{ markets: string[] | null }>('/admin/staff/users/set-role', { login: member.login, role: 'viewer', markets: ['tr', 'az'] });
    expect(set.body.resultData).toMatchObject({ markets: ['tr', 'az'] });
    const cleared = await h.as(admin.token).post<{ markets: string[] | null }>('/admin/staff/users/set-role', { login: member.login, role: 'viewer', markets: null });
    expect(cleared.body.resultData).toMatchObject({ markets: null });
  });
});
