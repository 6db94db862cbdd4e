// Exposed as ./DrawerSearch: the shell mounts it in the mobile drawer; onNavigate lets it close the drawer.
import { useEffect, useState } from 'react';
import type { WidgetProps } from '@casino/shared';
import { DrawerSearch } from '../features/search';
import { ensureLobbyMessages } from '../messages';
import '../features/games/lobby.css';

export default function DrawerSearchWidget({ onNavigate, onActiveChange }: WidgetProps<'lobby', './DrawerSearch'>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void ensureLobbyMessages().finally(() => setReady(true));
  }, []);
  return ready ? <DrawerSearch onNavigate={onNavigate} onActiveChange={onActiveChange} /> : <div className="lobby-drawer-search lobby-search--pending" aria-hidden="true" />;
}
