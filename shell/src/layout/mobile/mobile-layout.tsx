import { Outlet } from '@casino/shared';
import { useCallback, useState } from 'react';
import type { ComposedRoute } from '../../routing/compose';
import { Drawer } from './drawer';
import { MobileHeader } from './mobile-header';
import { TabBar } from './tab-bar';
import './mobile-layout.css';
import { RestrictionBanner } from '../../chrome/restriction-banner';
import { MarketNotice } from '../../chrome/market-notice';
import { SiteFooter } from '../../legal/site-footer';

/** Mobile chrome: header, drawer, content, bottom tab bar. */
export function MobileLayout({ routes }: { routes: ComposedRoute[] }) {
  const [drawer, setDrawer] = useState(false);
  const close = useCallback(() => setDrawer(false), []);
  return (
    <div className="shell-root shell-mobile">
      <MobileHeader routes={routes} drawerOpen={drawer} onMenu={() => setDrawer(true)} />
      <Drawer routes={routes} open={drawer} onClose={close} />
      <main className="shell-content shell-mobile__content" id="main" tabIndex={-1}>
        <MarketNotice />
        <RestrictionBanner />
        <Outlet />
      </main>
      <SiteFooter />
      <TabBar routes={routes} />
    </div>
  );
}
