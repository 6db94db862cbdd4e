import { type RefObject, useEffect, useState } from 'react';

/** Without requestIdleCallback (Safari), the page counts as settled this long after its load event. */
export const SETTLE_FALLBACK_MS = 1_000;

/** Resolves `fn` once the page has loaded and the browser is idle (a carousel never moves during the boot's work). */
const afterSettled = (fn: () => void): (() => void) => {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(fn, { timeout: 5_000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(fn, SETTLE_FALLBACK_MS);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
};

/**
 * Whether a carousel may move on by itself: not before the page has loaded and gone idle (its first slide is the
 * page's LCP element and the boot must not pay for a slide change), never while the tab is hidden, and never
 * while the carousel is off screen.
 */
export function useMayRotate(ref: RefObject<Element | null>): boolean {
  const [settled, setSettled] = useState(false);
  const [visible, setVisible] = useState(() => !document.hidden);
  const [onScreen, setOnScreen] = useState(true);

  useEffect(() => afterSettled(() => setSettled(true)), []);

  useEffect(() => {
    const update = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return settled && visible && onScreen;
}
