import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared';
import { ErrorPanel, ProviderRow, useCatalogue } from '../features/games';
import { DrawerSearch } from '../features/search';
import '../features/games/lobby.css';
import '../features/search/search.css';

/** Mobile /menu: the drawer's content as a page: game search, the catalogue's categories, its providers. */
export default function MenuPage() {
  const { t } = useTranslation('lobby');
  const { state, retry } = useCatalogue();
  return (
    <section className="lobby-page lobby-menu" data-testid="lobby-menu">
      <header className="lobby-page__head">
        <h1>{t('routes.Menu')}</h1>
      </header>
      <DrawerSearch />
      {state.status === 'error' && <ErrorPanel onRetry={retry} />}
      {state.status === 'loading' && <div className="lobby-row lobby-shimmer lobby-shimmer--tabs" aria-busy="true" />}
      {state.status === 'ready' && (
        <>
          <nav className="lobby-row" aria-labelledby="lobby-menu-categories">
            <header className="lobby-row__head">
              <h2 id="lobby-menu-categories">{t('menu.categories')}</h2>
            </header>
            <ul className="lobby-menu__list">
              {state.catalogue.categoryList.map((c) => (
                <li key={c.categoryId}>
                  <Link className="lobby-menu__item" to={`/gameAll/${c.categoryId}/${encodeURIComponent(c.categoryName)}`}>
                    {t(`category.${c.code}`, { defaultValue: c.categoryName })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ProviderRow providers={state.catalogue.providerList} />
        </>
      )}
    </section>
  );
}
