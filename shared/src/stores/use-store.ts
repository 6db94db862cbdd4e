import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createProxy, isChanged } from 'proxy-compare';
import { snapshot, subscribe, type Snapshot } from 'valtio';

const targetCache = new WeakMap<object, unknown>();

/**
 * A store's snapshot for a component (valtio's `useSnapshot`, one difference): the component re-renders only when
 * what it read changes, and a write to another part of the store during a render is not a change for it.
 *
 * React checks, at the end of a render in slices (a transition), that every external store still gives what the
 * render read; if not, it renders the whole tree again at once, in one long task. valtio's hook answers that check
 * with the last committed snapshot, which a component that mounts in this render does not have yet: any write to
 * the store during the boot's first render (a balance, the catalogue, a flag) made React redo the whole page
 * (phone trace, 4x CPU: 60-80 ms). Here the check compares with the snapshot this render used, on the paths it read.
 */
export function useStore<T extends object>(store: T): Snapshot<T> {
  // What this component read, keyed by the snapshot objects (so one map serves whatever store it is given).
  const [affected] = useState(() => new WeakMap<object, unknown>());
  const [proxyCache] = useState(() => new WeakMap<object, unknown>());
  const rendered = useRef<Snapshot<T> | undefined>(undefined);
  let inRender = true;
  const current = useSyncExternalStore(
    useCallback(
      (callback: () => void) => {
        const unsubscribe = subscribe(store, callback);
        callback(); // a write between the render and this subscription
        return unsubscribe;
      },
      [store],
    ),
    () => {
      const next = snapshot(store);
      try {
        if (!inRender && rendered.current && !isChanged(rendered.current, next, affected, new WeakMap())) return rendered.current;
      } catch {
        // A snapshot proxy-compare cannot walk counts as changed.
      }
      return next;
    },
    () => snapshot(store),
  );
  inRender = false;
  rendered.current = current;
  // A render React threw away leaves its snapshot above: the committed one is put back.
  useLayoutEffect(() => {
    rendered.current = current;
  });
  return createProxy(current, affected, proxyCache, targetCache);
}
