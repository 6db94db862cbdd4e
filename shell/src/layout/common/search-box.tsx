import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, apiPost, isLoggedIn, userStore, type Game } from '@casino/shared';
import { LOGIN_PATH } from '../../routing/guard-decision';
import { GameCard } from './game-card';
import './search-box.css';

type Phase = 'idle' | 'searching' | 'results' | 'notFound';

export interface SearchBoxProps {
  variant: 'header' | 'drawer';
  /** Told when the box starts or stops showing a search (the drawer hides its menu meanwhile). */
  onActiveChange?: (active: boolean) => void;
}

/**
 * The shell's search box, shown until the lobby exposes its own widget: 1 s debounce, game cards as
 * results, the not-found notice for an empty result (spec sections 2, 4, 5).
 */
export function SearchBox({ variant, onActiveChange }: SearchBoxProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const id = useId();
  const [words, setWords] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [games, setGames] = useState<Game[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => onActiveChange?.(phase !== 'idle'), [phase, onActiveChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = (query: string) => {
    clearTimeout(timer.current);
    if (!query.trim()) {
      setPhase('idle');
      setGames([]);
      return;
    }
    setPhase('searching');
    timer.current = setTimeout(() => {
      apiPost<Game[]>('/labelGame/getSearchResults', { words: query.trim() })
        .then(({ resultData }) => {
          const list = Array.isArray(resultData) ? resultData : [];
          setGames(list);
          setPhase(list.length > 0 ? 'results' : 'notFound');
        })
        .catch((error: unknown) => {
          console.warn('[search] failed', error);
          setGames([]);
          setPhase('notFound');
        });
    }, SEARCH_DEBOUNCE_MS);
  };

  const placeholder = t(variant === 'header' ? 'search.placeholder' : 'search.drawerPlaceholder');
  return (
    <div className={`shell-search shell-search--${variant}`} role="search">
      <form
        className="shell-search__bar"
        onSubmit={(e) => {
          e.preventDefault();
          run(words);
        }}
      >
        <label htmlFor={id} className="cs-visually-hidden">
          {placeholder}
        </label>
        <input
          id={id}
          type="search"
          value={words}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(e) => {
            setWords(e.target.value);
            run(e.target.value);
          }}
          onBlur={() => {
            if (variant === 'header' && !isLoggedIn(userStore)) navigate(LOGIN_PATH);
          }}
        />
        {variant === 'header' && (
          <button type="submit" className="cs-button shell-search__submit">
            {t('search.submit')}
          </button>
        )}
      </form>
      {phase !== 'idle' && (
        <div className="shell-search__panel" aria-live="polite" data-testid={`${variant}-search-panel`}>
          {phase === 'searching' && <p className="shell-search__hint">{t('search.searching')}</p>}
          {phase === 'notFound' && (
            <p className="shell-search__empty" data-testid="search-not-found">
              {t('search.notFound')}
            </p>
          )}
          {phase === 'results' && (
            <ul className="shell-search__results">
              {games.map((g) => (
                <li key={g.gameId}>
                  <GameCard game={g} compact={variant === 'drawer'} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
