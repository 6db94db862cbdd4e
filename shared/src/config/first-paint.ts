import type { Banner } from '../contracts/mail-rewards';
import type { GameListPage, LobbyCatalogue } from '../contracts/games';
import type { Registry } from '../contracts/registry';
import type { RemoteRoutesData } from '../contracts/remote';

/**
 * The home page's prerendered first screen (tools/lib/first-paint.mjs writes it into index.html): the
 * element the shell removes once its first page has rendered, and the data it was drawn from, with the data
 * the page's code would ask for first (tools/lib/boot-data.mjs): each part may be missing, then the page
 * asks for it itself.
 */
export const FIRST_PAINT_ID = 'first-paint';

/** How long the data written into the page is used instead of asking the API again. */
export const FIRST_PAINT_FRESH_MS = 60_000;

interface FirstPaintData {
  banners: Banner[];
  /** Server time (ms) the data was written. */
  at: number;
  /** The registry of the page's market, only when every device gets the same answer (no canary running). */
  registry?: Registry;
  /** Route data (routes.json) per manifest URL of the registry's remotes. */
  routes?: Record<string, RemoteRoutesData>;
  /** `/labelGame/list`. */
  catalogue?: LobbyCatalogue;
  /** Page 1 of the first label's rows, by `labelId:categoryId:pageSize`. */
  rows?: Record<string, GameListPage>;
}

declare global {
  interface Window {
    __CASINO_FIRST_PAINT__?: FirstPaintData;
  }
}

/** The page's data when it is recent (a page restored much later asks again). */
function fresh(now: number): FirstPaintData | undefined {
  const data = typeof window === 'undefined' ? undefined : window.__CASINO_FIRST_PAINT__;
  if (!data || typeof data !== 'object' || typeof data.at !== 'number') return undefined;
  return Math.abs(now - data.at) < FIRST_PAINT_FRESH_MS ? data : undefined;
}

/** The banners the page's HTML already carries, when they are recent; undefined otherwise. */
export function firstPaintBanners(now: number = Date.now()): Banner[] | undefined {
  const banners = fresh(now)?.banners;
  return Array.isArray(banners) ? banners : undefined;
}

/**
 * The registry the page carries for `market`, used once (a later load, e.g. a retry, asks the API).
 * The caller still checks it as it checks an answer of the API.
 */
export function takeFirstPaintRegistry(market: string, now: number = Date.now()): unknown {
  const data = fresh(now);
  const registry = data?.registry;
  if (!data || !registry || registry.sharedByAllDevices !== true) return undefined;
  delete data.registry;
  return registry.market?.id === market ? registry : undefined;
}

/** The route data the page carries for a remote's manifest URL (unchecked: the caller sanitizes it). */
export function firstPaintRoutes(manifestUrl: string, now: number = Date.now()): unknown {
  return fresh(now)?.routes?.[manifestUrl];
}

/** `/labelGame/list` as the page carries it (unchecked shape beyond its lists). */
export function firstPaintCatalogue(now: number = Date.now()): LobbyCatalogue | undefined {
  const catalogue = fresh(now)?.catalogue;
  return catalogue && Array.isArray(catalogue.labelList) && Array.isArray(catalogue.categoryList) && Array.isArray(catalogue.providerList) ? catalogue : undefined;
}

/** Page 1 of a label's category row at `pageSize`, as the page carries it. */
export function firstPaintRow(labelId: number, categoryId: number, pageSize: number, now: number = Date.now()): GameListPage | undefined {
  const row = fresh(now)?.rows?.[`${labelId}:${categoryId}:${pageSize}`];
  return row && Array.isArray(row.list) && typeof row.total === 'number' ? row : undefined;
}
