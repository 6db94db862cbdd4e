import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { platformStore } from '../platform-store';
import { composeRoutes, type ComposedRoute } from './compose';

/** The composed route table of the active layout (enabled remotes that loaded). */
export function useRouteTable(): ComposedRoute[] {
  const { loaded, layout } = useSnapshot(platformStore);
  return useMemo(() => composeRoutes(loaded as typeof platformStore.loaded, layout), [loaded, layout]);
}
