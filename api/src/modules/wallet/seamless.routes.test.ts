import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { SANDBOX_WELCOME_GRANT_MINOR } from '../../app';
import { walletHelpers } from './wallet.test-helpers';

const WELCOME = Number(SANDBOX_WELCOME_GRANT_MINOR);

describe.each(dialects())('seamless wallet /provider/wallet/* (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let w: ReturnType<typeof walletHelpers>;
  let seq = 0;
  const txId = (prefix = 'tx') => `${prefix}-${++seq}`;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
    w = walletHelpers(t, testDb.database.db);
  });
  afterEach(async () => {
    // Ledger invariants after every scenario: balances sum to zero, match the transfers, no player below zero.
    const audit = await w.audit();
    expect(audit.sum).toBe(0n);
    expect(audit.drift).toBe(0n);
    expect(audit.minPlayerBalance === null || audit.minPlayerBalance >= 0n).toBe(true);
  });
  afterAll(async () => {
    await t.close();
    await testDb.drop();
  });

  const money = <E extends Record<string, unknown>>(p: { token: string; playerId: string; gameId: number }, extra: E) => ({
    token: p.token,
    playerId: p.playerId,
    gameId: p.gameId,
    currency: 'TRY',
    roundId: 'round-1',
    ...extra,
  });

  it('authenticates a launch token: player, currency, balance (welcome grant) and the game', async () => {
    const p = await w.launch();
    // The first real launch opened the account with the sandbox welcome grant.
    const res = await w.call('authenticate', { token: p.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'OK', playerId: p.playerId, currency: 'TRY', mode: 'real', balanceMinor: WELCOME, game: { gameId: p.gameId, gameCode: expect.stringMatching(/^slot-/) } });
    expect((await w.call('balance', { token: p.token, playerId: p.playerId })).body).toMatchObject({ balanceMinor: WELCOME });
    // The user info shows the same balance.
    expect((await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token: p.sessionToken })).body.resultData!.totalAssets).toBe(WELCOME);
  });

  it('refuses unknown, expired and demo tokens, and another player id', async () => {
    const p = await w.launch();
    expect((await w.call('authenticate', { token: 'x'.repeat(40) })).body).toMatchObject({ status: 'ERROR', code: 'INVALID_TOKEN' });
    expect((await w.call('balance', { token: p.token, playerId: '999999' })).body).toMatchObject({ code: 'WRONG_PLAYER' });
    const demo = await w.launch({ isReal: false });
    expect((await w.call('authenticate', { token: demo.token })).body).toMatchObject({ status: 'OK', mode: 'demo', balanceMinor: 0 });
    expect((await w.call('bet', money(demo, { transactionId: txId(), amountMinor: 100 }))).body).toMatchObject({ code: 'DEMO_SESSION' });
    // A launch token not authenticated within 5 minutes expires.
    const late = await w.launch();
    t.clock.advance(6 * 60 * 1000);
    expect((await w.call('authenticate', { token: late.token })).body).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect((await w.call('bet', money(late, { transactionId: txId(), amountMinor: 100 }))).body).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('bets, wins, replays a retry with the first answer and refuses the same id with other content', async () => {
    const p = await w.launch();
    await w.call('authenticate', { token: p.token });
    const bet = money(p, { transactionId: txId(), amountMinor: 250 });
    const first = await w.call('bet', bet);
    expect(first.body).toMatchObject({ status: 'OK', transactionId: bet.transactionId, balanceMinor: WELCOME - 250 });
    const win = money(p, { transactionId: txId(), amountMinor: 1000, roundEnd: true });
    expect((await w.call('win', win)).body).toMatchObject({ status: 'OK', balanceMinor: WELCOME + 750 });
    // Retries: the first answer, no money moved again.
    expect((await w.call('bet', bet)).body).toEqual(first.body);
    expect((await w.call('win', win)).body).toMatchObject({ balanceMinor: WELCOME + 750 });
    expect((await w.call('balance', { token: p.token, playerId: p.playerId })).body).toMatchObject({ balanceMinor: WELCOME + 750 });
    // Same id, other amount / round / game / kind: refused.
    expect((await w.call('bet', { ...bet, amountMinor: 251 })).body).toMatchObject({ status: 'ERROR', code: 'DUPLICATE_TRANSACTION' });
    expect((await w.call('bet', { ...bet, roundId: 'round-2' })).status).toBe(409);
    expect((await w.call('win', { ...win, gameId: p.gameId + 1 })).body).toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
    expect((await w.call('win', { ...bet })).body).toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
  });

  it('answers insufficient funds with the current balance and moves nothing', async () => {
    const p = await w.launch();
    await w.call('authenticate', { token: p.token });
    const res = await w.call('bet', money(p, { transactionId: txId(), amountMinor: WELCOME + 1 }));
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balanceMinor: WELCOME });
    // The whole balance is fine.
    expect((await w.call('bet', money(p, { transactionId: txId(), amountMinor: String(WELCOME) }))).body).toMatchObject({ balanceMinor: 0 });
  });

  it('accepts zero-amount bets and wins, and refuses a win on a round no bet opened', async () => {
    const p = await w.launch();
    await w.call('authenticate', { token: p.token });
    expect((await w.call('bet', money(p, { transactionId: txId(), amountMinor: 0 }))).body).toMatchObject({ status: 'OK', balanceMinor: WELCOME });
    expect((await w.call('win', money(p, { transactionId: txId(), amountMinor: 0, roundEnd: true }))).body).toMatchObject({ status: 'OK', balanceMinor: WELCOME });
    const orphan = await w.call('win', money(p, { transactionId: txId(), roundId: 'promo-1', amountMinor: 500 }));
    expect(orphan.status).toBe(404);
    expect(orphan.body).toMatchObject({ status: 'ERROR', code: 'UNKNOWN_ROUND', balanceMinor: WELCOME });
  });

  it('rolls a bet back once; a second rollback is a no-op success', async () => {
    const p = await w.launch();
    await w.call('authenticate', { token: p.token });
    const bet = money(p, { transactionId: txId(), amountMinor: 400 });
    await w.call('bet', bet);
    const rollback = { token: p.token, playerId: p.playerId, transactionId: bet.transactionId };
    expect((await w.call('rollback', rollback)).body).toMatchObject({ status: 'OK', balanceMinor: WELCOME });
    expect((await w.call('rollback', rollback)).body).toMatchObject({ status: 'OK', balanceMinor: WELCOME });
    // The rolled-back bet does not stand any more, even as a retry.
    expect((await w.call('bet', bet)).body).toMatchObject({ code: 'TRANSACTION_ROLLED_BACK', balanceMinor: WELCOME });
    // A win cannot be rolled back.
    const win = money(p, { transactionId: txId(), amountMinor: 10 });
    await w.call('win', win);
    expect((await w.call('rollback', { ...rollback, transactionId: win.transactionId })).body).toMatchObject({ code: 'ROLLBACK_NOT_ALLOWED' });
  });

  it('records a rollback of an unknown bet and refuses that bet when it arrives later', async () => {
    const p = await w.launch();
    await w.call('authenticate', { token: p.token });
    const id = txId('early');
    expect((await w.call('rollback', { token: p.token, playerId: p.playerId, transactionId: id })).body).toMatchObject({ status: 'OK', balanceMinor: WELCOME });
    expect((await w.call('bet', money(p, { transactionId: id, amountMinor: 100 }))).body).toMatchObject({ status: 'ERROR', code: 'TRANSACTION_ROLLED_BACK' });
    expect((await w.call('balance', { token: p.token, playerId: p.playerId })).body).toMatchObject({ balanceMinor: WELCOME });
  });

  it('settles wins and rollbacks with an expired token, but takes no bets', async () => {
    const p = await w.launch();
    await w.call('authenticate', { token: p.token });
    const refunded = money(p, { transactionId: txId(), roundId: 'r-refund', amountMinor: 100 });
    await w.call('bet', refunded);
    await w.call('bet', money(p, { transactionId: txId(), roundId: 'r-win', amountMinor: 100 }));
    t.clock.advance(5 * 60 * 60 * 1000);
    expect((await w.call('bet', money(p, { transactionId: txId(), amountMinor: 100 }))).body).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect((await w.call('win', money(p, { transactionId: txId(), roundId: 'r-win', amountMinor: 300, roundEnd: true }))).body).toMatchObject({ status: 'OK', balanceMinor: WELCOME + 100 });
    expect((await w.call('rollback', { token: p.token, playerId: p.playerId, transactionId: refunded.transactionId })).body).toMatchObject({ balanceMinor: WELCOME + 200 });
  });

  it('refuses bad signatures, stale or future timestamps, wrong secrets and malformed bodies', async () => {
    const p = await w.launch();
    const body = { token: p.token };
    const raw = JSON.stringify(body);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/provider/wallet/authenticate',
      payload: JSON.stringify({ token: `${p.token} ` }),
      headers: { 'content-type': 'application/json', 'x-timestamp': String(t.clock.now().getTime()), 'x-signature': 'ab'.repeat(32) },
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
    expect((await w.call('authenticate', body, { secret: 'another-secret-of-16+chars' })).body).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const now = t.clock.now().getTime();
    expect((await w.call('authenticate', body, { nowMs: now - 5 * 60 * 1000 - 1 })).body).toMatchObject({ code: 'SIGNATURE_EXPIRED' });
    expect((await w.call('authenticate', body, { nowMs: now + 5 * 60 * 1000 + 1 })).body).toMatchObject({ code: 'SIGNATURE_EXPIRED' });
    expect((await w.call('authenticate', body, { nowMs: now - 4 * 60 * 1000 })).status).toBe(200);
    const unsigned = await t.app.inject({ method: 'POST', url: '/provider/wallet/authenticate', payload: raw, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    expect((await w.call('bet', {}, { raw: '{"token":' })).body).toMatchObject({ code: 'MALFORMED_REQUEST' });
    expect((await w.call('bet', money(p, { transactionId: txId(), amountMinor: 1.5 }))).body).toMatchObject({ code: 'MALFORMED_REQUEST' });
    expect((await w.call('bet', money(p, { transactionId: txId(), amountMinor: -1 }))).body).toMatchObject({ code: 'MALFORMED_REQUEST' });
    expect((await w.call('bet', money(p, { transactionId: txId(), amountMinor: 1, currency: 'EUR' }))).body).toMatchObject({ code: 'WRONG_CURRENCY' });
  });

  it('lists the rounds in /balance/getGameRecord, own rounds only, with pagination and filters', async () => {
    const p = await w.launch();
    const other = await w.launch();
    await w.call('authenticate', { token: p.token });
    await w.call('authenticate', { token: other.token });
    for (let i = 1; i <= 3; i++) {
      await w.call('bet', money(p, { roundId: `r-${i}`, transactionId: txId(), amountMinor: 100 * i }));
      await w.call('win', money(p, { roundId: `r-${i}`, transactionId: txId(), amountMinor: 50, roundEnd: true }));
      t.clock.advance(60_000);
    }
    await w.call('bet', money(other, { roundId: 'x-1', transactionId: txId(), amountMinor: 100 }));
    const all = await t.post<{ list: Array<{ roundId: string; betMinor: number; winMinor: number; netMinor: number; status: string; gameName: string }>; total: number }>(
      '/balance/getGameRecord',
      { pageSize: 2, page: 1 },
      { token: p.sessionToken },
    );
    expect(all.status).toBe(200);
    expect(all.body.resultData!.total).toBe(3);
    expect(all.body.resultData!.list.map((r) => r.roundId)).toEqual(['r-3', 'r-2']);
    expect(all.body.resultData!.list[0]).toMatchObject({ betMinor: 300, winMinor: 50, netMinor: -250, status: 'closed' });
    expect(all.body.resultData!.list[0]!.gameName).not.toBe('');
    const page2 = await t.post<{ list: Array<{ roundId: string }> }>('/balance/getGameRecord', { pageSize: 2, page: 2 }, { token: p.sessionToken });
    expect(page2.body.resultData!.list.map((r) => r.roundId)).toEqual(['r-1']);
    const start = new Date(t.clock.now().getTime() - 150_000).toISOString();
    const recent = await t.post<{ total: number }>('/balance/getGameRecord', { startTime: start }, { token: p.sessionToken });
    expect(recent.body.resultData!.total).toBe(2);
    expect((await t.post<{ total: number }>('/balance/getGameRecord', { gameId: p.gameId + 100_000 }, { token: p.sessionToken })).body.resultData!.total).toBe(0);
    expect((await t.post('/balance/getGameRecord', {})).status).toBe(401);
    expect((await t.post('/balance/getGameRecord', { startTime: 'yesterday' }, { token: p.sessionToken })).status).toBe(400);
  });

  it('tops a sandbox player back up to 1,000.00 TRY with a PROMO transfer', async () => {
    const p = await w.launch();
    await w.call('authenticate', { token: p.token });
    await w.call('bet', money(p, { transactionId: txId(), amountMinor: 30_000 }));
    const res = await t.post<{ totalAssets: number }>('/wallet/sandboxTopUp', {}, { token: p.sessionToken });
    expect(res.body.resultData).toEqual({ totalAssets: 100_000 });
    // Taps at once add the difference once (PGlite serialises them; PostgreSQL races them).
    await w.call('bet', money(p, { transactionId: txId(), amountMinor: 40_000 }));
    const taps = await Promise.all(Array.from({ length: 6 }, () => t.post<{ totalAssets: number }>('/wallet/sandboxTopUp', {}, { token: p.sessionToken })));
    expect(taps.map((r) => r.body.resultData?.totalAssets)).toEqual(Array(6).fill(100_000));
    expect((await w.call('balance', { token: p.token, playerId: p.playerId })).body).toMatchObject({ balanceMinor: 100_000 });
    expect(await w.audit()).toMatchObject({ sum: 0n, drift: 0n });
  });
});
