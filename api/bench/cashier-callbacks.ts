/**
 * Cashier benchmark on real PostgreSQL: payment-gateway deposit callbacks processed per second, with
 * every callback sent several times (duplicates, shuffled, concurrent), next to the seamless-wallet
 * bet rate of the same run on the same database and concurrency.
 *
 *   pnpm --filter @casino/api bench:cashier
 *   env: BENCH_DATABASE_URL / DATABASE_URL (loopback), BENCH_CONNECTIONS=16, BENCH_DURATION_S=10 (max 60),
 *        BENCH_ORDERS=4000, BENCH_DUPLICATES=4
 *
 * Callback side: the cashier's applyUpdate (what the signed callback route calls after the HMAC check,
 * which is measured in the same loop), BENCH_CONNECTIONS callers over a pool of as many connections:
 * lock the player, lock the order, credit (DEPOSIT) once, record the transition; a duplicate takes the
 * same locks and answers "duplicate". Bet side: the seamless service's bet (one SQL statement), as in
 * bench/wallet.ts. Prints figures; asserts nothing.
 */
import { rowsOf } from '../src/db/rows';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { createDomainEvents } from '../src/lib/domain-events';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter';
import { signedHeaders, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '../src/lib/signature';
import { createCashierServices } from '../src/modules/cashier/cashier.module';
import { cashierOrders } from '../src/modules/cashier/cashier.tables';
import type { TPaymentGateway } from '../src/modules/cashier/gateway-client';
import { users } from '../src/modules/user/user.tables';
import { createLaunchTokenService } from '../src/modules/wallet/launch-token.service';
import { createLedgerRepository } from '../src/modules/wallet/ledger.repository';
import { createLedgerService } from '../src/modules/wallet/ledger.service';
import { createSeamlessRepository } from '../src/modules/wallet/seamless.repository';
import { createSeamlessService } from '../src/modules/wallet/seamless.service';
import { seedWallet } from '../src/modules/wallet/wallet.seed';
import { createBenchDatabase, durationS as boundedDurationS, machine } from './lib';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const durationS = boundedDurationS();
const orderCount = Number(process.env.BENCH_ORDERS ?? 4000);
const duplicates = Number(process.env.BENCH_DUPLICATES ?? 4);
const PLAYERS = 500;
const SECRET = 'bench-secret-bench-secret';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const shuffle = <T>(list: T[]): T[] => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
};
const unused = async (): Promise<never> => {
  throw new Error('not used by the benchmark');
};
const noGateway: TPaymentGateway = { banks: unused, createDeposit: unused, depositStatus: unused, createPayout: unused, payoutStatus: unused };

const main = async () => {
  console.log(`cashier benchmark: ${machine()}; concurrency ${connections}, ${orderCount} orders x ${duplicates} callbacks, bets for ${durationS} s, loopback`);
  const bench = await createBenchDatabase('cashier');
  const database = await openPostgres(bench.url, { poolMax: connections });
  try {
    await database.migrate();
    await seedWallet(database.db);
    const db = database.db;
    const ledger = createLedgerService({ repo: createLedgerRepository(db), clock: systemClock, welcomeGrantMinor: 10_000_000n });
    const events = createDomainEvents(console);
    const cashier = createCashierServices({
      db,
      ledger,
      users: { findById: async () => undefined },
      // The benchmark measures deposits only: no payouts, so no identity or bonus to look at.
      identity: { identityOf: async () => ({ status: 'none', fullName: '' }) },
      bonus: { activeBonusId: async () => null },
      gateway: noGateway,
      otp: { verify: unused },
      passwords: { hash: unused, verify: unused, verifyDummy: unused },
      push: { publish: async () => undefined },
      events,
      limiter: createMemoryRateLimiter(systemClock),
      clock: systemClock,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never,
      sandbox: false,
      returnOrigins: [],
    });

    const players = await db
      .insert(users)
      .values(Array.from({ length: PLAYERS }, (_, i) => ({ publicId: `bench-c-${i}`, nikeName: `bench ${i}`, uuId: `bench-c-uu-${i}`, marketId: 'tr', role: 'member' as const, mobile: `905000${String(i).padStart(6, '0')}` })))
      .returning({ id: users.id });
    for (const p of players) await ledger.ensurePlayerAccount(p.id);
    const now = new Date();
    const orders = Array.from({ length: orderCount }, (_, i) => ({
      orderId: `DBENCH${String(i).padStart(10, '0')}`,
      gatewayOrderId: `GBENCH${i}`,
      userId: players[i % PLAYERS]!.id,
    }));
    for (let i = 0; i < orders.length; i += 500) {
      await db.insert(cashierOrders).values(
        orders.slice(i, i + 500).map((o) => ({ orderId: o.orderId, userId: o.userId, kind: 'deposit' as const, channel: 'eft', status: 'pending', amountMinor: 10_000n, currency: 'TRY', gatewayOrderId: o.gatewayOrderId, expiresAt: new Date(now.getTime() + 3_600_000), createdAt: now, updatedAt: now })),
      );
    }

    // Callbacks: every order's "paid" duplicated, shuffled; each one signed, verified, applied.
    const queue = shuffle(orders.flatMap((o) => Array.from({ length: duplicates }, () => o)));
    const latencies: number[] = [];
    const outcomes = { applied: 0, duplicate: 0, other: 0 };
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < queue.length) {
          const o = queue[next++]!;
          const t0 = performance.now();
          const raw = JSON.stringify({ eventId: `${o.gatewayOrderId}:paid`, type: 'deposit', merchantOrderId: o.orderId, gatewayOrderId: o.gatewayOrderId, status: 'paid', amountMinor: 10_000, paidAmountMinor: 10_000, currency: 'TRY', reason: null, occurredAt: now.toISOString() });
          const headers = signedHeaders(SECRET, raw);
          if (verifySignature(SECRET, raw, { signature: headers[SIGNATURE_HEADER], timestamp: headers[TIMESTAMP_HEADER] }) !== 'ok') throw new Error('signature');
          const body = JSON.parse(raw) as Parameters<typeof cashier.deposits.applyUpdate>[0];
          const outcome = await cashier.deposits.applyUpdate(body, 'gateway');
          latencies.push(performance.now() - t0);
          if (outcome === 'applied') outcomes.applied++;
          else if (outcome === 'duplicate') outcomes.duplicate++;
          else outcomes.other++;
        }
      }),
    );
    const callbackSeconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const depositRows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from wallet_transfers where code = 'DEPOSIT'`));

    // Bets on the same database, same concurrency (as bench/wallet.ts).
    const repo = createSeamlessRepository(db);
    const tokens = createLaunchTokenService({ repo, ledger, clock: systemClock });
    const seamless = createSeamlessService({ repo, ledger, tokens, clock: systemClock, events, guardBets: true });
    const sessions: Array<{ token: string; playerId: string }> = [];
    for (const p of players) {
      const launch = await tokens.issue({ userId: p.id, gameId: 1, gameName: 'Bench Slot', gameCode: 'slot-olympus-lines', mode: 'real' });
      await seamless.authenticate(launch.token);
      sessions.push({ token: launch.token, playerId: String(p.id) });
    }
    let bets = 0;
    let seq = 0;
    const deadline = Date.now() + durationS * 1000;
    const betStarted = performance.now();
    const betLatencies: number[] = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < deadline) {
          const n = seq++;
          const s = sessions[n % sessions.length]!;
          const t0 = performance.now();
          await seamless.bet({ ...s, transactionId: `bet-${n}`, roundId: `round-${n}`, gameId: 1, amountMinor: 100n, currency: 'TRY' });
          betLatencies.push(performance.now() - t0);
          bets++;
        }
      }),
    );
    const betsPerS = bets / ((performance.now() - betStarted) / 1000);
    betLatencies.sort((a, b) => a - b);
    const audit = await ledger.audit();

    console.log(`callbacks ${(queue.length / callbackSeconds).toFixed(0).padStart(6)} callbacks/s  (${queue.length} in ${callbackSeconds.toFixed(1)} s: ${outcomes.applied} applied, ${outcomes.duplicate} duplicates, ${outcomes.other} other; p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms)`);
    console.log(`bets      ${betsPerS.toFixed(0).padStart(6)} accepted bets/s  (p50 ${percentile(betLatencies, 50).toFixed(1)} ms, p99 ${percentile(betLatencies, 99).toFixed(1)} ms)`);
    console.log(`credited once: ${depositRows[0]?.n} DEPOSIT transfers for ${orderCount} orders; ledger sum ${audit.sum}, drift ${audit.drift} (both must be 0)`);
  } finally {
    await database.close();
    await bench.drop();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
