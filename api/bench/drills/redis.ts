// The Redis drill (see ../drill.ts): a private redis-server killed and started under load.
import { randomBytes } from 'node:crypto';
import { createBenchDatabase } from '../lib';
import { apiEnv, freePort, onCleanup, sleep, startApi, startPrivateRedis, waitHealthy } from '../system';
import { postJson, runOpenLoop, Stats, type TEnvelope, type TSample } from '../traffic';
import { RATE, DURATION_S, secs, statusCounts, report, simpleTask } from './common';

export const drillRedis = async (): Promise<boolean> => {
  console.log(`\n=== redis: kill a private redis-server (rate limits) under ${RATE} arrivals/s, then start it again`);
  const redis = await startPrivateRedis();
  console.log(`  private redis-server on 127.0.0.1:${redis.port}`);
  const db = await createBenchDatabase('drill_redis');
  onCleanup(() => db.drop());
  const adminToken = randomBytes(16).toString('hex');
  const api = startApi('api', await freePort(), apiEnv({ databaseUrl: db.url, redisUrl: redis.url, sandboxUrl: 'http://127.0.0.1:9', extra: { ADMIN_TOKEN: adminToken, ADMIN_PER_IP_PER_MINUTE: '1000000' } }));
  const apiUrl = `http://127.0.0.1:${api.port}`;
  await waitHealthy(`${apiUrl}/health`, api.proc);
  const login = await postJson<TEnvelope<{ token: string }>>(`${apiUrl}/sso/v2/login`, { deviceNumber: `drill-redis-${randomBytes(4).toString('hex')}` });
  const token = login.body.resultData?.token ?? '';
  let n = 0;
  const run = randomBytes(3).toString('hex');
  const limited = {
    'tourist login (limited)': () => postJson<TEnvelope>(`${apiUrl}/sso/v2/login`, { deviceNumber: `drill-${run}-${n++ % 500}` }),
    'staff registry (limited)': () => postJson<TEnvelope>(`${apiUrl}/admin/registry/list`, {}, { 'x-admin-token': adminToken }),
  };
  const open = {
    'user info': () => postJson<TEnvelope>(`${apiUrl}/user/getUserInfo`, {}, { authorization: token }),
    'search': () => postJson<TEnvelope>(`${apiUrl}/labelGame/getSearchResults`, { words: 'olymp' }),
  };
  const tasks = Object.entries({ ...limited, ...open }).map(([route, call]) => simpleTask(route, call));
  let k = 0;
  const stats = new Stats();
  const downAtMs = 5_000;
  const downForMs = 7_000;
  const times = { down: 0, up: 0 };
  const bouncer = (async () => {
    await sleep(downAtMs);
    times.down = Date.now();
    await redis.kill();
    console.log(`  t=${secs(downAtMs)}: redis-server killed (SIGKILL)`);
    await sleep(downForMs);
    await redis.start();
    times.up = Date.now();
    console.log(`  t=${secs(times.up - times.down + downAtMs)}: redis-server started again (empty: counters start afresh)`);
  })();
  const duration = Math.max(18, Math.min(DURATION_S, 24));
  await runOpenLoop({ rate: Math.min(RATE, 40), durationS: duration, next: () => tasks[k++ % tasks.length]!, stats });
  await bouncer;
  stats.print(`redis: ${Math.min(RATE, 40)} arrivals/s for ${duration} s, Redis down from ${secs(downAtMs)} for ${secs(times.up - times.down)}`);
  const during = stats.samples.filter((s) => s.at! > times.down + 500 && s.at! < times.up);
  const isLimited = (s: TSample) => s.route.endsWith('(limited)');
  const firstOkLimited = stats.samples.filter((s) => s.at! >= times.up && isLimited(s) && s.ok).sort((a, b) => a.at! - b.at!)[0];
  // The limiter's Redis client reconnects with a backoff (at most a few seconds): judged from its first good answer on.
  const recoveredAt = firstOkLimited ? firstOkLimited.at! : Number.POSITIVE_INFINITY;
  const after = stats.samples.filter((s) => s.at! > recoveredAt + 1_000);
  const any500 = stats.samples.filter((s) => s.status >= 500 && s.status !== 503);
  const limitedDuring = during.filter(isLimited);
  const openDuring = during.filter((s) => !isLimited(s));
  // The envelope a limited route answers meanwhile, as a client sees it.
  console.log(
    `\nredis figures: limited routes while Redis was down: ${statusCounts(limitedDuring)}\n` +
      `  other routes meanwhile: ${statusCounts(openDuring)}\n` +
      `  limited routes good again ${firstOkLimited ? secs(firstOkLimited.at! - times.up) : 'never'} after Redis was back (meanwhile ${statusCounts(stats.samples.filter((s) => s.at! >= times.up && s.at! < recoveredAt))}); from 1 s later on: ${statusCounts(after)}\n` +
      `  5xx other than 503: ${any500.length}`,
  );
  return report('redis', [
    { name: 'rate-limited routes answer a clear 503 while Redis is down', ok: limitedDuring.length > 0 && limitedDuring.every((s) => s.outcome === '503 SERVICE_UNAVAILABLE'), detail: statusCounts(limitedDuring) },
    { name: 'never a 500', ok: any500.length === 0, detail: `${any500.length}` },
    { name: 'routes without a limit keep answering', ok: openDuring.every((s) => s.ok), detail: statusCounts(openDuring) },
    {
      name: 'recovers by itself',
      ok: recoveredAt - times.up < 10_000 && after.length > 0 && after.every((s) => s.ok),
      detail: `first good limited answer ${firstOkLimited ? secs(firstOkLimited.at! - times.up) : 'never'} after the restart (at most 10 s), every answer good from 1 s later on`,
    },
  ]);
};
