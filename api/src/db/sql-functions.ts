import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../lib/paths';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * SQL functions as repeatable definitions (Flyway's `R__` migrations): each function's CURRENT definition
 * lives in one file of its own, `drizzle/functions/<name>.sql`, applied after the versioned migrations and
 * again whenever the file changes. Versioned migrations hold tables and data only (api/README.md).
 */
export const sqlFunctionsDir = (): string => path.join(migrationsDir(), 'functions');

export interface TSqlFunctionFile {
  /** The function's name: the file's name without `.sql`. */
  name: string;
  text: string;
  /** The body between the dollar quotes: what PostgreSQL keeps as `prosrc`. */
  body: string;
  checksum: string;
}

const HEADER = /^\s*CREATE\s+OR\s+REPLACE\s+FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/im;

/** Reads and checks one definition: one `CREATE OR REPLACE FUNCTION <its file name>(...) ... AS $$ ... $$;`. */
export const parseSqlFunction = (name: string, text: string): TSqlFunctionFile => {
  const headers = text.match(new RegExp(HEADER.source, 'gim')) ?? [];
  const header = HEADER.exec(text);
  if (!header || headers.length !== 1) throw new Error(`${name}.sql: expected exactly one CREATE OR REPLACE FUNCTION, found ${headers.length}`);
  if (header[1] !== name) throw new Error(`${name}.sql defines ${header[1]}: a file holds the function it is named after`);
  const open = text.indexOf('$$');
  const close = text.lastIndexOf('$$');
  if (open < 0 || close <= open) throw new Error(`${name}.sql: the body must be quoted with $$`);
  return { name, text, body: text.slice(open + 2, close), checksum: createHash('sha256').update(text).digest('hex') };
};

/** Every definition, in name order (a PL/pgSQL body is bound at its first call, so the order does not matter). */
export const readSqlFunctions = (dir = sqlFunctionsDir()): TSqlFunctionFile[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => parseSqlFunction(f.slice(0, -4), readFileSync(path.join(dir, f), 'utf8')));

interface TDbFunction {
  name: string;
  args: string;
  body: string;
}

/** The functions of the public schema that no extension owns (pg_trgm's stay out). */
const databaseFunctions = async (db: Db): Promise<TDbFunction[]> =>
  rowsOf<TDbFunction>(
    await db.execute(sql`
      select p.proname as name, pg_get_function_identity_arguments(p.oid) as args, p.prosrc as body
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by p.proname, args`),
  );

const ensureLedger = async (db: Db) => {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`
    create table if not exists drizzle.__sql_functions (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
};

const recordedChecksums = async (db: Db): Promise<Map<string, string>> =>
  new Map(rowsOf<{ name: string; checksum: string }>(await db.execute(sql`select name, checksum from drizzle.__sql_functions`)).map((r) => [r.name, r.checksum]));

/** Drops every overload of `name` (a changed argument list must not leave the old one callable). */
const dropFunction = async (db: Db, name: string, all: TDbFunction[]) => {
  for (const f of all.filter((x) => x.name === name)) {
    await db.execute(sql.raw(`drop function public.${name}(${f.args})`));
  }
};

/**
 * Applies each definition whose file changed since it was applied, or whose body in the database differs
 * from its file; drops the functions of definitions that were removed. One transaction per function: the
 * old definition is dropped and the new one created together. Answers the names it (re)applied.
 */
export const applySqlFunctions = async (db: Db, files: TSqlFunctionFile[] = readSqlFunctions()): Promise<string[]> => {
  await ensureLedger(db);
  const recorded = await recordedChecksums(db);
  const existing = await databaseFunctions(db);
  const applied: string[] = [];
  for (const file of files) {
    const current = existing.filter((f) => f.name === file.name);
    if (recorded.get(file.name) === file.checksum && current.length === 1 && current[0]!.body === file.body) continue;
    await db.transaction(async (tx) => {
      await dropFunction(tx, file.name, existing);
      await tx.execute(sql.raw(file.text));
      await tx.execute(sql`
        insert into drizzle.__sql_functions (name, checksum) values (${file.name}, ${file.checksum})
        on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`);
    });
    applied.push(file.name);
  }
  for (const name of recorded.keys()) {
    if (files.some((f) => f.name === name)) continue;
    await db.transaction(async (tx) => {
      await dropFunction(tx, name, existing);
      await tx.execute(sql`delete from drizzle.__sql_functions where name = ${name}`);
    });
    applied.push(name);
  }
  return applied;
};

export interface TSqlFunctionDrift {
  name: string;
  problem: 'differs-from-file' | 'file-not-applied' | 'missing' | 'overloaded' | 'no-file';
  detail: string;
}

/**
 * Where the database's functions and their files disagree: a body changed in the database, a file changed
 * since it was applied, a definition missing or overloaded, a function that no file defines.
 * Empty when the database runs exactly what `drizzle/functions/` says.
 */
export const sqlFunctionDrift = async (db: Db, files: TSqlFunctionFile[] = readSqlFunctions()): Promise<TSqlFunctionDrift[]> => {
  await ensureLedger(db);
  const recorded = await recordedChecksums(db);
  const existing = await databaseFunctions(db);
  const drift: TSqlFunctionDrift[] = [];
  for (const file of files) {
    const current = existing.filter((f) => f.name === file.name);
    if (current.length === 0) drift.push({ name: file.name, problem: 'missing', detail: `${file.name}.sql is not in the database` });
    else if (current.length > 1) drift.push({ name: file.name, problem: 'overloaded', detail: `${current.length} functions named ${file.name}: ${current.map((f) => `(${f.args})`).join(', ')}` });
    else if (current[0]!.body !== file.body) drift.push({ name: file.name, problem: 'differs-from-file', detail: `the body of ${file.name}(${current[0]!.args}) in the database is not the one in ${file.name}.sql` });
    else if (recorded.get(file.name) !== file.checksum) drift.push({ name: file.name, problem: 'file-not-applied', detail: `${file.name}.sql changed since it was applied` });
  }
  for (const f of existing) {
    if (!files.some((file) => file.name === f.name)) drift.push({ name: f.name, problem: 'no-file', detail: `${f.name}(${f.args}) is in the database but no file of drizzle/functions/ defines it` });
  }
  return drift;
};
