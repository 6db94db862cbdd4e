import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary, Spinner, UnavailablePanel } from '@casino/shared';
import type { ComposedRoute } from './compose';
import { platformStore } from '../platform-store';
import { dismissFirstPaint } from '../boot/first-paint';
import { retryFailedWidgets } from '../slots/widget-retry';

const cache = new WeakMap<ComposedRoute['load'], LazyExoticComponent<ComponentType>>();

function lazyFor(load: ComposedRoute['load']): LazyExoticComponent<ComponentType> {
  let component = cache.get(load);
  if (!component) {
    component = lazy(load);
    cache.set(load, component);
  }
  return component;
}

/** Renders a remote's page with loading and failure isolation; retry loads the chunk again, and the widgets that failed with it. */
export function LazyRoute({ route }: { route: ComposedRoute }) {
  return (
    <ErrorBoundary
      name={route.remote}
      fallback={(retry) => (
        <UnavailablePanelShown
          onRetry={() => {
            cache.delete(route.load);
            retry();
            retryFailedWidgets();
          }}
        />
      )}
    >
      <Suspense fallback={<Spinner />}>
        <RouteBody route={route} />
      </Suspense>
    </ErrorBoundary>
  );
}

function RouteBody({ route }: { route: ComposedRoute }) {
  const Page = lazyFor(route.load);
  return (
    <>
      <Page />
      <FirstPageMark />
    </>
  );
}

/** The route's unavailable panel; a failed first page also ends the prerendered first screen. */
function UnavailablePanelShown({ onRetry }: { onRetry: () => void }) {
  useEffect(() => dismissFirstPaint(), []);
  return <UnavailablePanel onRetry={onRetry} />;
}

/** Rendered after the page (it suspends until the page's code is there): marks the first page as shown. */
function FirstPageMark() {
  useEffect(() => {
    platformStore.firstPageShown = true;
  }, []);
  return null;
}
