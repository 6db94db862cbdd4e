/**
 * Wallet benchmark on real PostgreSQL: accepted seamless-wallet bets per second next to pgbench's
 * TPC-B-like transactions per second, same machine, same run, same concurrency.
 *
 *   pnpm --filter @casino/api bench:wallet
 *   env: BENCH_DATABASE_URL / DATABASE_URL (admin URL on loopback, default postgres://postgres@127.0.0.1:5432/test),
 *        BENCH_CONNECTIONS=16, BENCH_DURATION_S=10 (max 60), BENCH_PLAYERS=1000
 *
 * Wallet side: the seamless service called directly (no HTTP, no HMAC: this measures the ledger
 * and its SQL, the part that competes with pgbench), BENCH_CONNECTIONS callers over a pool of as
 * many connections. Each bet is the production path (app.ts): one statement, one round trip
 * (wallet_seamless_money, drizzle/functions/) that checks the token, locks the player, answers a replay,
 * runs player protection's checks (exclusion, loss/wager limits, session time, the activity mark),
 * checks the funds, inserts the transfer, the provider row and the round and updates the player and
 * the house shard.
 * pgbench side: the built-in TPC-B-like script, BEGIN + 5 statements + END (7 round trips), scale
 * 1 (one branch row that every transaction updates), same number of clients.
 * Both databases are created for the run and dropped afterwards. Prints figures; asserts nothing.
 */
import { createDomainEvents } from '../src/lib/domain-events';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { openPostgres } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { users } from '../src/modules/user/user.tables';
import { createLaunchTokenService } from '../src/modules/wallet/launch-token.service';
import { createLedgerRepository } from '../src/modules/wallet/ledger.repository';
import { createLedgerService, HOUSE_SHARDS } from '../src/modules/wallet/ledger.service';
import { createSeamlessRepository } from '../src/modules/wallet/seamless.repository';
import { createSeamlessService, SeamlessError } from '../src/modules/wallet/seamless.service';
import { seedWallet } from '../src/modules/wallet/wallet.seed';
import { adminUrl, createBenchDatabase, durationS as boundedDurationS, machine } from './lib';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const durationS = boundedDurationS();
const players = Number(process.env.BENCH_PLAYERS ?? 1000);
const GRANT_MINOR = 10_000_000n; // enough that no bet of the run is refused for funds
const BET_MINOR = 100n;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const benchWallet = async (url: string) => {
  const database = await openPostgres(url, { poolMax: connections });
  try {
    await database.migrate();
    await seedWallet(database.db);
    const ledger = createLedgerService({ repo: createLedgerRepository(database.db), clock: systemClock, welcomeGrantMinor: GRANT_MINOR });
    const repo = createSeamlessRepository(database.db);
    const tokens = createLaunchTokenService({ repo, ledger, clock: systemClock });
    // The production bet path (app.ts): one statement that locks the player, runs player protection's
    // checks (exclusion, loss/wager limits, session time) and its activity mark, then moves the money.
    const seamless = createSeamlessService({ repo, ledger, tokens, clock: systemClock, events: createDomainEvents(console), guardBets: true });

    const rows = await database.db
      .insert(users)
      .values(Array.from({ length: players }, (_, i) => ({ publicId: `bench-${i}`, nikeName: `bench ${i}`, uuId: `bench-uu-${i}`, marketId: 'tr' })))
      .returning({ id: users.id });
    const sessions: Array<{ token: string; playerId: string }> = [];
    for (const row of rows) {
      const launch = await tokens.issue({ userId: row.id, gameId: 1, gameName: 'Bench Slot', gameCode: 'slot-olympus-lines', mode: 'real' });
      await seamless.authenticate(launch.token);
      sessions.push({ token: launch.token, playerId: String(row.id) });
    }

    let accepted = 0;
    let refused = 0;
    const latenciesMs: number[] = [];
    let seq = 0;
    const deadline = Date.now() + durationS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < deadline) {
          const n = seq++;
          const s = sessions[n % sessions.length]!;
          const t0 = performance.now();
          try {
            await seamless.bet({ ...s, transactionId: `bet-${n}`, roundId: `round-${n}`, gameId: 1, amountMinor: BET_MINOR, currency: 'TRY' });
            latenciesMs.push(performance.now() - t0);
            accepted++;
          } catch (error) {
            if (!(error instanceof SeamlessError)) throw error;
            refused++;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const audit = await ledger.audit();
    latenciesMs.sort((a, b) => a - b);
    return { betsPerS: accepted / seconds, accepted, refused, audit, p50Ms: percentile(latenciesMs, 50), p99Ms: percentile(latenciesMs, 99) };
  } finally {
    await database.close();
  }
};

const benchPgbench = (name: string): number => {
  const url = new URL(adminUrl());
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
  execFileSync('pgbench', [...args, '-i', '-q', '-s', '1', name], { stdio: ['ignore', 'ignore', 'ignore'] });
  const out = execFileSync('pgbench', [...args, '-n', '-c', String(connections), '-j', String(Math.min(connections, os.cpus().length)), '-T', String(durationS), name], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`cannot read pgbench output:\n${out}`);
  return Number(tps);
};

const main = async () => {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('pgbench is missing: apt-get install -y postgresql-contrib (or postgresql-client)');
  }
  console.log(`wallet benchmark: ${machine()}; concurrency ${connections} on both sides, ${durationS} s each, loopback`);
  const walletDb = await createBenchDatabase('wallet');
  const pgbenchDb = await createBenchDatabase('pgbench');
  try {
    const wallet = await benchWallet(walletDb.url);
    const tps = benchPgbench(pgbenchDb.name);
    console.log(
      `wallet: seamless bet via the service (no HTTP), ${connections} callers, pool ${connections}, ${players} players, ${HOUSE_SHARDS} house shards; ` +
        `one statement: wallet_seamless_money with player protection inside (lock, checks, activity mark, money)`,
    );
    console.log(`pgbench: TPC-B-like, scale 1, ${connections} clients, BEGIN + 5 statements + END = 7 round trips per transaction`);
    console.log(`wallet   ${wallet.betsPerS.toFixed(0).padStart(6)} accepted bets/s  (${wallet.accepted} accepted, ${wallet.refused} refused; p50 ${wallet.p50Ms.toFixed(1)} ms, p99 ${wallet.p99Ms.toFixed(1)} ms)`);
    console.log(`pgbench  ${tps.toFixed(0).padStart(6)} tps`);
    console.log(`ratio wallet / pgbench: ${(wallet.betsPerS / tps).toFixed(2)} (target >= 0.5)`);
    console.log(
      `ledger: sum of balances ${wallet.audit.sum}, drift ${wallet.audit.drift} (both must be 0), house ${wallet.audit.houseBalance}, lowest player balance ${wallet.audit.minPlayerBalance}`,
    );
  } finally {
    await walletDb.drop();
    await pgbenchDb.drop();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
