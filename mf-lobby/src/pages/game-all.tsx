import { useParams } from '@casino/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchByCategory, GameGrid, useCatalogue, useInfiniteGames } from '../features/games';
import '../features/games/lobby.css';

/** gameAll/{cid}/{name}/{id?}: every game of a category (cid 0 = all), optionally of one provider (id = firmCode). */
export default function GameAllPage() {
  const { t } = useTranslation('lobby');
  const { cid = '0', name = '', id } = useParams();
  const categoryId = Number.parseInt(cid, 10) || 0;
  const fetchPage = useCallback((page: number) => fetchByCategory({ categoryId, ...(id ? { firmCode: id } : {}), page }), [categoryId, id]);
  const feed = useInfiniteGames(`${categoryId}:${id ?? ''}`, fetchPage);
  // The category's name as the home row says it (the route carries the catalogue's English name).
  const { state } = useCatalogue();
  const category = state.status === 'ready' && !id ? state.catalogue.categoryList.find((c) => c.categoryId === categoryId) : undefined;
  const title = category ? t(`category.${category.code}`, { defaultValue: category.categoryName }) : name || t('routes.gameAll');
  return (
    <div className="lobby-page" data-testid="lobby-game-all">
      <header className="lobby-page__head">
        <h1>{title}</h1>
        {feed.total > 0 && <span className="lobby-count">{t('list.count', { count: feed.total })}</span>}
      </header>
      <GameGrid feed={feed} emptyMessage={t('list.empty')} />
    </div>
  );
}
