// Content hashes of source trees: what decides whether an install or a build can be skipped.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './repo.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.cache', '.data', 'test-results', 'playwright-report']);

const listFiles = (path, exclude, out) => {
  if (!existsSync(path)) return out;
  if (statSync(path).isFile()) {
    if (!exclude.test(path)) out.push(path);
    return out;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.'))) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) listFiles(child, exclude, out);
    else if (entry.isFile() && !exclude.test(child)) out.push(child);
  }
  return out;
};

/**
 * One hash over the relative paths and contents of every file under `paths` (files or folders),
 * so a clone on another machine or a touch without a change gives the same answer.
 * @param {string[]} paths absolute
 * @param {{ exclude?: RegExp, salt?: string }} [options]
 */
export const fingerprint = (paths, { exclude = /$^/, salt = '' } = {}) => {
  const hash = createHash('sha256').update(salt);
  const files = paths.flatMap((p) => listFiles(p, exclude, [])).sort();
  for (const file of files) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
};

/** Markers live in node_modules/.cache so deleting node_modules also forgets them. */
const markerPath = (name) => join(ROOT, 'node_modules', '.cache', 'casino', `${name}.hash`);

export const readMarker = (name) => {
  try {
    return readFileSync(markerPath(name), 'utf8').trim();
  } catch {
    return undefined;
  }
};

export const writeMarker = (name, value) => {
  const path = markerPath(name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${value}\n`);
};
