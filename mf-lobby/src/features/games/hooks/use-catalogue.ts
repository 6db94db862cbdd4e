import { useEffect, useState } from 'react';
import { firstPaintCatalogue, globalStore, type LobbyCatalogue } from '@casino/shared';
import { fetchCatalogue } from '../api/games-api';

let pending: Promise<LobbyCatalogue> | null = null;
/** The catalogue once loaded: a page that mounts later renders it at once. */
let loaded: LobbyCatalogue | null = null;

const publish = (catalogue: LobbyCatalogue): LobbyCatalogue => {
  globalStore.labelList = catalogue.labelList;
  globalStore.gameData.categoryList = catalogue.categoryList;
  globalStore.gameData.providerList = catalogue.providerList;
  loaded = catalogue;
  return catalogue;
};

/**
 * The catalogue the home page's HTML carries (the shell's server asked /labelGame/list), read without side
 * effects: a render reads it, and the store hears of it after the commit (see useCatalogue).
 */
const inPage = (): LobbyCatalogue | null => (pending ? null : (firstPaintCatalogue() ?? null));

/** Loads /labelGame/list once per page and publishes labels and categories to the global store. */
export function loadCatalogue(): Promise<LobbyCatalogue> {
  const carried = inPage();
  if (carried) pending = Promise.resolve(publish(carried));
  pending ??= fetchCatalogue().then(publish, (error: unknown) => {
    pending = null; // a later mount retries
    throw error;
  });
  return pending;
}

export function resetCatalogueCache(): void {
  pending = null;
  loaded = null;
}

export type CatalogueState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; catalogue: LobbyCatalogue };

export function useCatalogue(): { state: CatalogueState; retry: () => void } {
  // Rendered from the first render when the catalogue is there (in the page, or from an earlier mount). The
  // render writes no store: a store written during the boot's first render (a transition) makes React redo the
  // whole page at once, in one long task; the page's catalogue is published from the effect below.
  const [state, setState] = useState<CatalogueState>(() => {
    const ready = loaded ?? inPage();
    return ready ? { status: 'ready', catalogue: ready } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 && !loaded && inPage()) void loadCatalogue(); // publishes the page's copy, after the commit
    if (loaded && attempt === 0) return;
    let live = true;
    setState({ status: 'loading' });
    loadCatalogue().then(
      (catalogue) => live && setState({ status: 'ready', catalogue }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
