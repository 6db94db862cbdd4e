/**
 * Back-office player search benchmark: `pnpm --filter @casino/api bench:player-search`. Seeds
 * BENCH_SEARCH_PLAYERS players (default 100,000; each with a session, a bank card and a deposit order,
 * inserted in SQL) into a temporary PGlite, and into a throw-away PostgreSQL database when DATABASE_URL
 * (or BENCH_DATABASE_URL) is set (bench/lib.ts: loopback only, dropped afterwards). Then times
 * BENCH_SEARCH_QUERIES searches of each kind through the search service (the SQL and the service, no
 * HTTP) and prints p50/p95/p99 per kind; then the statement's pages of one player with
 * BENCH_STATEMENT_TRANSFERS transfers (default 200,000). Prints figures; asserts nothing.
 */
import { rowsOf } from '../src/db/rows';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { createPlayer360Repository } from '../src/modules/backoffice/player-360.repository';
import { createPlayerSearchRepository } from '../src/modules/backoffice/player-search.repository';
import { createPlayerSearchService } from '../src/modules/backoffice/player-search.service';
import { createBenchDatabase, machine } from './lib';

const PLAYERS = Math.max(1_000, Number(process.env.BENCH_SEARCH_PLAYERS ?? 100_000) || 100_000);
const QUERIES = Math.max(20, Math.min(Number(process.env.BENCH_SEARCH_QUERIES ?? 300) || 300, 5_000));
/** One high-volume player's ledger history, for the statement's pages. */
const TRANSFERS = Math.max(1_000, Number(process.env.BENCH_STATEMENT_TRANSFERS ?? 200_000) || 200_000);

/** Players, sessions, bank cards and orders in bulk: ids 1..n, every value derivable from the id. */
const seed = async (db: Database['db'], n: number) => {
  await db.execute(sql`insert into users (public_id, role, nike_name, mobile, device_number, uu_id, market_id, registered_at, created_at, updated_at)
    select 'pub' || i, 'member', (array['Ali','Ayşe','Mehmet','Zeynep','Can','Elif','Emre','Deniz'])[1 + i % 8] || 'Oyuncu' || i, '905' || lpad(i::text, 9, '0'),
      'device-' || md5(i::text), 'uu' || i, 'tr', now() - (i || ' minutes')::interval, now(), now()
    from generate_series(1, ${n}) as i`);
  await db.execute(sql`insert into sessions (user_id, token_hash, sign_hash, device_number, ip, created_at, expires_at)
    select u.id, md5('t' || u.id), md5('s' || u.id), 'session-device-' || u.id, '10.0.' || (u.id % 250) || '.' || (u.id % 200), now(), now() + interval '7 days' from users u`);
  await db.execute(sql`insert into cashier_bank_cards (user_id, iban, bank_code, bank_name, holder_name, is_default, created_at)
    select u.id, 'TR' || lpad((u.id % 97)::text, 2, '0') || '00061' || '0' || lpad(u.id::text, 16, '0'), '00061', 'Bench Bank', 'Bench Holder', true, now() from users u`);
  await db.execute(sql`insert into cashier_orders (order_id, user_id, kind, channel, status, amount_minor, currency, gateway_order_id, created_at, updated_at)
    select 'ORD' || md5('o' || u.id), u.id, 'deposit', 'eft', 'paid', 10000, 'TRY', 'GW' || u.id, now(), now() from users u`);
  await db.execute(sql`analyze`);
};

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const measure = async (db: Database['db'], label: string) => {
  const { lo, hi } = rowsOf<{ lo: number; hi: number }>(await db.execute(sql`select min(id)::int as lo, max(id)::int as hi from users`))[0]!;
  const service = createPlayerSearchService({ search: createPlayerSearchRepository(db), audit: { audit: async () => undefined }, now: () => new Date() });
  const pick = () => lo + Math.floor(Math.random() * (hi - lo + 1));
  const seq = (id: number) => id - lo + 1;
  const kinds: Array<{ name: string; kind: Parameters<typeof service.find>[0]['kind']; q: (id: number) => string }> = [
    { name: 'id', kind: 'id', q: (id) => String(id) },
    { name: 'phone (with 90)', kind: 'phone', q: (id) => `905${String(seq(id)).padStart(9, '0')}` },
    { name: 'phone (without 90, auto)', kind: 'auto', q: (id) => `5${String(seq(id)).padStart(9, '0')}` },
    { name: 'nickname prefix', kind: 'nickname', q: (id) => `ayşeoyuncu${seq(id) % 1000}` },
    { name: 'device', kind: 'device', q: (id) => `session-device-${id}` },
    { name: 'iban', kind: 'iban', q: (id) => `TR${String(id % 97).padStart(2, '0')}000610${String(id).padStart(16, '0')}` },
    { name: 'order id', kind: 'order', q: (id) => `GW${id}` },
    { name: 'auto (SQL metacharacters)', kind: 'auto', q: () => "%' or 1=1; --" },
  ];
  console.log(`\n${label}: ${PLAYERS.toLocaleString('en')} players, ${QUERIES} searches per kind`);
  console.log('kind                         found   p50 ms   p95 ms   p99 ms');
  for (const k of kinds) {
    for (let i = 0; i < 10; i++) await service.find({ q: k.q(pick()), kind: k.kind, actor: 'bench', personalData: false, markets: null }); // warm-up
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < QUERIES; i++) {
      const started = performance.now();
      const result = await service.find({ q: k.q(pick()), kind: k.kind, actor: 'bench', personalData: false, markets: null });
      times.push(performance.now() - started);
      if (result.players.length > 0) found++;
    }
    times.sort((a, b) => a - b);
    const f = (v: number) => v.toFixed(2).padStart(8);
    console.log(`${k.name.padEnd(28)} ${String(Math.round((found / QUERIES) * 100)).padStart(4)}% ${f(percentile(times, 50))} ${f(percentile(times, 95))} ${f(percentile(times, 99))}`);
  }
};

/** A player with TRANSFERS alternating bets and wins (inserted directly, balance set to their sum); times statement pages. */
const measureStatement = async (db: Database['db'], label: string) => {
  const account = 'player:1:cash';
  await db.execute(sql`insert into wallet_accounts (id, currency, balance, allow_negative) values (${account}, 'TRY', 0, false), ('house:bench', 'TRY', 0, true) on conflict do nothing`);
  await db.execute(sql`insert into wallet_transfers (debit_account, credit_account, amount, currency, code, idempotency_key, request_hash, created_at)
    select case when i % 2 = 0 then 'house:bench' else ${account} end, case when i % 2 = 0 then ${account} else 'house:bench' end,
      case when i % 2 = 0 then 150 else 100 end, 'TRY', case when i % 2 = 0 then 'WIN' else 'BET' end, 'bench-st-' || i, 'x', now() - ((${TRANSFERS} - i) || ' seconds')::interval
    from generate_series(1, ${TRANSFERS}) as i`);
  await db.execute(sql`update wallet_accounts set balance = (select coalesce(sum(case when credit_account = ${account} then amount else -amount end), 0) from wallet_transfers where debit_account = ${account} or credit_account = ${account}) where id = ${account}`);
  await db.execute(sql`analyze`);
  const repo = createPlayer360Repository(db);
  const time = async (what: string, run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${what.padEnd(34)} ${percentile(times, 50).toFixed(2).padStart(8)} ${percentile(times, 95).toFixed(2).padStart(8)} ${percentile(times, 99).toFixed(2).padStart(8)}`);
  };
  const deep = (await repo.statement({ account, limit: 5_001 })).at(-1)?.id;
  console.log(`\n${label}: statement of one player with ${TRANSFERS.toLocaleString('en')} transfers, 50 lines a page (ms)`);
  console.log('page                                    p50      p95      p99');
  await time('newest page', () => repo.statement({ account, limit: 50 }));
  await time('page 100 deep (cursor)', () => repo.statement({ account, limit: 50, beforeId: deep ? BigInt(deep) : undefined }));
  await time('newest WIN lines (code filter)', () => repo.statement({ account, limit: 50, code: 'WIN' }));
};

const main = async () => {
  console.log(`player search benchmark (${machine()})`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-search-'));
  try {
    const lite = await openPglite({ dataDir: dir });
    await lite.migrate();
    const started = Date.now();
    await seed(lite.db, PLAYERS);
    console.log(`PGlite seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await measure(lite.db, 'PGlite');
    await measureStatement(lite.db, 'PGlite');
    await lite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL || process.env.BENCH_DATABASE_URL) {
    const database = await createBenchDatabase('search');
    try {
      const pgdb = await openPostgres(database.url, { poolMax: 4 });
      await pgdb.migrate();
      const started = Date.now();
      await seed(pgdb.db, PLAYERS);
      console.log(`\nPostgreSQL seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await measure(pgdb.db, 'PostgreSQL');
      await measureStatement(pgdb.db, 'PostgreSQL');
      await pgdb.close();
    } finally {
      await database.drop();
    }
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
