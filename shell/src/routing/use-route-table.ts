import { snapshot } from 'valtio';
import { useStore, type LayoutKind } from '@casino/shared';
import { platformStore } from '../platform-store';
import { composeRoutes, type ComposedRoute } from './compose';

type TLoaded = typeof platformStore.loaded;

/**
 * Tables per snapshot of the loaded remotes and layout: the components that read the table share one, and so do
 * the matches made on it (routing/match.ts).
 */
const tables = new WeakMap<object, Map<LayoutKind, ComposedRoute[]>>();

/** The composed route table of the active layout (enabled remotes that loaded). */
export function useRouteTable(): ComposedRoute[] {
  // Read for the subscription (a change of either renders again); each component gets its own tracking wrapper.
  const { loaded: _tracked, layout } = useStore(platformStore);
  // The store's own snapshot of `loaded`: one object for every component until the loaded remotes change.
  const loaded = snapshot(platformStore).loaded;
  let byLayout = tables.get(loaded);
  if (!byLayout) tables.set(loaded, (byLayout = new Map()));
  let table = byLayout.get(layout);
  if (!table) byLayout.set(layout, (table = composeRoutes(loaded as TLoaded, layout)));
  return table;
}
