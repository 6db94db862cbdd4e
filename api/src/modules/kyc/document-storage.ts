import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where identity documents live: outside the database and never under a public path. The file
 * system implementation below keeps them under the API's data directory; an object store (S3 with
 * server-side encryption) is another implementation of the same interface.
 */
export interface TDocumentStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

export const createFsDocumentStorage = (rootDir: string): TDocumentStorage => {
  const fileOf = (key: string): string => {
    // Keys are ours (user id / random id), but a path never leaves the root whatever the key is.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`invalid document key ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written whole, then renamed: a reader never sees half a file.
      const tmp = `${file}.tmp-${process.pid}`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
};
