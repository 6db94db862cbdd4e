import { SEARCH_DEBOUNCE_MS, useSearchParams } from '@casino/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, searchGamesPage, useInfiniteGames } from '../features/games';
import '../features/games/lobby.css';
import '../features/search/search.css';

/**
 * searchGarm: the full search results ('see all' of the header and drawer searches); ?words= pre-fills
 * the query. Every result, a page of 50 at a time as the list scrolls; the query runs 1 s after typing
 * stops (spec section 9) or at once on Search.
 */
export default function SearchGarmPage() {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const [words, setWords] = useState(() => params.get('words') ?? '');
  const [query, setQuery] = useState(() => words.trim());

  useEffect(() => {
    const timer = setTimeout(() => setQuery(words.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [words]);

  const fetchPage = useCallback((page: number) => (query ? searchGamesPage(query, page) : Promise.resolve({ list: [], page, pageSize: 1, total: 0 })), [query]);
  const feed = useInfiniteGames(query, fetchPage);
  const finished = query !== '' && feed.done && !feed.loading;

  return (
    <div className="lobby-page" data-testid="lobby-search-page">
      <header className="lobby-page__head">
        <h1>{t('routes.SearchGarm')}</h1>
        {finished && feed.total > 0 && (
          <span className="lobby-count" data-testid="search-count">
            {t('list.count', { count: feed.total })}
          </span>
        )}
      </header>
      <form
        className="lobby-search lobby-search--page"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(words.trim());
        }}
      >
        <input
          className="lobby-search__input"
          type="search"
          value={words}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          onChange={(e) => {
            setWords(e.target.value);
            setParams(e.target.value ? { words: e.target.value } : {}, { replace: true });
          }}
        />
        <button type="submit" className="cs-button lobby-search__button">
          {t('search.button')}
        </button>
      </form>
      {query !== '' && <GameGrid feed={feed} emptyMessage={t('search.notFound')} />}
    </div>
  );
}
