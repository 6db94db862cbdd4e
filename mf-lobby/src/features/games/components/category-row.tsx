import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstPaintRow, useGlobal, whenIdle, type CatalogueGame, type LobbyCategory, type LobbyLabel, Link } from '@casino/shared';
import { fetchByLabelCategory } from '../api/games-api';
import { useNearViewport } from '../hooks/use-near-viewport';
import { GameCard } from './game-card';
import { CardSkeletons } from './skeleton';

export const ROW_SIZE = 12;
/** A phone shows three cards of a row: the boot renders this many, the rest once the page settles or the row is touched. */
export const ROW_FIRST_CARDS = 4;

/** One horizontal row of a label's games in a category, with a link to the full list. */
export function CategoryRow({ label, category }: { label: LobbyLabel; category: LobbyCategory }) {
  const { t } = useTranslation('lobby');
  // The first label's rows may be in the home page's HTML (the shell's server asked for them).
  const [inPage] = useState(() => firstPaintRow(label.labelId, category.categoryId, ROW_SIZE));
  const [games, setGames] = useState<CatalogueGame[] | null>(inPage?.list ?? null);
  const [total, setTotal] = useState(inPage?.total ?? 0);
  const shown = useRef(inPage ? `${label.labelId}:${category.categoryId}` : '');

  useEffect(() => {
    if (shown.current === `${label.labelId}:${category.categoryId}`) return;
    shown.current = '';
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

  // "Tümü" leads to the whole category: it counts what that list shows, not this label's share of it.
  const all = category.gameCount > 0 ? category.gameCount : total;
  // Cards render once the row nears the screen (placeholders of the same size until then: nothing moves).
  const [rowRef, near] = useNearViewport<HTMLElement>();
  // On a phone the cards its row hides to the right wait (they were most of the boot's React work); a desktop row
  // shows most of its twelve at once and renders them all.
  const { isPc } = useGlobal();
  const [whole, setWhole] = useState(isPc);
  const showWhole = () => setWhole(true);
  useEffect(() => {
    if (whole || !near) return;
    return whenIdle(() => startTransition(showWhole));
  }, [whole, near]);

  if (games && games.length === 0) return null;
  const cards = games && (whole ? games : games.slice(0, ROW_FIRST_CARDS));
  return (
    <section ref={rowRef} className="lobby-row" data-testid={`category-row-${category.categoryId}`} aria-labelledby={`row-${category.categoryId}`}>
      <header className="lobby-row__head">
        <h2 id={`row-${category.categoryId}`}>{t(`category.${category.code}`, { defaultValue: category.categoryName })}</h2>
        <Link className="lobby-row__all" to={`/gameAll/${category.categoryId}/${encodeURIComponent(category.categoryName)}`}>
          {t('home.all')} {all > 0 && <span data-testid="row-all-count">{all}</span>}
        </Link>
      </header>
      {/* A touch, a wheel or keyboard focus on the row brings the rest at once (before the player can scroll to it). */}
      <div className="lobby-row__track" onPointerDown={showWhole} onWheel={showWhole} onFocus={showWhole}>
        {cards && near ? cards.map((g) => <GameCard key={g.gameId} game={g} />) : <CardSkeletons count={6} />}
      </div>
    </section>
  );
}
