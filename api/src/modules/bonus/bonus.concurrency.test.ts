import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { signedHeaders } from '../../lib/signature';
import { createTestApp, createTestDatabase, newPhone, startSandbox, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { identity } from '../../../test-support/identity';
import { createLedgerRepository } from '../wallet/ledger.repository';
import { playerAccount, playerBonusAccount, worldAccount } from '../wallet/ledger.service';

const WORLD_ACCOUNT = worldAccount('TRY');
import { SEAMLESS_PREFIX } from '../wallet/seamless.routes';
import { walletHelpers } from '../wallet/wallet.test-helpers';
import type { TBonusView, TOfferView } from './bonus.views';

// Row locks only mean something with real concurrent connections: PostgreSQL only (PGlite is one connection).
const pg = process.env.DATABASE_URL ? describe : describe.skip;

type TWalletAnswer = { status: number; body: { status?: string; code?: string; balanceMinor?: number } };

/**
 * Bonus money's races, as the provider makes them: many seamless-wallet calls at once over real HTTP on
 * loopback (the API listening on an ephemeral port), each its own transaction on the pool.
 */
pg('bonus money under concurrency (postgres)', () => {
  let testDb: TestDatabase;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let t: TestApp;
  let id: ReturnType<typeof identity>;
  let w: ReturnType<typeof walletHelpers>;
  let apiUrl: string;
  let seq = 0;

  beforeAll(async () => {
    [testDb, sandbox] = await Promise.all([createTestDatabase('postgres'), startSandbox()]);
    t = await createTestApp(testDb.database, { env: { SANDBOX_URL: sandbox.url } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    id = identity(t);
    w = walletHelpers(t, testDb.database.db);
  }, 120_000);
  afterEach(async () => {
    const audit = await w.audit();
    expect(audit).toMatchObject({ sum: 0n, drift: 0n });
    expect(audit.minPlayerBalance === null || audit.minPlayerBalance >= 0n).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    await testDb?.drop();
  });

  /** One signed seamless-wallet call over HTTP. */
  const wallet = async (op: string, body: object): Promise<TWalletAnswer> => {
    const raw = JSON.stringify(body);
    const res = await fetch(`${apiUrl}${SEAMLESS_PREFIX}/${op}`, { method: 'POST', body: raw, headers: signedHeaders(t.config.sandboxSecret, raw, t.clock.now().getTime()) });
    return { status: res.status, body: (await res.json()) as TWalletAnswer['body'] };
  };
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await testDb.database.db.execute(query));
  const balances = async (userId: number) => {
    const ledger = createLedgerRepository(testDb.database.db);
    return ledger.transaction(async (tx) => ({
      cash: (await ledger.balanceOf(playerAccount(userId), tx)) ?? 0n,
      bonus: (await ledger.balanceOf(playerBonusAccount(userId), tx)) ?? 0n,
    }));
  };
  /** Leaves the player `cashMinor` of cash (set-up at the ledger's edge: the rest goes out as a payout would). */
  const leaveCash = async (userId: number, cashMinor: bigint) => {
    const ledger = createLedgerRepository(testDb.database.db);
    await ledger.transaction(async (tx) => {
      const balance = (await ledger.balanceOf(playerAccount(userId), tx)) ?? 0n;
      if (balance > cashMinor) {
        await ledger.applyTransfer({ debitAccount: playerAccount(userId), creditAccount: WORLD_ACCOUNT, amount: balance - cashMinor, currency: 'TRY', code: 'PAYOUT', idempotencyKey: `test-drain-${userId}-${++seq}`, at: t.clock.now() }, tx);
      }
    });
  };

  /** A phone-verified member with the welcome bonus (5.000 bonus, 50.000 to wager, max bet 2.000) and `cashMinor` of cash, in a slot. */
  const memberWithWelcome = async (cashMinor: bigint) => {
    const m = await id.member(newPhone());
    const welcome = (await t.post<TOfferView[]>('/bonus/list', {}, { token: m.token })).body.resultData!.find((o) => o.code === 'welcome')!;
    const claim = await t.post<TBonusView>('/bonus/claim', { offerId: welcome.offerId }, { token: m.token });
    expect(claim.body.success).toBe(true);
    const p = await w.launch({ sessionToken: m.token, categoryCode: 'slots' });
    await w.call('authenticate', { token: p.token });
    const userId = Number(p.playerId);
    await leaveCash(userId, cashMinor);
    return { m, userId, bonusId: claim.body.resultData!.bonusId, base: { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY' } };
  };
  const bets = (base: object, prefix: string, n: number, amountMinor: number) =>
    Array.from({ length: n }, (_, i) => ({ ...base, transactionId: `${prefix}-${i}`, roundId: `${prefix}-r${i}`, amountMinor }));

  it('concurrent bets that push wagering past the requirement convert exactly once', async () => {
    const { userId, bonusId, base } = await memberWithWelcome(0n);
    // 3.000 left to wager; 12 bets of 1.000 at once: the third to count converts, the rest spend the cash it became.
    await testDb.database.db.execute(sql`update player_bonuses set wagered_minor = required_minor - 3000 where id = ${bonusId}`);
    const answers = await Promise.all(bets(base, `conv${bonusId}`, 12, 1_000).map((b) => wallet('bet', b)));
    for (const a of answers) expect([200, 402]).toContain(a.status);
    const accepted = answers.filter((a) => a.status === 200).length;
    // 5.000 of money in all: exactly five bets are paid for, whichever account they came from.
    expect(accepted).toBe(5);
    for (const a of answers.filter((x) => x.status === 402)) expect(a.body.code).toBe('INSUFFICIENT_FUNDS');

    const [bonus] = await rows<{ status: string; converted_minor: string | null }>(sql`select status, converted_minor::text from player_bonuses where id = ${bonusId}`);
    expect(bonus!.status).toBe('converted');
    const converts = await rows<{ n: number; total: string }>(sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from wallet_transfers where code = 'BONUS_CONVERT' and debit_account = ${playerBonusAccount(userId)}`);
    expect(converts[0]!.n).toBe(1);
    expect(converts[0]!.total).toBe(bonus!.converted_minor);
    // Money conserved: nothing left anywhere, the bonus money went to cash once and was staked from there.
    expect(await balances(userId)).toEqual({ cash: 0n, bonus: 0n });
  });

  it('a forfeit racing bets: it happens once, money is conserved, the ledger sums to zero', async () => {
    const { m, userId, bonusId, base } = await memberWithWelcome(1_000n);
    const before = await balances(userId);
    expect(before).toEqual({ cash: 1_000n, bonus: 5_000n });
    const stakes = bets(base, `race${bonusId}`, 8, 1_000);
    const forfeit = () => t.post<TBonusView>('/bonus/forfeit', { bonusId }, { token: m.token });
    const [betAnswers, forfeits] = await Promise.all([Promise.all(stakes.map((b) => wallet('bet', b))), Promise.all([forfeit(), forfeit()])]);

    // Forfeited once; the second is told the bonus no longer runs.
    expect(forfeits.map((f) => f.body.code ?? 'OK').sort()).toEqual(['BONUS_NOT_RUNNING', 'OK']);
    for (const a of betAnswers) expect([200, 402]).toContain(a.status);
    const staked = BigInt(betAnswers.filter((a) => a.status === 200).length * 1_000);
    const removes = await rows<{ n: number; total: string }>(sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from wallet_transfers where code = 'BONUS_REMOVE' and debit_account = ${playerBonusAccount(userId)}`);
    expect(removes[0]!.n).toBeLessThanOrEqual(1);
    const after = await balances(userId);
    expect(after.bonus).toBe(0n);
    // What the player had = what was staked + what the forfeit removed + what is left.
    expect(before.cash + before.bonus).toBe(staked + BigInt(removes[0]!.total) + after.cash);
    const [bonus] = await rows<{ status: string }>(sql`select status from player_bonuses where id = ${bonusId}`);
    expect(bonus!.status).toBe('forfeited');
  });
});
