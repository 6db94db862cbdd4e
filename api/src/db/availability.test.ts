import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, createTestDatabase, newDevice, newIp, type TestApp, type TestDatabase } from '../../test-support/harness';
import { signedHeaders } from '../lib/signature';
import { CALLBACK_URL } from '../modules/cashier/cashier-callback.routes';
import { SEAMLESS_PREFIX } from '../modules/wallet/seamless.routes';
import { isDatabaseUnavailable } from './availability';

describe('database availability errors', () => {
  it('recognises connection failures, shutdowns and pool timeouts, but not bugs', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('x', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error at or near "x"'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});

// Needs a PostgreSQL server whose connections the test can cut (its own database only).
(process.env.DATABASE_URL ? describe : describe.skip)('database outage (postgres)', () => {
  let testDb: TestDatabase;
  let t: TestApp;
  let name: string;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    t = await createTestApp(testDb.database);
    const result = (await testDb.database.db.execute(sql`select current_database() as db`)) as unknown as { rows: Array<{ db: string }> };
    name = result.rows[0]!.db;
  });
  afterAll(async () => {
    await admin(`alter database ${name} allow_connections true`).catch(() => undefined);
    await t?.close();
    await testDb?.drop();
  });

  it('answers a clear 503 envelope while the database is unreachable and recovers by itself', async () => {
    const ok = await t.post('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() });
    expect(ok.status).toBe(200);
    await admin(`alter database ${name} allow_connections false`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
    const down = await t.post('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp(), headers: { 'accept-language': 'en' } });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ state: '503', success: false, code: 'SERVICE_UNAVAILABLE', msg: 'The service is briefly unavailable. Please try again in a few seconds.' });
    expect(down.raw.headers['retry-after']).toBe('5');
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    // The vendors' signed routes say the same in their own wire format, so they retry instead of logging a bug.
    const vendor = async (url: string, body: object) => {
      const raw = JSON.stringify(body);
      return t.app.inject({ method: 'POST', url, headers: signedHeaders(t.config.sandboxSecret, raw, t.clock.now().getTime()), payload: raw });
    };
    const bet = await vendor(`${SEAMLESS_PREFIX}/bet`, { token: 'a'.repeat(32), playerId: '1', roundId: 'r-1', gameId: 1, currency: 'TRY', transactionId: 'b-1', amountMinor: 100 });
    const callback = await vendor(CALLBACK_URL, { eventId: 'e-1', type: 'deposit', merchantOrderId: 'o-1', gatewayOrderId: 'g-1', status: 'paid', amountMinor: 100, paidAmountMinor: 100, currency: 'TRY', reason: null, occurredAt: t.clock.now().toISOString() });
    for (const answer of [bet, callback]) {
      expect({ status: answer.statusCode, retryAfter: answer.headers['retry-after'], body: answer.json() }).toEqual({ status: 503, retryAfter: '5', body: { status: 'ERROR', code: 'SERVICE_UNAVAILABLE' } });
    }
    await admin(`alter database ${name} allow_connections true`);
    const back = await t.post('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() });
    expect(back.status).toBe(200);
    expect(t.logs.filter((l) => typeof l.level === 'number' && l.level >= 50)).toEqual([]);
  });
});
