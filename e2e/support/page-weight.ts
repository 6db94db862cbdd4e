// What a page load costs in JavaScript, per origin (gzip bytes of JS).
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export type TOriginWeight = { origin: string; files: number; bytes: number; gzipBytes: number };

/**
 * Starts recording the scripts `page` loads. `summary()` waits for bodies still being read and returns
 * one row per origin, largest first. Bytes are measured on the bodies (gzip -6), whatever the server sent.
 */
export const recordScriptWeight = (page: Page) => {
  const pending: Promise<void>[] = [];
  const rows = new Map<string, TOriginWeight>();
  const add = async (response: Response) => {
    const body = await response.body().catch(() => undefined);
    if (!body) return;
    const origin = new URL(response.url()).origin;
    const row = rows.get(origin) ?? { origin, files: 0, bytes: 0, gzipBytes: 0 };
    row.files += 1;
    row.bytes += body.length;
    row.gzipBytes += gzipSync(body).length;
    rows.set(origin, row);
  };
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) pending.push(add(response));
  });
  return {
    summary: async (): Promise<TOriginWeight[]> => {
      await Promise.all(pending);
      return [...rows.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    },
  };
};

/** A small table for test output. */
export const formatWeight = (rows: TOriginWeight[]) =>
  rows
    .map((r) => `${r.origin.padEnd(24)} ${String(r.files).padStart(3)} files ${(r.gzipBytes / 1024).toFixed(1).padStart(8)} KiB gzip (${(r.bytes / 1024).toFixed(1)} KiB raw)`)
    .join('\n');
