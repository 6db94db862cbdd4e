import { Route, Routes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { platformStore } from '../platform-store';
import { composeRoutes, type ComposedRoute } from './compose';
import { LazyRoute } from './lazy-route';
import { MainLayout } from '../layout/main-layout';
import { CatchAll } from '../pages/catch-all';
import { RouteGuard } from './guard';

function renderRoute(route: ComposedRoute) {
  const element = (
    <RouteGuard route={route}>
      <LazyRoute route={route} />
    </RouteGuard>
  );
  if (!route.children) return <Route key={`${route.remote}:${route.name}`} path={route.path} element={element} />;
  return (
    <Route key={`${route.remote}:${route.name}`} path={route.path} element={element}>
      {route.children.map((child) =>
        child.path === '' ? (
          <Route key={child.name} index element={<RouteGuard route={child}><LazyRoute route={child} /></RouteGuard>} />
        ) : (
          renderRoute(child)
        ),
      )}
    </Route>
  );
}

/** The route table of the active layout, composed from the remotes that loaded. */
export function AppRoutes() {
  const { loaded, layout } = useSnapshot(platformStore);
  const routes = composeRoutes(loaded as typeof platformStore.loaded, layout);
  const outside = routes.filter((r) => r.outsideLayout);
  const inside = routes.filter((r) => !r.outsideLayout);
  return (
    <Routes>
      {outside.map((r) => renderRoute({ ...r, path: r.path }))}
      <Route element={<MainLayout routes={inside} />}>
        {inside.map((r) => (r.path === '' ? <Route key={`${r.remote}:${r.name}`} index element={<RouteGuard route={r}><LazyRoute route={r} /></RouteGuard>} /> : renderRoute(r)))}
        <Route path="*" element={<CatchAll />} />
      </Route>
    </Routes>
  );
}
