import { Suspense, lazy, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '../router';
import { useTranslation } from 'react-i18next';
import type { RemoteManifest, RemoteRoute } from '../contracts/remote';
import { i18n, initI18n, registerNamespace } from '../i18n/i18n';
import { loadCommonMessages } from '../i18n/common-messages';
import { startTouristSession } from '../session/tourist';
import { Spinner } from '../ui/spinner';

function page(route: RemoteRoute): ReactNode {
  const Page = lazy(route.load);
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}

function renderRoutes(routes: RemoteRoute[]): ReactNode {
  return routes.map((r) =>
    r.path === '' ? (
      <Route key={r.name} index element={page(r)} />
    ) : (
      <Route key={r.name} path={r.path} element={page(r)}>
        {r.children && renderRoutes(r.children)}
      </Route>
    ),
  );
}

function DevHost({ manifest }: { manifest: RemoteManifest }) {
  const { t } = useTranslation();
  const unique = manifest.routes.filter((r, i, all) => all.findIndex((o) => o.path === r.path) === i);
  return (
    <div style={{ fontFamily: 'system-ui', background: '#0d1020', color: '#f4f5fb', minHeight: '100vh' }}>
      <nav style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap', borderBottom: '1px solid #22284d' }}>
        <strong>dev host: {manifest.namespace}</strong>
        {unique
          .filter((r) => !r.path.includes(':'))
          .map((r) => (
            <Link key={r.name} to={`/${r.path}`} style={{ color: '#ffcf4a' }}>
              {t(r.titleKey)}
            </Link>
          ))}
      </nav>
      <Routes>{renderRoutes(unique)}</Routes>
    </div>
  );
}

/**
 * Standalone dev mode of a remote (`pnpm --filter @casino/mf-X dev`): mounts its routes with the real
 * shared services (i18n, tourist session, API client) against the real API, without the shell.
 */
export async function mountStandalone(manifest: RemoteManifest): Promise<void> {
  await registerNamespace('common', loadCommonMessages);
  await registerNamespace(manifest.namespace, manifest.messages);
  await initI18n();
  await i18n.loadNamespaces(['common', manifest.namespace]);
  void startTouristSession().catch((e: unknown) => console.error('[dev] tourist session failed', e));
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <DevHost manifest={manifest} />
    </BrowserRouter>,
  );
}
