/** Without requestIdleCallback (Safari), the page counts as settled this long after its load event. */
export const SETTLE_FALLBACK_MS = 1_000;

/** Runs `fn` once the page has loaded and the browser is idle (work the boot need not pay for); returns a cancel. */
export const afterSettled = (fn: () => void): (() => void) => {
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
