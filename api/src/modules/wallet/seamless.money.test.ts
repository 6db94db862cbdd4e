import { and, count, eq } from 'drizzle-orm';
import { createTestApp, createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { SANDBOX_WELCOME_GRANT_MINOR } from '../../app';
import type { Db } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { sha256Hex } from '../../lib/crypto';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService, HOUSE_SHARDS, houseAccountFor as houseIn, playerAccount, playerBonusAccount, promoAccount } from './ledger.service';

const houseAccountFor = (userId: number) => houseIn(userId, 'TRY');
import { createSeamlessRepository, type TMoneyInput } from './seamless.repository';
import { gameRounds, seamlessTransactions, walletAccounts, walletTransfers } from './wallet.tables';
import { walletHelpers } from './wallet.test-helpers';

const WELCOME = SANDBOX_WELCOME_GRANT_MINOR;

/** The one-statement bet/win path (wallet_seamless_money over wallet_transfer, drizzle/functions/) called directly. */
describe.each(dialects())('wallet_seamless_money (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let w: ReturnType<typeof walletHelpers>;
  let db: Db;
  let seq = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    t = await createTestApp(testDb.database);
    db = testDb.database.db;
    w = walletHelpers(t, db);
  });
  afterEach(async () => {
    const audit = await w.audit();
    expect(audit).toMatchObject({ sum: 0n, drift: 0n });
    expect(audit.minPlayerBalance === null || audit.minPlayerBalance >= 0n).toBe(true);
  });
  afterAll(async () => {
    await t.close();
    await testDb.drop();
  });

  const player = async () => {
    const p = await w.launch();
    await w.call('authenticate', { token: p.token });
    const repo = createSeamlessRepository(db);
    const call = (extra: Partial<TMoneyInput> = {}) =>
      repo.money({
        tokenHash: sha256Hex(p.token),
        playerId: p.playerId,
        kind: 'bet',
        transactionId: `m-${++seq}`,
        roundId: 'round-1',
        gameId: p.gameId,
        amountMinor: 100n,
        currency: 'TRY',
        close: false,
        at: t.clock.now(),
        playerAccount: playerAccount(p.userId),
        houseAccount: houseAccountFor(p.userId),
        guard: true,
        bonusAccount: playerBonusAccount(p.userId),
        promoAccount: promoAccount('TRY'),
        ...extra,
      });
    return { ...p, call };
  };
  const transfersByKey = async (key: string) => db.select().from(walletTransfers).where(eq(walletTransfers.idempotencyKey, key));
  const providerRows = async (userId: number, transactionId: string) =>
    (await db.select({ n: count() }).from(seamlessTransactions).where(and(eq(seamlessTransactions.userId, userId), eq(seamlessTransactions.transactionId, transactionId))))[0]!.n;

  it('bets: a double-entry transfer to the player house shard, by the one writer (a TypeScript replay of its key replays)', async () => {
    const p = await player();
    const res = await p.call({ transactionId: 'bet-a', amountMinor: 250n });
    expect(res).toEqual({ outcome: 'OK', balanceMinor: WELCOME - 250n });
    const [transfer] = await transfersByKey(`seamless:${p.userId}:bet-a`);
    const request = { debitAccount: playerAccount(p.userId), creditAccount: houseAccountFor(p.userId), amountMinor: 250n, currency: 'TRY', code: 'BET' as const, idempotencyKey: `seamless:${p.userId}:bet-a` };
    expect(transfer).toMatchObject({ debitAccount: request.debitAccount, creditAccount: request.creditAccount, amount: 250n, code: 'BET' });
    // One writer, one request hash: the same request through the TypeScript path replays, not conflicts.
    const ledger = createLedgerService({ repo: createLedgerRepository(db), clock: systemClock, welcomeGrantMinor: 0n });
    expect(await ledger.transfer(request)).toMatchObject({ transferId: transfer!.id, created: false });
    await expect(ledger.transfer({ ...request, amountMinor: 251n })).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    const [round] = await db.select().from(gameRounds).where(and(eq(gameRounds.userId, p.userId), eq(gameRounds.roundId, 'round-1')));
    expect(round).toMatchObject({ betMinor: 250n, winMinor: 0n, status: 'open' });
    // A win closing the round comes from the same shard.
    expect(await p.call({ kind: 'win', transactionId: 'win-a', amountMinor: 1_000n, close: true })).toEqual({ outcome: 'OK', balanceMinor: WELCOME + 750n });
    expect((await transfersByKey(`seamless:${p.userId}:win-a`))[0]).toMatchObject({ debitAccount: houseAccountFor(p.userId), code: 'WIN' });
    expect((await db.select().from(gameRounds).where(and(eq(gameRounds.userId, p.userId), eq(gameRounds.roundId, 'round-1'))))[0]).toMatchObject({
      betMinor: 250n,
      winMinor: 1_000n,
      status: 'closed',
    });
  });

  it('replays the first answer for the same content and refuses other content, moving nothing', async () => {
    const p = await player();
    const first = await p.call({ transactionId: 'bet-r', amountMinor: 300n });
    await p.call({ transactionId: 'bet-other', amountMinor: 50n });
    // The replay answers the first balance, not the current one.
    expect(await p.call({ transactionId: 'bet-r', amountMinor: 300n })).toEqual({ outcome: 'REPLAY', balanceMinor: first.balanceMinor });
    expect(await p.call({ transactionId: 'bet-r', amountMinor: 301n })).toEqual({ outcome: 'DUPLICATE_TRANSACTION', balanceMinor: null });
    expect((await p.call({ transactionId: 'bet-r', amountMinor: 300n, roundId: 'round-2' })).outcome).toBe('DUPLICATE_TRANSACTION');
    expect((await p.call({ transactionId: 'bet-r', amountMinor: 300n, kind: 'win' })).outcome).toBe('DUPLICATE_TRANSACTION');
    expect(await transfersByKey(`seamless:${p.userId}:bet-r`)).toHaveLength(1);
    expect(await createLedgerService({ repo: createLedgerRepository(db), clock: systemClock, welcomeGrantMinor: 0n }).playerBalance(p.userId)).toBe(WELCOME - 350n);
  });

  it('refuses a bet above the balance with the balance, writing no transfer, provider row or round', async () => {
    const p = await player();
    expect(await p.call({ transactionId: 'bet-big', roundId: 'round-big', amountMinor: WELCOME + 1n })).toEqual({ outcome: 'INSUFFICIENT_FUNDS', balanceMinor: WELCOME });
    expect(await transfersByKey(`seamless:${p.userId}:bet-big`)).toHaveLength(0);
    expect(await providerRows(p.userId, 'bet-big')).toBe(0);
    expect(await db.select().from(gameRounds).where(and(eq(gameRounds.userId, p.userId), eq(gameRounds.roundId, 'round-big')))).toHaveLength(0);
    // The same id may come back once the funds are there: it was never recorded.
    expect(await p.call({ transactionId: 'bet-big', roundId: 'round-big', amountMinor: WELCOME })).toEqual({ outcome: 'OK', balanceMinor: 0n });
  });

  it('refuses a bet whose rollback came first (tombstone), and a rolled-back bet replayed', async () => {
    const p = await player();
    await w.call('rollback', { token: p.token, playerId: p.playerId, transactionId: 'early' });
    expect(await p.call({ transactionId: 'early' })).toEqual({ outcome: 'TRANSACTION_ROLLED_BACK', balanceMinor: WELCOME });
    expect(await transfersByKey(`seamless:${p.userId}:early`)).toHaveLength(0);
    await p.call({ transactionId: 'late', amountMinor: 40n });
    await w.call('rollback', { token: p.token, playerId: p.playerId, transactionId: 'late' });
    // The refund came from the same house shard the bet went to.
    expect((await transfersByKey(`seamless:${p.userId}:late:rollback`))[0]).toMatchObject({ debitAccount: houseAccountFor(p.userId), code: 'ROLLBACK' });
    expect(await p.call({ transactionId: 'late', amountMinor: 40n })).toEqual({ outcome: 'TRANSACTION_ROLLED_BACK', balanceMinor: WELCOME });
  });

  it('refuses a key another path used already, and checks token, player, mode, currency and game', async () => {
    const p = await player();
    const ledger = createLedgerService({ repo: createLedgerRepository(db), clock: systemClock, welcomeGrantMinor: 0n });
    await ledger.transfer({ debitAccount: houseAccountFor(p.userId), creditAccount: playerAccount(p.userId), amountMinor: 5n, currency: 'TRY', code: 'PROMO', idempotencyKey: `seamless:${p.userId}:taken` });
    expect(await p.call({ transactionId: 'taken' })).toEqual({ outcome: 'DUPLICATE_TRANSACTION', balanceMinor: null });
    expect(await providerRows(p.userId, 'taken')).toBe(0);
    expect((await p.call({ tokenHash: sha256Hex('nope') })).outcome).toBe('INVALID_TOKEN');
    expect((await p.call({ playerId: String(p.userId + 1) })).outcome).toBe('WRONG_PLAYER');
    expect((await p.call({ currency: 'EUR' })).outcome).toBe('WRONG_CURRENCY');
    expect((await p.call({ gameId: p.gameId + 1 })).outcome).toBe('WRONG_GAME');
    expect((await p.call({ at: new Date(t.clock.now().getTime() + 5 * 60 * 60 * 1000) })).outcome).toBe('TOKEN_EXPIRED');
    // Wins settle a round opened before the session expired; zero amounts move nothing but are recorded.
    expect((await p.call({ roundId: 'late-settle', amountMinor: 10n })).outcome).toBe('OK');
    expect((await p.call({ kind: 'win', roundId: 'late-settle', amountMinor: 0n, close: true, at: new Date(t.clock.now().getTime() + 5 * 60 * 60 * 1000) })).outcome).toBe('OK');
    const demo = await w.launch({ isReal: false });
    await w.call('authenticate', { token: demo.token });
    expect((await p.call({ tokenHash: sha256Hex(demo.token), playerId: demo.playerId })).outcome).toBe('DEMO_SESSION');
  });

  it('accepts a win only on an open round that a bet of the same game and session opened', async () => {
    const p = await player();
    // No bet ever opened the round.
    expect(await p.call({ kind: 'win', roundId: 'no-bet', transactionId: 'w-nobet', amountMinor: 500n })).toEqual({ outcome: 'UNKNOWN_ROUND', balanceMinor: WELCOME });
    // A round of this session, settled: a later win is refused, and so is a refund of its bet.
    await p.call({ roundId: 'r-closed', transactionId: 'b-closed', amountMinor: 100n });
    await p.call({ kind: 'win', roundId: 'r-closed', transactionId: 'w-closed', amountMinor: 200n, close: true });
    expect((await p.call({ kind: 'win', roundId: 'r-closed', transactionId: 'w-again', amountMinor: 200n })).outcome).toBe('ROUND_CLOSED');
    const refund = await w.call('rollback', { token: p.token, playerId: p.playerId, transactionId: 'b-closed' });
    expect(refund.body).toMatchObject({ status: 'ERROR', code: 'ROLLBACK_NOT_ALLOWED' });
    // Another session of the same player (same game) cannot settle this session's open round.
    await p.call({ roundId: 'r-open', transactionId: 'b-open', amountMinor: 100n });
    const other = await w.launch({ sessionToken: p.sessionToken, gameId: p.gameId });
    await w.call('authenticate', { token: other.token });
    expect((await p.call({ kind: 'win', roundId: 'r-open', transactionId: 'w-other', amountMinor: 300n, tokenHash: sha256Hex(other.token) })).outcome).toBe('WRONG_SESSION');
    // A launch token that was never authenticated moves no money, even to settle.
    const unused = await w.launch({ sessionToken: p.sessionToken, gameId: p.gameId });
    expect((await p.call({ kind: 'win', roundId: 'r-open', transactionId: 'w-unused', amountMinor: 300n, tokenHash: sha256Hex(unused.token) })).outcome).toBe('INVALID_TOKEN');
    expect(await transfersByKey(`seamless:${p.userId}:w-other`)).toHaveLength(0);
    expect(await p.call({ kind: 'win', roundId: 'r-open', transactionId: 'w-own', amountMinor: 300n, close: true })).toMatchObject({ outcome: 'OK' });
  });

  it('spreads players over the house shards; the house balance is their sum', async () => {
    const shards = await db.select({ id: walletAccounts.id }).from(walletAccounts);
    expect(shards.filter((a) => a.id.startsWith('house:bankroll:TRY:'))).toHaveLength(HOUSE_SHARDS);
    const audit = await w.audit();
    const players = await db.select({ id: walletAccounts.id, balance: walletAccounts.balance }).from(walletAccounts);
    const playerSum = players.filter((a) => a.id.startsWith('player:')).reduce((s, a) => s + a.balance, 0n);
    const world = players.find((a) => a.id === 'world:TRY')?.balance ?? 0n;
    expect(audit.houseBalance).toBe(-playerSum - world);
  });

  // Skipped on PGlite: it has one connection, so calls cannot overlap there.
  (dialect === 'postgres' ? it : it.skip)('concurrent twins: one transfer, every answer the same balance', async () => {
    const p = await player();
    const answers = await Promise.all(Array.from({ length: 8 }, () => p.call({ transactionId: 'twin', amountMinor: 70n })));
    expect(answers.filter((a) => a.outcome === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.outcome === 'REPLAY')).toHaveLength(7);
    expect(new Set(answers.map((a) => a.balanceMinor))).toEqual(new Set([WELCOME - 70n]));
    expect(await transfersByKey(`seamless:${p.userId}:twin`)).toHaveLength(1);
  });
});
