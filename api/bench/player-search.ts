/**
 * Back-office player search benchmark: `pnpm --filter @casino/api bench:player-search`. Seeds
 * BENCH_SEARCH_PLAYERS players (default 100,000; each with a session, a bank card and a deposit order,
 * inserted in SQL) into a temporary PGlite, and into a throw-away PostgreSQL database when DATABASE_URL
 * (or BENCH_DATABASE_URL) is set (bench/lib.ts: loopback only, dropped afterwards). Then times
 * BENCH_SEARCH_QUERIES searches of each kind through the search service (the SQL and the service, no
 * HTTP) and prints p50/p95/p99 per kind. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { createPlayerSearchRepository } from '../src/modules/backoffice/player-search.repository';
import { createPlayerSearchService } from '../src/modules/backoffice/player-search.service';
import { createBenchDatabase, machine } from './lib';

const PLAYERS = Math.max(1_000, Number(process.env.BENCH_SEARCH_PLAYERS ?? 100_000) || 100_000);
const QUERIES = Math.max(20, Math.min(Number(process.env.BENCH_SEARCH_QUERIES ?? 300) || 300, 5_000));

/** Players, sessions, bank cards and orders in bulk: ids 1..n, every value derivable from the id. */
const seed = async (db: Database['db'], n: number) => {
  await db.execute(sql`insert into users (public_id, role, nike_name, mobile, device_number, uu_id, registered_at, created_at, updated_at)
    select 'pub' || i, 'member', (array['Ali','Ayşe','Mehmet','Zeynep','Can','Elif','Emre','Deniz'])[1 + i % 8] || 'Oyuncu' || i, '905' || lpad(i::text, 9, '0'),
      'device-' || md5(i::text), 'uu' || i, now() - (i || ' minutes')::interval, now(), now()
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
  const ids = (await db.execute(sql`select min(id)::int as lo, max(id)::int as hi from users`)) as unknown as { rows: Array<{ lo: number; hi: number }> };
  const { lo, hi } = ids.rows[0]!;
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
    for (let i = 0; i < 10; i++) await service.find({ q: k.q(pick()), kind: k.kind, actor: 'bench', personalData: false }); // warm-up
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < QUERIES; i++) {
      const started = performance.now();
      const result = await service.find({ q: k.q(pick()), kind: k.kind, actor: 'bench', personalData: false });
      times.push(performance.now() - started);
      if (result.players.length > 0) found++;
    }
    times.sort((a, b) => a - b);
    const f = (v: number) => v.toFixed(2).padStart(8);
    console.log(`${k.name.padEnd(28)} ${String(Math.round((found / QUERIES) * 100)).padStart(4)}% ${f(percentile(times, 50))} ${f(percentile(times, 95))} ${f(percentile(times, 99))}`);
  }
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
