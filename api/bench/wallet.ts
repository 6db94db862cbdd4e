/**
 * Wallet benchmark on real PostgreSQL: accepted seamless-wallet bets per second next to pgbench's
 * TPC-B-like transactions per second, same machine, same run, same concurrency.
 *
 *   pnpm --filter @casino/api bench:wallet
 *   env: DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test),
 *        BENCH_CONNECTIONS=16, BENCH_DURATION_S=10, BENCH_PLAYERS=1000
 *
 * The wallet is driven through the seamless service directly (no HTTP: this measures the ledger
 * and its SQL, the part that competes with pgbench; the HTTP + HMAC layer is measured by the
 * sandbox tests only functionally). Each bet is the full provider path: token check, idempotency
 * look-up, one transaction locking player + house FOR UPDATE, transfer, balances, round record.
 * Both databases are created for the run and dropped afterwards. Prints figures; asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { users } from '../src/modules/user/user.tables';
import { createLaunchTokenService } from '../src/modules/wallet/launch-token.service';
import { createLedgerRepository } from '../src/modules/wallet/ledger.repository';
import { createLedgerService } from '../src/modules/wallet/ledger.service';
import { createSeamlessRepository } from '../src/modules/wallet/seamless.repository';
import { createSeamlessService, SeamlessError } from '../src/modules/wallet/seamless.service';
import { seedWallet } from '../src/modules/wallet/wallet.seed';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const durationS = Math.min(Number(process.env.BENCH_DURATION_S ?? 10), 60);
const players = Number(process.env.BENCH_PLAYERS ?? 1000);
const GRANT_MINOR = 10_000_000n; // enough that no bet of the run is refused for funds
const BET_MINOR = 100n;

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
const urlFor = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const benchWallet = async (name: string) => {
  const database = await openPostgres(urlFor(name), { poolMax: connections });
  try {
    await database.migrate();
    await seedWallet(database.db);
    const ledger = createLedgerService({ repo: createLedgerRepository(database.db), clock: systemClock, welcomeGrantMinor: GRANT_MINOR });
    const repo = createSeamlessRepository(database.db);
    const tokens = createLaunchTokenService({ repo, ledger, clock: systemClock });
    const seamless = createSeamlessService({ repo, ledger, tokens, clock: systemClock });

    const rows = await database.db
      .insert(users)
      .values(Array.from({ length: players }, (_, i) => ({ publicId: `bench-${i}`, nikeName: `bench ${i}`, uuId: `bench-uu-${i}` })))
      .returning({ id: users.id });
    const sessions: Array<{ token: string; playerId: string }> = [];
    for (const row of rows) {
      const launch = await tokens.issue({ userId: row.id, gameId: 1, gameName: 'Bench Slot', categoryId: 0, firmCode: 'PP', mode: 'real' });
      await seamless.authenticate(launch.token);
      sessions.push({ token: launch.token, playerId: String(row.id) });
    }

    let accepted = 0;
    let refused = 0;
    let seq = 0;
    const deadline = Date.now() + durationS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < deadline) {
          const n = seq++;
          const s = sessions[n % sessions.length]!;
          try {
            await seamless.bet({ ...s, transactionId: `bet-${n}`, roundId: `round-${n}`, gameId: 1, amountMinor: BET_MINOR, currency: 'TRY' });
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
    return { betsPerS: accepted / seconds, accepted, refused, audit };
  } finally {
    await database.close();
  }
};

const benchPgbench = (name: string): number => {
  const url = new URL(adminUrl);
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
  const suffix = randomBytes(4).toString('hex');
  const walletDb = `casino_bench_wallet_${suffix}`;
  const pgbenchDb = `casino_bench_pgbench_${suffix}`;
  console.log(`${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; concurrency ${connections}, ${durationS} s each`);
  await admin(`create database ${walletDb}`);
  await admin(`create database ${pgbenchDb}`);
  try {
    const wallet = await benchWallet(walletDb);
    const tps = benchPgbench(pgbenchDb);
    console.log(`wallet (seamless bet, service direct, ${players} players): ${wallet.betsPerS.toFixed(0)} accepted bets/s (${wallet.accepted} accepted, ${wallet.refused} refused)`);
    console.log(`pgbench TPC-B-like (scale 1):                ${tps.toFixed(0)} tps`);
    console.log(`ratio wallet / pgbench:                      ${(wallet.betsPerS / tps).toFixed(2)} (target >= 0.5)`);
    console.log(`ledger: sum of balances ${wallet.audit.sum}, drift ${wallet.audit.drift} (must both be 0), lowest player balance ${wallet.audit.minPlayerBalance}`);
  } finally {
    await admin(`drop database if exists ${walletDb} with (force)`);
    await admin(`drop database if exists ${pgbenchDb} with (force)`);
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
