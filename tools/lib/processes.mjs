// Long-running children (API, sandbox) in their own process groups, with prefixed logs and a clean stop.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
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

const statFields = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after "(comm) ": state ppid pgrp ...; comm itself may contain spaces.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

const ownGroup = (() => {
  try {
    return Number(statFields('self')[2]);
  } catch {
    return undefined;
  }
})();

/**
 * The process groups of `pid` and of all its descendants (Linux /proc). pnpm runs a script in a process
 * group of its own, so signalling only the group we created could leave the real server behind.
 */
const groupsUnder = (pid) => {
  const groups = new Set([pid]);
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return groups;
  }
  const childrenOf = new Map();
  for (const entry of entries) {
    try {
      const [, ppid, pgrp] = statFields(entry);
      const list = childrenOf.get(Number(ppid)) ?? [];
      list.push({ pid: Number(entry), pgrp: Number(pgrp) });
      childrenOf.set(Number(ppid), list);
    } catch {
      // exited while we looked
    }
  }
  const queue = [pid];
  while (queue.length) {
    for (const child of childrenOf.get(queue.shift()) ?? []) {
      groups.add(child.pgrp);
      queue.push(child.pid);
    }
  }
  // Never our own group: that would signal whoever started us (a terminal's shell, Playwright).
  groups.delete(ownGroup);
  return groups;
};

export class Supervisor {
  /** @type {{ name: string, pid: number, exit: Promise<{ code: number | null, signal: string | null }>, running: boolean, how: string, tail: () => string }[]} */
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
      /** How it ended, once it has. */
      how: '',
      tail: () => [out.tail(), err.tail()].filter(Boolean).join('\n'),
      exit: new Promise((resolve) => {
        child.once('error', (error) => {
          err.push(`${error.message}\n`);
          entry.running = false;
          entry.how = error.message;
          resolve({ code: 1, signal: null });
        });
        child.once('close', (code, signal) => {
          out.flush();
          err.flush();
          entry.running = false;
          entry.how = signal ? `signal ${signal}` : `exit code ${code}`;
          if (!this.stopping) this.onUnexpectedExit(name, entry.how);
          resolve({ code, signal });
        });
      }),
    };
    this.children.push(entry);
    return entry;
  }

  /**
   * SIGTERM each child's group (pnpm passes it on to the script it runs), wait until every group under it
   * is empty, SIGKILL what is left after `timeoutMs`.
   */
  async stopAll(timeoutMs = 8000) {
    this.stopping = true;
    const live = this.children.filter((c) => c.pid > 0);
    const groups = new Set(live.flatMap((c) => [...groupsUnder(c.pid)]));
    live.forEach((c) => signalGroup(c.pid, 'SIGTERM'));
    const deadline = Date.now() + timeoutMs;
    while ([...groups].some(groupAlive) && Date.now() < deadline) await delay(100);
    [...groups].filter(groupAlive).forEach((g) => signalGroup(g, 'SIGKILL'));
    await Promise.race([Promise.all(live.map((c) => c.exit)), delay(2000)]);
  }

  /** Last resort on process exit: nothing of ours may outlive us. */
  killAllSync() {
    this.stopping = true;
    const live = this.children.filter((c) => c.pid > 0);
    new Set(live.flatMap((c) => [...groupsUnder(c.pid)])).forEach((g) => signalGroup(g, 'SIGKILL'));
  }
}
