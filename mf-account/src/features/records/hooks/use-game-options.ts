import { useEffect, useMemo, useState } from 'react';
import type { GameRecord } from '@casino/shared';
import { fetchRecentGameOptions, type TGameOption } from '../api/game-records-api';

/**
 * Choices of the game filter: the games the player launched lately, plus any game of the rounds on
 * screen; sorted by name. Without the recent list (a failure) the rounds' games still fill it.
 */
export function useGameOptions(rounds: readonly GameRecord[]): TGameOption[] {
  const [recent, setRecent] = useState<TGameOption[]>([]);

  useEffect(() => {
    let live = true;
    fetchRecentGameOptions().then(
      (list) => live && setRecent(list),
      (error: unknown) => console.warn('[records] recent games for the filter failed', error),
    );
    return () => {
      live = false;
    };
  }, []);

  return useMemo(() => {
    const byId = new Map<number, string>();
    for (const g of recent) byId.set(g.gameId, g.gameName);
    for (const r of rounds) if (!byId.has(r.gameId)) byId.set(r.gameId, r.gameName || `#${r.gameId}`);
    return [...byId].map(([gameId, gameName]) => ({ gameId, gameName })).sort((a, b) => a.gameName.localeCompare(b.gameName, 'tr'));
  }, [recent, rounds]);
}
