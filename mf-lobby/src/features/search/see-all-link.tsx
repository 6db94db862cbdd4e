import { useTranslation } from 'react-i18next';
import { Link, MAX_SEARCH_RESULTS } from '@casino/shared';

/** The path of the full results page for these words. */
export const searchPagePath = (words: string) => `/searchGarm?words=${encodeURIComponent(words.trim())}`;

/** Under a search panel's results: every result on the full results page (the panel shows the first 50). */
export function SeeAllLink({ words, shown, onOpen }: { words: string; shown: number; onOpen?: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <Link className="lobby-search__all" to={searchPagePath(words)} onClick={onOpen} data-testid="search-see-all">
      {t(shown >= MAX_SEARCH_RESULTS ? 'search.seeAllMore' : 'search.seeAll')}
    </Link>
  );
}
