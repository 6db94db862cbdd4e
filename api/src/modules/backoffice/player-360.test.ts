import type { TPlayerBonuses } from '@casino/shared/contracts';
import { sql } from 'drizzle-orm';
import { createTestDatabase, oneDialect, newIp, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { backofficeHelpers, createBackofficeTestApp } from './backoffice.test-helpers';
import type { TStatementPage } from './backoffice.schemas';

describe.each(oneDialect())('back office: player 360 and account actions (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let h: ReturnType<typeof backofficeHelpers>;
  let viewer: string;
  let operator: { login: string; token: string };
  let approver: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createBackofficeTestApp(testDb.database);
    h = backofficeHelpers(t);
    viewer = (await h.staff('viewer')).token;
    operator = await h.staff('operator');
    approver = (await h.staff('approver')).token;
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const statement = (body: Record<string, unknown>) => h.as(viewer).post<TStatementPage>('/admin/backoffice/players/statement', body);

  it('shows profile, status, balances, last logins and protection', async () => {
    const p = await h.player();
    await h.credit(p.userId, 2_500, operator.token, approver);
    const res = await h.as(viewer).post<Record<string, unknown> & { balances: { cashMinor: number; testMinor: number; withdrawableMinor: number }; lastLogins: unknown[] }>('/admin/backoffice/players/get', { userId: p.userId });
    expect(res.status).toBe(200);
    expect(res.body.resultData).toMatchObject({ userId: p.userId, publicId: p.publicId, role: 'member', status: { loginBlockedAt: null, reviewAt: null } });
    // The sandbox's welcome grant is test money: shown apart, never withdrawable; the staff credit is.
    const { cashMinor, testMinor, withdrawableMinor } = res.body.resultData!.balances;
    expect(testMinor).toBe(cashMinor - 2_500);
    expect(withdrawableMinor).toBe(2_500);
    // Staff see the player's own figure (the header popup's).
    const own = await h.as(p.token).post<{ withdrawableAssets: number; testAssets: number }>('/user/getUserInfo');
    expect(own.body.resultData).toMatchObject({ withdrawableAssets: withdrawableMinor, testAssets: testMinor });
    // Bonus money (the bonus module's account) shows apart and is never withdrawable.
    const bonusAccount = `player:${p.userId}:bonus`;
    await testDb.database.db.execute(sql`insert into wallet_accounts (id, currency) values (${bonusAccount}, 'TRY') on conflict do nothing`);
    await testDb.database.db.execute(sql`select * from wallet_transfer('house:promotions:TRY', ${bonusAccount}, 700::bigint, 'TRY', 'PROMO', ${`bo-bonus-${p.userId}`}, now())`);
    const withBonus = await h.as(viewer).post<{ balances: { cashMinor: number; bonusMinor: number; withdrawableMinor: number } }>('/admin/backoffice/players/get', { userId: p.userId });
    expect(withBonus.body.resultData!.balances).toMatchObject({ bonusMinor: 700, cashMinor, withdrawableMinor });
    expect(res.body.resultData!.lastLogins.length).toBeGreaterThan(0);
    expect(res.body.resultData).toHaveProperty('protection');
  });

  it('pages the statement by cursor with running balances; filters by code; exports CSV', async () => {
    const p = await h.player();
    for (const amount of [100, 200, 300, 400]) await h.credit(p.userId, amount, operator.token, approver);
    const all = await statement({ userId: p.userId, limit: 200 });
    const lines = all.body.resultData!.lines;
    // Newest first; each running balance is the next older one plus the line's amount.
    for (let i = 0; i < lines.length - 1; i++) expect(lines[i]!.balanceAfterMinor).toBe(lines[i + 1]!.balanceAfterMinor + lines[i]!.amountMinor);
    expect(lines[0]!.balanceAfterMinor).toBe(await h.cash(p.userId));

    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await statement({ userId: p.userId, limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.body.resultData!.lines.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.resultData!.lines.map((l) => l.id));
      cursor = page.body.resultData!.nextCursor;
    } while (cursor);
    expect(seen).toEqual(lines.map((l) => l.id));

    const adjustments = await statement({ userId: p.userId, code: 'ADJUSTMENT' });
    expect(adjustments.body.resultData!.lines.map((l) => l.amountMinor)).toEqual([400, 300, 200, 100]);

    const csv = await t.app.inject({ method: 'POST', url: '/admin/backoffice/players/statement-csv', payload: { userId: p.userId, code: 'ADJUSTMENT' }, headers: { authorization: `Bearer ${viewer}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('id,at,code,counter_account,amount,balance_after');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toMatch(/,ADJUSTMENT,house:bankroll:TRY:\d+,4\.00,\d+\.\d{2}$/);

    for (const bad of [{ cursor: 'abc' }, { cursor: '-1' }, { from: '2020-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' }, { from: 'yesterday' }, { from: '0000-01-01T00:00:00Z' }, { limit: 1000 }]) {
      const res = await statement({ userId: p.userId, ...bad });
      expect(res.status).toBe(400);
    }
  });

  it('blocks login with a reason (sessions end, sign-in refused), unblocks, forces logout, marks for review; all audited', async () => {
    const p = await h.player();
    const noReason = await h.as(operator.token).post('/admin/backoffice/players/block', { userId: p.userId, reason: '' });
    expect(noReason.status).toBe(400);
    const blocked = await h.as(operator.token).post('/admin/backoffice/players/block', { userId: p.userId, reason: 'chargeback fraud suspected' });
    expect(blocked.status).toBe(200);
    expect((await t.post('/user/getUserInfo', {}, { token: p.token })).status).toBe(401);
    const login = await t.post('/sso/loginNew', { mobile: p.phone, password: p.password, deviceNumber: p.device }, { ip: newIp() });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('PLAYER_BLOCKED');

    await h.as(operator.token).post('/admin/backoffice/players/unblock', { userId: p.userId, reason: 'cleared by the bank' });
    const again = await t.post<{ token: string }>('/sso/loginNew', { mobile: p.phone, password: p.password, deviceNumber: p.device }, { ip: newIp() });
    expect(again.status).toBe(200);
    await h.as(operator.token).post('/admin/backoffice/players/logout', { userId: p.userId, reason: 'account shared' });
    expect((await t.post('/user/getUserInfo', {}, { token: again.body.resultData!.token })).status).toBe(401);
    await h.as(operator.token).post('/admin/backoffice/players/review', { userId: p.userId, reason: 'large wins' });
    const profile = await h.as(viewer).post<{ status: { reviewAt: string | null; loginBlockedAt: string | null } }>('/admin/backoffice/players/get', { userId: p.userId });
    expect(profile.body.resultData!.status.reviewAt).not.toBeNull();
    expect(profile.body.resultData!.status.loginBlockedAt).toBeNull();

    const audit = await h.as(viewer).post<{ entries: Array<{ action: string; actor: string; reason: string | null }> }>('/admin/backoffice/players/audit', { userId: p.userId });
    expect(audit.body.resultData!.entries.map((e) => [e.action, e.reason])).toEqual([
      ['player.review', 'large wins'],
      ['player.logout', 'account shared'],
      ['player.unblock', 'cleared by the bank'],
      ['player.block', 'chargeback fraud suspected'],
    ]);
    expect(audit.body.resultData!.entries.every((e) => e.actor === operator.login)).toBe(true);
  });

  it('adds and reads staff notes (multi-line kept, control characters refused)', async () => {
    const p = await h.player();
    const added = await h.as(operator.token).post<{ id: number; author: string; text: string }>('/admin/backoffice/players/notes/add', { userId: p.userId, text: 'Called the player.\nAgreed =SUM(A1) refund.' });
    expect(added.body.resultData).toMatchObject({ author: operator.login, text: 'Called the player.\nAgreed =SUM(A1) refund.' });
    const bad = await h.as(operator.token).post('/admin/backoffice/players/notes/add', { userId: p.userId, text: 'a\u0000b' });
    expect(bad.status).toBe(400);
    const notes = await h.as(viewer).post<Array<{ text: string }>>('/admin/backoffice/players/notes', { userId: p.userId });
    expect(notes.body.resultData!.map((n) => n.text)).toEqual(['Called the player.\nAgreed =SUM(A1) refund.']);
    const rounds = await h.as(viewer).post<{ rounds: unknown[]; nextCursor: string | null }>('/admin/backoffice/players/rounds', { userId: p.userId });
    expect(rounds.body.resultData).toEqual({ rounds: [], nextCursor: null });
    for (const cursor of ['nonsense', '0000-01-01T00:00:00Z|r1', '2026-01-01T00:00:00Z']) {
      const bad = await h.as(viewer).post('/admin/backoffice/players/rounds', { userId: p.userId, cursor });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('Sayfa imleci geçersiz.');
    }
    const orders = await h.as(viewer).post<unknown[]>('/admin/backoffice/players/orders', { userId: p.userId });
    expect(orders.body.resultData).toEqual([]);

    // Sport tickets and the mail box, as the sport and mail modules wrote them.
    const db = testDb.database.db;
    await db.execute(sql`insert into sport_tickets (user_id, round_id, game_id, kind, status, stake_minor, odds_x100, potential_return_minor, win_minor, legs, placed_at)
      values (${p.userId}, 'r-360', 1, 'single', 'won', 1000, 250, 2500, 2500, '[]'::jsonb, now())`);
    const campaign = await db.execute(sql`insert into mail_campaigns (market_id, kind, title, content, amount_minor, target, status, send_at, created_by, created_at, updated_at)
      values ('tr', 'staff', 'Hoş geldin hediyesi', 'x', 500, '{"kind":"market"}'::jsonb, 'done', now(), 'test', now(), now()) returning id`);
    const campaignId = (campaign as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    await db.execute(sql`insert into mail_messages (user_id, campaign_id, is_read, claimed_at, created_at) values (${p.userId}, ${campaignId}, true, now(), now())`);
    const tickets = await h.as(viewer).post<Array<Record<string, unknown>>>('/admin/backoffice/players/sport-tickets', { userId: p.userId });
    expect(tickets.body.resultData).toEqual([expect.objectContaining({ roundId: 'r-360', kind: 'single', status: 'won', stakeMinor: 1000, odds: 2.5, winMinor: 2500 })]);
    const mails = await h.as(viewer).post<Array<Record<string, unknown>>>('/admin/backoffice/players/mails', { userId: p.userId });
    // (the welcome mail of registration is there too)
    expect(mails.body.resultData).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Hoş geldin hediyesi', prizeMinor: 500, read: true, claimedAt: expect.any(String) })]));
  });

  it('shows the player’s bonuses (running with its progress, then the history); an unknown player is 404', async () => {
    const p = await h.player();
    const none = await h.as(viewer).post<TPlayerBonuses>('/admin/backoffice/players/bonuses', { userId: p.userId });
    expect(none.body.resultData).toEqual({ active: null, history: [] });
    const offers = (await t.post<Array<{ offerId: number; code: string }>>('/bonus/list', {}, { token: p.token })).body.resultData!;
    const claimed = await t.post<{ bonusId: number }>('/bonus/claim', { offerId: offers.find((o) => o.code === 'welcome')!.offerId }, { token: p.token });
    expect(claimed.status).toBe(200);
    const running = (await h.as(viewer).post<TPlayerBonuses>('/admin/backoffice/players/bonuses', { userId: p.userId })).body.resultData!;
    expect(running.active).toMatchObject({ bonusId: claimed.body.resultData!.bonusId, status: 'active', grantedMinor: 5_000, progressPercent: 0 });
    expect(running.history.map((b) => b.bonusId)).toContain(claimed.body.resultData!.bonusId);
    await t.post('/bonus/forfeit', { bonusId: claimed.body.resultData!.bonusId }, { token: p.token });
    const after = (await h.as(viewer).post<TPlayerBonuses>('/admin/backoffice/players/bonuses', { userId: p.userId })).body.resultData!;
    expect(after.active).toBeNull();
    expect(after.history[0]).toMatchObject({ status: 'forfeited' });
    expect((await h.as(viewer).post('/admin/backoffice/players/bonuses', { userId: 999_999_999 })).status).toBe(404);
  });
});
