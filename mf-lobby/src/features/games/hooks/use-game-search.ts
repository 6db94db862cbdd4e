import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, type CatalogueGame } from '@casino/shared';
import { searchGames } from '../api/games-api';

export interface GameSearch {
  words: string;
  results: CatalogueGame[];
  /** A query is typed and its answer not yet in. */
  searching: boolean;
  /** The last answered query found nothing. */
  notFound: boolean;
  setWords: (words: string) => void;
  /** Runs the current words now, skipping the debounce (the Search button). */
  submit: () => void;
  clear: () => void;
}

/**
 * Game search of spec sections 4-5: the query runs 1 s after the last keystroke; typing sets the
 * searching state and clears not-found; an empty text clears everything. Failures are swallowed
 * (spec section 8) and leave the list empty.
 */
export function useGameSearch(debounceMs: number = SEARCH_DEBOUNCE_MS): GameSearch {
  const [words, setWordsState] = useState('');
  const [results, setResults] = useState<CatalogueGame[]>([]);
  const [searching, setSearching] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const run = useCallback((text: string) => {
    cancel();
    const query = text.trim();
    if (!query) return;
    const id = ++latest.current;
    searchGames(query).then(
      (list) => {
        if (id !== latest.current) return;
        setResults(list);
        setNotFound(list.length === 0);
        setSearching(false);
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        console.warn('[lobby] search failed', error);
        setResults([]);
        setNotFound(true);
        setSearching(false);
      },
    );
  }, []);

  const clear = useCallback(() => {
    cancel();
    latest.current += 1;
    setWordsState('');
    setResults([]);
    setSearching(false);
    setNotFound(false);
  }, []);

  const setWords = useCallback(
    (text: string) => {
      if (!text.trim()) {
        clear();
        setWordsState(text);
        return;
      }
      setWordsState(text);
      setSearching(true);
      setNotFound(false);
      cancel();
      timer.current = setTimeout(() => run(text), debounceMs);
    },
    [clear, run, debounceMs],
  );

  const submit = useCallback(() => {
    if (!words.trim()) return;
    setSearching(true);
    setNotFound(false);
    run(words);
  }, [run, words]);

  useEffect(() => cancel, []);

  return { words, results, searching, notFound, setWords, submit, clear };
}
