#!/usr/bin/env node
// Runs a program that cannot watch its supervisor itself (HAProxy) and stops it when the supervisor
// (CASINO_SUPERVISOR_PID) is gone, e.g. killed with SIGKILL: the API and the sandbox watch it on their
// own (api/src/lib/supervisor-watch.ts); this does the same for anything else `npm start` runs.
//
//   node tools/lib/orphan-guard.mjs [--remove <dir>]... -- <command> [args...]
//
// SIGTERM / SIGINT / SIGHUP are passed on to the program; its exit code is ours. `--remove` folders
// (e.g. a generated configuration) are deleted once the program has stopped.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
if (split < 0 || split === argv.length - 1) {
  console.error('usage: orphan-guard.mjs [--remove <dir>]... -- <command> [args...]');
  process.exit(2);
}
const remove = [];
for (let i = 0; i < split; i++) if (argv[i] === '--remove' && i + 1 < split) remove.push(argv[++i]);
const [command, ...args] = argv.slice(split + 1);

const supervisor = Number(process.env.CASINO_SUPERVISOR_PID);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

const child = spawn(command, args, { stdio: 'inherit' });
let done = false;
const finish = (code) => {
  if (done) return;
  done = true;
  for (const dir of remove) rmSync(dir, { recursive: true, force: true });
  process.exit(code);
};
child.once('error', (error) => {
  console.error(`${command}: ${error.message}`);
  finish(1);
});
child.once('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

if (Number.isSafeInteger(supervisor) && supervisor > 1) {
  const timer = setInterval(() => {
    if (alive(supervisor)) return;
    clearInterval(timer);
    child.kill('SIGTERM');
    // A program that ignores SIGTERM is not left behind either.
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 3_000).unref();
  }, 500);
  timer.unref();
}
