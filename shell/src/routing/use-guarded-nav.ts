import { useCallback } from 'react';
import { globalStore, isLoggedIn, userStore, useNavigate } from '@casino/shared';
import { LOGIN_PATH } from './guard-decision';
import { platformStore } from '../platform-store';
import { matchTarget } from './match';
import { useRouteTable } from './use-route-table';

export interface NavTarget {
  to: string;
  /** Lobby label to select on Home (Hot, New, Favorite). */
  activeLabel?: string;
}

/** Navigation for menu, drawer, tab and header clicks: a logged-out user on a protected target goes to login. */
export function useGuardedNav(): (target: NavTarget) => void {
  const navigate = useNavigate();
  const routes = useRouteTable();
  return useCallback(
    ({ to, activeLabel }: NavTarget) => {
      const route = matchTarget(routes, to.split('?')[0] ?? to);
      // Until the start-up session is known the route's own guard decides (it waits, then redirects).
      if (route && !route.ignoreAuth && platformStore.sessionReady && !isLoggedIn(userStore)) {
        navigate(LOGIN_PATH, { state: { from: to } });
        return;
      }
      if (activeLabel !== undefined) globalStore.activeLabel = activeLabel;
      navigate(to);
    },
    [navigate, routes],
  );
}
