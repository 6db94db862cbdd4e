// The ports a bench starts the system on: every service of tools/ports.cjs moved, none on a port of a
// running `npm start` (its defaults and whatever it was moved to), none shared.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {{ ports: Record<string, number>, DEFAULT_PORTS: Record<string, number>, portEnvOf: (chosen: Record<string, number>) => Record<string, string> }} */
const portsConfig = require('../../tools/ports.cjs');

export const SERVICE_NAMES = Object.keys(portsConfig.DEFAULT_PORTS);
/** Ports of our own beside the system's: the one-bundle server. */
const EXTRA = ['mono'];
/** start.mjs --instances N puts instance i on API_PORT + 11 + i: keep those out of a block's way too. */
const API_INSTANCE_SPAN = 4;

/** Ports a running `npm start` may hold: its defaults, its instances, and what this shell's environment moved it to. */
export const reservedPorts = () => {
  const reserved = new Set();
  for (const set of [portsConfig.DEFAULT_PORTS, portsConfig.ports]) {
    for (const port of Object.values(set)) reserved.add(port);
    for (let i = 10; i < 10 + API_INSTANCE_SPAN; i += 1) reserved.add(set.api + i);
  }
  return reserved;
};

/** The candidate block at `base`: one port per service in order, then the extras (no free check). */
export const blockAt = (base) => {
  const names = [...SERVICE_NAMES, ...EXTRA];
  return Object.fromEntries(names.map((name, i) => [name, base + i]));
};

/**
 * A block of free loopback ports for every service (and the extras), from `from` upwards in steps of
 * `step`; skips any block touching a reserved port. `isFree(port)` is async (tools/lib/net.mjs).
 */
export const freeBlock = async ({ isFree, from = 3700, step = 40, tries = 20 }) => {
  const reserved = reservedPorts();
  for (let base = from; base < from + step * tries; base += step) {
    const block = blockAt(base);
    const all = Object.values(block);
    if (all.some((port) => reserved.has(port) || port > 65535)) continue;
    const free = await Promise.all(all.map(isFree));
    if (free.every(Boolean)) return block;
  }
  throw new Error(`no free block of ${SERVICE_NAMES.length + EXTRA.length} ports from ${from}`);
};

/** The environment that moves every service of the system to its port in the block. */
export const systemPortEnv = (block) => portsConfig.portEnvOf(block);
