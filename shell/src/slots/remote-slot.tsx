import { useEffect, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorBoundary, type LayoutKind, type RemoteName, type SlotProps } from '@casino/shared';
import { loadExposed } from '../mf/runtime';
import { platformStore } from '../platform-store';
import './remote-slot.css';

type Widget = ComponentType<SlotProps>;
const cache = new Map<string, Promise<Widget | null>>();

/** Loads a remote's widget once; a missing expose or a remote that is down resolves to null. */
function loadWidget(remote: RemoteName, expose: string): Promise<Widget | null> {
  const key = `${remote}/${expose}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadExposed<{ default?: Widget }>(remote, expose).then(
      (m) => m.default ?? null,
      (error: unknown) => {
        console.info(`[slot] ${key} is not available`, error instanceof Error ? error.message : error);
        return null;
      },
    );
    cache.set(key, pending);
  }
  return pending;
}

export interface RemoteSlotProps {
  remote: RemoteName;
  /** Exposed module, e.g. './HeaderSearch'. */
  expose: string;
  layout: LayoutKind;
  /** Shown when the remote is enabled but does not (yet) expose the widget or failed. */
  fallback?: ReactNode;
  /** Reserved box, so nothing moves when the widget arrives. */
  reserve?: CSSProperties;
  className?: string;
}

/**
 * A place in the chrome filled by a remote's widget, inside an error boundary. Empty when the remote
 * is disabled in the market; the fallback (or an empty reserved box) when the widget is missing.
 */
export function RemoteSlot({ remote, expose, layout, fallback = null, reserve, className }: RemoteSlotProps) {
  const { status } = useSnapshot(platformStore);
  const enabled = status[remote] !== undefined;
  const [state, setState] = useState<{ widget: Widget | null; settled: boolean }>({ widget: null, settled: false });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadWidget(remote, expose).then((widget) => live && setState({ widget, settled: true }));
    return () => {
      live = false;
    };
  }, [enabled, remote, expose]);

  if (!enabled) return null;
  const Widget = state.widget;
  return (
    <div className={`shell-slot ${className ?? ''}`} style={reserve} data-slot={`${remote}/${expose.replace('./', '')}`} aria-busy={!state.settled}>
      {Widget ? (
        <ErrorBoundary name={remote} fallback={() => fallback}>
          <Widget layout={layout} />
        </ErrorBoundary>
      ) : state.settled ? (
        fallback
      ) : null}
    </div>
  );
}
