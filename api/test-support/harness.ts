import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, createLogger, type AppDeps } from '../src/app';
import type { Config } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import type { Clock } from '../src/lib/clock';
import type { Envelope } from '../src/lib/envelope';
import { testConfig, testOrigins } from './config';
import { buildTestSandbox } from './sandbox-db';
import { databaseUrl, openTemplatePglite, PG_TEMPLATE_ENV } from './template';

export type TDialect = 'pglite' | 'postgres';

/**
 * Both engines: PGlite always, real PostgreSQL too when DATABASE_URL is set (CI sets it). For a file whose
 * outcome can differ between them (api/README.md, "Which tests run on both databases"): requests or
 * transactions in flight at once (row and advisory locks; PGlite has one connection and serializes them),
 * several connections or processes on one database (a store reopened, a job another instance holds),
 * migrations, SQL functions and time zones the database computes, and the driver itself.
 */
export const dialects = (): TDialect[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

/**
 * One engine, once: plain SQL through the repositories, one request after another, which both engines answer
 * the same (PGlite is PostgreSQL's own engine with the same migrations), so running it twice would only cost
 * time. PostgreSQL when DATABASE_URL is set: the same file ran in 177 s there against 273 s on PGlite (one
 * quiet run, api/README.md), because PostgreSQL's work runs in its own server processes beside the two jest
 * workers instead of in them. PGlite itself stays covered by the `dialects()` files and by the e2e suite
 * (which runs the embedded default).
 */
export const oneDialect = (): [TDialect] => [process.env.DATABASE_URL ? 'postgres' : 'pglite'];

export class FakeClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-06-01T09:00:00Z')) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** A database of its own: a PGlite from the template, or a fresh `casino_test_<random>` database. */
export const createTestDatabase = async (dialect: TDialect): Promise<TestDatabase> => {
  if (dialect === 'pglite') {
    const database = await openTemplatePglite();
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  // A copy of the migrated and seeded template global setup made (a file copy instead of ~40 migrations).
  const template = process.env[PG_TEMPLATE_ENV];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  // Racing tests put dozens of requests on these 5 connections while the machine runs other test files:
  // they wait for a connection rather than fail at the production bound (5 s).
  const database = await openPostgres(databaseUrl(adminUrl, name), { poolMax: 5, connectionTimeoutMs: 60_000 });
  // On the template: checks the migrator finds nothing left to do.
  await database.migrate();
  if (!template) await seedDatabase(database.db, { origins: testOrigins });
  return {
    database,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
};

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: FakeClock;
  /** Every log line the app wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  post<T = unknown>(url: string, body?: unknown, options?: { token?: string; headers?: Record<string, string>; ip?: string }): Promise<TResponse<T>>;
  close(): Promise<void>;
}

export interface TResponse<T> {
  status: number;
  body: Envelope<T>;
  raw: LightMyRequestResponse;
}

export const parseEnvelope = <T>(raw: LightMyRequestResponse): TResponse<T> => ({
  status: raw.statusCode,
  body: raw.json<Envelope<T>>(),
  raw,
});

/** Builds the API on a test database with a fake clock and captured logs (not started on a port). */
export const createTestApp = async (
  database: Database,
  options: { env?: NodeJS.ProcessEnv; deps?: Partial<AppDeps>; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> => {
  const clock = new FakeClock();
  const config = testConfig(options.env);
  const logs: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', {
    write: (line: string) => {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  const app = await buildApp({ config, database, clock, logger, ...options.deps });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    clock,
    logs,
    async post<T>(url: string, body: unknown = {}, opts: { token?: string; headers?: Record<string, string>; ip?: string } = {}) {
      const request: InjectOptions = {
        method: 'POST',
        url,
        payload: body as InjectOptions['payload'],
        headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: opts.token } : {}), ...opts.headers },
        ...(opts.ip ? { remoteAddress: opts.ip } : {}),
      };
      return parseEnvelope<T>(await app.inject(request));
    },
    close: () => app.close(),
  };
};

/** The sandbox services on an ephemeral port, with the dev shared secret the test config uses. */
export const startSandbox = async (): Promise<{ url: string; close(): Promise<void> }> => {
  const app = await buildTestSandbox();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
};

let deviceCounter = 0;
/** A device number unique within the test run. */
export const newDevice = (): string => `test-device-${process.pid}-${++deviceCounter}-${randomBytes(4).toString('hex')}`;

let phoneCounter = 0;
/** A national phone number (10 digits, starting with 5) unique within the test run. */
export const newPhone = (): string =>
  `5${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(3, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** An Azerbaijani mobile's national number (9 digits, operator code 50) unique within the test run. */
export const newAzPhone = (): string => `50${newPhone().slice(3)}`;

let ipCounter = 0;
/** A distinct client IP, so per-IP limits of one test do not leak into the next. */
export const newIp = (): string => {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};
