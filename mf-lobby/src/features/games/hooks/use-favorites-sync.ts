import { useEffect } from 'react';
import { isLoggedIn, MAX_GAME_PAGE_SIZE, useUser, userStore } from '@casino/shared';
import { fetchFavoriteGames } from '../api/games-api';

let synced = '';

/** Fills userStore.favoriteGameList once per signed session, so every card's star is right. */
export function useFavoritesSync(): void {
  const user = useUser();
  const key = isLoggedIn(user) ? user.sign || user.userid : '';
  useEffect(() => {
    if (!key || synced === key) return;
    synced = key;
    fetchFavoriteGames({ page: 1, pageSize: MAX_GAME_PAGE_SIZE }).then(
      (page) => {
        userStore.favoriteGameList = page.list;
      },
      () => {
        synced = '';
      },
    );
  }, [key]);
}
