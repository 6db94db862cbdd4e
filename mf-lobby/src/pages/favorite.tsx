import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@casino/shared';
import { fetchFavoriteGames, GameGrid, useInfiniteGames } from '../features/games';
import '../features/games/lobby.css';

/** The player's favourites; reloads when a star elsewhere changes the list. */
export function FavoriteList() {
  const { t } = useTranslation('lobby');
  const { favoriteGameList } = useUser();
  const fetchPage = useCallback((page: number) => fetchFavoriteGames({ page }), []);
  const feed = useInfiniteGames(`fav:${favoriteGameList.length}`, fetchPage);
  return <GameGrid feed={feed} emptyMessage={t('favorite.empty')} />;
}

export default function FavoritePage() {
  const { t } = useTranslation('lobby');
  return (
    <div className="lobby-page" data-testid="lobby-favorite">
      <header className="lobby-page__head">
        <h1>{t('routes.Favorite')}</h1>
      </header>
      <FavoriteList />
    </div>
  );
}
