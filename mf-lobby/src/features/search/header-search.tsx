import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, userStore, useNavigate } from '@casino/shared';
import { CardSkeletons, GameCard, useGameSearch } from '../games';
import { SearchFacetLink } from './search-facet-link';
import { SeeAllLink } from './see-all-link';
import './search.css';

/**
 * Desktop header search (spec sections 2, 4, 5): 1 s debounce, results as game cards in a panel,
 * an empty text clears and hides the panel, focus reopens it, blur sends a logged-out user to login.
 */
export function HeaderSearch() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const search = useGameSearch();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  const hasText = search.words.trim() !== '';
  const visible = open && hasText;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setOpen(true);
    search.submit();
  };
  const onBlur = (e: FocusEvent) => {
    if (root.current?.contains(e.relatedTarget as Node | null)) return;
    setOpen(false);
    if (!isLoggedIn(userStore)) navigate('/login');
  };
  const close = () => {
    setOpen(false);
    search.clear();
  };

  return (
    <form ref={root} className="lobby-search" role="search" onSubmit={onSubmit} onBlur={onBlur} data-testid="header-search">
      <input
        className="lobby-search__input"
        type="search"
        value={search.words}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setOpen(true);
          search.setWords(e.target.value);
        }}
        onKeyDown={(e) => e.key === 'Escape' && close()}
      />
      <button type="submit" className="cs-button lobby-search__button">
        {t('search.button')}
      </button>
      {visible && (
        <div className="lobby-search__panel" data-testid="search-panel" onMouseDown={(e) => e.preventDefault()}>
          {search.searching && search.results.length === 0 ? (
            <div className="lobby-search__grid">
              <CardSkeletons count={6} />
            </div>
          ) : search.notFound ? (
            <p className="lobby-search__empty">{t('search.notFound')}</p>
          ) : (
            <>
              {search.results.length > 0 && <SearchFacetLink words={search.words} onOpen={close} />}
              <div className="lobby-search__grid" aria-busy={search.searching}>
                {search.results.map((g) => (
                  <GameCard key={g.gameId} game={g} showFavorite={false} onOpen={close} />
                ))}
              </div>
              {search.results.length > 0 && <SeeAllLink words={search.words} shown={search.results.length} onOpen={close} />}
            </>
          )}
        </div>
      )}
    </form>
  );
}
