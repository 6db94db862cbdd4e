import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildSandboxApp, type SandboxDeps } from '../src/sandbox/app';
import { loadSandboxConfig } from '../src/sandbox/config';
import { openSandboxDatabase, type SandboxDatabase } from '../src/sandbox/store/sandbox-db';
import type { TDialect } from './harness';

/** The sandbox services' own database for a test: in-memory PGlite, or a throw-away PostgreSQL database. */
export const createSandboxTestDatabase = async (dialect: TDialect): Promise<{ database: SandboxDatabase; drop(): Promise<void> }> => {
  if (dialect === 'pglite') {
    const database = await openSandboxDatabase({ memory: true });
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
  const store = await openSandboxDatabase({ memory: true });
  const app = await buildSandboxApp({ config: loadSandboxConfig({ LOG_LEVEL: 'silent' }), ...deps, store });
  app.addHook('onClose', () => store.close());
  return app;
};
