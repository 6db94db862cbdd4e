import { act, cleanup, render } from '@testing-library/react';
import type { RemoteManifest, RemoteRoute } from '@casino/shared';
import { platformStore } from '../platform-store';
import { matchTarget } from './match';
import { useRouteTable } from './use-route-table';
import type { ComposedRoute } from './compose';

const page = async () => ({ default: () => null });
const route = (over: Partial<RemoteRoute>): RemoteRoute => ({ path: 'x', name: 'X', titleKey: 'ns:x', layouts: ['desktop', 'mobile'], order: 0, load: page, ...over });
const manifest = (routes: RemoteRoute[]): RemoteManifest => ({ namespace: 'ns', messages: async () => ({}), routes });

describe('useRouteTable', () => {
  afterEach(() => {
    cleanup();
    platformStore.loaded = [];
    platformStore.layout = 'desktop';
  });

  it('gives every component the same table until the loaded remotes or the layout change', async () => {
    platformStore.layout = 'desktop';
    platformStore.loaded = [{ name: 'lobby', manifest: manifest([route({ path: '', name: 'Home' })]) }];
    const seen: ComposedRoute[][] = [];
    const Reader = () => {
      seen.push(useRouteTable());
      return null;
    };
    render(
      <>
        <Reader />
        <Reader />
      </>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(matchTarget(seen[0]!, '/vip-wheel')).toBeUndefined();

    await act(async () => {
      platformStore.loaded.push({ name: 'wheel', manifest: manifest([route({ path: 'vip-wheel', name: 'VipWheel', layouts: ['desktop'] })]) });
    });
    const afterLoad = seen.at(-1)!;
    expect(afterLoad).not.toBe(seen[0]);
    // A new table is matched anew: the answer kept for the old table does not stick.
    expect(matchTarget(afterLoad, '/vip-wheel')?.name).toBe('VipWheel');

    await act(async () => {
      platformStore.layout = 'mobile';
    });
    expect(seen.at(-1)!.map((r) => r.name)).toEqual(['Home']);
  });
});
