import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useGlobal } from '@casino/shared';
import { fetchGame } from '../api/games-api';
import { realPlayTarget } from '../lib/card-target';

/**
 * Real money is for members (the server answers MEMBER_REQUIRED to a guest's real launch): says so, leads to
 * Kaydol and back to this game afterwards, and to the demo when the game has one.
 */
export function MemberGate({ gameId }: { gameId: number }) {
  const { t } = useTranslation('lobby');
  const { isPc } = useGlobal();
  const [haveDemo, setHaveDemo] = useState(false);
  useEffect(() => {
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
      <Link className="cs-button" to={realPlayTarget(gameId, { member: false, isPc })} data-testid="member-gate-register">
        {t('member.register')}
      </Link>
      {haveDemo && (
        <Link className="cs-button cs-button--ghost" to={`/gamePlayingFront/${gameId}`} data-testid="member-gate-demo">
          {t('member.demo')}
        </Link>
      )}
    </div>
  );
}
