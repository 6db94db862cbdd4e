// The kill -9 drill (see ../drill.ts): an API instance killed under mixed load behind HAProxy.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { signedHeaders } from '../../src/lib/signature';
import { apiEnv, fakeGameClient, freePort, onCleanup, sleep, startApi, startHaproxy, startSandbox, waitHealthy, type TApiInstance } from '../system';
import { checkInvariants, printInvariants } from '../invariants';
import { createMix, isRetryable, newRetryCounters, NO_IDLE_PLAYER, postJson, runOpenLoop, setUpWorld, Stats, type TEnvelope } from '../traffic';
import { RATE, DURATION_S, redisUrl, SECRET, secs, statusCounts, report, databases } from './common';
import { depositTask, mailClaimTask, registerMembers, type TClaimTrace, type TDepositTrace } from './kill9-traffic';

interface TWalletCall {
  op: string;
  raw: string;
  status: number;
  answer: string;
}

/**
 * Between the provider and the balancer: forwards every seamless-wallet call as it is (signature
 * included) and keeps the answers, so the drill can tell whether one request was answered twice with
 * different results.
 */
const startRecordingProxy = async (target: string) => {
  const calls: TWalletCall[] = [];
  let inFlight = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      inFlight++;
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && !['host', 'connection', 'content-length', 'keep-alive'].includes(k)) headers[k] = v;
      const op = (req.url ?? '').split('/').pop() ?? '';
      void fetch(`${target}${req.url}`, { method: req.method, headers, body: req.method === 'POST' ? raw : undefined, signal: AbortSignal.timeout(15_000) })
        .then(async (r) => {
          const answer = await r.text();
          calls.push({ op, raw, status: r.status, answer });
          res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' }).end(answer);
        })
        .catch((error: unknown) => {
          calls.push({ op, raw, status: 0, answer: String((error as { cause?: { code?: string } }).cause?.code ?? error) });
          res.writeHead(502).end('{}');
        })
        .finally(() => inFlight--);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, inFlight: () => inFlight };
};

const sameJson = (a: string, b: string, ignore: string[] = []) => {
  try {
    const strip = (s: string) => {
      const o = JSON.parse(s) as Record<string, unknown>;
      for (const k of ignore) delete o[k];
      return JSON.stringify(o, Object.keys(o).sort());
    };
    return strip(a) === strip(b);
  } catch {
    return a === b;
  }
};

export const drillKill9 = async (): Promise<boolean> => {
  console.log(`\n=== kill9: SIGKILL one of 3 API instances behind HAProxy under ${RATE} arrivals/s for ${DURATION_S} s`);
  const db = await databases('kill9');
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const frontPort = await freePort();
  const front = `http://127.0.0.1:${frontPort}`;
  const env = apiEnv({ databaseUrl: db.operator.url, redisUrl: await redisUrl(), sandboxUrl, extra: { SANDBOX_SHARED_SECRET: SECRET } });
  const apis: TApiInstance[] = [];
  for (let i = 0; i < 3; i++) apis.push(startApi(`api-${i + 1}`, await freePort(), env));
  await Promise.all(apis.map((a) => waitHealthy(`http://127.0.0.1:${a.port}/health`, a.proc)));
  const haproxy = await startHaproxy(frontPort, apis.map(({ name, port }) => ({ name, port })));
  const proxy = await startRecordingProxy(front);
  // The provider signs with the drill's own secret (the API has it too).
  const sandbox = startSandbox(sandboxPort, { operatorUrl: proxy.url, storeUrl: db.provider.url, clientDir: fakeGameClient(), extra: { SANDBOX_SHARED_SECRET: SECRET } });
  await waitHealthy(`${sandboxUrl}/health`, sandbox);

  const world = await setUpWorld({ apiUrl: front, providerUrl: sandboxUrl, players: 150, databaseUrl: db.operator.url });
  const members = await registerMembers(front, 30);
  const operatorPool = new pg.Pool({ connectionString: db.operator.url, max: 4 });
  onCleanup(() => operatorPool.end());
  const deposits: TDepositTrace[] = [];
  const counters = newRetryCounters();
  const stats = new Stats();
  const victim = apis[1]!;
  const killAtMs = Math.round((DURATION_S * 1000) / 3);
  const kill = { at: 0, generatorInFlight: 0, walletInFlight: 0, onVictim: 0, backAfterMs: 0 };
  const loadStarted = Date.now();
  const killer = (async () => {
    await sleep(killAtMs);
    // Kill mid-request: wait (at most 3 s) until HAProxy has a request on the victim, so the kill cuts one off.
    const onVictim = async () => {
      const csv = await (await fetch(`http://127.0.0.1:${haproxy.statsPort}/stats;csv`)).text();
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const scur = (header ?? '').split(',').indexOf('scur');
      return Number(rows.map((r) => r.split(',')).find((f) => f[0] === 'api_instances' && f[1] === victim.name)?.[scur] ?? 0);
    };
    const waitUntil = Date.now() + 3_000;
    while ((kill.onVictim = await onVictim()) === 0 && Date.now() < waitUntil) await sleep(1);
    // What was in flight at that moment: the players' requests, the provider's wallet calls, and the victim's per HAProxy.
    kill.generatorInFlight = stats.inFlight;
    kill.walletInFlight = proxy.inFlight();
    kill.at = Date.now();
    process.kill(victim.proc.pid, 'SIGKILL');
    console.log(`  t=${secs(Date.now() - loadStarted)}: kill -9 ${victim.name} (pid ${victim.proc.pid}); in flight: ${kill.generatorInFlight} player requests, ${kill.walletInFlight} provider wallet calls, ${kill.onVictim} on ${victim.name}`);
    await victim.proc.exited;
    await sleep(1_000);
    const again = startApi(victim.name, victim.port, victim.env);
    await waitHealthy(`http://127.0.0.1:${victim.port}/health`, again.proc);
    kill.backAfterMs = Date.now() - kill.at;
    console.log(`  ${victim.name} restarted and healthy ${secs(kill.backAfterMs)} after the kill`);
  })();
  // 90 % the load test's mix, 5 % deposits with the gateway's callbacks, 5 % welcome-mail claims (by members).
  const mix = createMix(world, undefined, { retry: { max: 3, counters } });
  const deposit = depositTask(front, members, operatorPool, deposits, counters);
  const claims: TClaimTrace[] = [];
  const claim = mailClaimTask({ apiUrl: front, players: members }, claims, counters);
  await runOpenLoop({
    rate: RATE,
    durationS: DURATION_S,
    next: () => {
      const r = Math.random();
      return r < 0.05 ? deposit : r < 0.1 ? claim : mix();
    },
    stats,
  });
  await killer;
  stats.print(`kill9: ${RATE} arrivals/s for ${DURATION_S} s through HAProxy, client retries up to 3`);
  const hap = await haproxy.stats();

  const invariants = await checkInvariants(db.operator.url, db.provider.url);
  printInvariants(invariants);

  // Every money call has its one transfer: nothing half-done, nothing twice.
  const client = new pg.Client({ connectionString: db.operator.url });
  await client.connect();
  const transfers = async () =>
    (
      await client.query<{ bets: number; wins: number; rollbacks: number; bet_transfers: number; win_transfers: number; rollback_transfers: number; total: number }>(
        `select (select count(*) from wallet_seamless_transactions where kind = 'bet' and amount > 0)::int as bets,
                (select count(*) from wallet_seamless_transactions where kind = 'win' and amount > 0)::int as wins,
                (select count(*) from wallet_seamless_transactions where kind = 'bet' and amount > 0 and status = 'rolled_back')::int as rollbacks,
                (select count(*) from wallet_transfers where code = 'BET')::int as bet_transfers,
                (select count(*) from wallet_transfers where code = 'WIN')::int as win_transfers,
                (select count(*) from wallet_transfers where code = 'ROLLBACK')::int as rollback_transfers,
                (select count(*) from wallet_transfers)::int as total`,
      )
    ).rows[0]!;
  const before = await transfers();
  const credited = (
    await operatorPool.query<{ paid: number; deposit_transfers: number; credited: string; asked: string }>(
      `select (select count(*) from cashier_orders where kind = 'deposit' and status = 'paid')::int as paid,
              (select count(*) from wallet_transfers where code = 'DEPOSIT')::int as deposit_transfers,
              (select coalesce(sum(amount), 0) from wallet_transfers where code = 'DEPOSIT')::text as credited,
              (select coalesce(sum(amount_minor), 0) from cashier_orders where kind = 'deposit' and status = 'paid')::text as asked`,
    )
  ).rows[0]!;
  const applied = deposits.filter((d) => d.outcomes.filter((o) => o === 'applied').length === 1).length;
  // Mail claims: each claimed mail has exactly one MAIL_PRIZE transfer (its key is mail:{id}).
  const prizes = new Map(
    (await operatorPool.query<{ key: string; n: number }>(`select idempotency_key as key, count(*)::int as n from wallet_transfers where code = 'MAIL_PRIZE' group by 1`)).rows.map((r) => [r.key, r.n]),
  );
  const claimedOnce = claims.filter((c) => prizes.get(`mail:${c.mailId}`) === 1).length;
  const claimsGood = claims.filter((c) => c.answers.at(-1) === '200').length;
  // A claim whose credit went through but whose player saw "already claimed" (the first answer was lost, the retry found it done).
  const claimsMasked = claims.filter((c) => c.answers.at(-1) === '409 MAIL_ALREADY_CLAIMED').length;
  const depositsOk = deposits.filter((d) => d.acknowledged).length;

  // Answered twice (provider retries, HAProxy retries): all answers to one request must agree.
  const money = proxy.calls.filter((c) => ['bet', 'win', 'rollback'].includes(c.op));
  const byRequest = new Map<string, TWalletCall[]>();
  for (const c of money) byRequest.set(`${c.op} ${c.raw}`, [...(byRequest.get(`${c.op} ${c.raw}`) ?? []), c]);
  let answeredMoreThanOnce = 0;
  let disagreeing = 0;
  for (const list of byRequest.values()) {
    const answered = list.filter((c) => c.status > 0 && c.status < 500);
    if (answered.length > 1) answeredMoreThanOnce++;
    if (answered.some((c) => c.status !== answered[0]!.status || !sameJson(c.answer, answered[0]!.answer, c.op === 'rollback' ? ['balanceMinor'] : []))) disagreeing++;
  }
  const unanswered = [...byRequest.values()].filter((list) => !list.some((c) => c.status > 0 && c.status < 500)).length;
  // Replay every money request once more, freshly signed, straight to the balancer: same answer, no money moved.
  let replayed = 0;
  let replayDiffers = 0;
  const groups = [...byRequest.entries()].map(([, list]) => ({ first: list.find((c) => c.status > 0 && c.status < 500), call: list[0]! })).filter((g) => g.first);
  for (let i = 0; i < groups.length; i += 8) {
    await Promise.all(
      groups.slice(i, i + 8).map(async ({ first, call }) => {
        const res = await fetch(`${front}/provider/wallet/${call.op}`, { method: 'POST', headers: signedHeaders(SECRET, call.raw), body: call.raw, signal: AbortSignal.timeout(10_000) });
        const answer = await res.text();
        replayed++;
        if (res.status !== first!.status || !sameJson(answer, first!.answer, call.op === 'rollback' ? ['balanceMinor'] : [])) {
          replayDiffers++;
          if (replayDiffers <= 3) console.log(`  replay differs: ${call.op} ${call.raw.slice(0, 120)}\n    first ${first!.status} ${first!.answer}\n    again ${res.status} ${answer}`);
        }
      }),
    );
  }
  // The gateway's callbacks once more: each must answer "duplicate" and credit nothing.
  let callbackReplayDiffers = 0;
  for (const d of deposits) {
    const res = await fetch(`${front}/cashier/gateway/callback`, { method: 'POST', headers: signedHeaders(SECRET, d.raw), body: d.raw, signal: AbortSignal.timeout(10_000) });
    const body = (await res.json().catch(() => ({}))) as { outcome?: string };
    replayed++;
    if (res.status !== 200 || body.outcome !== 'duplicate') {
      callbackReplayDiffers++;
      replayDiffers++;
    }
  }
  // Each claim once more: "already claimed", no money.
  let claimReplayDiffers = 0;
  for (const c of claims) {
    const res = await postJson<TEnvelope>(`${front}/mail/receive`, { mailId: c.ref }, { authorization: c.token });
    replayed++;
    if (res.status !== 409 || res.body?.code !== 'MAIL_ALREADY_CLAIMED') {
      claimReplayDiffers++;
      replayDiffers++;
    }
  }
  const after = await transfers();
  await client.end();
  const invariantsAfterReplay = await checkInvariants(db.operator.url, db.provider.url, 5_000);
  const providerRetries = money.length - byRequest.size;
  const playerRequests = stats.samples.length;
  const failed = stats.samples.filter((s) => !s.ok && s.outcome !== NO_IDLE_PLAYER);
  const saturated = stats.samples.filter((s) => s.outcome === NO_IDLE_PLAYER).length;

  console.log(
    `\nkill9 figures: in flight at the kill ${kill.generatorInFlight} player requests + ${kill.walletInFlight} provider wallet calls (${kill.onVictim} on ${victim.name}); ` +
      `${victim.name} back after ${secs(kill.backAfterMs)}\n` +
      `  player requests ${playerRequests}: retried by the client ${counters.retried} (${counters.attempts} extra attempts), recovered ${counters.recovered}, failed after retries ${counters.failed}; failed overall ${failed.length} (${statusCounts(failed)}); not sent, every player busy (${NO_IDLE_PLAYER}): ${saturated}\n` +
      `  HAProxy: retries ${hap.retries}, redispatches ${hap.redispatches}, connection errors ${hap.connectionErrors}, response errors ${hap.responseErrors}\n` +
      `  provider wallet calls ${money.length} for ${byRequest.size} distinct requests (${providerRetries} sent again by the provider), answered more than once ${answeredMoreThanOnce}, answers disagreeing ${disagreeing}, never answered ${unanswered}\n` +
      `  replayed afterwards ${replayed} (${replayed - deposits.length - claims.length} wallet calls, ${deposits.length} paid callbacks, ${claims.length} mail claims): answer differs ${replayDiffers} ` +
      `(callbacks not answered "duplicate": ${callbackReplayDiffers}, claims not answered "already claimed": ${claimReplayDiffers}); transfers before ${before.total}, after ${after.total}\n` +
      `  transfers: BET ${before.bet_transfers} for ${before.bets} bets, WIN ${before.win_transfers} for ${before.wins} non-zero wins, ROLLBACK ${before.rollback_transfers} for ${before.rollbacks} rolled-back bets\n` +
      `  deposits: ${deposits.length} orders, each paid callback sent twice (${deposits.reduce((n, d) => n + d.resent, 0)} resent after no answer or a 5xx): ${depositsOk} acknowledged, ${applied} applied exactly once; ` +
      `${credited.paid} orders paid, ${credited.deposit_transfers} DEPOSIT transfers, credited ${credited.credited} of ${credited.asked} minor units\n` +
      `  mail claims: ${claims.length} welcome prizes claimed (${claims.reduce((n, c) => n + c.answers.length - 1, 0)} sent again): ${claimsGood} answered 200, ${claimsMasked} answered 409 MAIL_ALREADY_CLAIMED after a lost first answer; ${claimedOnce} credited exactly once (MAIL_PRIZE transfers ${[...prizes.values()].reduce((a, b) => a + b, 0)})`,
  );
  return report('kill9', [
    { name: 'no request answered twice with different results', ok: disagreeing === 0 && replayDiffers === 0, detail: `${disagreeing} disagreeing among ${answeredMoreThanOnce} answered more than once; ${replayDiffers} of ${replayed} replays differ` },
    {
      name: 'every deposit credited exactly once',
      ok: deposits.length > 0 && depositsOk === deposits.length && applied === deposits.length && credited.paid === deposits.length && credited.deposit_transfers === deposits.length && credited.credited === credited.asked,
      detail: `${deposits.length} orders, ${applied} applied once, ${credited.deposit_transfers} DEPOSIT transfers`,
    },
    {
      name: 'every mail prize credited exactly once',
      ok: claims.length > 0 && claimedOnce === claims.length && claimsGood + claimsMasked === claims.length,
      detail: `${claims.length} claims, ${claimedOnce} credited once, ${claimsMasked} answered "already claimed" after a lost answer`,
    },
    { name: 'no partial transfer', ok: before.bet_transfers === before.bets && before.win_transfers === before.wins && before.rollback_transfers === before.rollbacks && invariants.drift === '0', detail: `one transfer per money call, drift ${invariants.drift}` },
    { name: 'replays move no money', ok: after.total === before.total && invariantsAfterReplay.ok, detail: `${before.total} -> ${after.total} transfers` },
    { name: 'every retry succeeds', ok: counters.failed === 0 && failed.filter(isRetryable).length === 0, detail: `${counters.retried} retried, ${counters.recovered} recovered, ${counters.failed} failed after retries` },
    { name: 'every wallet request answered', ok: unanswered === 0, detail: `${unanswered} never answered` },
    { name: 'ledger invariants', ok: invariants.ok, detail: `sum ${invariants.ledgerSum}, ${invariants.betsOpen} open bets, provider owes ${invariants.providerOutboxPending}` },
  ]);
};
