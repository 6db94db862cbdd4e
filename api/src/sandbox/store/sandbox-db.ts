import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiDir } from '../../lib/paths';
import * as schema from './schema';

/**
 * The sandbox third parties keep their own state in their own database, as a real vendor would:
 * nothing is shared with the operator's database. PGlite in SANDBOX_DATA_DIR by default (or in
 * memory for tests), PostgreSQL with SANDBOX_DATABASE_URL.
 */
export type SandboxDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface SandboxDatabase {
  readonly db: SandboxDb;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const sandboxMigrationsDir = (): string => path.join(apiDir(), 'drizzle-sandbox');

/** `client`: a PGlite made by the caller (tests load it from a migrated template instead of running initdb each time). */
export type TSandboxDbOptions = { databaseUrl: string } | { dataDir: string } | { memory: true } | { client: PGlite };

/** Opens and migrates the sandbox database. */
export const openSandboxDatabase = async (options: TSandboxDbOptions): Promise<SandboxDatabase> => {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 5, connectionTimeoutMillis: 5_000 });
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder: sandboxMigrationsDir() });
    return { db: db as unknown as SandboxDb, kind: 'postgres', close: () => pool.end() };
  }
  if ('dataDir' in options) mkdirSync(options.dataDir, { recursive: true });
  const client = 'client' in options ? options.client : 'dataDir' in options ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: sandboxMigrationsDir() });
  await db.execute(sql`select 1`);
  return { db: db as unknown as SandboxDb, kind: 'pglite', close: () => client.close() };
};
