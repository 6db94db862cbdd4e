import { useEffect, type ReactNode } from 'react';
import { Spinner, isLoggedIn, useUser, Navigate, useLocation, useStore } from '@casino/shared';
import { platformStore } from '../platform-store';
import type { ComposedRoute } from './compose';
import { LOGIN_PATH, RESTRICTED_HOME, decideAccess, restrictedRedirect } from './guard-decision';

/** The auth guard of one route: routes without ignoreAuth send a logged-out user to login. */
export function RouteGuard({ route, children }: { route: ComposedRoute; children: ReactNode }) {
  const user = useUser();
  const { sessionReady } = useStore(platformStore);
  const location = useLocation();
  const decision = decideAccess({ ignoreAuth: route.ignoreAuth, loggedIn: isLoggedIn(user), sessionReady });
  // While the session starts, the page's code downloads (the remote's entry and the page chunk are cached),
  // so the page renders as soon as access is decided instead of starting its downloads then.
  useEffect(() => {
    if (decision === 'wait') route.load().catch(() => undefined);
  }, [decision, route]);
  if (decision === 'wait') return <Spinner />;
  if (decision === 'login') return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  if (restrictedRedirect({ name: route.name, ignoreAuth: route.ignoreAuth, restricted: Boolean(user.restriction) && isLoggedIn(user) })) return <Navigate to={RESTRICTED_HOME} replace />;
  return <>{children}</>;
}
