import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMember, useFormat, useGlobal, useLocation, useNavigate, useUser, type Game } from '@casino/shared';
import { fetchGame } from '../api/games-api';
import { realPlayTarget } from '../lib/real-play-target';
import { artUrl, resolveImageUrl } from '../lib/image-url';

/** What a card hands the front page, so it can name the game without another call. */
export type TFrontGame = Pick<Game, 'gameName' | 'imageUrlLobby'>;

const frontGameOf = (state: unknown): TFrontGame | null => {
  const game = (state as { game?: Partial<TFrontGame> } | null)?.game;
  return typeof game?.gameName === 'string' ? { gameName: game.gameName, imageUrlLobby: game.imageUrlLobby ?? '' } : null;
};

/**
 * gamePlayingFront's front page (spec 2, games with a demo): the game, the player's balance and the
 * two ways in: real money (gamePlaying, real mode; a guest registers first and comes back) or the demo
 * (play money, on this page).
 */
export function GameFront({ gameId, onDemo }: { gameId: number; onDemo: () => void }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const location = useLocation();
  const { isPc } = useGlobal();
  const user = useUser();
  const { totalAssets } = user;
  const fmt = useFormat();
  const fromCard = frontGameOf(location.state);
  const [fetched, setFetched] = useState<TFrontGame | null>(null);
  const byAddress = fromCard === null;
  // Opened by its address (a shared link, a reload elsewhere): the page asks for the game's name itself.
  useEffect(() => {
    if (!byAddress) return;
    let live = true;
    fetchGame(gameId).then(
      (g) => live && g && setFetched({ gameName: g.gameName, imageUrlLobby: g.imageUrlLobby }),
      () => {}, // no such game: the generic title stays; playing it answers why
    );
    return () => {
      live = false;
    };
  }, [byAddress, gameId]);
  const game = fromCard ?? fetched;
  const image = resolveImageUrl(game?.imageUrlLobby || artUrl(gameId));

  return (
    <section className={`lobby-front${isPc ? '' : ' lobby-front--mobile'}`} data-testid="game-front">
      <button type="button" className="cs-button cs-button--ghost lobby-front__back" onClick={() => navigate(-1)}>
        ← {t('play.back')}
      </button>
      <div className="lobby-front__card">
        <img className="lobby-front__art" src={image} alt="" width={240} height={240} />
        <div className="lobby-front__body">
          <h1 className="lobby-front__name" data-testid="game-front-name">
            {game?.gameName ?? t('front.title')}
          </h1>
          <p className="lobby-front__balance" data-testid="game-front-balance">
            <span>{t('front.balance')}</span>
            <strong>{fmt.money(totalAssets)}</strong>
          </p>
          <div className="lobby-front__actions">
            <button type="button" className="cs-button lobby-front__real" data-testid="play-real" onClick={() => navigate(realPlayTarget(gameId, { member: isMember(user), isPc }))}>
              {t('front.real')}
            </button>
            <button type="button" className="cs-button cs-button--ghost lobby-front__demo" data-testid="play-demo" onClick={onDemo}>
              {t('front.demo')}
            </button>
          </div>
          <p className="lobby-front__note">{t('front.note')}</p>
        </div>
      </div>
    </section>
  );
}
