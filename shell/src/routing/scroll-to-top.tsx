import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@casino/shared';

/**
 * A page opened by a link or a redirect starts at its top (a deposit's order detail after a long form, a legal
 * text from the footer); Back and Forward (POP) keep where the browser puts them, and a change of the query
 * alone (a lobby filter) or a #fragment does not move the page.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  // In braces: Chromium's scrollTo returns a promise, which React would take for the effect's clean-up.
  useEffect(() => {
    if (type !== 'POP' && !hash) window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new path scrolls; the navigation type and hash are read, not watched
  }, [pathname]);
  return null;
}
