import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { globalStore, i18n, initI18n, initialLang, loadCommonMessages, patchUser, registerNamespace, runtimeConfig, type Lang } from '@casino/shared';
import { chooseMarket, loadRegistry } from './registry/registry';
import { loadRemotes } from './boot/load-remotes';
import { startRemoteReports } from './boot/remote-report';
import { platformStore } from './platform-store';
import { detectLayout } from './layout/detect';
import { ensureViewportMeta, watchLayout } from './layout/viewport';
import { followSessionChanges, startSession } from './boot/start-session';
import { syncBalance } from './boot/after-sign';
import { followPush } from './boot/push';
import { AppRoutes } from './routing/app-routes';
import { BootFailure } from './pages/boot-failure';

const loadShellMessages = (lang: Lang) =>
  import(/* webpackChunkName: "i18n-shell-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  platformStore.layout = detectLayout(window.innerWidth, navigator.userAgent);
  globalStore.isPc = platformStore.layout === 'desktop';
  ensureViewportMeta(platformStore.layout);
  watchLayout(platformStore.layout);

  // The registry is on the critical path of every page: ask for it before anything else waits.
  const registryPending = loadRegistry(chooseMarket(location.search, runtimeConfig().defaultMarket));
  registryPending.catch(() => {}); // handled below, after i18n is ready to word the failure

  // The session starts at once too, in the saved language; the auth guard and the start-up redirect wait for it.
  patchUser({ lang: initialLang() });
  followSessionChanges();
  syncBalance();
  void startSession().then(() => followPush());

  await registerNamespace('common', loadCommonMessages);
  await registerNamespace('shell', loadShellMessages);
  await initI18n();
  await i18n.loadNamespaces(['common', 'shell']);

  try {
    const { registry, stale } = await registryPending;
    platformStore.market = registry.market;
    platformStore.registryStale = stale;
    for (const r of registry.remotes) platformStore.status[r.name] = 'loading';
    startRemoteReports(registry.market.id, registry.remotes);
    void loadRemotes(registry.remotes);
  } catch (error) {
    console.error('[boot] no registry and no last known good copy', error);
    root.render(<BootFailure />);
    return;
  }

  root.render(
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>,
  );
}

void boot();
