import { useTranslation } from 'react-i18next';
import { globalStore, isLoggedIn, useGlobal, useUser } from '@casino/shared';
import { BannerSlot, CardSkeletons, CategoryRow, ErrorPanel, FAVORITES_LABEL, labelMatches, LabelTabs, ProviderRow, useCatalogue } from '../features/games';
import { FavoriteList } from './favorite';
import '../features/games/lobby.css';

/** Home lobby: banners, label tabs (honouring globalStore.activeLabel), category rows, providers. */
export default function HomePage() {
  const { t } = useTranslation('lobby');
  const { state, retry } = useCatalogue();
  const { activeLabel } = useGlobal();
  const user = useUser();

  const labels = state.status === 'ready' ? state.catalogue.labelList : [];
  const showFavorites = activeLabel === FAVORITES_LABEL;
  const label = labels.find((l) => labelMatches(l, activeLabel)) ?? labels[0];
  const activeCode = showFavorites ? FAVORITES_LABEL : (label?.code ?? '');

  return (
    <div className="lobby-page" data-testid="lobby-home">
      <BannerSlot />
      {state.status === 'error' && <ErrorPanel onRetry={retry} />}
      {state.status === 'loading' && (
        <section className="lobby-row" aria-busy="true">
          <div className="lobby-tabs lobby-shimmer lobby-shimmer--tabs" />
          <div className="lobby-row__track">
            <CardSkeletons count={6} />
          </div>
        </section>
      )}
      {state.status === 'ready' && (
        <>
          <LabelTabs
            labels={labels}
            active={activeCode}
            withFavorites={isLoggedIn(user)}
            onSelect={(code) => {
              globalStore.activeLabel = code;
            }}
          />
          {showFavorites ? (
            <FavoriteList />
          ) : (
            label && state.catalogue.categoryList.map((c) => <CategoryRow key={`${label.labelId}:${c.categoryId}`} label={label} category={c} />)
          )}
          <ProviderRow providers={state.catalogue.providerList} />
          {labels.length === 0 && <p className="lobby-end">{t('list.empty')}</p>}
        </>
      )}
    </div>
  );
}
