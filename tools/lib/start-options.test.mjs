import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseStartOptions } from './start-options.mjs';

test('npm start takes its flags, one API instance by default', () => {
  const { opts, instances } = parseStartOptions(['--no-build', '--fresh-data', '--quiet'], {});
  assert.equal(instances, 1);
  assert.equal(opts['no-build'], true);
  assert.equal(opts['fresh-data'], true);
  assert.equal(opts['no-install'], false);
});

test('an unknown flag or a bad instance count is a problem to print with the usage', () => {
  assert.match(parseStartOptions(['--nope'], {}).problem, /nope/);
  assert.match(parseStartOptions(['--instances', '17'], {}).problem, /1 to 16/);
});

test('several instances need a shared PostgreSQL and Redis, never --fresh-data', () => {
  assert.match(parseStartOptions(['--instances', '2', '--fresh-data'], { DATABASE_URL: 'postgres://x', REDIS_URL: 'redis://x' }).problem, /--fresh-data/);
  assert.match(parseStartOptions(['--instances', '2'], { REDIS_URL: 'redis://x' }).problem, /DATABASE_URL/);
  assert.match(parseStartOptions(['--instances', '2'], { DATABASE_URL: 'postgres://x' }).problem, /REDIS_URL/);
  assert.equal(parseStartOptions(['--instances', '2'], { DATABASE_URL: 'postgres://x', REDIS_URL: 'redis://x' }).instances, 2);
});
