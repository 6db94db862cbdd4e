import type { TDailyReport, TGameReport, TStatementPage } from '@casino/shared/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { createLedgerRepository } from '../wallet/ledger.repository';
import { playerAccount, worldAccount } from '../wallet/ledger.service';

const WORLD_ACCOUNT = worldAccount('TRY');
import { walletHelpers } from '../wallet/wallet.test-helpers';
import { adminToken, backofficeHelpers, createBackofficeTestApp } from './backoffice.test-helpers';

const DAY = '2026-06-01'; // the fake clock starts at 09:00 UTC = 12:00 in Istanbul that day
const NEXT = '2026-06-02';

describe.each(dialects())('back office: reports from hour buckets (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let h: ReturnType<typeof backofficeHelpers>;
  let w: ReturnType<typeof walletHelpers>;
  let viewer: string;
  let operator: string;
  let approver: string;
  let seq = 0;
  const players: number[] = [];
  let openRound: { token: string; playerId: string; gameId: number; currency: string; roundId: string };

  const db = () => testDb.database.db;
  const tx = () => `rep-${++seq}`;
  const daily = (token: string, body: object) => h.as(token).post<TDailyReport>('/admin/backoffice/reports/daily', { market: 'tr', ...body });
  const refresh = (from: string, to = from) => h.as(operator).post('/admin/backoffice/reports/refresh', { market: 'tr', from, to });

  /** A real-money launch the provider has authenticated (a token never authenticated moves nothing). */
  const launch = async (sessionToken?: string) => {
    const p = await w.launch(sessionToken ? { sessionToken } : {});
    expect((await w.call('authenticate', { token: p.token })).body).toMatchObject({ status: 'OK' });
    return p;
  };

  /** A round: bet, then a settling win (0 = lost, settled by roundEnd). */
  const round = async (p: Awaited<ReturnType<typeof launch>>, betMinor: number, winMinor: number) => {
    const base = { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY', roundId: tx() };
    const bet = await w.call('bet', { ...base, transactionId: tx(), amountMinor: betMinor });
    expect(JSON.stringify(bet.body)).toContain('"status":"OK"');
    if (winMinor > 0) expect((await w.call('win', { ...base, transactionId: tx(), amountMinor: winMinor, roundEnd: true })).body).toMatchObject({ status: 'OK' });
    else expect((await w.call('roundEnd', { token: p.token, playerId: p.playerId, roundId: base.roundId })).body).toMatchObject({ status: 'OK' });
  };

  /** Deposits and payouts as the cashier writes them (set-up at the ledger's edge: the cashier is not under test here). */
  const cashier = async (userId: number, code: 'DEPOSIT' | 'PAYOUT', amount: bigint) => {
    const ledger = createLedgerRepository(db());
    await ledger.transaction(async (q) => {
      const [debit, credit] = code === 'DEPOSIT' ? [WORLD_ACCOUNT, playerAccount(userId)] : [playerAccount(userId), WORLD_ACCOUNT];
      expect((await ledger.applyTransfer({ debitAccount: debit, creditAccount: credit, amount, currency: 'TRY', code, idempotencyKey: tx(), at: t.clock.now() }, q)).created).toBe(true);
    });
  };

  /** The day's ledger, summed straight from wallet_transfers per code (the report must agree with it). */
  const ledgerOfDay = async (from: string, to: string) => {
    const rows = rowsOf<{ code: string; total: string; to_player: string; house_net: string }>(
      await db().execute(sql`
        select code, sum(amount)::text as total,
          coalesce(sum(amount) filter (where credit_account like 'player:%'), 0)::text as to_player,
          coalesce(sum(case when credit_account like 'house:%' then amount when debit_account like 'house:%' then -amount else 0 end), 0)::text as house_net
        from wallet_transfers
        where created_at >= (${from}::date)::timestamp at time zone 'Europe/Istanbul' and created_at < ((${to}::date) + 1)::timestamp at time zone 'Europe/Istanbul'
        group by code`),
    );
    const by = new Map(rows.map((r) => [r.code, r]));
    const n = (code: string, k: 'total' | 'to_player' = 'total') => Number(by.get(code)?.[k] ?? 0);
    const houseNet = rows.filter((r) => ['BET', 'WIN', 'ROLLBACK', 'BONUS_GRANT', 'BONUS_CONVERT', 'BONUS_REMOVE', 'CASHBACK'].includes(r.code)).reduce((s, r) => s + Number(r.house_net), 0);
    return { n, houseNet };
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createBackofficeTestApp(testDb.database);
    h = backofficeHelpers(t);
    w = walletHelpers(t, db());
    viewer = (await h.staff('viewer')).token;
    operator = (await h.staff('operator')).token;
    approver = (await h.staff('approver')).token;

    // A member who plays (one round refunded), deposits, withdraws and gets cashback; a guest who plays;
    // a member who keeps the welcome bonus and one who forfeits it.
    const a = await h.player();
    const pa = await launch(a.token);
    await round(pa, 500, 1_200);
    await round(pa, 300, 0);
    const refunded = { token: pa.token, playerId: pa.playerId, gameId: pa.gameId, currency: 'TRY', roundId: tx(), transactionId: tx(), amountMinor: 200 };
    await w.call('bet', refunded);
    expect((await w.call('rollback', { token: pa.token, playerId: pa.playerId, transactionId: refunded.transactionId })).body).toMatchObject({ status: 'OK' });
    // A round still open at the end of the day: its stake is in the day's ledger, the round in no game's figures yet.
    openRound = { token: pa.token, playerId: pa.playerId, gameId: pa.gameId, currency: 'TRY', roundId: tx() };
    expect((await w.call('bet', { ...openRound, transactionId: tx(), amountMinor: 250 })).body).toMatchObject({ status: 'OK' });
    await cashier(a.userId, 'DEPOSIT', 10_000n);
    await cashier(a.userId, 'PAYOUT', 2_000n);
    const proposed = await h.as(operator).post<{ id: number }>('/admin/backoffice/adjustments/propose', { userId: a.userId, direction: 'credit', amountMinor: 700, code: 'CASHBACK', reason: 'weekly cashback' });
    expect((await h.as(approver).post('/admin/backoffice/adjustments/approve', { id: proposed.body.resultData!.id })).status).toBe(200);

    const pb = await launch();
    await round(pb, 1_000, 50);

    for (const keep of [true, false]) {
      const m = await h.player();
      const offers = (await t.post<Array<{ offerId: number; code: string }>>('/bonus/list', {}, { token: m.token })).body.resultData!;
      const claim = await t.post<{ bonusId: number }>('/bonus/claim', { offerId: offers.find((o) => o.code === 'welcome')!.offerId }, { token: m.token });
      expect(claim.status).toBe(200);
      if (!keep) expect((await t.post('/bonus/forfeit', { bonusId: claim.body.resultData!.bonusId }, { token: m.token })).status).toBe(200);
      players.push(m.userId);
    }
    players.push(a.userId, pb.userId);
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('agrees with the ledger and with the players’ statements for the day; NGR is what the house kept', async () => {
    expect((await refresh(DAY)).status).toBe(200);
    const res = await daily(viewer, { from: DAY, to: DAY });
    expect(res.status).toBe(200);
    const report = res.body.resultData!;
    expect(report).toMatchObject({ market: 'tr', currency: 'TRY', timeZone: 'Europe/Istanbul', from: DAY, to: DAY });
    const [day] = report.days;
    const { n, houseNet } = await ledgerOfDay(DAY, DAY);

    expect(day).toMatchObject({
      day: DAY,
      betsMinor: 500 + 300 + 1_000 + 250, // the refunded 200 is no bet
      winsMinor: 1_200 + 50,
      ggrMinor: 2_050 - 1_250,
      cashbackMinor: 700,
      depositsMinor: 10_000,
      deposits: 1,
      withdrawalsMinor: 2_000,
      withdrawals: 1,
      firstDepositors: 1,
      activePlayers: 2,
    });
    expect(day!.betsMinor).toBe(n('BET') - n('ROLLBACK'));
    expect(day!.winsMinor).toBe(n('WIN'));
    expect(day!.bonusGrantedMinor).toBe(n('BONUS_GRANT'));
    expect(day!.bonusRemovedMinor).toBe(n('BONUS_REMOVE'));
    expect(day!.bonusGrantedMinor).toBeGreaterThan(0);
    expect(day!.bonusCostMinor).toBe(day!.bonusGrantedMinor - day!.bonusRemovedMinor);
    expect(day!.bonusCostMinor).toBe(day!.bonusGrantedMinor / 2); // one of the two welcome bonuses was forfeited
    expect(day!.ngrMinor).toBe(day!.ggrMinor - day!.bonusCostMinor - day!.cashbackMinor);
    expect(day!.ngrMinor).toBe(houseNet);
    const [registered] = rowsOf<{ n: string }>(
      await db().execute(sql`select count(*)::text as n from users where registered_at >= (${DAY}::date)::timestamp at time zone 'Europe/Istanbul' and registered_at < ((${DAY}::date) + 1)::timestamp at time zone 'Europe/Istanbul'`),
    );
    expect(day!.registrations).toBe(Number(registered!.n));
    expect(day!.registrations).toBeGreaterThanOrEqual(3);
    expect(report.total).toMatchObject({ betsMinor: day!.betsMinor, ngrMinor: day!.ngrMinor, activePlayers: 2 });

    // Every player's cash statement for the day, summed by code: the same bets, wins, deposits and cashback.
    const sums = new Map<string, number>();
    for (const userId of players) {
      const page = await h.as(viewer).post<TStatementPage>('/admin/backoffice/players/statement', { userId, limit: 200, from: `${DAY}T00:00:00+03:00`, to: `${NEXT}T00:00:00+03:00` });
      for (const line of page.body.resultData!.lines) sums.set(line.code, (sums.get(line.code) ?? 0) + line.amountMinor);
    }
    expect(-(sums.get('BET') ?? 0) - (sums.get('ROLLBACK') ?? 0)).toBe(day!.betsMinor);
    expect(sums.get('WIN')).toBe(day!.winsMinor);
    expect(sums.get('DEPOSIT')).toBe(day!.depositsMinor);
    expect(sums.get('CASHBACK')).toBe(day!.cashbackMinor);
  });

  it('per provider and game: the settled rounds, adding up to the day’s bets and wins but for the open round', async () => {
    const res = await h.as(viewer).post<TGameReport>('/admin/backoffice/reports/games', { market: 'tr', from: DAY, to: DAY });
    expect(res.status).toBe(200);
    const report = res.body.resultData!;
    const rounds = report.games.reduce((s, g) => s + g.rounds, 0);
    expect(rounds).toBe(3); // the refunded round never settled; the open one has not yet
    expect(report.games.reduce((s, g) => s + g.betsMinor, 0)).toBe(1_800);
    expect(report.providers.reduce((s, p) => s + p.winsMinor, 0)).toBe(1_250);
    expect(report.providers[0]).toMatchObject({ providerName: expect.any(String) });
    expect(report.games[0]!.gameName).not.toBe('');
  });

  (dialect === 'postgres' ? it : it.skip)('skips a run while another instance holds the job (PostgreSQL: PGlite has one connection)', async () => {
    const job = (await import('./reports.aggregator')).createReportsAggregator({ db: db(), now: () => t.clock.now(), logger: { warn: () => undefined } });
    // Another instance's run: a transaction holding the job's lock on another connection of the pool.
    await db().transaction(async (q) => {
      await q.execute(sql`select pg_advisory_xact_lock(26000001)`);
      expect(await job.runOnce()).toEqual({ ran: false });
    });
    expect((await job.runOnce()).ran).toBe(true);
  });

  it('refuses bad ranges with a clear message: ten years, reversed, not a day, an unknown market', async () => {
    const tenYears = await daily(viewer, { from: '2016-01-01', to: '2026-01-01' });
    expect(tenYears.status).toBe(400);
    expect(tenYears.body.msg).toContain('366');
    const en = await t.post('/admin/backoffice/reports/daily', { market: 'tr', from: '2016-01-01', to: '2026-01-01' }, { headers: { ...adminToken.headers, 'accept-language': 'en' } });
    expect(en.body.msg).toBe('A report covers at most 366 days; choose a shorter range.');
    expect((await daily(viewer, { from: NEXT, to: DAY })).status).toBe(400);
    expect((await daily(viewer, { from: '2026-02-30', to: '2026-03-01' })).status).toBe(400);
    expect((await daily(viewer, { from: "2026-01-01' or 1=1 --", to: DAY })).status).toBe(400);
    const unknown = await daily(viewer, { market: 'zz', from: DAY, to: DAY });
    expect(unknown.status).toBe(404);
    expect((await refresh('2026-01-01', '2026-06-01')).body.code).toBe('REPORT_REFRESH_TOO_LONG');
  });

  it('a viewer may read but not export or rebuild (refused by the API); the export escapes formula cells', async () => {
    const body = { market: 'tr', from: DAY, to: DAY, kind: 'games' };
    const refused = await h.as(viewer).post('/admin/backoffice/reports/csv', body);
    expect(refused.status).toBe(403);
    expect((await h.as(viewer).post('/admin/backoffice/reports/refresh', { market: 'tr', from: DAY, to: DAY })).status).toBe(403);

    const [game] = rowsOf<{ game_id: number }>(await db().execute(sql`select game_id from report_game_hours order by game_id limit 1`));
    await db().execute(sql`update games set name = ${'=HYPERLINK("http://evil.example","x")'} where id = ${game!.game_id}`);
    const csv = await t.app.inject({ method: 'POST', url: '/admin/backoffice/reports/csv', payload: body, headers: { authorization: `Bearer ${operator}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);

    const daily_ = await t.app.inject({ method: 'POST', url: '/admin/backoffice/reports/csv', payload: { ...body, kind: 'daily' }, headers: { authorization: `Bearer ${operator}` } });
    const lines = daily_.body.trim().split('\r\n');
    expect(lines[0]).toBe('day,bets,wins,ggr,bonusGranted,bonusConverted,bonusRemoved,bonusCost,cashback,ngr,deposits,depositCount,withdrawals,withdrawalCount,registrations,firstDepositors,activePlayers,currency');
    expect(lines[1]).toMatch(/^2026-06-01,20\.50,12\.50,8\.00,/);
    expect(lines.at(-1)).toMatch(/^total,/);
  });

  it('keeps days apart (Europe/Istanbul), rebuilds yesterday whole once, and is idempotent: a second run gives the same buckets', async () => {
    const job = (await import('./reports.aggregator')).createReportsAggregator({ db: db(), now: () => t.clock.now(), logger: { warn: () => undefined } });
    for (let run = await job.runOnce(); run.behind; run = await job.runOnce()) expect(run.ran).toBe(true);
    t.clock.advance(24 * 3_600_000);
    const p = await launch();
    await round(p, 400, 0);
    // The open round of yesterday settles a day late: past the late window, counted by yesterday's final rebuild.
    expect((await w.call('win', { ...openRound, transactionId: tx(), amountMinor: 100, roundEnd: true })).body).toMatchObject({ status: 'OK' });
    // Every staff session ended with the day; the job (as on any instance) catches up on its own.
    viewer = (await h.staff('viewer')).token;
    for (let run = await job.runOnce(); run.behind; run = await job.runOnce()) expect(run.ran).toBe(true);
    const games = async () => (await h.as(viewer).post<TGameReport>('/admin/backoffice/reports/games', { market: 'tr', from: DAY, to: DAY })).body.resultData!.games.reduce((s, g) => s + g.rounds, 0);
    expect(await games()).toBe(3);
    expect(await job.finalizeYesterday()).toBe(true);
    expect(await job.finalizeYesterday()).toBe(false); // once a day
    expect(await games()).toBe(4);
    const snapshot = async () => rowsOf<Record<string, unknown>>(await db().execute(sql`select hour, currency, bets_minor::text, wins_minor::text, registrations, first_depositors from report_hours order by hour, currency`));
    const before = await snapshot();
    await job.runOnce();
    await job.rebuild(new Date(`${DAY}T00:00:00+03:00`), new Date(`${NEXT}T23:00:00+03:00`));
    expect(await snapshot()).toEqual(before);
    const two = (await daily(viewer, { from: DAY, to: NEXT })).body.resultData!;
    expect(two.days.map((d) => d.day)).toEqual([DAY, NEXT]);
    expect(two.days[1]).toMatchObject({ betsMinor: 400, winsMinor: 100, activePlayers: 1 });
    expect(two.total.betsMinor).toBe(two.days[0]!.betsMinor + 400);
    expect(two.days[1]!.winsMinor + two.days[0]!.winsMinor).toBe(1_250 + 100); // the late win on the day it was paid
    expect(two.total.activePlayers).toBe(3);
    expect(two.computedUntil).not.toBeNull();
  });
});
