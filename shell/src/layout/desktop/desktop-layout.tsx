import { Link, Outlet } from '@casino/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposedRoute } from '../../routing/compose';
import { buildMenu, type MenuItem } from '../../routing/menu';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import './desktop-layout.css';
import { RestrictionBanner } from '../../chrome/restriction-banner';
import { MarketNotice } from '../../chrome/market-notice';
import { SiteFooter } from '../../legal/site-footer';

/** Desktop chrome: left menu, top bar, content area. */
export function DesktopLayout({ routes }: { routes: ComposedRoute[] }) {
  const { t } = useTranslation('shell');
  const menu = useMemo(() => buildMenu(routes), [routes]);
  const personal = useMemo<MenuItem[]>(() => {
    const kb = menu.find((m) => m.id === 'kisiselBilgiler');
    return kb ? [{ ...kb, children: undefined }, ...(kb.children ?? [])] : [];
  }, [menu]);
  return (
    <div className="shell-root shell-desktop">
      <a className="shell-skip" href="#main">
        {t('nav.skip')}
      </a>
      <aside className="shell-desktop__aside">
        <Link to="/" className="shell-logo" aria-label={`${t('brand')}, ${t('logo')}`}>
          <span className="shell-logo__mark" aria-hidden="true">
            ♠
          </span>
          <span className="shell-logo__text">{t('brand')}</span>
        </Link>
        <SideMenu items={menu} />
      </aside>
      <div className="shell-desktop__main">
        <TopBar routes={routes} personalEntries={personal} />
        <main className="shell-content" id="main" tabIndex={-1}>
          <MarketNotice />
          <RestrictionBanner />
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
