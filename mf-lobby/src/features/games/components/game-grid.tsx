import { useTranslation } from 'react-i18next';
import type { InfiniteGames } from '../hooks/use-infinite-games';
import { GameCard } from './game-card';
import { CardSkeletons } from './skeleton';
import { EmptyPanel, ErrorPanel } from './state-panels';

/** A paged game grid: skeletons for the first page, infinite scroll after, empty and error states. */
export function GameGrid({ feed, emptyMessage }: { feed: InfiniteGames; emptyMessage: string }) {
  const { t } = useTranslation('lobby');
  const { games, loading, error, done, loadMore, sentinelRef } = feed;
  const firstLoad = loading && games.length === 0;

  if (!loading && !error && done && games.length === 0) return <EmptyPanel message={emptyMessage} />;
  return (
    <>
      <div className="lobby-grid" data-testid="game-grid" aria-busy={loading}>
        {games.map((g) => (
          <GameCard key={g.gameId} game={g} />
        ))}
        {firstLoad && <CardSkeletons count={18} />}
        {loading && !firstLoad && <CardSkeletons count={6} />}
      </div>
      {error && <ErrorPanel onRetry={loadMore} />}
      {!done && !error && !loading && games.length > 0 && (
        <div className="lobby-more">
          <button type="button" className="cs-button cs-button--ghost" onClick={loadMore}>
            {t('list.more')}
          </button>
        </div>
      )}
      {!done && <div ref={sentinelRef} className="lobby-sentinel" data-testid="grid-sentinel" />}
      {done && games.length > 0 && <p className="lobby-end">{t('list.end')}</p>}
    </>
  );
}
