/**
 * Bonus benchmark on real PostgreSQL: accepted seamless-wallet bets per second over HTTP for players
 * without a bonus next to players with the welcome bonus running, same server, same run, same
 * concurrency; then the ledger must sum to zero with no drift, and the wagering counted on the
 * bonuses must equal their accepted stakes x the slot weight (100 %).
 *
 *   pnpm --filter @casino/api bench:bonus
 *   env: BENCH_DATABASE_URL / DATABASE_URL (admin URL on loopback, default postgres://postgres@127.0.0.1:5432/test),
 *        BENCH_CONNECTIONS=16, BENCH_DURATION_S=5 (max 60), BENCH_PLAYERS=300 (per group)
 *
 * The API runs in its own process (bench/games-bench-server.ts, the app as production builds it) on
 * loopback; this process signs provider calls (HMAC, as the sandbox provider does) and keeps
 * BENCH_CONNECTIONS bets in flight. Without a bonus, a bet spends cash; with the bonus, the players have
 * no cash, so each bet spends bonus money, counts stake x weight toward wagering and checks the max bet,
 * all in the same one statement (drizzle/functions/). The database is created for the run and dropped after.
 * Prints figures; exits non-zero only when the ledger or the wagering does not add up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openPostgres, type Db } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { seedDatabase } from '../src/db/seed';
import { systemClock } from '../src/lib/clock';
import { signedHeaders } from '../src/lib/signature';
import { createBonusRepository } from '../src/modules/bonus/bonus.repository';
import { createBonusService } from '../src/modules/bonus/bonus.service';
import { createUserRepository } from '../src/modules/user/user.repository';
import { users } from '../src/modules/user/user.tables';
import { createLaunchTokenService } from '../src/modules/wallet/launch-token.service';
import { createLedgerRepository } from '../src/modules/wallet/ledger.repository';
import { createLedgerService } from '../src/modules/wallet/ledger.service';
import { createSeamlessRepository } from '../src/modules/wallet/seamless.repository';
import { SEAMLESS_PREFIX } from '../src/modules/wallet/seamless.routes';
import { createBenchDatabase, durationS as boundedDurationS, machine } from './lib';

process.env.BENCH_DURATION_S ??= '5';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const durationS = boundedDurationS();
const players = Number(process.env.BENCH_PLAYERS ?? 300);
const CASH_MINOR = 10_000_000n; // the players without a bonus: no bet of the run is refused for funds
const BET_MINOR = 100;

type TSession = { token: string; playerId: string; gameId: number };
type TPhase = { label: string; betsPerS: number; accepted: number; refused: Record<string, number>; p50Ms: number; p99Ms: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** The API alone in its own process (the games benchmark's server: the app as production builds it). */
const startServer = (databaseUrl: string): Promise<{ child: ChildProcess; base: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'games-bench-server.ts')], {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match) resolve({ child, base: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });

/** `count` members with a verified phone; `cash` players get their cash at account opening, the others none. */
const createPlayers = async (db: Db, prefix: string, count: number): Promise<number[]> => {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ publicId: `${prefix}-${i}`, nikeName: `${prefix} ${i}`, uuId: `${prefix}-uu-${i}`, marketId: 'tr', role: 'member' as const, mobile: `90${prefix === 'cash' ? 530 : 540}${String(i).padStart(7, '0')}` })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
};

const main = async () => {
  const db = await createBenchDatabase('bonus');
  let server: ChildProcess | undefined;
  const database = await openPostgres(db.url, { poolMax: 4 });
  try {
    const config = loadConfig({ ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'error' });
    await database.migrate();
    await seedDatabase(database.db, { origins: config.origins });
    const [slot] = rowsOf<{ id: number; name: string; code: string }>(
      await database.db.execute(sql`select g.id, g.name, g.provider_game_code as code from games g join game_categories c on c.id = g.category_id where c.code = 'slots' order by g.id limit 1`),
    );
    if (!slot) throw new Error('no slot game was seeded');
    const ledgerRepo = createLedgerRepository(database.db);
    const cashLedger = createLedgerService({ repo: ledgerRepo, clock: systemClock, welcomeGrantMinor: CASH_MINOR });
    const bonusLedger = createLedgerService({ repo: ledgerRepo, clock: systemClock, welcomeGrantMinor: 0n });
    const bonusRepo = createBonusRepository(database.db);
    const userRepo = createUserRepository(database.db);
    const bonus = createBonusService({ repo: bonusRepo, ledger: bonusLedger, users: { find: (id, tx) => userRepo.findById(id, tx) }, marketOf: async () => 'tr', clock: systemClock });
    const welcome = await bonusRepo.findOfferByCode('tr', 'welcome');
    if (!welcome) throw new Error('the seeded welcome offer is missing');

    const t0 = Date.now();
    const cashIds = await createPlayers(database.db, 'cash', players);
    const bonusIds = await createPlayers(database.db, 'bonus', players);
    // Members bet only under the market's current terms: each accepted them.
    await database.db.execute(sql`
      insert into player_consents (user_id, market_id, kind, version, document_id, lang, source, accepted_at)
      select u.id, d.market_id, d.kind, d.version, d.id, d.lang, 'bench', now()
      from users u cross join lateral (
        select * from legal_documents where market_id = 'tr' and kind = 'terms' and lang = 'tk' order by version desc limit 1
      ) d
      where u.id in ${[...cashIds, ...bonusIds]}`);
    for (const id of cashIds) await cashLedger.ensurePlayerAccount(id);
    // The production grant path: the welcome bonus claimed (5.000 of bonus money, 10x wagering, max bet 2.000).
    for (const id of bonusIds) await bonus.claim(id, welcome.id, 'tk');
    const tokens = createLaunchTokenService({ repo: createSeamlessRepository(database.db), ledger: cashLedger, clock: systemClock });
    const launch = async (userId: number): Promise<TSession> => ({
      token: (await tokens.issue({ userId, gameId: slot.id, gameName: slot.name, gameCode: slot.code, mode: 'real' })).token,
      playerId: String(userId),
      gameId: slot.id,
    });
    const cashSessions = await Promise.all(cashIds.map(launch));
    const bonusSessions = await Promise.all(bonusIds.map(launch));
    console.log(`set up ${players} players without and ${players} with a running welcome bonus in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const started = await startServer(db.url);
    server = started.child;
    const base = started.base;
    const call = async (op: string, body: object) => {
      const raw = JSON.stringify(body);
      const res = await fetch(`${base}${SEAMLESS_PREFIX}/${op}`, { method: 'POST', body: raw, headers: signedHeaders(config.sandboxSecret, raw, Date.now()) });
      return { status: res.status, body: (await res.json()) as { status?: string; code?: string } };
    };
    for (const s of [...cashSessions, ...bonusSessions]) {
      const auth = await call('authenticate', { token: s.token });
      if (auth.status !== 200) throw new Error(`authenticate: ${auth.status} ${JSON.stringify(auth.body)}`);
    }

    let seq = 0;
    const phase = async (label: string, sessions: TSession[], seconds = durationS): Promise<TPhase> => {
      let accepted = 0;
      const refused: Record<string, number> = {};
      const latenciesMs: number[] = [];
      const deadline = Date.now() + seconds * 1000;
      const begun = performance.now();
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (Date.now() < deadline) {
            const n = seq++;
            const s = sessions[n % sessions.length]!;
            const sent = performance.now();
            const res = await call('bet', { ...s, transactionId: `bet-${n}`, roundId: `round-${n}`, amountMinor: BET_MINOR, currency: 'TRY' });
            if (res.status === 200) {
              accepted++;
              latenciesMs.push(performance.now() - sent);
            } else {
              const key = `${res.status} ${res.body.code ?? ''}`;
              refused[key] = (refused[key] ?? 0) + 1;
            }
          }
        }),
      );
      latenciesMs.sort((a, b) => a - b);
      return { label, betsPerS: accepted / ((performance.now() - begun) / 1000), accepted, refused, p50Ms: percentile(latenciesMs, 50), p99Ms: percentile(latenciesMs, 99) };
    };
    // One second not counted: the server's JIT, its pool and the caches warm up on cash bets.
    await phase('warm-up', cashSessions, 1);
    const without = await phase('without a bonus', cashSessions);
    const withBonus = await phase('with a running bonus', bonusSessions);

    const audit = await ledgerRepo.audit();
    const [wagering] = rowsOf<{ wagered: string; running: number }>(
      await database.db.execute(sql`select coalesce(sum(wagered_minor), 0)::text as wagered, count(*) filter (where status = 'active')::int as running from player_bonuses where user_id in ${bonusIds}`),
    );
    const expectedWagered = BigInt(withBonus.accepted * BET_MINOR);

    console.log(`\nbonus benchmark: ${machine()}; HTTP on loopback, signed seamless-wallet bets of ${BET_MINOR} minor on a slot, ${connections} in flight, ${durationS} s per phase`);
    for (const p of [without, withBonus]) {
      const refusals = Object.entries(p.refused).map(([k, v]) => `${k}: ${v}`).join(', ') || 'none';
      console.log(`${p.label.padEnd(22)} ${p.betsPerS.toFixed(0).padStart(6)} accepted bets/s  (${p.accepted} accepted; refused ${refusals}; p50 ${p.p50Ms.toFixed(1)} ms, p99 ${p.p99Ms.toFixed(1)} ms)`);
    }
    console.log(`ratio with / without: ${(withBonus.betsPerS / without.betsPerS).toFixed(2)}`);
    console.log(`wagering: ${wagering!.wagered} counted on ${wagering!.running} running bonuses for ${expectedWagered} of accepted stakes x 100 % (must be equal)`);
    console.log(`ledger: sum of balances ${audit.sum}, drift ${audit.drift} (both must be 0), lowest player balance ${audit.minPlayerBalance}`);
    if (audit.sum !== 0n || audit.drift !== 0n || BigInt(wagering!.wagered) !== expectedWagered) {
      console.error('the ledger or the wagering does not add up');
      process.exitCode = 1;
    }
  } finally {
    server?.kill('SIGTERM');
    await database.close();
    await db.drop();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
