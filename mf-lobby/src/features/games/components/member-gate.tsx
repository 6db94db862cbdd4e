import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useGlobal } from '@casino/shared';
import { fetchGame } from '../api/games-api';
import { registerThen } from '../lib/real-play-target';

/**
 * Real money is for members (the server answers REGISTER_REQUIRED to a guest's real launch): says so, leads to
 * Kaydol and back to `back` afterwards (the real game, the sportsbook), and to a game's demo when it has one.
 */
export function MemberGate({ back, gameId }: { back: string; gameId?: number }) {
  const { t } = useTranslation('lobby');
  const { isPc } = useGlobal();
  const [haveDemo, setHaveDemo] = useState(false);
  useEffect(() => {
    if (gameId === undefined) return undefined;
    let live = true;
    fetchGame(gameId).then(
      (g) => live && setHaveDemo(Boolean(g?.haveDemo)),
      () => {}, // no demo offered: Kaydol stays the way in
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  return (
    <div className="lobby-panel lobby-age" data-testid="member-gate">
      <strong>{t('member.title')}</strong>
      <span>{t('member.text')}</span>
      <Link className="cs-button" to={registerThen(back, isPc)} data-testid="member-gate-register">
        {t('member.register')}
      </Link>
      {haveDemo && gameId !== undefined && (
        <Link className="cs-button cs-button--ghost" to={`/gamePlayingFront/${gameId}`} data-testid="member-gate-demo">
          {t('member.demo')}
        </Link>
      )}
    </div>
  );
}
