import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard, useGameSearch } from '../games';
import { SearchFacetLink } from './search-facet-link';
import { SeeAllLink } from './see-all-link';
import './search.css';

/**
 * Mobile drawer search (spec sections 2, 4): typing sets the searching state and clears not-found,
 * clearing resets everything, no results shows the not-found notice. Idle it shows only the box: the
 * shell's drawer lists the menu and the provider logos below it.
 */
export function DrawerSearch({ onNavigate, onActiveChange }: { onNavigate?: () => void; onActiveChange?: (active: boolean) => void }) {
  const { t } = useTranslation('lobby');
  const search = useGameSearch();
  const active = search.words.trim() !== '';
  useEffect(() => onActiveChange?.(active), [active, onActiveChange]);

  return (
    <div className="lobby-drawer-search" data-testid="drawer-search">
      <input
        className="lobby-search__input"
        type="search"
        value={search.words}
        placeholder={t('search.drawerPlaceholder')}
        aria-label={t('search.drawerPlaceholder')}
        onChange={(e) => search.setWords(e.target.value)}
      />
      {active && search.searching && (
        <p className="lobby-search__hint" role="status">
          {t('search.searching')}
        </p>
      )}
      {active && search.notFound && (
        <p className="lobby-search__empty" data-testid="search-not-found">
          {t('search.notFound')}
        </p>
      )}
      {active && search.results.length > 0 && (
        <div className="lobby-drawer-search__list">
          <SearchFacetLink words={search.words} onOpen={onNavigate} />
          {search.results.map((g) => (
            <GameCard key={g.gameId} game={g} variant="drawer" showFavorite={false} onOpen={onNavigate} />
          ))}
          <SeeAllLink words={search.words} shown={search.results.length} onOpen={onNavigate} />
        </div>
      )}
    </div>
  );
}
