/**
 * What every benchmark shares: the PostgreSQL admin URL (loopback only), a throw-away database
 * created for the run and dropped afterwards (also on Ctrl-C / SIGTERM), bounded durations and a
 * header line with the machine's load.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** BENCH_DATABASE_URL, else DATABASE_URL, else the local trust server; refused unless on loopback. */
export const adminUrl = (): string => {
  const raw = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const url = new URL(raw);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`benchmarks run on loopback only, not on ${url.hostname}`);
  return raw;
};

/** Seconds per measured phase: BENCH_DURATION_S (default 10), capped at 60 so a run stays bounded. */
export const durationS = (): number => Math.max(1, Math.min(Number(process.env.BENCH_DURATION_S ?? 10) || 10, 60));

export const machine = (): string =>
  `${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

const admin = async (statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

export interface TBenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh `casino_bench_<what>_<random>` database; dropped by `drop()` or when the process is stopped. */
export const createBenchDatabase = async (what: string): Promise<TBenchDatabase> => {
  const name = `casino_bench_${what}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await admin(`drop database if exists ${name} with (force)`);
  };
  const onSignal = () => {
    void drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { name, url: url.toString(), drop };
};
