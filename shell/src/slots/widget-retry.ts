import type { RemoteName } from '@casino/shared';

/**
 * How a widget that failed to load hears that it is worth loading again: the unavailable panel's retry
 * (any remote), or its remote's code loading fine (a route of it rendered). Kept apart from the slot so
 * the boot can signal without importing the slot (no cycle).
 */
type TListener = (remote: RemoteName | undefined) => void;
const listeners = new Set<TListener>();

/** Subscribes a failed widget's slot; answers the unsubscribe. */
export function onWidgetRetry(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the widgets that failed to load to load again: every remote's, or only `remote`'s. */
export function retryFailedWidgets(remote?: RemoteName): void {
  for (const listener of [...listeners]) listener(remote);
}
