import { useEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { subscribe } from 'valtio';
import { ErrorBoundary, bus, whenIdle, type BusEventName, type BusMessage, type LayoutKind, type RemoteName, type SlotProps, type WidgetOf, type WidgetProps, useStore } from '@casino/shared';
import { loadExposed } from '../mf/runtime';
import { ensureRemoteCode } from '../boot/load-remotes';
import { platformStore } from '../platform-store';
import { onWidgetRetry } from './widget-retry';
import './remote-slot.css';

// The contract types each slot's props; at this boundary the loaded module is one of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Widget = ComponentType<SlotProps & Record<string, any>>;
/** Widgets that loaded (or whose remote exposes nothing under the name): a failed load is never kept here. */
const cache = new Map<string, Promise<Widget | null>>();
/** Widgets that loaded: their requests need no replay. */
const loaded = new Set<string>();
/** The page's moments for deferred widgets (afterFirstPaint, firstInteraction), once asked for. */
let pageSettled: Promise<void> | null = null;
let interacted: Promise<void> | null = null;

/** Forgets loaded widgets and the page's moments (tests: each is a new page). */
export function resetWidgetCache(): void {
  cache.clear();
  loaded.clear();
  pageSettled = null;
  interacted = null;
}

/**
 * Loads a remote's widget once (null: the module has no component). A load that fails (the remote is down,
 * the expose missing) rejects and is forgotten, as the routes' loads are: a retry, or the next slot that
 * asks, loads it again.
 */
function loadWidget(remote: RemoteName, expose: string): Promise<Widget | null> {
  const key = `${remote}/${expose}`;
  let pending = cache.get(key);
  if (!pending) {
    // The widget and the remote's messages (they arrive with its ./routes) come together.
    // A widget still renders when only its messages fail (it shows its keys rather than nothing).
    pending = Promise.all([loadExposed<{ default?: Widget }>(remote, expose), ensureRemoteCode(remote).catch(() => undefined)]).then(([m]) => m.default ?? null);
    pending.catch((error: unknown) => {
      cache.delete(key);
      console.info(`[slot] ${key} is not available`, error instanceof Error ? error.message : error);
    });
    cache.set(key, pending);
  }
  return pending;
}

export interface RemoteSlotProps<R extends RemoteName, W extends WidgetOf<R>> {
  remote: R;
  /** Exposed module, e.g. './HeaderSearch': one of the remote's widgets in the contract (@casino/shared). */
  expose: W;
  layout: LayoutKind;
  /** The widget's own props, as the contract declares them. */
  props?: Omit<WidgetProps<R, W>, 'layout'>;
  /** Shown when the remote is enabled but does not (yet) expose the widget or failed. */
  fallback?: ReactNode;
  /** Reserved box, so nothing moves when the widget arrives. */
  reserve?: CSSProperties;
  className?: string;
  /**
   * Not needed for the first paint: load once the page is idle (or at the first tap or key press,
   * whichever comes first), so the widget's remote does not compete with the page's main content.
   * 'interaction': nothing shows until the player acts (a dialog host): load at the first tap or key press, or
   * at a `wakeOn` request, and never while the page is left alone.
   */
  defer?: boolean | 'interaction';
  /**
   * Bus events the widget answers (e.g. a dialog request). One that arrives before a deferred widget is on
   * the page loads it at once and is sent again once the widget is mounted, so no request is lost.
   */
  wakeOn?: readonly BusEventName[];
}

/** How long a deferred widget waits for the first page at most (a page that never renders must not hide the chrome). */
const FIRST_PAGE_WAIT_MS = 8_000;

/** Resolves once the first routed page has rendered (or after FIRST_PAGE_WAIT_MS). */
function firstPageShown(): Promise<void> {
  if (platformStore.firstPageShown) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, FIRST_PAGE_WAIT_MS);
    const stop = subscribe(platformStore, () => platformStore.firstPageShown && done());
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}


const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Resolves at the player's first tap or key press on the page. */
function firstInteraction(): Promise<void> {
  return (interacted ??= new Promise((resolve) => {
    const go = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, go, { capture: true, passive: true });
  }));
}

/**
 * Resolves when the first page has rendered and the page is idle, or at the first user interaction,
 * whichever comes first: the widget's remote never competes with the page's own code and data. One moment for
 * the page: a slot mounted after it (the drawer's, built at its first open) loads at once.
 */
function afterFirstPaint(): Promise<void> {
  return (pageSettled ??= new Promise((resolve) => {
    void firstInteraction().then(resolve);
    void firstPageShown().then(() => whenIdle(resolve, 3_000));
  }));
}

export function RemoteSlot<R extends RemoteName, W extends WidgetOf<R>>({ remote, expose, layout, props, fallback = null, reserve, className, defer = false, wakeOn }: RemoteSlotProps<R, W>) {
  const { status } = useStore(platformStore);
  const enabled = status[remote] !== undefined;
  const [state, setState] = useState<{ widget: Widget | null; settled: boolean }>({ widget: null, settled: false });
  // Bumped to load a failed widget again (a retry, its remote back, a request for it).
  const [attempt, setAttempt] = useState(0);
  const missed = useRef<BusMessage | null>(null);
  const wakeKey = wakeOn?.join(',') ?? '';

  useEffect(() => {
    if (!enabled) return;
    const key = `${remote}/${expose}`;
    let live = true;
    let failed = false;
    const again = () => {
      if (!live || !failed) return;
      failed = false;
      setAttempt((n) => n + 1);
    };
    let wake: () => void = () => {};
    const woken = new Promise<void>((resolve) => (wake = resolve));
    const names = wakeKey ? (wakeKey.split(',') as BusEventName[]) : [];
    const sub = bus.all$.subscribe((m) => {
      if (!names.includes(m.type) || loaded.has(key)) return;
      missed.current = m;
      wake();
      // A request for a widget that failed loads it again (and reaches it once it is mounted).
      again();
    });
    const stopRetry = onWidgetRetry((which) => (which === undefined || which === remote) && again());
    // Only the first load waits for the page; a retry is the player's (or the remote's return) and loads now.
    const waits = Boolean(defer) && attempt === 0;
    const moment = () => (defer === 'interaction' ? firstInteraction() : afterFirstPaint());
    void (waits ? Promise.race([moment(), woken]) : Promise.resolve()).then(() => {
      if (!live) return;
      loadWidget(remote, expose).then(
        (widget) => {
          loaded.add(key);
          if (live) setState({ widget, settled: true });
        },
        () => {
          failed = true;
          if (live) setState({ widget: null, settled: true });
        },
      );
    });
    return () => {
      live = false;
      sub.unsubscribe();
      stopRetry();
    };
  }, [enabled, remote, expose, defer, wakeKey, attempt]);

  // Children's effects run first: the widget is subscribed by now, so a request it missed is sent again.
  useEffect(() => {
    const m = missed.current;
    if (!state.widget || !m) return;
    missed.current = null;
    bus.emit(m.type, m.payload as never);
  }, [state.widget]);

  if (!enabled) return null;
  const Widget = state.widget;
  return (
    <div className={`shell-slot ${className ?? ''}`} style={reserve} data-slot={`${remote}/${expose.replace('./', '')}`} aria-busy={!state.settled}>
      {Widget ? (
        <ErrorBoundary name={remote} fallback={() => fallback}>
          <Widget {...props} layout={layout} />
        </ErrorBoundary>
      ) : state.settled ? (
        fallback
      ) : null}
    </div>
  );
}
