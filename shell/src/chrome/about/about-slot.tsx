import { lazy, Suspense, useState } from 'react';

const AboutPage = lazy(() => import('./about-page'));

/** `?about` on any address opens the panel; on a page without it this costs one look at the query string. */
export const wantsAbout = (search: string): boolean => new URLSearchParams(search).has('about');

/**
 * "About this page" for staff and developers: which version and channel of each remote this browser runs,
 * without reading network requests. Opened with `?about` (e.g. `/?about`); its code is its own chunk.
 */
export function AboutSlot() {
  const [open, setOpen] = useState(() => wantsAbout(location.search));
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AboutPage onClose={() => setOpen(false)} />
    </Suspense>
  );
}
