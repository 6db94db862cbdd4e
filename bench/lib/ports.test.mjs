import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { blockAt, freeBlock, reservedPorts, SERVICE_NAMES, systemPortEnv } from './ports.mjs';

const require = createRequire(import.meta.url);
const portsConfig = require('../../tools/ports.cjs');
const defaults = new Set(Object.values(portsConfig.DEFAULT_PORTS));
const allFree = async () => true;

test('the bench moves every service of tools/ports.cjs, off every default port, none shared', async () => {
  assert.deepEqual([...SERVICE_NAMES].sort(), Object.keys(portsConfig.PORT_ENV).sort());
  for (const name of ['shell', 'lobby', 'account', 'mail-rewards', 'wheel', 'console', 'api', 'sandbox', 'cdn']) assert.ok(SERVICE_NAMES.includes(name), name);
  const block = await freeBlock({ isFree: allFree });
  const env = systemPortEnv(block);
  // One variable per service, each with a port of the block.
  assert.deepEqual(Object.keys(env).sort(), Object.values(portsConfig.PORT_ENV).sort());
  const chosen = Object.values(env).map(Number);
  for (const port of chosen) assert.ok(!defaults.has(port), `port ${port} is a default of npm start`);
  assert.equal(new Set([...chosen, block.mono]).size, chosen.length + 1, 'two services share a port');
  for (const port of [3000, 3001, 3002, 3003, 3004, 3005, 3006, 4000, 4100]) assert.ok(!chosen.includes(port));
});

test('a block touching a port npm start may hold is skipped, and a taken port moves the block', async () => {
  const reserved = reservedPorts();
  for (const port of [3005, 3006, 4000, 4011, 4100]) assert.ok(reserved.has(port), String(port));
  // From 3995 the first block (3995-4004) would hold 4000, npm start's API: the next one is used.
  const block = await freeBlock({ isFree: allFree, from: 3995, step: 40 });
  assert.equal(block.shell, 4035);
  const taken = new Set(Object.values(blockAt(3700)));
  const next = await freeBlock({ isFree: async (port) => !taken.has(port) });
  assert.equal(next.shell, 3740);
});

test('portEnvOf refuses a set that leaves a service out or shares a port', () => {
  const { cdn: _cdn, ...withoutCdn } = blockAt(3700);
  assert.throws(() => portsConfig.portEnvOf(withoutCdn), /no port chosen for cdn/);
  assert.throws(() => portsConfig.portEnvOf({ ...blockAt(3700), console: 3700 }), /share a port/);
});
