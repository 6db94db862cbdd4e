import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameRecord } from '@casino/shared';
import { fetchGameRecords, RECORDS_PAGE_SIZE } from '../api/game-records-api';
import { rangeOf, type TRangePreset } from '../lib/date-range';

export interface TRecordFilters {
  range: TRangePreset;
  /** 0 = every game. */
  gameId: number;
}

export type TRecordsStatus = 'loading' | 'error' | 'ready';

export interface TGameRecordsState {
  status: TRecordsStatus;
  rounds: GameRecord[];
  total: number;
  /** The last page loaded (0 before the first answer). */
  page: number;
  loadingMore: boolean;
  moreFailed: boolean;
}

const initial: TGameRecordsState = { status: 'loading', rounds: [], total: 0, page: 0, loadingMore: false, moreFailed: false };

/**
 * The player's rounds for the filters, page by page ("load more" appends). A change of filters starts
 * again at page 1; answers to an older request are dropped.
 */
export function useGameRecords(filters: TRecordFilters) {
  const [state, setState] = useState<TGameRecordsState>(initial);
  const [attempt, setAttempt] = useState(0);
  const request = useRef(0);

  const query = useCallback(
    (page: number) => ({ page, pageSize: RECORDS_PAGE_SIZE, ...(filters.gameId ? { gameId: filters.gameId } : {}), ...rangeOf(filters.range) }),
    [filters.gameId, filters.range],
  );

  useEffect(() => {
    const id = ++request.current;
    setState(initial);
    fetchGameRecords(query(1)).then(
      (res) => id === request.current && setState({ ...initial, status: 'ready', rounds: res.list, total: res.total, page: 1 }),
      () => id === request.current && setState({ ...initial, status: 'error' }),
    );
  }, [query, attempt]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || state.loadingMore || state.rounds.length >= state.total) return;
    const id = request.current;
    const next = state.page + 1;
    setState((s) => ({ ...s, loadingMore: true, moreFailed: false }));
    fetchGameRecords(query(next)).then(
      (res) =>
        id === request.current &&
        setState((s) => {
          // New rounds since page 1 shift the offsets: a round can come twice.
          const seen = new Set(s.rounds.map((r) => r.roundId));
          return { ...s, loadingMore: false, page: next, total: res.total, rounds: [...s.rounds, ...res.list.filter((r) => !seen.has(r.roundId))] };
        }),
      () => id === request.current && setState((s) => ({ ...s, loadingMore: false, moreFailed: true })),
    );
  }, [state, query]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { ...state, hasMore: state.status === 'ready' && state.rounds.length < state.total, loadMore, retry };
}
