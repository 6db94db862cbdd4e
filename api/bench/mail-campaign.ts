/**
 * Mail campaign benchmark: `pnpm --filter @casino/api bench:mail` (also run by `bench`). Starts its
 * own API + sandbox processes on a throw-away PostgreSQL database (bench/lib.ts: loopback only,
 * dropped afterwards), creates BENCH_MAIL_PLAYERS players (default 100,000; inserted in SQL, plus
 * 200 real tourist sessions), sends one all-players campaign with a prize through the staff endpoint
 * and times the job until every mail is written (batches, one transaction each). Then drives
 * `/mail/list` with 50 connections over the 200 sessions for BENCH_DURATION_S (max 60) and prints
 * p50/p99. Prints figures; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import type { Envelope } from '@casino/shared/contracts';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from './system';
import { createBenchDatabase, durationS, machine } from './lib';

const PLAYERS = Math.max(1_000, Number(process.env.BENCH_MAIL_PLAYERS ?? 100_000) || 100_000);
const SESSIONS = 200;
const CONNECTIONS = 50;
const DURATION_S = durationS();
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';

/** The API's envelope (declared once, in @casino/shared), its data present: these runs stop at the first failure. */
type TEnvelope<T> = Envelope<T> & { resultData: T };


const children: ChildProcess[] = [];
const start = (script: string, env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
};

const waitFor = async (url: string, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
};

const post = async <T>(base: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
  const res = await fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const envelope = (await res.json()) as TEnvelope<T>;
  if (!envelope.success) throw new Error(`${url}: ${res.status} ${envelope.msg}`);
  return envelope.resultData;
};

const run = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });

const main = async () => {
  const [apiPort, sandboxPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
  const database = await createBenchDatabase('mail');
  const env: NodeJS.ProcessEnv = {
    API_PORT: String(apiPort),
    SANDBOX_PORT: String(sandboxPort),
    API_HOST: '127.0.0.1',
    SANDBOX_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN,
    ADMIN_PER_IP_PER_MINUTE: '1000000',
    TOURIST_LOGIN_PER_IP_PER_MINUTE: '1000000',
  };
  const base = `http://127.0.0.1:${apiPort}`;
  const admin = { 'x-admin-token': ADMIN_TOKEN, 'x-admin-actor': 'bench' };
  const client = new pg.Client({ connectionString: database.url });
  try {
    start('src/sandbox/server.ts', env);
    start('src/server.ts', env);
    await waitFor(`http://127.0.0.1:${sandboxPort}/health`);
    await waitFor(`${base}/health`);
    console.log(`mail campaign benchmark: API ${base} in its own process (PostgreSQL ${database.name}), ${machine()}`);

    let t0 = Date.now();
    const sessions: string[] = [];
    for (let i = 0; i < SESSIONS; i += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, (_, j) => post<{ token: string }>(base, '/sso/v2/login', { deviceNumber: `bench-mail-device-${i + j}` })));
      sessions.push(...batch.map((b) => b.token));
    }
    await client.connect();
    await client.query(
      `insert into users (public_id, uu_id, role, nike_name, market_id, created_at, updated_at)
       select 'bench-' || g, 'bench-uu-' || g, 'tourist', 'Oyuncu ' || g, 'tr', now(), now() from generate_series(1, $1::int) g`,
      [PLAYERS - SESSIONS],
    );
    await client.query('analyze users');
    const players = Number((await client.query<{ n: string }>('select count(*)::text as n from users')).rows[0]?.n ?? 0);
    console.log(`set up ${players} players (${SESSIONS} with sessions) in ${Date.now() - t0} ms`);

    t0 = Date.now();
    const campaign = await post<{ id: number }>(base, '/admin/mail/send', { title: 'Bayram hediyesi', content: 'İyi bayramlar! Hediyeniz posta kutunuzda.', amount: 2_500, allPlayers: true }, admin);
    let status = { status: 'scheduled', sentCount: 0 };
    while (status.status !== 'done') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await post<{ status: string; sentCount: number }>(base, '/admin/mail/campaigns/get', { campaignId: campaign.id }, admin);
    }
    const writeMs = Date.now() - t0;
    console.log(`campaign to every player: ${status.sentCount} mails written in ${(writeMs / 1000).toFixed(2)} s (${Math.round(status.sentCount / (writeMs / 1000))} mails/s, batches of 2,000, one transaction each)`);
    const dupes = Number((await client.query<{ n: string }>('select (count(*) - count(distinct user_id))::text as n from mail_messages where campaign_id = $1', [campaign.id])).rows[0]?.n);
    console.log(`duplicates: ${dupes}`);

    let next = 0;
    const result = await run({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 30,
      requests: [{ method: 'POST', path: '/mail/list', setupRequest: (req) => ({ ...req, headers: { 'content-type': 'application/json', authorization: sessions[next++ % sessions.length] ?? '' }, body: '{"page":1,"pageSize":20}' }) }],
    });
    console.log(
      `/mail/list, ${CONNECTIONS} connections over ${SESSIONS} sessions, ${DURATION_S} s: p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  avg ${result.latency.average.toFixed(1)} ms  ` +
        `${result.requests.average.toFixed(0)} req/s  2xx ${result['2xx']}  non-2xx ${result.non2xx}  errors ${result.errors}`,
    );
  } finally {
    await client.end().catch(() => undefined);
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
