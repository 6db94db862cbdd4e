import { useSearchParams } from '@casino/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '../features/games/components/game-card';
import { CardSkeletons } from '../features/games/components/skeleton';
import { EmptyPanel } from '../features/games/components/state-panels';
import { useGameSearch } from '../features/games/hooks/use-game-search';
import '../features/games/lobby.css';
import '../features/search/search.css';

/** searchGarm: full-page search results; ?words= pre-fills the query. */
export default function SearchGarmPage() {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const search = useGameSearch();
  const initial = params.get('words') ?? '';
  const { setWords, submit } = search;

  useEffect(() => {
    if (initial) setWords(initial);
    // only the URL's first value pre-fills; typing owns the field after that
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="lobby-page" data-testid="lobby-search-page">
      <header className="lobby-page__head">
        <h1>{t('routes.SearchGarm')}</h1>
      </header>
      <form
        className="lobby-search lobby-search--page"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          className="lobby-search__input"
          type="search"
          value={search.words}
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
      {search.notFound && <EmptyPanel message={t('search.notFound')} />}
      <div className="lobby-grid" aria-busy={search.searching}>
        {search.searching && search.results.length === 0 && <CardSkeletons count={12} />}
        {search.results.map((g) => (
          <GameCard key={g.gameId} game={g} />
        ))}
      </div>
    </div>
  );
}
