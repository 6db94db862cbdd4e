import { useCallback, useEffect, useRef, useState } from 'react';
import { apiCall } from '../api/client';

export interface TQuery<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Reads `path` with `body` (again whenever `key` changes, or on `reload()`); `pollMs` refreshes it quietly.
 * `enabled: false` waits (e.g. until a filter is chosen).
 */
export function useApi<T>(path: string, body: object, options: { key?: string; pollMs?: number; enabled?: boolean } = {}): TQuery<T> {
  const key = options.key ?? JSON.stringify(body);
  const enabled = options.enabled ?? true;
  const [state, setState] = useState<{ data: T | undefined; error: Error | undefined; loading: boolean }>({ data: undefined, error: undefined, loading: enabled });
  const [tick, setTick] = useState(0);
  const bodyRef = useRef(body);
  bodyRef.current = body;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    apiCall<T>(path, bodyRef.current, { signal: controller.signal }).then(
      (data) => setState({ data, error: undefined, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ data: s.data, error: error instanceof Error ? error : new Error(String(error)), loading: false }));
      },
    );
    return () => controller.abort();
  }, [path, key, tick, enabled]);

  useEffect(() => {
    if (!options.pollMs || !enabled) return;
    const timer = setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      apiCall<T>(path, bodyRef.current).then(
        (data) => setState({ data, error: undefined, loading: false }),
        () => undefined,
      );
    }, options.pollMs);
    return () => clearInterval(timer);
  }, [path, key, options.pollMs, enabled]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
