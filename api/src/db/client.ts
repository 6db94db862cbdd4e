import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import * as schema from './schema';
import { applySqlFunctions } from './sql-functions';

export type TSchema = typeof schema;

/** Extensions the migrations use (pg_trgm: the games search index); every PGlite must load them. */
export const pgliteExtensions = { pg_trgm };

/**
 * The dialect-neutral drizzle handle every repository works with. Transactions are the same type
 * (PgTransaction extends PgDatabase), so repository methods take `db: Db = this.db` as their
 * optional transaction parameter.
 */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** The versioned migrations (drizzle/*.sql), then the SQL functions' current definitions (drizzle/functions/, sql-functions.ts). */
  migrate(): Promise<void>;
  /** Runs fn while no other process does (PostgreSQL: an advisory lock; PGlite has one process anyway). */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (used for fast test templates). */
  dumpDataDir?(): Promise<Buffer>;
}

export const openPglite = async (options: { dataDir?: string; client?: PGlite } = {}): Promise<Database> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.client ?? (options.dataDir ? new PGlite(options.dataDir, { extensions: pgliteExtensions }) : new PGlite({ extensions: pgliteExtensions }));
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: migrationsDir() });
      await applySqlFunctions(db as unknown as Db);
    },
    exclusively: (fn) => fn(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: async () => Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()),
  };
};

/** Any number of API instances may start at once: one of them migrates and seeds at a time. */
const MIGRATION_LOCK_KEY = 4_242_001;

export interface PostgresOptions {
  poolMax?: number;
  /**
   * How long a query waits for a free pooled connection before the request gets a 503 (default 5 s: a
   * player should not wait longer). Tests that race many requests over a small pool on a shared machine
   * wait longer: what they check is the outcome under contention, not the pool's capacity.
   */
  connectionTimeoutMs?: number;
}

export const openPostgres = async (connectionString: string, options: PostgresOptions = {}): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: options.poolMax ?? 10, connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema });
  await db.execute(sql`select 1`);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      await migrateNodePg(db, { migrationsFolder: migrationsDir() });
      await applySqlFunctions(db as unknown as Db);
    },
    async exclusively<T>(fn: () => Promise<T>): Promise<T> {
      // A session-level advisory lock on one dedicated connection, held while fn runs.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
};

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export const openDatabase = (config: { databaseUrl: string | undefined; dataDir: string; dbPoolMax: number }) =>
  config.databaseUrl
    ? openPostgres(config.databaseUrl, { poolMax: config.dbPoolMax })
    : openPglite({ dataDir: config.dataDir });
