import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFsDocumentStorage } from '../src/modules/kyc/document-storage';
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BankCardList, CashierOrder, CashierOrderDetail, WithdrawPwdState } from '@casino/shared/contracts';
import { trIbanFor } from '../src/lib/iban';
import { createTestApp, createTestDatabase, FakeClock, newAzPhone, newPhone, type TDialect, type TestApp, type TestDatabase } from './harness';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter';
import { identity } from './identity';
import { createSandboxTestDatabase } from './sandbox-db';
import { systemClock } from '../src/lib/clock';
import { signedHeaders } from '../src/lib/signature';
import { buildSandboxApp } from '../src/sandbox/app';
import { loadSandboxConfig } from '../src/sandbox/config';
import { CALLBACK_PATH } from '../src/sandbox/payments/payments.config';
import type { SandboxDatabase } from '../src/sandbox/store/sandbox-db';
import { createLedgerRepository } from '../src/modules/wallet/ledger.repository';
import type { TPushHub } from '../src/modules/push/push.hub';
import { CALLBACK_URL } from '../src/modules/cashier/cashier-callback.routes';
import { walletHelpers } from '../src/modules/wallet/wallet.test-helpers';
import { verifyIdentity } from './kyc';
import { giveOwnMoney } from './own-money';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface TCashierSystem {
  t: TestApp;
  testDb: TestDatabase;
  sandbox: FastifyInstance;
  sandboxDb: SandboxDatabase;
  sandboxUrl: string;
  pushed: Array<{ userId: number; type: string; data: unknown }>;
  /** Network fault on the gateway -> operator path: while true, callbacks get a 503 before reaching the operator. */
  dropCallbacks: { on: boolean; dropped: number };
  /** The rate limiter's own clock (the system runs in real time): move it to open a new OTP window. */
  limiterClock: FakeClock;
  close(): Promise<void>;
}

/** A loopback proxy for the gateway's callbacks, so a test can lose them on the way. */
const startCallbackProxy = async (target: () => string, drop: { on: boolean; dropped: number }) => {
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (drop.on) {
        drop.dropped++;
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"ERROR","code":"UNAVAILABLE"}');
        return;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k)) headers[k] = v;
      fetch(`${target()}${req.url ?? ''}`, { method: 'POST', headers, body: Buffer.concat(chunks) })
        .then(async (answer) => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()))
        .catch(() => res.writeHead(502).end('{}'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/**
 * The operator and the sandbox payment gateway over real HTTP on loopback, each with its own
 * database of the dialect, in real time (the gateway signs with its own clock). The gateway's timers
 * are off: tests move its world with /payments/sandbox/* as a tester would.
 */
export const startCashierSystem = async (dialect: TDialect): Promise<TCashierSystem> => {
  const [testDb, sandboxStore, operatorPort] = await Promise.all([createTestDatabase(dialect), createSandboxTestDatabase(dialect), freePort()]);
  const operatorUrl = `http://127.0.0.1:${operatorPort}`;
  const dropCallbacks = { on: false, dropped: 0 };
  const proxy = await startCallbackProxy(() => operatorUrl, dropCallbacks);
  const sandbox = await buildSandboxApp({
    config: loadSandboxConfig({ LOG_LEVEL: 'silent' }),
    store: sandboxStore.database,
    payments: { callbackUrl: `${proxy.url}${CALLBACK_PATH}`, autoRun: false, payoutDelayMs: 0, publicUrl: 'http://localhost:4100' },
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  const pushed: TCashierSystem['pushed'] = [];
  const push: TPushHub = {
    publish: async (userId, event) => {
      pushed.push({ userId, type: event.type, data: event.data });
    },
    subscribe: () => () => undefined,
    localStreams: () => 0,
    close: async () => undefined,
  };
  const limiterClock = new FakeClock(Date.now());
  const documentsDir = await mkdtemp(path.join(tmpdir(), 'kyc-docs-'));
  const t = await createTestApp(testDb.database, {
    env: { SANDBOX_URL: sandboxUrl },
    // No test money: member() below gives each player 1,000.00 of their own (withdrawable) money.
    deps: { welcomeGrantMinor: 0n, clock: systemClock, push, limiter: createMemoryRateLimiter(limiterClock), documentStorage: createFsDocumentStorage(documentsDir) },
  });
  await t.app.listen({ host: '127.0.0.1', port: operatorPort });
  return {
    t,
    testDb,
    sandbox,
    sandboxDb: sandboxStore.database,
    sandboxUrl,
    pushed,
    dropCallbacks,
    limiterClock,
    async close() {
      await sandbox.close();
      await proxy.close();
      await t.close();
      await sandboxStore.drop();
      await testDb.drop();
      await rm(documentsDir, { recursive: true, force: true });
    },
  };
};

/** The withdrawal password payoutReady sets. */
export const PAYOUT_PASSWORD = '482915';

let ibanSeq = Math.floor(Math.random() * 1e9);
/** A valid, unique TR IBAN (default bank: Ziraat, 00010). */
export const newIban = (bank = '00010') => trIbanFor(bank, String(++ibanSeq).padStart(16, '0'));

/** Player and gateway actions of the cashier tests. */
export const cashierHelpers = (s: TCashierSystem) => {
  const identityFlows = identity(s.t);
  // Each OTP opens a new rate window (1 code per phone per minute), as if a minute had passed.
  const id = { ...identityFlows, code: async (phone: string) => { s.limiterClock.advance(61_000); return identityFlows.code(phone); } };
  const gw = async <T = Record<string, unknown>>(path: string, body: object = {}) => {
    const res = await fetch(`${s.sandboxUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  };

  /** A registered member (verified phone) of `market` (tr when absent) with a session token. */
  const member = async (market?: 'az') => {
    const phone = market === 'az' ? newAzPhone() : newPhone();
    const m = await id.member(phone, undefined, market);
    // 1,000.00 of the player's own money, in their currency: the cashier's rules below see a real balance.
    await giveOwnMoney(s.testDb.database, Number(m.userid), 100_000);
    return { token: m.token, userId: Number(m.userid), phone, device: m.device };
  };

  const deposit = (token: string, body: object) => s.t.post<CashierOrder>('/recharge/createRechargeOrder', body, { token });
  const detail = async (token: string, orderId: string) => (await s.t.post<CashierOrderDetail>('/recharge/orderRecordDetail', { orderId }, { token })).body.resultData!;
  const balance = async (token: string) => (await s.t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!.totalAssets;

  /** The player sends an EFT from the sandbox bank with the order's reference. */
  const sendEft = (order: CashierOrder, amount: string, description = `Yatırım ${order.eft?.reference ?? ''}`) =>
    gw<{ outcome: string; reason: string | null }>('/payments/bank/transfers', { fromName: 'Test Oyuncu', toIban: order.eft?.iban, amount, description });

  /** A callback as the gateway would send it, signed now (or at `nowMs`), straight to the operator. */
  const callback = async (payload: Record<string, unknown>, opts: { nowMs?: number; secret?: string; raw?: string; headers?: Record<string, string> } = {}) => {
    const raw = opts.raw ?? JSON.stringify(payload);
    const headers = opts.headers ?? signedHeaders(opts.secret ?? s.t.config.sandboxSecret, raw, opts.nowMs ?? Date.now());
    const res = await s.t.app.inject({ method: 'POST', url: CALLBACK_URL, payload: raw, headers });
    return { status: res.statusCode, body: res.json<{ status: string; code?: string; outcome?: string }>() };
  };

  /** The ledger invariants: sum zero, no negative player balance, no drift between balances and transfers. */
  const audit = () => createLedgerRepository(s.testDb.database.db).audit();

  const rows = async <T>(query: ReturnType<typeof sql>) => (await s.testDb.database.db.execute(query)) as unknown as { rows: T[] };

  /** Identity verified through the sandbox identity vendor over signed HTTP (it answers "verified" by default). */
  const verified = (token: string, name = { firstName: 'Ayşe', lastName: 'Yılmaz' }) => verifyIdentity(s.t, token, name);

  /** Plays through the seamless wallet as the game provider would: one round, `stakeMinor` bet, `winMinor` won. */
  const wallet = walletHelpers(s.t, s.testDb.database.db);
  let roundSeq = 0;
  const play = async (token: string, stakeMinor: number, winMinor = stakeMinor) => {
    const p = await wallet.launch({ sessionToken: token });
    await wallet.call('authenticate', { token: p.token }, { nowMs: Date.now() });
    const round = `kyc-${Date.now()}-${++roundSeq}`;
    const base = { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY', roundId: round };
    const bet = await wallet.call('bet', { ...base, transactionId: `${round}-b`, amountMinor: stakeMinor }, { nowMs: Date.now() });
    if (bet.status !== 200) throw new Error(`bet refused: ${JSON.stringify(bet.body)}`);
    const win = await wallet.call('win', { ...base, transactionId: `${round}-w`, amountMinor: winMinor, roundEnd: true }, { nowMs: Date.now() });
    if (win.status !== 200) throw new Error(`win refused: ${JSON.stringify(win.body)}`);
  };

  const adminHeaders = () => ({ headers: { 'x-admin-token': s.t.config.adminToken, 'x-admin-actor': 'risk-ayse' } });
  const withdraw = (token: string, body: object) => s.t.post<CashierOrder>('/withdraw/apply', body, { token });

  /** A member with a verified identity (Ayşe Yılmaz), a card in that name and the withdrawal password PAYOUT_PASSWORD. */
  const payoutReady = async () => {
    const m = await member();
    await verified(m.token);
    const cards = await s.t.post<BankCardList>('/user/bank/add', { iban: newIban().replace(/(.{4})/g, '$1 '), holderName: 'Ayşe  Yılmaz' }, { token: m.token });
    if (cards.status !== 200) throw new Error(`bank card refused: ${JSON.stringify(cards.body)}`);
    const code = await id.code(m.phone);
    const pwd = await s.t.post<WithdrawPwdState>('/withdraw/setWithdrawPwd', { password: PAYOUT_PASSWORD, verificationCode: code }, { token: m.token });
    if (pwd.body.resultData?.withdrawPwdStatus !== 1) throw new Error(`withdrawal password refused: ${JSON.stringify(pwd.body)}`);
    return { ...m, cardId: cards.body.resultData!.cards[0]!.cardId };
  };

  /** The first payout to an IBAN (100,00) waits for staff (risk review NEW_IBAN); approved and paid, the IBAN is known. Answers that order. */
  const firstPayout = async (m: { token: string; cardId: number }) => {
    const first = (await withdraw(m.token, { amount: '100', cardId: m.cardId, withdrawPwd: PAYOUT_PASSWORD })).body.resultData!;
    if (first.status !== 'review') throw new Error(`the first payout did not wait for staff: ${first.status}`);
    const approved = await s.t.post<CashierOrder>('/admin/cashier/withdrawals/approve', { orderId: first.orderId }, adminHeaders());
    if (approved.body.resultData?.status !== 'pending') throw new Error(`approval failed: ${JSON.stringify(approved.body)}`);
    await gw('/payments/sandbox/payouts/settle');
    return first;
  };

  return { id, gw, member, deposit, detail, balance, sendEft, callback, audit, rows, verified, play, adminHeaders, withdraw, payoutReady, firstPayout };
};

/** Asserts the ledger invariants (call after each test). */
export const expectLedgerSound = async (audit: () => Promise<{ sum: bigint; minPlayerBalance: bigint | null; drift: bigint }>) => {
  const a = await audit();
  expect(a.sum).toBe(0n);
  expect(a.drift).toBe(0n);
  if (a.minPlayerBalance !== null) expect(a.minPlayerBalance >= 0n).toBe(true);
};
