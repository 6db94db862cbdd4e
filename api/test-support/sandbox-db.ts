import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildSandboxApp, type SandboxDeps } from '../src/sandbox/app';
import { loadSandboxConfig } from '../src/sandbox/config';
import { openSandboxDatabase, type SandboxDatabase } from '../src/sandbox/store/sandbox-db';
import type { TDialect } from './harness';

/** Env var through which jest's global setup hands the sandbox store's template to the workers. */
export const SANDBOX_TEMPLATE_ENV = 'CASINO_API_SANDBOX_TEMPLATE';

export const sandboxTemplatePath = (): string => path.join(os.tmpdir(), `casino-api-sandbox-template-${process.pid}.bin`);

/** A migrated sandbox store in memory, as a data directory dump for the template (global setup). */
export const dumpSandboxTemplate = async (): Promise<Buffer> => {
  const client = new PGlite();
  const database = await openSandboxDatabase({ client });
  try {
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }
};

/**
 * An in-memory sandbox store loaded from the migrated template global setup dumped (about 2 s instead of
 * initdb's 4-5 s, once per sandbox a test starts); a fresh one when run without the global setup.
 */
const openSandboxMemory = (): Promise<SandboxDatabase> => {
  const file = process.env[SANDBOX_TEMPLATE_ENV];
  if (!file || !existsSync(file)) return openSandboxDatabase({ memory: true });
  return openSandboxDatabase({ client: new PGlite({ loadDataDir: new Blob([readFileSync(file)]) }) });
};

/** The sandbox services' own database for a test: in-memory PGlite, or a throw-away PostgreSQL database. */
export const createSandboxTestDatabase = async (dialect: TDialect): Promise<{ database: SandboxDatabase; drop(): Promise<void> }> => {
  if (dialect === 'pglite') {
    const database = await openSandboxMemory();
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `casino_sandbox_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openSandboxDatabase({ databaseUrl: url.toString() });
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

/** The sandbox services with an in-memory store of their own (closed with the app), silent logs. */
export const buildTestSandbox = async (deps: Partial<Omit<SandboxDeps, 'store'>> = {}): Promise<FastifyInstance> => {
  const store = await openSandboxMemory();
  const app = await buildSandboxApp({ config: loadSandboxConfig({ LOG_LEVEL: 'silent' }), ...deps, store });
  app.addHook('onClose', () => store.close());
  return app;
};
