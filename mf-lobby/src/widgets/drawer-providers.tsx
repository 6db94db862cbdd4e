// Exposed as ./DrawerProviders: the catalogue's providers in the mobile drawer, each opening its games.
import { useEffect, useState } from 'react';
import type { WidgetProps } from '@casino/shared';
import { ProviderRow, useCatalogue } from '../features/games';
import { ensureLobbyMessages } from '../messages';
import '../features/games/lobby.css';
import '../features/search/search.css';

export default function DrawerProvidersWidget({ onNavigate }: WidgetProps<'lobby', './DrawerProviders'>) {
  const [ready, setReady] = useState(false);
  const { state } = useCatalogue();
  useEffect(() => {
    void ensureLobbyMessages().finally(() => setReady(true));
  }, []);
  if (!ready || state.status !== 'ready') return <div className="lobby-drawer-providers lobby-search--pending" aria-hidden="true" />;
  return (
    <div className="lobby-drawer-providers" data-testid="drawer-providers">
      <ProviderRow providers={state.catalogue.providerList} onPick={onNavigate} />
    </div>
  );
}
