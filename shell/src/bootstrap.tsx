import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { globalStore, i18n, initI18n, initialLang, loadCommonMessages, patchUser, registerNamespace, runtimeConfig, yieldToMain, type Lang, BrowserRouter } from '@casino/shared';
import { chooseMarket, loadRegistry } from './registry/registry';
import { loadRemotes } from './boot/load-remotes';
import { wantsOverride } from './registry/override-origin';
import { startRemoteReports } from './boot/remote-report';
import { marketNoticeOf, pageMarketLoaded } from './boot/player-market';
import { platformStore } from './platform-store';
import { detectLayout } from './layout/detect';
import { ensureViewportMeta, watchLayout } from './layout/viewport';
import { afterSignLoaded, followSessionChanges, startSession } from './boot/start-session';
import { syncBalance } from './boot/after-sign';
import { followPush } from './boot/push';
import { startAttribution } from './boot/attribution';
import { dismissFirstPaint, followFirstPaint } from './boot/first-paint';
import { startServiceWorker } from './boot/service-worker';
import { settledWithin } from './boot/settled-within';
import { AppRoutes } from './routing/app-routes';
import { BootFailure } from './pages/boot-failure';

const loadShellMessages = (lang: Lang) =>
  import(/* webpackChunkName: "i18n-shell-[request]" */ `./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);

/** Starts i18n now (synchronously: a namespace registered from here on waits for it and then loads). */
function startI18n(): Promise<unknown> {
  void registerNamespace('common', loadCommonMessages);
  void registerNamespace('shell', loadShellMessages);
  return initI18n().then(() => i18n.loadNamespaces(['common', 'shell']));
}

/** The longest the first render waits for the boot's store writes (a slow API must not hold the page back). */
const BOOT_WRITES_WAIT_MS = 1_000;

async function boot(): Promise<void> {
  // The boot's code was just evaluated, in this task: its requests start in a task of their own (each task
  // stays short enough for a tap to be answered between them).
  await yieldToMain();
  const root = createRoot(document.getElementById('root')!);
  platformStore.layout = detectLayout(window.innerWidth, navigator.userAgent);
  globalStore.isPc = platformStore.layout === 'desktop';
  ensureViewportMeta(platformStore.layout);
  watchLayout(platformStore.layout);
  followFirstPaint();

  // i18n starts first (its messages are a round trip); namespaces registered meanwhile load once it is up.
  const i18nReady = startI18n();

  // The registry is on the critical path of every page: ask for it before anything else waits (the home page's
  // HTML may carry it). The remotes' route data and the opened page's code start as soon as it is there.
  const chosen = chooseMarket(location.search, runtimeConfig().defaultMarket);
  const registryPending = loadRegistry(chosen.market);
  // Local overrides (registry/override.ts) apply after the registry's copies (in-page, cached): never hidden by them.
  // Their code loads only when the URL asks for one or one is kept (then alongside the registry request).
  const overridesPending = wantsOverride(location.search)
    ? import(/* webpackChunkName: "override" */ './registry/override').then((m) => ({ ...m.resolveOverrides(location.search, runtimeConfig().remoteOrigins), apply: m.applyOverrides }))
    : Promise.resolve(null);
  const remotesLoaded = Promise.all([registryPending, overridesPending]).then(([{ registry: fromApi, stale }, overrides]) => {
    const registry = overrides ? overrides.apply(fromApi, overrides.active) : fromApi;
    pageMarketLoaded(registry.market);
    platformStore.marketNotice = marketNoticeOf(chosen, registry);
    platformStore.registryStale = stale;
    platformStore.switchedOff = registry.switchedOff;
    platformStore.remotes = registry.remotes;
    for (const r of registry.remotes) platformStore.status[r.name] = 'loading';
    startRemoteReports(registry.market.id, registry.remotes);
    return loadRemotes(registry.remotes);
  }, () => {}); // a failure is handled below, once i18n can word it
  await yieldToMain();

  // The session starts at once too, in the saved language; the auth guard and the start-up redirect wait for it.
  patchUser({ lang: initialLang() });
  followSessionChanges();
  syncBalance();
  const sessionStarted = startSession();
  void sessionStarted.then(() => followPush());
  // The attribution service (spec sections 1 and 4): after the session, when the page is idle, with consent.
  startAttribution(sessionStarted);

  await i18nReady;
  try {
    await registryPending;
  } catch (error) {
    console.error('[boot] no registry and no last known good copy', error);
    dismissFirstPaint();
    root.render(<BootFailure />);
    return;
  }

  // A transition: React renders the first page in slices and yields between them, so the boot's biggest render
  // is not one long task (a tap during it is answered); the first-paint picture covers the page meanwhile.
  // A store write during that render (valtio reads through useSyncExternalStore) makes React redo the whole page
  // synchronously, in one long task: the render waits for the boot's own writes (the remotes' route data, the
  // session and what is loaded after its sign), BOOT_WRITES_WAIT_MS at most.
  await settledWithin(Promise.all([remotesLoaded, sessionStarted.then(afterSignLoaded)]), BOOT_WRITES_WAIT_MS);
  startTransition(() => {
    root.render(
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>,
    );
  });
  void overridesPending.then((overrides) => {
    if (overrides && (Object.keys(overrides.active).length > 0 || overrides.refused.some((r) => r.reason !== 'production'))) {
      void import(/* webpackChunkName: "override-bar" */ './chrome/override/override-bar').then((m) => m.showOverrideBar(overrides));
    }
  });
  // Once the first page has rendered and the browser is idle: for the next visits (boot/service-worker.ts).
  startServiceWorker();
}

void boot();
