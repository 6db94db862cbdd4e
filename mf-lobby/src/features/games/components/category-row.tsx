import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CatalogueGame, type LobbyCategory, type LobbyLabel, Link } from '@casino/shared';
import { fetchByLabelCategory } from '../api/games-api';
import { GameCard } from './game-card';
import { CardSkeletons } from './skeleton';

export const ROW_SIZE = 12;

/** One horizontal row of a label's games in a category, with a link to the full list. */
export function CategoryRow({ label, category }: { label: LobbyLabel; category: LobbyCategory }) {
  const { t } = useTranslation('lobby');
  const [games, setGames] = useState<CatalogueGame[] | null>(null);
  const [total, setTotal] = useState(0);

  useEffect(() => {
    let live = true;
    setGames(null);
    fetchByLabelCategory({ labelId: label.labelId, categoryId: category.categoryId, page: 1, pageSize: ROW_SIZE }).then(
      (page) => {
        if (!live) return;
        setGames(page.list);
        setTotal(page.total);
      },
      () => live && setGames([]),
    );
    return () => {
      live = false;
    };
  }, [label.labelId, category.categoryId]);

  if (games && games.length === 0) return null;
  return (
    <section className="lobby-row" data-testid={`category-row-${category.categoryId}`} aria-labelledby={`row-${category.categoryId}`}>
      <header className="lobby-row__head">
        <h2 id={`row-${category.categoryId}`}>{t(`category.${category.code}`, { defaultValue: category.categoryName })}</h2>
        <Link className="lobby-row__all" to={`/gameAll/${category.categoryId}/${encodeURIComponent(category.categoryName)}`}>
          {t('home.all')} {total > 0 && <span>{total}</span>}
        </Link>
      </header>
      <div className="lobby-row__track">{games ? games.map((g) => <GameCard key={g.gameId} game={g} />) : <CardSkeletons count={6} />}</div>
    </section>
  );
}
