import { VIEWPORT_DESIGN_WIDTH_PX, type LayoutKind } from '@casino/shared';
import { detectLayout, rootFontSizePx } from './detect';

/** Root font size on <html> (spec section 2); the chrome uses px so only rem-based remote pages scale. */
export function applyRootFontSize(width: number, height: number, root: HTMLElement = document.documentElement): void {
  root.style.fontSize = `${rootFontSizePx(width, height)}px`;
}

/**
 * Mobile viewport scaling for the 750 px design width: `--design-px` is one design pixel in CSS px,
 * so mobile styles write `calc(88 * var(--design-px))` for an 88 px design measure.
 */
export function applyDesignScale(width: number, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--design-px', `${width / VIEWPORT_DESIGN_WIDTH_PX}px`);
}

/**
 * One viewport meta: the device width. Never `maximum-scale` or `user-scalable=no`: a player must be able
 * to pinch-zoom (WCAG 1.4.4); the mobile layout is sized by `--design-px`, not by locking the scale.
 */
export function ensureViewportMeta(layout: LayoutKind): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'viewport';
    document.head.appendChild(meta);
  }
  meta.content = layout === 'mobile' ? 'width=device-width, initial-scale=1, viewport-fit=cover' : 'width=device-width, initial-scale=1';
}

/**
 * Recomputes sizes on resize and reloads the page only when the layout threshold is crossed
 * (the two layouts have different route tables).
 */
export function watchLayout(current: LayoutKind, reload: () => void = () => location.reload()): () => void {
  const apply = () => {
    applyRootFontSize(window.innerWidth, window.innerHeight);
    applyDesignScale(window.innerWidth);
  };
  apply();
  let reloading = false;
  const onResize = () => {
    apply();
    if (!reloading && detectLayout(window.innerWidth, navigator.userAgent) !== current) {
      reloading = true;
      reload();
    }
  };
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}
