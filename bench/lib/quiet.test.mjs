import assert from 'node:assert/strict';
import { test } from 'node:test';
import { busyShare, cpuTimes, waitForQuiet } from './quiet.mjs';

const stat = (user, system, idle, iowait = 0) => `cpu  ${user} 0 ${system} ${idle} ${iowait} 0 0 0 0 0\ncpu0 1 2 3 4\nintr 5\n`;

test("reads busy and total time from /proc/stat's cpu line; io wait counts as idle", () => {
  assert.deepEqual(cpuTimes(stat(100, 50, 800, 50)), { busy: 150, total: 1000 });
  assert.equal(cpuTimes('intr 5\n'), null);
  assert.equal(busyShare({ busy: 150, total: 1000 }, { busy: 250, total: 1400 }), 0.25);
});

test('waits while the machine is busy, and resolves at the first quiet sample', async () => {
  // Two busy samples (50 % and 30 %), then a quiet one (5 %).
  const readings = [stat(0, 0, 0), stat(50, 0, 50), stat(50, 0, 50), stat(80, 0, 120), stat(80, 0, 120), stat(85, 0, 215)];
  let clock = 0;
  const result = await waitForQuiet({ read: async () => readings.shift(), sleep: async (ms) => void (clock += ms), now: () => clock });
  assert.equal(result.quiet, true);
  assert.equal(Math.round(result.busy * 100), 5);
  assert.equal(result.waitedMs, 1500);
});

test('gives up after maxMs on a machine that stays busy, and says so', async () => {
  let clock = 0;
  let ticks = 0;
  const read = async () => stat((ticks += 90), 0, ticks / 9);
  const result = await waitForQuiet({ read, sleep: async (ms) => void (clock += ms), now: () => clock, maxMs: 2000 });
  assert.equal(result.quiet, false);
  assert.ok(result.busy > 0.5);
  assert.equal(result.waitedMs, 2000);
});

test('resolves at once where there is no /proc/stat', async () => {
  const result = await waitForQuiet({ read: async () => { throw new Error('ENOENT'); } });
  assert.deepEqual(result, { quiet: true, busy: 0, waitedMs: 0 });
});
