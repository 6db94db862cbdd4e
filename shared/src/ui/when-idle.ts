/** Without requestIdleCallback (Safari), the page counts as idle this long after its load event. */
export const IDLE_FALLBACK_MS = 1_000;

/**
 * Off the critical path: runs `fn` once the page has loaded and the browser is idle (at most `timeoutMs` after
 * load). Returns a cancel (an effect's cleanup).
 */
export const whenIdle = (fn: () => void, timeoutMs = 5_000): (() => void) => {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(fn, IDLE_FALLBACK_MS);
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
