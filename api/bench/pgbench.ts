/**
 * pgbench's built-in TPC-B-like script on a throw-away database of the loopback admin server: the
 * yardstick the wallet benchmarks are compared with (same machine, same run, same client count).
 * Same procedure as bench/wallet.ts: scale 1 (one branch row every transaction updates),
 * BEGIN + 5 statements + END = 7 round trips per transaction, synchronous commit.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { adminUrl } from './lib';

/** Throws a readable message when pgbench is not installed. */
export const assertPgbench = (): void => {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('pgbench is missing: apt-get install -y postgresql-contrib (or postgresql-client)');
  }
};

const connectionArgs = (): string[] => {
  const url = new URL(adminUrl());
  return ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
};

/** Initialises `database` for the TPC-B-like script at scale 1. */
export const initPgbench = (database: string): void => {
  execFileSync('pgbench', [...connectionArgs(), '-i', '-q', '-s', '1', database], { stdio: ['ignore', 'ignore', 'ignore'] });
};

/** pgbench's tps with `clients` clients for `durationS` seconds on an initialised `database`. */
export const runPgbench = (database: string, clients: number, durationS: number): number => {
  const out = execFileSync('pgbench', [...connectionArgs(), '-n', '-c', String(clients), '-j', String(Math.min(clients, os.cpus().length)), '-T', String(durationS), database], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`cannot read pgbench output:\n${out}`);
  return Number(tps);
};
