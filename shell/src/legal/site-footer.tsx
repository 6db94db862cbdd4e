import { lazy, Suspense } from 'react';
import { useAfterFirstPageIdle } from './use-after-first-page-idle';

const FooterContent = lazy(() => import('./footer-content'));

/**
 * The footer of every layout page (below the fold): its code and styles are their own chunk, loaded once the
 * first page has rendered and the browser is idle, and its facts are asked for when it nears the screen.
 * The home page's first paint carries none of it.
 */
export function SiteFooter() {
  const ready = useAfterFirstPageIdle();
  return ready ? (
    <Suspense fallback={null}>
      <FooterContent />
    </Suspense>
  ) : null;
}
