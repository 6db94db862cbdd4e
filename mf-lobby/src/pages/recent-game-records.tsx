import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRecentGames, GameGrid, useInfiniteGames } from '../features/games';
import '../features/games/lobby.css';

export default function RecentGameRecordsPage() {
  const { t } = useTranslation('lobby');
  const fetchPage = useCallback((page: number) => fetchRecentGames({ page }), []);
  const feed = useInfiniteGames('recent', fetchPage);
  return (
    <div className="lobby-page" data-testid="lobby-recent">
      <header className="lobby-page__head">
        <h1>{t('routes.RecentGameRecords')}</h1>
      </header>
      <GameGrid feed={feed} emptyMessage={t('recent.empty')} />
    </div>
  );
}
