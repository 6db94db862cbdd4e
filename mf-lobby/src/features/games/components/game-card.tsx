import { memo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionExpired, type Game, useNavigate } from '@casino/shared';
import { cardTarget, randomOnline, type CardVariant } from '../lib/card-target';
import { resolveImageUrl } from '../lib/image-url';
import { useFavorite } from '../hooks/use-favorite';
import { useNearViewport } from '../hooks/use-near-viewport';

export interface GameCardProps {
  game: Game;
  variant?: CardVariant;
  /** The favourite star (off in compact panels). */
  showFavorite?: boolean;
  /** Called after the card navigates (e.g. to close a search panel). */
  onOpen?: () => void;
}

/** The game card of spec section 2. The art box has a fixed aspect ratio, so lazy images never shift the layout. */
export const GameCard = memo(function GameCard({ game, variant = 'grid', showFavorite = true, onOpen }: GameCardProps) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  // Drawn once per card mount: the figure stays put across re-renders.
  const [online] = useState(() => randomOnline());
  const [broken, setBroken] = useState(false);
  const { favorite, busy, toggle } = useFavorite(game);
  // The art loads once the card is on screen or within 200 px above or below it. A card that its row's scroller
  // clips waits for the player's swipe: the browser's `loading="lazy"` would load the whole row (its margin is
  // hundreds of pixels in every direction), and on a phone each SVG picture is a document to parse, lay out and
  // paint during the boot (~50 ms each at a 4x slower CPU).
  const [artRef, seen] = useNearViewport<HTMLDivElement>('200px');

  const open = () => {
    // The front page names the game from this state, without another call.
    navigate(cardTarget(game, { sessionExpired: isSessionExpired(), variant }), { state: { game: { gameName: game.gameName, imageUrlLobby: game.imageUrlLobby } } });
    onOpen?.();
  };
  // A tap anywhere on the card, or Enter on its link, opens the game in the app; a modified click (new tab) is the browser's.
  const onCard = (e: MouseEvent) => {
    if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    open();
  };
  const onStar = (e: MouseEvent) => {
    e.stopPropagation();
    toggle();
  };

  return (
    // The card's one link is the game's name (its accessible name is its visible text, WCAG 2.5.3); the badges
    // and the star stay outside it, so the link holds no other control.
    <article className={`lobby-card lobby-card--${variant}`} data-testid="game-card" aria-label={game.gameName} onClick={onCard}>
      <div className="lobby-card__art" ref={artRef}>
        {!broken && game.imageUrlLobby ? (
          seen && <img src={resolveImageUrl(game.imageUrlLobby)} alt="" decoding="async" width={300} height={300} onError={() => setBroken(true)} />
        ) : (
          <span className="lobby-card__fallback" aria-hidden="true">
            {game.gameName.slice(0, 1)}
          </span>
        )}
        <span className="lobby-card__online" data-testid="game-card-online">
          <i aria-hidden="true" />
          {t('card.online', { count: online })}
        </span>
        {game.haveDemo && variant === 'grid' && <span className="lobby-card__demo">{t('card.demo')}</span>}
        {showFavorite && (
          <button
            type="button"
            className={`lobby-card__star${favorite ? ' is-on' : ''}`}
            aria-pressed={favorite}
            aria-label={t(favorite ? 'card.removeFavorite' : 'card.addFavorite')}
            disabled={busy}
            onClick={onStar}
          >
            {favorite ? '★' : '☆'}
          </button>
        )}
        <span className="lobby-card__play" aria-hidden="true">
          ▶
        </span>
      </div>
      <a className="lobby-card__name" href={cardTarget(game, { sessionExpired: false, variant })} title={game.gameName}>
        {game.gameName}
      </a>
    </article>
  );
});
