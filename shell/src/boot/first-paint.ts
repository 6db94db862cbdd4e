import { subscribe } from 'valtio';
import { FIRST_PAINT_ID } from '@casino/shared';
import { platformStore } from '../platform-store';

/** Fade of the prerendered first screen, as in its style (tools/lib/first-paint.mjs). */
const FADE_MS = 200;
/** Whatever happens, the picture never outlives this: the page below it is then shown as it is. */
export const FIRST_PAINT_MAX_MS = 20_000;

/** Removes the home page's prerendered first screen (the server wrote it into index.html), if it is there. */
export function dismissFirstPaint(doc: Document = document): void {
  const picture = doc.getElementById(FIRST_PAINT_ID);
  if (!picture || picture.classList.contains('is-leaving')) return;
  picture.classList.add('is-leaving');
  setTimeout(() => {
    picture.remove();
    removedPicture = picture;
  }, FADE_MS);
}

/**
 * The removed picture stays reachable (a few nodes and the banner's small art): its banner is the page's LCP
 * element, and once garbage-collected the browser's performance trace can no longer name it (Lighthouse then
 * reports no LCP element in some runs).
 */
let removedPicture: Element | null = null;
export const firstPaintPicture = (): Element | null => removedPicture;

/**
 * The picture stays until the first page has rendered (or failed: the route's unavailable panel and the
 * boot failure dismiss it themselves), at most FIRST_PAINT_MAX_MS.
 */
export function followFirstPaint(doc: Document = document): void {
  if (!doc.getElementById(FIRST_PAINT_ID)) return;
  const done = () => {
    stop();
    clearTimeout(timer);
    dismissFirstPaint(doc);
  };
  const stop = subscribe(platformStore, () => platformStore.firstPageShown && done());
  const timer = setTimeout(done, FIRST_PAINT_MAX_MS);
  if (platformStore.firstPageShown) done();
}
