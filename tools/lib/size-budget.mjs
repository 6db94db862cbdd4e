// Size budgets of a remote: what each exposed module and each route costs a player in compressed JavaScript,
// measured from a production build, against the budget its team keeps beside its code
// (`mf-<remote>/size-budget.json`). `pnpm remote publish` refuses a version over budget (unless
// `--over-budget "<reason>"`, which the version's record keeps) and the build stage of `npm test` checks
// every remote's build the same way.
//
// Sizes are the bytes a browser receives: the `.br` sibling the static servers send when the build wrote one,
// the file itself otherwise. The shell's shared singletons are not counted: the shell provides them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUDGET_FILE = 'size-budget.json';

/** Bytes sent for one file of the build. */
const sentBytes = (dist, file) => {
  const br = join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : join(dist, file)).size;
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file}: ${error.message}`, { cause: error });
  }
};

/**
 * The figures of a build folder: the container entry, each exposed module (its synchronous JS) and each route
 * (the entry, the `./routes` module and the route page's chunks: what the route needs beyond the shell).
 * @returns {{ unit: 'bytes', entry: number, exposes: Record<string, number>, routes: Record<string, number> }}
 */
export const measureBuild = (dist) => {
  const stats = readJson(join(dist, 'mf-stats.json'));
  const manifest = readJson(join(dist, 'mf-manifest.json'));
  const entryFile = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
  const shared = new Set((stats.shared ?? []).flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]));
  const sum = (files) => [...new Set(files)].filter((f) => !shared.has(f)).reduce((n, f) => n + sentBytes(dist, f), 0);
  const entry = sentBytes(dist, entryFile);
  const exposes = {};
  const syncOf = {};
  for (const e of stats.exposes ?? []) {
    syncOf[e.path] = e.assets?.js?.sync ?? [];
    exposes[e.path] = sum(syncOf[e.path]);
  }
  const routes = {};
  const chunksFile = join(dist, 'route-chunks.json');
  if (existsSync(chunksFile)) {
    for (const [name, files] of Object.entries(readJson(chunksFile).routes ?? {})) {
      routes[name] = entry + sum([...(syncOf['./routes'] ?? []), ...files]);
    }
  }
  return { unit: 'bytes', entry, exposes, routes };
};

const isSize = (v) => Number.isSafeInteger(v) && v > 0;

/**
 * A remote's budget file, checked: every exposed module and route the build has needs a positive whole number
 * of bytes. Throws an error naming the file and the key otherwise.
 */
export const readBudget = (file, measured) => {
  const budget = readJson(file);
  const problems = [];
  for (const kind of ['exposes', 'routes']) {
    const table = budget?.[kind];
    if (table === undefined || table === null || typeof table !== 'object' || Array.isArray(table)) {
      problems.push(`"${kind}" is missing or not an object`);
      continue;
    }
    for (const [key, value] of Object.entries(table)) {
      if (!isSize(value)) problems.push(`${kind}["${key}"] is ${JSON.stringify(value)}: a budget is a positive whole number of bytes`);
    }
    for (const key of Object.keys(measured[kind])) {
      if (!(key in table)) problems.push(`${kind}["${key}"] has no budget (the build has it: ${measured[kind][key]} bytes)`);
    }
  }
  if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return budget;
};

/** What is over budget: one entry per exposed module or route, largest excess first. */
export const overBudget = (measured, budget) =>
  ['exposes', 'routes']
    .flatMap((kind) => Object.entries(measured[kind]).map(([key, bytes]) => ({ kind, key, bytes, budget: budget[kind][key] })))
    .filter((o) => o.bytes > o.budget)
    .sort((a, b) => b.bytes - b.budget - (a.bytes - a.budget));

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per excess, e.g. `route Home: 41.2 kB, budget 40.0 kB (+1.2 kB)`. */
export const describeExcess = (o) => `${o.kind === 'routes' ? 'route' : 'exposed module'} ${o.key}: ${kB(o.bytes)}, budget ${kB(o.budget)} (+${kB(o.bytes - o.budget)})`;

/** Measures `dist` against `<appDir>/size-budget.json`: the figures, and what is over budget. */
export const checkBuild = (appDir, dist) => {
  const measured = measureBuild(dist);
  const budget = readBudget(join(appDir, BUDGET_FILE), measured);
  return { measured, over: overBudget(measured, budget) };
};

/**
 * The build stage's check: every remote's build against its budget. Returns the lines to print and whether all
 * passed (a missing or invalid budget file fails, as it does at publish).
 * @param {Array<{ dir: string, path: string, dist: string }>} remotes
 */
export const checkRemotes = (remotes) => {
  const lines = [];
  let ok = true;
  for (const { dir, path, dist } of remotes) {
    try {
      const { measured, over } = checkBuild(path, dist);
      const largest = Object.entries(measured.routes).sort((a, b) => b[1] - a[1])[0];
      lines.push(`${dir}: ${over.length ? `${over.length} over budget` : 'within budget'} (entry ${kB(measured.entry)}${largest ? `, largest route ${largest[0]} ${kB(largest[1])}` : ''})`);
      for (const o of over) lines.push(`  ${describeExcess(o)}`);
      if (over.length) ok = false;
    } catch (error) {
      lines.push(`${dir}: ${error.message}`);
      ok = false;
    }
  }
  return { ok, lines };
};
