import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Resolved from the working directory rather than import.meta, because jest loads this code as
// CommonJS. `pnpm --filter @casino/api ...` runs in api/; the root scripts run in the repo root.
const isApiPackageDir = (dir: string): boolean => {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === '@casino/api';
  } catch {
    return false;
  }
};

const findApiDir = (start: string): string => {
  let dir = path.resolve(start);
  for (;;) {
    if (isApiPackageDir(dir)) return dir;
    const nested = path.join(dir, 'api');
    if (isApiPackageDir(nested)) return nested;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the @casino/api package from ${start}`);
    dir = parent;
  }
};

let cachedApiDir: string | undefined;

/** Absolute path of the api/ package. */
export const apiDir = (): string => (cachedApiDir ??= findApiDir(process.cwd()));

/** Absolute path of the repository root (the parent of api/). */
export const repoRoot = (): string => path.dirname(apiDir());

export const migrationsDir = (): string => path.join(apiDir(), 'drizzle');
