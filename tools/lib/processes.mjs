// Long-running children (API, sandbox) in their own process groups, with prefixed logs and a clean stop.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { lineSink } from './log.mjs';

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
};

export class Supervisor {
  /** @type {{ name: string, pid: number, exit: Promise<{ code: number | null, signal: string | null }>, running: boolean, tail: () => string }[]} */
  children = [];
  stopping = false;

  /**
   * @param {{ width?: number, quiet?: boolean, onUnexpectedExit?: (name: string, how: string) => void }} [options]
   *   quiet: keep child output only for failure reports
   */
  constructor({ width = 0, quiet = false, onUnexpectedExit = () => {} } = {}) {
    this.width = width;
    this.quiet = quiet;
    this.onUnexpectedExit = onUnexpectedExit;
  }

  /** Starts `cmd` as the leader of a new process group, so stopping it also stops what it started. */
  spawn(name, cmd, args, { cwd, env }) {
    const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = lineSink(name, { width: this.width, write: !this.quiet });
    const err = lineSink(name, { width: this.width, write: !this.quiet, stream: process.stderr });
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    const entry = {
      name,
      pid: child.pid ?? -1,
      running: child.pid !== undefined,
      tail: () => [out.tail(), err.tail()].filter(Boolean).join('\n'),
      exit: new Promise((resolve) => {
        child.once('error', (error) => {
          err.push(`${error.message}\n`);
          entry.running = false;
          resolve({ code: 1, signal: null });
        });
        child.once('close', (code, signal) => {
          out.flush();
          err.flush();
          entry.running = false;
          if (!this.stopping) this.onUnexpectedExit(name, signal ? `signal ${signal}` : `exit code ${code}`);
          resolve({ code, signal });
        });
      }),
    };
    this.children.push(entry);
    return entry;
  }

  /** SIGTERM every group, wait for them to empty, SIGKILL what is left after `timeoutMs`. */
  async stopAll(timeoutMs = 8000) {
    this.stopping = true;
    const live = this.children.filter((c) => c.pid > 0);
    live.forEach((c) => signalGroup(c.pid, 'SIGTERM'));
    const deadline = Date.now() + timeoutMs;
    while (live.some((c) => groupAlive(c.pid)) && Date.now() < deadline) await delay(100);
    live.filter((c) => groupAlive(c.pid)).forEach((c) => signalGroup(c.pid, 'SIGKILL'));
    await Promise.race([Promise.all(live.map((c) => c.exit)), delay(2000)]);
  }

  /** Last resort on process exit: nothing of ours may outlive us. */
  killAllSync() {
    this.stopping = true;
    this.children.filter((c) => c.pid > 0).forEach((c) => signalGroup(c.pid, 'SIGKILL'));
  }
}
