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

interface TSchedulerYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can run input, a paint or a render slice in
 * between (a long task split in two). The scheduler's `yield()` where the browser has it (the continuation keeps
 * its place in line), else a message, which, unlike a timer, a hidden tab does not hold back to once a second
 * (a timer only where there is no MessageChannel).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TSchedulerYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') return void setTimeout(resolve, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
