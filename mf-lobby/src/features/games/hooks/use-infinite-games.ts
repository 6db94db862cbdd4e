import { useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogueGame, GameListPage } from '@casino/shared';

export interface InfiniteGames {
  games: CatalogueGame[];
  total: number;
  loading: boolean;
  error: boolean;
  done: boolean;
  loadMore: () => void;
  /** Attach to an element at the end of the list: it loads the next page as it scrolls into view. */
  sentinelRef: (el: Element | null) => void;
}

/**
 * Paged list with infinite scroll. `key` identifies the query: a new key starts again at page 1 and
 * answers of the previous query are dropped.
 */
export function useInfiniteGames(key: string, fetchPage: (page: number) => Promise<GameListPage>): InfiniteGames {
  const [games, setGames] = useState<CatalogueGame[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const [done, setDone] = useState(false);
  const page = useRef(0);
  const count = useRef(0);
  const generation = useRef(0);
  const busy = useRef(false);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    const gen = generation.current;
    setLoading(true);
    setError(false);
    fetchRef.current(page.current + 1).then(
      (result) => {
        if (gen !== generation.current) return;
        page.current = result.page;
        count.current += result.list.length;
        setGames((prev) => [...prev, ...result.list]);
        setDone(result.list.length === 0 || count.current >= result.total);
        setTotal(result.total);
        busy.current = false;
        setLoading(false);
      },
      () => {
        if (gen !== generation.current) return;
        busy.current = false;
        setLoading(false);
        setError(true);
      },
    );
  }, []);

  useEffect(() => {
    generation.current += 1;
    page.current = 0;
    count.current = 0;
    busy.current = false;
    setGames([]);
    setTotal(0);
    setDone(false);
    loadMore();
  }, [key, loadMore]);

  const observer = useRef<IntersectionObserver | null>(null);
  const sentinel = useRef<Element | null>(null);
  const state = useRef({ done, error });
  state.current = { done, error };
  const sentinelRef = useCallback(
    (el: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      sentinel.current = el;
      if (!el || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting) && !state.current.done && !state.current.error) loadMore();
        },
        { rootMargin: '600px 0px' },
      );
      observer.current.observe(el);
    },
    [loadMore],
  );
  useEffect(() => () => observer.current?.disconnect(), []);

  // The observer only reports changes: a sentinel still in view after a page arrived (short pages,
  // tall screens) would never fire again, so observe it afresh, which reports its current state.
  useEffect(() => {
    const el = sentinel.current;
    if (loading || done || error || !el || !observer.current) return;
    observer.current.unobserve(el);
    observer.current.observe(el);
  }, [loading, done, error, games.length]);

  return { games, total, loading, error, done, loadMore, sentinelRef };
}
