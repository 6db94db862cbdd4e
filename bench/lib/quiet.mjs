// A benchmark measures on a quiet machine: before a run, wait until the CPUs are mostly idle (a build or a
// browser just closed can hold a core for seconds, and Lighthouse's simulated phone multiplies every busy
// millisecond of the page by four).
import { readFile } from 'node:fs/promises';

/** Busy and total CPU time (all cores, in clock ticks) from /proc/stat's `cpu` line; null when absent. */
export function cpuTimes(stat) {
  const line = stat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  // user nice system idle iowait irq softirq steal (guest time is already counted in user)
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total };
}

/** The share (0-1) of CPU time busy between two readings. */
export const busyShare = (before, after) => {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
};

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the machine's CPUs were less than `below` busy over `sampleMs`, or after `maxMs` (then
 * `quiet` is false: the figures may be noisy). Without /proc/stat (not Linux) it resolves at once.
 */
export async function waitForQuiet({ below = 0.15, sampleMs = 500, maxMs = 30_000, read = () => readFile('/proc/stat', 'utf8'), sleep = pause, now = Date.now } = {}) {
  const started = now();
  for (;;) {
    const before = cpuTimes(await read().catch(() => ''));
    if (!before) return { quiet: true, busy: 0, waitedMs: 0 };
    await sleep(sampleMs);
    const after = cpuTimes(await read());
    const busy = after ? busyShare(before, after) : 0;
    const waitedMs = now() - started;
    if (busy < below) return { quiet: true, busy, waitedMs };
    if (waitedMs >= maxMs) return { quiet: false, busy, waitedMs };
  }
}
