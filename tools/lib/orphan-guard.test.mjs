// node --test tools/lib/orphan-guard.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const guard = fileURLToPath(new URL('./orphan-guard.mjs', import.meta.url));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (condition, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await delay(50);
  return condition();
};

test('the guarded program stops, and its folder goes, when the supervisor is killed outright', async () => {
  const supervisor = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'orphan-guard-'));
  // The program prints its pid and waits; it knows nothing of the supervisor.
  const guarded = spawn(process.execPath, [guard, '--remove', dir, '--', process.execPath, '-e', 'console.log(process.pid); setTimeout(() => {}, 60000)'], {
    env: { ...process.env, CASINO_SUPERVISOR_PID: String(supervisor.pid) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const programPid = await new Promise((resolve) => guarded.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
    assert.ok(alive(programPid));
    supervisor.kill('SIGKILL');
    assert.ok(await until(() => !alive(programPid), 5_000), 'the program outlived its supervisor');
    assert.ok(await until(() => guarded.exitCode !== null, 5_000), 'the guard outlived its supervisor');
    assert.equal(existsSync(dir), false);
  } finally {
    supervisor.kill('SIGKILL');
    guarded.kill('SIGKILL');
  }
});

test('SIGTERM to the guard stops the program', async () => {
  const guarded = spawn(process.execPath, [guard, '--', process.execPath, '-e', 'console.log(process.pid); setTimeout(() => {}, 60000)'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const programPid = await new Promise((resolve) => guarded.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
    guarded.kill('SIGTERM');
    assert.ok(await until(() => !alive(programPid), 5_000));
  } finally {
    guarded.kill('SIGKILL');
  }
});
