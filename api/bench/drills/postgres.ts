// The PostgreSQL drill (see ../drill.ts): a private cluster stopped and started under load.
import pg from 'pg';
import { createBenchDatabase } from '../lib';
import { apiEnv, fakeGameClient, freePort, onCleanup, sleep, startApi, startPrivatePostgres, startSandbox, waitHealthy } from '../system';
import { checkInvariants, printInvariants } from '../invariants';
import { createMix, runOpenLoop, setUpWorld, Stats, type TSample } from '../traffic';
import { RATE, DURATION_S, secs, statusCounts, report } from './common';

export const drillPostgres = async (): Promise<boolean> => {
  console.log(`\n=== postgres: stop and start a private PostgreSQL under ${RATE} arrivals/s`);
  const cluster = await startPrivatePostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database casino');
  await admin.end();
  const operatorUrl = cluster.url.replace(/\/postgres$/, '/casino');
  console.log(`  private cluster on 127.0.0.1:${cluster.port} (temp dir, removed afterwards)`);
  const providerDb = await createBenchDatabase('drill_pg_prov');
  onCleanup(() => providerDb.drop());
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const api = startApi('api', await freePort(), apiEnv({ databaseUrl: operatorUrl, sandboxUrl }));
  const apiUrl = `http://127.0.0.1:${api.port}`;
  await waitHealthy(`${apiUrl}/health`, api.proc);
  const sandbox = startSandbox(sandboxPort, { operatorUrl: apiUrl, storeUrl: providerDb.url, clientDir: fakeGameClient() });
  await waitHealthy(`${sandboxUrl}/health`, sandbox);
  const world = await setUpWorld({ apiUrl, providerUrl: sandboxUrl, players: 100, databaseUrl: operatorUrl });

  const stats = new Stats();
  const downAtMs = 6_000;
  const downForMs = 6_000;
  const times = { down: 0, up: 0 };
  const bouncer = (async () => {
    await sleep(downAtMs);
    times.down = Date.now();
    await cluster.stop('fast');
    console.log(`  t=${secs(downAtMs)}: PostgreSQL stopped (pg_ctl stop -m fast)`);
    await sleep(downForMs);
    await cluster.start();
    times.up = Date.now();
    console.log(`  t=${secs(downAtMs + downForMs + (times.up - times.down - downForMs))}: PostgreSQL started again`);
  })();
  const duration = Math.max(DURATION_S, 20);
  await runOpenLoop({ rate: RATE, durationS: duration, next: createMix(world), stats });
  await bouncer;
  stats.print(`postgres: ${RATE} arrivals/s for ${duration} s, PostgreSQL down from ${secs(downAtMs)} for ${secs(times.up - times.down)}`);

  const operatorRoutes = (s: TSample) => !s.route.startsWith('bet/win') && !s.route.startsWith('launch');
  const during = stats.samples.filter((s) => s.at! > times.down + 200 && s.at! < times.up);
  const after = stats.samples.filter((s) => s.at! >= times.up);
  const firstOkAfter = after.filter((s) => s.ok && operatorRoutes(s)).sort((a, b) => a.at! - b.at!)[0];
  const recoveredAfterMs = firstOkAfter ? firstOkAfter.at! - times.up : Number.NaN;
  const lastErrorAfter = after.filter((s) => !s.ok).sort((a, b) => b.at! - a.at!)[0];
  const fiveHundreds = stats.samples.filter((s) => s.status >= 500 && s.status !== 503);
  const duringOperator = during.filter(operatorRoutes);
  const unclear = duringOperator.filter((s) => !s.ok && s.outcome !== '503 SERVICE_UNAVAILABLE');
  // A sample of the envelope, as players see it.
  let envelope: string;
  try {
    const res = await fetch(`${apiUrl}/labelGame/getSearchResults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"words":"x"}' });
    envelope = `${res.status} ${await res.text()}`;
  } catch {
    envelope = '(no answer)';
  }
  const invariants = await checkInvariants(operatorUrl, providerDb.url);
  console.log(
    `\npostgres figures: during the outage ${during.length} answers (${statusCounts(during)})\n` +
      `  operator routes during the outage: ${statusCounts(duringOperator)}\n` +
      `  first good operator answer ${Number.isNaN(recoveredAfterMs) ? 'never' : secs(recoveredAfterMs)} after PostgreSQL was back; last error ${lastErrorAfter ? `${secs(lastErrorAfter.at! - times.up)} after (${lastErrorAfter.route}: ${lastErrorAfter.outcome})` : 'none'}\n` +
      `  after recovery: ${statusCounts(after.filter((s) => s.at! > times.up + 3_000))}\n` +
      `  5xx other than 503 over the run: ${fiveHundreds.length}; now: ${envelope.slice(0, 160)}`,
  );
  printInvariants(invariants);
  return report('postgres', [
    { name: 'a clear 503 envelope meanwhile, never a 500', ok: unclear.length === 0 && fiveHundreds.length === 0 && duringOperator.some((s) => s.outcome === '503 SERVICE_UNAVAILABLE'), detail: `${unclear.length} other failures on operator routes (${statusCounts(unclear)}), ${fiveHundreds.length} 5xx other than 503` },
    { name: 'recovers by itself', ok: !Number.isNaN(recoveredAfterMs) && recoveredAfterMs < 10_000 && after.filter((s) => s.at! > times.up + 5_000 && !s.ok).length === 0, detail: `first good answer ${secs(recoveredAfterMs)} after the restart; errors later than 5 s after: ${after.filter((s) => s.at! > times.up + 5_000 && !s.ok).length}` },
    { name: 'ledger invariants', ok: invariants.ok, detail: `sum ${invariants.ledgerSum}, ${invariants.acceptedBets} bets, ${invariants.betsRolledBack} rolled back, ${invariants.betsOpen} open` },
  ]);
};
