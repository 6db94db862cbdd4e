import { useTranslation } from 'react-i18next';
import { Link, searchFacetOf } from '@casino/shared';
import { useCatalogue } from '../games';

/**
 * When the typed words name a category or a provider of the lobby ("slot", "canlı casino", "pragmatic"): a link
 * into that list, as the home rows open it. The same words the server ranks its results with (@casino/shared).
 */
export function SearchFacetLink({ words, onOpen }: { words: string; onOpen?: () => void }) {
  const { t } = useTranslation('lobby');
  const { state } = useCatalogue();
  if (state.status !== 'ready') return null;
  const { labelList, categoryList, providerList } = state.catalogue;
  const facet = searchFacetOf(words, {
    labels: labelList.map((l) => ({ id: l.labelId, code: l.code, name: l.labelName })),
    categories: categoryList.map((c) => ({ id: c.categoryId, code: c.code, name: c.categoryName })),
    providers: providerList,
  });
  if (!facet || facet.kind === 'label') return null;
  const category = facet.kind === 'category' ? categoryList.find((c) => c.categoryId === facet.id) : undefined;
  const name = category ? t(`category.${category.code}`, { defaultValue: category.categoryName }) : facet.name;
  const to = category ? `/gameAll/${category.categoryId}/${encodeURIComponent(category.categoryName)}` : `/gameAll/0/${encodeURIComponent(facet.name)}/${facet.code}`;
  return (
    <Link className="lobby-search__all lobby-search__facet" to={to} onClick={onOpen} data-testid="search-see-category">
      {category ? t('search.seeCategory', { name, count: category.gameCount }) : t('search.seeProvider', { name })}
    </Link>
  );
}
