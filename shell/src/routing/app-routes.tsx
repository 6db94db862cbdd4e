import { Route, Routes, Spinner } from '@casino/shared';
import { lazy, Suspense } from 'react';
import type { ComposedRoute } from './compose';
import { LazyRoute } from './lazy-route';
import { MainLayout } from '../layout/main-layout';
import { CatchAll } from '../pages/catch-all';
import { RouteGuard } from './guard';
import { StartupRedirect, TitleSync } from './title-sync';
import { useRouteTable } from './use-route-table';

const guarded = (route: ComposedRoute) => (
  <RouteGuard route={route}>
    <LazyRoute route={route} />
  </RouteGuard>
);

function renderRoute(route: ComposedRoute) {
  const key = `${route.remote}:${route.name}:${route.path}`;
  if (route.path === '' && !route.children) return <Route key={key} index element={guarded(route)} />;
  return (
    <Route key={key} path={route.path} element={guarded(route)}>
      {route.children?.map(renderRoute)}
    </Route>
  );
}

/** The legal pages (terms, KVKK notice, ...): the shell's own route, open to everyone, loaded when opened. */
const LegalPage = lazy(() => import('../legal/legal-page'));
const legalPage = (
  <Suspense fallback={<Spinner />}>
    <LegalPage />
  </Suspense>
);

/** The route table of the active layout, composed from the remotes that loaded. */
export function AppRoutes() {
  const routes = useRouteTable();
  const outside = routes.filter((r) => r.outsideLayout);
  const inside = routes.filter((r) => !r.outsideLayout);
  return (
    <>
      <Routes>
        {outside.map(renderRoute)}
        <Route element={<MainLayout routes={inside} />}>
          {inside.map(renderRoute)}
          <Route path="legal/:kind" element={legalPage} />
          <Route path="*" element={<CatchAll />} />
        </Route>
      </Routes>
      <TitleSync routes={routes} />
      <StartupRedirect routes={routes} />
    </>
  );
}
