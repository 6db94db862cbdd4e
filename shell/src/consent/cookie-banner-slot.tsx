import { bus, trackingChoice } from '@casino/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAfterFirstPageIdle } from '../legal/use-after-first-page-idle';

const CookieBanner = lazy(() => import('./cookie-banner'));

/**
 * The cookie/storage consent banner: asked once, until the player chooses; opened again from the
 * footer's "Çerez tercihleri". Its code is its own chunk, loaded after the first page when the browser is idle,
 * so the home page's first paint carries only this check. Nothing tracks before the choice (`mayTrack`).
 */
export function CookieBannerSlot() {
  const ready = useAfterFirstPageIdle();
  const [open, setOpen] = useState(() => trackingChoice() === null);
  const [reopened, setReopened] = useState(false);
  useEffect(() => {
    const sub = bus.on('consent:preferences-requested').subscribe(() => {
      setReopened(true);
      setOpen(true);
    });
    return () => sub.unsubscribe();
  }, []);
  if (!open || (!ready && !reopened)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner reopened={reopened} onDone={() => setOpen(false)} />
    </Suspense>
  );
}
