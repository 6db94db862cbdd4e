/** Off the critical path: runs `fn` once the page has loaded and the browser is idle (at most `timeoutMs` after load). */
export const whenIdle = (fn: () => void, timeoutMs = 5_000): void => {
  const run = () => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: timeoutMs }) : setTimeout(fn, 1_000));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};
