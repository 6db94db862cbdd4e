import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposedRoute } from './compose';

/**
 * Sets the page title from the route after each navigation.
 * The auth redirect for routes without ignoreAuth is added by the shell chrome work (issue 3).
 */
export function RouteGuard({ route, children }: { route: ComposedRoute; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t(route.titleKey);
  }, [route.titleKey, t, i18n.language]);
  return <>{children}</>;
}
