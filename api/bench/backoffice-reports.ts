/**
 * Back-office reports benchmark: `pnpm --filter @casino/api bench:reports`. In a throw-away PostgreSQL
 * database (bench/lib.ts: loopback only, dropped afterwards) it seeds one Istanbul day of BENCH_REPORT_ROUNDS
 * settled rounds (default 10,000,000) by BENCH_REPORT_PLAYERS players (default 100,000) over 300 games, with
 * their ledger transfers (a BET per round, a WIN per winning round, ~30 %), in SQL (generate_series; indexes rebuilt after the load). Then it
 * times the reports job building the day's 24 hour buckets and one run of the late window, and the reports
 * read from the buckets (a day, 31 days, per game), against the same day summed from the raw ledger.
 * Prints figures; asserts nothing.
 */
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { createReportsAggregator } from '../src/modules/backoffice/reports.aggregator';
import { createReportsRepository } from '../src/modules/backoffice/reports.repository';
import { createReportsService } from '../src/modules/backoffice/reports.service';
import { createBenchDatabase, machine } from './lib';

const ROUNDS = Math.max(10_000, Math.min(Number(process.env.BENCH_REPORT_ROUNDS ?? 10_000_000) || 10_000_000, 20_000_000));
const PLAYERS = Math.max(100, Number(process.env.BENCH_REPORT_PLAYERS ?? 100_000) || 100_000);
const GAMES = 300;
const DAY = '2026-06-01';
const DAY_START = `${DAY}T00:00:00+03:00`;
/** Seeded in slices so each statement stays a bounded transaction (and progress shows). */
const SLICE = 1_000_000;

type Db = Database['db'];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const seedCatalogue = async (db: Db) => {
  await db.execute(sql`insert into markets (id, name, default_lang, currency, is_default) values ('tr', 'Türkiye', 'tk', 'TRY', true)`);
  await db.execute(sql`insert into game_categories (name, code) values ('Slots', 'slots')`);
  await db.execute(sql`insert into game_providers (code, name, sort) select 'P' || i, 'Provider ' || i, i from generate_series(1, 12) as i`);
  await db.execute(sql`insert into games (name, name_norm, search_text, category_id, firm_code, rtp_bps)
    select 'Game ' || i, 'game ' || i, 'game ' || i, (select min(id) from game_categories), 'P' || (1 + i % 12), 9600 from generate_series(1, ${sql.raw(String(GAMES))}) as i`);
  await db.execute(sql`insert into users (public_id, role, nike_name, uu_id, market_id, registered_at, created_at, updated_at)
    select 'pub' || i, 'member', 'Oyuncu' || i, 'uu' || i, 'tr', ${DAY_START}::timestamptz + ((i % 86400) || ' seconds')::interval, now(), now() from generate_series(1, ${sql.raw(String(PLAYERS))}) as i`);
  await db.execute(sql`insert into wallet_accounts (id, currency, balance, allow_negative)
    select 'player:' || id || ':cash', 'TRY', 0, false from users
    union all select 'house:bankroll:TRY:' || i, 'TRY', 0, true from generate_series(0, 15) as i
    union all select 'world:TRY', 'TRY', 0, true`);
};

/** Rounds lo..hi: round i by player 1 + i % PLAYERS at an even spread over the day, stake 1-50 TRY, ~30 % win. */
const seedRounds = async (db: Db, lo: number, hi: number) => {
  // Integers of this file, inlined (bound parameters would leave generate_series and % untyped).
  const n = (v: number) => sql.raw(String(Math.trunc(v)));
  const at = sql`${DAY_START}::timestamptz + make_interval(secs => i * 86400.0 / ${n(ROUNDS)})`;
  await db.execute(sql`insert into wallet_game_rounds (user_id, round_id, game_id, currency, bet_minor, win_minor, refund_minor, status, started_at, updated_at)
    select 1 + i % ${n(PLAYERS)}, 'r' || i, 1 + (i * 7) % ${n(GAMES)}, 'TRY', 100 * (1 + i % 50), case when i % 10 < 3 then 310 * (1 + i % 50) else 0 end, 0, 'closed', ${at}, ${at}
    from generate_series(${n(lo)}, ${n(hi)}) as i`);
  await db.execute(sql`insert into wallet_transfers (debit_account, credit_account, amount, currency, code, idempotency_key, request_hash, created_at)
    select 'player:' || (1 + i % ${n(PLAYERS)}) || ':cash', 'house:bankroll:TRY:' || ((1 + i % ${n(PLAYERS)}) % 16), 100 * (1 + i % 50), 'TRY', 'BET', 'b' || i, 'x', ${at}
    from generate_series(${n(lo)}, ${n(hi)}) as i`);
  await db.execute(sql`insert into wallet_transfers (debit_account, credit_account, amount, currency, code, idempotency_key, request_hash, created_at)
    select 'house:bankroll:TRY:' || ((1 + i % ${n(PLAYERS)}) % 16), 'player:' || (1 + i % ${n(PLAYERS)}) || ':cash', 310 * (1 + i % 50), 'TRY', 'WIN', 'w' || i, 'x', ${at}
    from generate_series(${n(lo)}, ${n(hi)}) as i where i % 10 < 3`);
};

/**
 * Bulk load as a DBA would: the two big tables' indexes and unique / primary keys are dropped for the load and
 * recreated afterwards from their own definitions (read from the catalogue, so the schema ends as migrated).
 */
const withoutIndexes = async (db: Db, tables: string[], load: () => Promise<void>) => {
  const list = sql.raw(tables.map((t) => `'${t}'`).join(','));
  const constraints = rowsOf<{ tbl: string; name: string; def: string }>(
    await db.execute(sql`select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid::regclass::text in (${list}) and contype in ('p', 'u')`),
  );
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select indexname as name, indexdef as def from pg_indexes where tablename in (${list}) and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`),
  );
  for (const c of constraints) await db.execute(sql.raw(`alter table ${c.tbl} drop constraint ${c.name}`));
  for (const i of indexes) await db.execute(sql.raw(`drop index ${i.name}`));
  await load();
  const started = performance.now();
  for (const c of constraints) await db.execute(sql.raw(`alter table ${c.tbl} add constraint ${c.name} ${c.def}`));
  for (const i of indexes) await db.execute(sql.raw(i.def));
  console.log(`\nindexes rebuilt in ${seconds(started)}`);
};

const time = async (label: string, runs: number, run: () => Promise<unknown>) => {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1).padStart(9);
  console.log(`${label.padEnd(44)} ${p(0.5)} ${p(0.95)} ${p(0.99)}`);
};

const main = async () => {
  console.log(`back-office reports benchmark (${machine()})`);
  const database = await createBenchDatabase('reports');
  try {
    const pgdb = await openPostgres(database.url, { poolMax: 4 });
    await pgdb.migrate();
    const db = pgdb.db;
    let started = performance.now();
    await seedCatalogue(db);
    await withoutIndexes(db, ['wallet_transfers', 'wallet_game_rounds'], async () => {
      for (let lo = 1; lo <= ROUNDS; lo += SLICE) {
        await seedRounds(db, lo, Math.min(lo + SLICE - 1, ROUNDS));
        process.stdout.write(`\rseeding: ${Math.min(lo + SLICE - 1, ROUNDS).toLocaleString('en')} / ${ROUNDS.toLocaleString('en')} rounds (${seconds(started)})`);
      }
    });
    await db.execute(sql`vacuum analyze wallet_transfers`);
    await db.execute(sql`vacuum analyze wallet_game_rounds`);
    const [counts] = rowsOf<{ rounds: string; transfers: string }>(await db.execute(sql`select (select count(*) from wallet_game_rounds)::text as rounds, (select count(*) from wallet_transfers)::text as transfers`));
    console.log(`\nseeded ${Number(counts!.rounds).toLocaleString('en')} rounds, ${Number(counts!.transfers).toLocaleString('en')} transfers, ${PLAYERS.toLocaleString('en')} players in ${seconds(started)}`);

    // The job as an instance runs it, its clock at the end of the seeded day.
    const end = new Date(new Date(DAY_START).getTime() + 86_400_000);
    const job = createReportsAggregator({ db, now: () => end, logger: { warn: () => undefined } });
    started = performance.now();
    await job.rebuild(new Date(DAY_START), end);
    console.log(`\njob: the day's 24 hour buckets built in ${seconds(started)} (${Math.round(ROUNDS / ((performance.now() - started) / 1000)).toLocaleString('en')} rounds/s)`);
    await db.execute(sql`insert into report_state (id, computed_until, updated_at) values ('hours', ${end.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`);
    started = performance.now();
    const run = await job.runOnce();
    console.log(`job: one run (late window ${run.from?.slice(11, 16)}-${run.to?.slice(11, 16)} UTC, what every 5 minutes cost at this volume) ${seconds(started)}`);

    const reports = createReportsService({ repo: createReportsRepository(db), aggregator: job, now: () => end });
    const day = await reports.daily({ market: 'tr', from: DAY, to: DAY });
    console.log(`report of ${DAY}: bets ${(day.total.betsMinor / 100).toLocaleString('en')} TRY, GGR ${(day.total.ggrMinor / 100).toLocaleString('en')} TRY, active ${day.total.activePlayers?.toLocaleString('en')}, registrations ${day.total.registrations.toLocaleString('en')}`);

    console.log('\nread (ms)                                          p50       p95       p99');
    await time('day report (reports/daily, 1 day)', 20, () => reports.daily({ market: 'tr', from: DAY, to: DAY }));
    await time('31-day report (one day of data)', 20, () => reports.daily({ market: 'tr', from: '2026-05-02', to: DAY }));
    await time('per provider and game (1 day, 300 games)', 20, () => reports.games({ market: 'tr', from: DAY, to: DAY }));
    await time('daily CSV (31 days)', 10, () => reports.csv({ market: 'tr', from: '2026-05-02', to: DAY, kind: 'daily' }));
    await time('the same day summed from the raw ledger', 3, () =>
      db.execute(sql`select code, sum(amount) from wallet_transfers where created_at >= ${DAY_START}::timestamptz and created_at < ${end.toISOString()}::timestamptz group by code`),
    );
    await pgdb.close();
  } finally {
    await database.drop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
