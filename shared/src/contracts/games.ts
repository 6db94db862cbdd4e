import type { Category, Game, Label } from './user';

/**
 * Games catalogue contract (`/labelGame/*`, spec section 7). Label, Category and Game are the
 * spec's entities (contracts/user.ts); the lobby's richer views extend them here.
 */
export type { Category, Game, Label };

/** A label as listed by the lobby: Hot, New, ... `code` is what globalStore.activeLabel holds. */
export interface LobbyLabel extends Label {
  code: string;
  sort: number;
}

export interface LobbyCategory extends Category {
  code: string;
  sort: number;
  gameCount: number;
}

/** A game provider (firmCode on games). */
export interface Provider {
  code: string;
  name: string;
  logoUrl: string;
}

/** A game in lists: categoryId and firmCode are always present there. */
export interface CatalogueGame extends Game {
  categoryId: number;
  firmCode: string;
  providerName?: string;
}

/** resultData of /labelGame/list. */
export interface LobbyCatalogue {
  labelList: LobbyLabel[];
  categoryList: LobbyCategory[];
  providerList: Provider[];
}

/** One page of games; `page` is 1-based, `pageSize` at most MAX_GAME_PAGE_SIZE. */
export interface GameListPage<T extends Game = CatalogueGame> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const MAX_GAME_PAGE_SIZE = 100;
export const DEFAULT_GAME_PAGE_SIZE = 30;
export const MAX_SEARCH_RESULTS = 50;

export interface PageRequest {
  page?: number;
  pageSize?: number;
}

export interface LabelCategoryPageRequest extends PageRequest {
  labelId: number;
  categoryId?: number;
}

/** categoryId 0 means every category; firmCode narrows to one provider. */
export interface CategoryPageRequest extends PageRequest {
  categoryId: number;
  firmCode?: string;
}

/** /labelGame/getSearchResults {words, limit?, page?}: resultData is the ranked list of games (spec section 7). */
export type GameSearchResult = CatalogueGame[];

/** 1 = real money, 0 = demo. */
export type RealFlag = 0 | 1;

/** resultData of /labelGame/getGameUrlByGame. */
export interface GameUrlResult {
  url: string;
  isReal: boolean;
}

/** resultData of /labelGame/favoriteGame {gameId, opt}: 1 adds, 0 removes. */
export interface FavoriteGameResult {
  gameId: number;
  favorite: boolean;
}
