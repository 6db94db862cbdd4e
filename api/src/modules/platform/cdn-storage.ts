import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { AppError } from '../../lib/errors';

/** A file of a build, by its path relative to the build folder (forward slashes). */
export interface TUploadFile {
  path: string;
  read(): Promise<Uint8Array>;
}

/**
 * Where published versions live: `<remote>/<version>/<file>` under a CDN origin. Versions are immutable:
 * `putVersion` claims the version first and refuses one that exists. The local implementation is a folder the
 * CDN origin of `npm start` serves; an object store implements the same with a conditional put
 * (If-None-Match: *) of a marker object before the files.
 */
export interface TCdnStorage {
  putVersion(remote: string, version: string, files: readonly TUploadFile[]): Promise<void>;
  hasVersion(remote: string, version: string): Promise<boolean>;
  /** Removes a version's files (only for a publish that could not be recorded). */
  removeVersion(remote: string, version: string): Promise<void>;
  /** The public URL of one file of a version. */
  urlOf(remote: string, version: string, file: string): string;
}

const exists = async (path: string) => {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
};

const SAFE_SEGMENT = /^[\w.+-]+$/;
const assertSegment = (value: string) => {
  if (!SAFE_SEGMENT.test(value) || value === '.' || value === '..') throw new Error(`unsafe path segment "${value}"`);
};

export const createFolderStorage = (options: { dir: string; publicUrl: string }): TCdnStorage => {
  const folderOf = (remote: string, version: string) => {
    assertSegment(remote);
    assertSegment(version);
    return join(options.dir, remote, version);
  };
  return {
    async putVersion(remote, version, files) {
      const folder = folderOf(remote, version);
      await mkdir(dirname(folder), { recursive: true });
      try {
        // The claim: mkdir without `recursive` fails if the version is there, even when two publish at once.
        await mkdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new AppError('VERSION_EXISTS', { params: { remote, version } });
        throw error;
      }
      try {
        for (const file of files) {
          const target = join(folder, ...file.path.split('/'));
          if (!target.startsWith(folder + sep)) throw new Error(`file ${file.path} escapes the version folder`);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, await file.read(), { flag: 'wx' });
        }
      } catch (error) {
        await rm(folder, { recursive: true, force: true });
        throw error;
      }
    },
    hasVersion: async (remote, version) => exists(folderOf(remote, version)),
    async removeVersion(remote, version) {
      await rm(folderOf(remote, version), { recursive: true, force: true });
    },
    urlOf: (remote, version, file) => `${options.publicUrl.replace(/\/+$/, '')}/${encodeURIComponent(remote)}/${encodeURIComponent(version)}/${file}`,
  };
};

/** Every file under `dir`, as upload files (paths with forward slashes). */
export const filesOf = async (dir: string): Promise<TUploadFile[]> => {
  const { readFile } = await import('node:fs/promises');
  const out: TUploadFile[] = [];
  const walk = async (at: string) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) out.push({ path: relative(dir, full).split(sep).join('/'), read: () => readFile(full) });
    }
  };
  await walk(dir);
  return out.sort((a, b) => a.path.localeCompare(b.path));
};
