import type { Banner } from '../contracts/mail-rewards';

/**
 * The home page's prerendered first screen (tools/lib/first-paint.mjs writes it into index.html): the
 * element the shell removes once its first page has rendered, and the data it was drawn from.
 */
export const FIRST_PAINT_ID = 'first-paint';

/** How long the banners written into the page are used instead of asking `/banner/list` again. */
export const FIRST_PAINT_FRESH_MS = 60_000;

interface FirstPaintData {
  banners: Banner[];
  /** Server time (ms) the data was written. */
  at: number;
}

declare global {
  interface Window {
    __CASINO_FIRST_PAINT__?: FirstPaintData;
  }
}

/** The banners the page's HTML already carries, when they are recent; undefined otherwise. */
export function firstPaintBanners(now: number = Date.now()): Banner[] | undefined {
  const data = typeof window === 'undefined' ? undefined : window.__CASINO_FIRST_PAINT__;
  if (!data || !Array.isArray(data.banners) || typeof data.at !== 'number') return undefined;
  return Math.abs(now - data.at) < FIRST_PAINT_FRESH_MS ? data.banners : undefined;
}
