import { useStore } from '@casino/shared';
import { platformStore } from '../platform-store';
import type { ComposedRoute } from '../routing/compose';
import { DesktopLayout } from './desktop/desktop-layout';
import { MobileLayout } from './mobile/mobile-layout';
import { AboutSlot } from '../chrome/about/about-slot';
import { RealityCheck } from '../chrome/reality-check';
import { SandboxRibbon } from '../chrome/sandbox-ribbon';
import { Toaster } from '../chrome/toaster';
import { CookieBannerSlot } from '../consent/cookie-banner-slot';
import { TermsGate } from '../consent/terms-gate';
import { RemoteSlot } from '../slots/remote-slot';
import '@casino/shared/fonts/currency.css';
import './main-layout.css';

/** What the account overlay answers; one sent before it is on the page wakes it and is sent again. */
const OVERLAY_REQUESTS = ['dialog:phone-bind-requested'] as const;

/** The chrome of the active layout around the routed content. */
export function MainLayout({ routes }: { routes: ComposedRoute[] }) {
  const { layout } = useStore(platformStore);
  return (
    <>
      {layout === 'desktop' ? <DesktopLayout routes={routes} /> : <MobileLayout routes={routes} />}
      {/* Dialogs a remote opens from the bus (phone binding, switch account): no space reserved. Nothing of it
          shows until the player acts, so it loads at the first tap or key press (or at a request), never on a page
          left alone. */}
      <RemoteSlot remote="account" expose="./AccountOverlay" layout={layout} defer="interaction" wakeOn={OVERLAY_REQUESTS} />
      <Toaster />
      <RealityCheck />
      <TermsGate />
      <CookieBannerSlot />
      <AboutSlot />
      <SandboxRibbon layout={layout} />
    </>
  );
}
