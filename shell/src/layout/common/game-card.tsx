import { useTranslation } from 'react-i18next';
import { isSessionExpired, type Game } from '@casino/shared';
import { LOGIN_PATH } from '../../routing/guard-decision';
import { useGuardedNav } from '../../routing/use-guarded-nav';

/** Where a game opens (spec section 2, game card): login after 7 days, demo when it has one, else real. */
export function gameTarget(game: Pick<Game, 'gameId' | 'haveDemo'>, expired: boolean): string {
  if (expired) return LOGIN_PATH;
  return game.haveDemo ? `/gamePlayingFront/${game.gameId}` : `/gamePlaying/${game.gameId}/1`;
}

/** A compact game card for the search results of the shell's fallback search boxes. */
export function GameCard({ game, compact = false }: { game: Game; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const go = useGuardedNav();
  const to = compact ? (isSessionExpired() ? LOGIN_PATH : `/gamePlaying/${game.gameId}/1`) : gameTarget(game, isSessionExpired());
  return (
    <button type="button" className={`shell-game-card ${compact ? 'shell-game-card--compact' : ''}`} onClick={() => go({ to })} title={t('search.play', { name: game.gameName })}>
      <img src={game.imageUrlLobby} alt={game.gameName} loading="lazy" width={compact ? 56 : 120} height={compact ? 56 : 90} />
      <span className="shell-game-card__name">{game.gameName}</span>
    </button>
  );
}
