import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, userStore, useLocation, useNavigate, useStore } from '@casino/shared';
import { platformStore } from '../platform-store';
import type { ComposedRoute } from './compose';
import { LOGIN_PATH, startupTarget } from './guard-decision';
import { matchTarget } from './match';

/** Sets the page title from the deepest matched route after each navigation (the 404 page sets '404'). */
export function TitleSync({ routes }: { routes: ComposedRoute[] }) {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const route = matchTarget(routes, pathname);
  const titleKey = route?.titleKey;
  useEffect(() => {
    if (titleKey) document.title = t(titleKey);
  }, [titleKey, t, i18n.language]);
  return null;
}

/**
 * Start-up redirect (spec section 2): once the session is known, a not-logged-in returning device
 * goes to login; anyone else stays on Home (or the deep link they opened). Runs once.
 */
export function StartupRedirect({ routes }: { routes: ComposedRoute[] }) {
  const { sessionReady, returningDevice } = useStore(platformStore);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!sessionReady || done.current) return;
    done.current = true;
    const target = startupTarget({ loggedIn: isLoggedIn(userStore), returningDevice });
    if (target === 'login' && !matchTarget(routes, pathname)?.ignoreAuth) navigate(LOGIN_PATH, { replace: true });
  }, [sessionReady, returningDevice, routes, pathname, navigate]);
  return null;
}
