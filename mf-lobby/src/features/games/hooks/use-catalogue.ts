import { useEffect, useState } from 'react';
import { globalStore, type LobbyCatalogue } from '@casino/shared';
import { fetchCatalogue } from '../api/games-api';

let pending: Promise<LobbyCatalogue> | null = null;

/** Loads /labelGame/list once per page and publishes labels and categories to the global store. */
export function loadCatalogue(): Promise<LobbyCatalogue> {
  pending ??= fetchCatalogue().then(
    (catalogue) => {
      globalStore.labelList = catalogue.labelList;
      globalStore.gameData.categoryList = catalogue.categoryList;
      globalStore.gameData.providerList = catalogue.providerList;
      return catalogue;
    },
    (error: unknown) => {
      pending = null; // a later mount retries
      throw error;
    },
  );
  return pending;
}

export function resetCatalogueCache(): void {
  pending = null;
}

export type CatalogueState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; catalogue: LobbyCatalogue };

export function useCatalogue(): { state: CatalogueState; retry: () => void } {
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
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
