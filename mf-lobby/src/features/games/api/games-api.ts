import {
  apiPost,
  DEFAULT_GAME_PAGE_SIZE,
  MAX_SEARCH_RESULTS,
  type CatalogueGame,
  type CategoryPageRequest,
  type FavoriteGameResult,
  type GameListPage,
  type GameSearchResult,
  type LabelCategoryPageRequest,
  type LobbyCatalogue,
  type PageRequest,
  type RealFlag,
} from '@casino/shared';

/** One fetcher per `/labelGame/*` path (spec section 7); each resolves resultData. */
async function data<T>(path: string, payload: object, empty: T): Promise<T> {
  const { resultData } = await apiPost<T>(path, payload);
  return resultData ?? empty;
}

const emptyPage = (page: number, pageSize: number): GameListPage => ({ list: [], total: 0, page, pageSize });
const paged = (r: PageRequest) => ({ page: r.page ?? 1, pageSize: r.pageSize ?? DEFAULT_GAME_PAGE_SIZE });

export const fetchCatalogue = () => data<LobbyCatalogue>('/labelGame/list', {}, { labelList: [], categoryList: [], providerList: [] });

export function fetchByLabelCategory(r: LabelCategoryPageRequest): Promise<GameListPage> {
  const p = paged(r);
  return data('/labelGame/getGameByLabelCategoryAndPage', { ...r, ...p }, emptyPage(p.page, p.pageSize));
}

export function fetchByCategory(r: CategoryPageRequest): Promise<GameListPage> {
  const p = paged(r);
  return data('/labelGame/getGameByCategoryAndPage', { ...r, ...p }, emptyPage(p.page, p.pageSize));
}

export function fetchRecentGames(r: PageRequest = {}): Promise<GameListPage> {
  const p = paged(r);
  return data('/labelGame/getRecentGames', p, emptyPage(p.page, p.pageSize));
}

export function fetchFavoriteGames(r: PageRequest = {}): Promise<GameListPage> {
  const p = paged(r);
  return data('/labelGame/getFavoriteGames', p, emptyPage(p.page, p.pageSize));
}

export const searchGames = (words: string) => data<GameSearchResult>('/labelGame/getSearchResults', { words }, []);

/**
 * One page of the full results (MAX_SEARCH_RESULTS a page) as a list page: a full page promises one
 * more game (so the list asks on), a short page is the end and gives the exact total.
 */
export async function searchGamesPage(words: string, page: number): Promise<GameListPage> {
  const list = await data<GameSearchResult>('/labelGame/getSearchResults', { words, page }, []);
  const before = (page - 1) * MAX_SEARCH_RESULTS;
  return { list, page, pageSize: MAX_SEARCH_RESULTS, total: before + list.length + (list.length === MAX_SEARCH_RESULTS ? 1 : 0) };
}

/** One game by id, for a page opened by its address (no card handed it over); rejects quietly when there is none. */
export const fetchGame = (gameId: number): Promise<CatalogueGame | null> =>
  apiPost<CatalogueGame>('/labelGame/getGame', { gameId }, { toast: false }).then((envelope) => envelope.resultData);

export const setFavorite = (gameId: number, opt: RealFlag) =>
  data<FavoriteGameResult>('/labelGame/favoriteGame', { gameId, opt }, { gameId, favorite: opt === 1 });

export type { CatalogueGame };
