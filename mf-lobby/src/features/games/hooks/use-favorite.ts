import { useState } from 'react';
import { isLoggedIn, useUser, userStore, type Game, useNavigate } from '@casino/shared';
import { setFavorite } from '../api/games-api';

/** The favourite star of a card: reads userStore.favoriteGameList, toggles through /labelGame/favoriteGame. */
export function useFavorite(game: Game): { favorite: boolean; busy: boolean; toggle: () => void } {
  const user = useUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const favorite = user.favoriteGameList.some((g) => g.gameId === game.gameId);

  const toggle = () => {
    if (!isLoggedIn(userStore)) {
      navigate('/login');
      return;
    }
    if (busy) return;
    setBusy(true);
    const next = !favorite;
    setFavorite(game.gameId, next ? 1 : 0)
      .then(
        (result) => {
          const others = userStore.favoriteGameList.filter((g) => g.gameId !== game.gameId);
          userStore.favoriteGameList = result.favorite ? [{ ...game }, ...others] : others;
        },
        (error: unknown) => console.warn('[lobby] favourite toggle failed', error),
      )
      .finally(() => setBusy(false));
  };
  return { favorite, busy, toggle };
}
