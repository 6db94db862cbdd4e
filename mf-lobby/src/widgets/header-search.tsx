// Exposed as ./HeaderSearch: the shell mounts it in the desktop header slot.
import { useEffect, useState } from 'react';
import type { WidgetProps } from '@casino/shared';
import { HeaderSearch } from '../features/search';
import { ensureLobbyMessages } from '../messages';
import '../features/games/lobby.css';

export default function HeaderSearchWidget(_props: WidgetProps<'lobby', './HeaderSearch'>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void ensureLobbyMessages().finally(() => setReady(true));
  }, []);
  return ready ? <HeaderSearch /> : <div className="lobby-search lobby-search--pending" aria-hidden="true" />;
}
