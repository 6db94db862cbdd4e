import type { Clock } from '../../lib/clock';
import { ART_EXTENSION } from '../../lib/art-image';
import { AppError } from '../../lib/errors';
import { createSharedCache } from '../../lib/shared-cache';
import type { TLaunchTokenService } from '../wallet/launch-token.service';
import { gameArtSvg, providerLogoSvg } from './games.art';
import type { TGameFilter, TGameRow, TGamesRepository } from './games.repository';
import type { TGameListPage, TLobbyCatalogue, TLobbyGame, TPaging } from './games.schemas';
import { tokenAlternatives } from './games.search-synonyms';
import { MIN_INFIX_LENGTH, normalizeSearch } from './games.search-text';
import { searchFacetOf, type TSearchCatalogue, type TSearchFacet } from '@casino/shared/format';

export interface GamesServiceDeps {
  repo: Pick<
    TGamesRepository,
    | 'listLabels'
    | 'listCategoriesWithCounts'
    | 'listProviders'
    | 'findProvider'
    | 'findCategoryByName'
    | 'findGame'
    | 'providerGameCode'
    | 'pageGames'
    | 'countGames'
    | 'searchInfix'
    | 'searchPrefix'
    | 'addFavourite'
    | 'removeFavourite'
    | 'pageFavourites'
    | 'recordPlay'
    | 'pageRecent'
  >;
  clock: Clock;
  /** Origin of the sandbox game provider, e.g. http://localhost:4100. */
  /** Browser-facing origin of the game provider. */
  gameOrigin: string;
  /** Issues the launch token (random, stored hashed, short-lived; the wallet module owns it). */
  launchTokens: Pick<TLaunchTokenService, 'issue'>;
  /** Player protection: refuses a launch (demo included) until 18+ is confirmed, or while the player is excluded. */
  launchGuard?: (userId: number) => Promise<void>;
  /** Consent: a real-money launch needs the market's current terms accepted (TERMS_NOT_ACCEPTED); demo play does not. */
  realMoneyGuard?: (userId: number) => Promise<void>;
  /** Real money is for members: a guest (tourist) plays demos (REGISTER_REQUIRED, user/member-guard.ts). */
  memberGuard?: (userId: number) => Promise<void>;
}

export const artUrl = (gameId: number) => `/labelGame/art/${gameId}.${ART_EXTENSION}`;
export const logoUrl = (code: string) => `/labelGame/provider-logo/${code}.svg`;

const toGame = (row: TGameRow): TLobbyGame => ({
  gameId: row.id,
  gameName: row.name,
  imageUrlLobby: row.imageUrl || artUrl(row.id),
  haveDemo: row.haveDemo,
  categoryId: row.categoryId,
  firmCode: row.firmCode,
  providerName: row.providerName,
});

/** Totals of public lists change only with the catalogue: counted at most once per TTL per filter. */
export const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_MAX = 1000;
/**
 * Public pages (by label, category, provider) and search results are the same for every player and
 * change only with the catalogue, which nothing writes at run time (it is seeded): each instance keeps
 * an answer for this long, and concurrent asks for a missing one share one query. A catalogue editor,
 * when one comes, must clear these caches.
 */
export const PAGE_TTL_MS = 10_000;
const PAGE_CACHE_MAX = 2000;

const window = (p: TPaging) => ({ limit: p.pageSize, offset: (p.page - 1) * p.pageSize });
const toPage = (p: TPaging, result: { rows: TGameRow[]; total: number }): TGameListPage => ({
  list: result.rows.map(toGame),
  total: result.total,
  page: p.page,
  pageSize: p.pageSize,
});

export const createGamesService = ({ repo, clock, gameOrigin, launchTokens, launchGuard, realMoneyGuard, memberGuard }: GamesServiceDeps) => {
  const requireGame = async (gameId: number): Promise<TGameRow> => {
    const game = await repo.findGame(gameId);
    if (!game) throw new AppError('NOT_FOUND', { params: { what: 'game' }, detail: `game ${gameId}` });
    return game;
  };

  const counts = new Map<string, { total: number; at: number }>();
  const total = async (filter: TGameFilter): Promise<number> => {
    const key = `${filter.labelId ?? 0}:${filter.categoryId ?? 0}:${filter.firmCode ?? ''}`;
    const now = clock.now().getTime();
    const hit = counts.get(key);
    if (hit && now - hit.at < COUNT_TTL_MS) return hit.total;
    const fresh = await repo.countGames(filter);
    if (counts.size >= COUNT_CACHE_MAX) counts.clear();
    counts.set(key, { total: fresh, at: now });
    return fresh;
  };

  const queryPage = async (filter: TGameFilter, paging: TPaging): Promise<TGameListPage> => {
    const w = window(paging);
    const rows = await repo.pageGames(filter, w);
    // A short first page is the whole list: no count needed.
    const all = w.offset === 0 && rows.length < w.limit ? rows.length : await total(filter);
    return toPage(paging, { rows, total: all });
  };

  const pages = createSharedCache<TGameListPage>({ ttlMs: PAGE_TTL_MS, max: PAGE_CACHE_MAX, clock });
  const pageBy = (filter: TGameFilter, paging: TPaging): Promise<TGameListPage> =>
    pages.get(`${filter.labelId ?? 0}:${filter.categoryId ?? 0}:${filter.firmCode ?? ''}:${paging.page}:${paging.pageSize}`, () => queryPage(filter, paging));

  // Search results are public too: players type the same popular words, so each instance keeps an
  // answer as long as a page (a word typed for the first time in that window runs the query).
  const searches = createSharedCache<TLobbyGame[]>({ ttlMs: PAGE_TTL_MS, max: PAGE_CACHE_MAX, clock });
  /** The category, label or provider the query names as a whole ("slot", "canlı casino", "pragmatic"), or null. */
  // The names searched against change only with the catalogue: read once per page TTL.
  const names = createSharedCache<TSearchCatalogue>({ ttlMs: PAGE_TTL_MS, max: 1, clock });
  const facetOf = async (query: string): Promise<TSearchFacet | null> => {
    const catalogue = await names.get('names', async () => {
      const [labels, categories, providers] = [await repo.listLabels(), await repo.listCategoriesWithCounts(), await repo.listProviders()];
      return { labels: labels.map((l) => ({ id: l.id, code: l.code, name: l.name })), categories: categories.map((c) => ({ id: c.id, code: c.code, name: c.name })), providers };
    });
    return searchFacetOf(query, catalogue);
  };
  const facetFilter = (facet: TSearchFacet): TGameFilter =>
    facet.kind === 'category' ? { categoryId: facet.id } : facet.kind === 'label' ? { labelId: facet.id } : { firmCode: facet.code };
  const searchFor = async (query: string, limit: number, page: number): Promise<TLobbyGame[]> => {
    const offset = (page - 1) * limit;
    const short = query.length < MIN_INFIX_LENGTH;
    const tokens = short ? [] : [...new Set(query.split(' '))].map(tokenAlternatives);
    const facet = await facetOf(query);
    if (!facet) return short ? (await repo.searchPrefix(query, offset + limit)).slice(offset).map(toGame) : (await repo.searchInfix(query, tokens, limit, offset)).map(toGame);
    // The lobby's own word: games whose name matches come first, then the named list in its own order (most
    // popular first, a label's sort order), each game once. Both walk an index (trigram; category/firm rank, label links).
    const named = short ? await repo.searchPrefix(query, offset + limit) : await repo.searchInfix(query, tokens, offset + limit, 0);
    const listed = await repo.pageGames(facetFilter(facet), { limit: offset + limit, offset: 0 });
    const seen = new Set<number>();
    return [...named, ...listed].filter((g) => !seen.has(g.id) && seen.add(g.id)).slice(offset, offset + limit).map(toGame);
  };

  return {
    async catalogue(): Promise<TLobbyCatalogue> {
      const [labels, categories, providers] = [await repo.listLabels(), await repo.listCategoriesWithCounts(), await repo.listProviders()];
      return {
        labelList: labels.map((l) => ({ labelId: l.id, labelName: l.name, code: l.code, sort: l.sort })),
        categoryList: categories.map((c) => ({ categoryId: c.id, categoryName: c.name, code: c.code, sort: c.sort, gameCount: Number(c.gameCount) })),
        providerList: providers.map((p) => ({ code: p.code, name: p.name, logoUrl: logoUrl(p.code) })),
      };
    },

    byLabelCategory: (input: { labelId: number; categoryId?: number } & TPaging) =>
      pageBy({ labelId: input.labelId, categoryId: input.categoryId || undefined }, input),

    byCategory: (input: { categoryId: number; firmCode?: string } & TPaging) =>
      pageBy({ categoryId: input.categoryId || undefined, firmCode: input.firmCode }, input),

    async byCategoryName(input: { categoryName: string; firmCode?: string } & TPaging): Promise<TGameListPage> {
      const category = await repo.findCategoryByName(input.categoryName);
      if (!category) return { list: [], total: 0, page: input.page, pageSize: input.pageSize };
      return pageBy({ categoryId: category.id, firmCode: input.firmCode }, input);
    },

    /** One page of results (`limit` each): the full results page asks for the next while a page comes back full. */
    async search(words: string, limit: number, page = 1): Promise<TLobbyGame[]> {
      const query = normalizeSearch(words);
      if (!query) return [];
      return searches.get(`${limit}:${page}:${query}`, () => searchFor(query, limit, page));
    },

    /** The provider's launch URL; a real launch also moves the game to the top of the player's recent games. */
    /**
     * Ids only: the launch names the game by the provider's own code, the player by a launch token,
     * and the language the page should speak; how the game plays is the provider's business.
     */
    async gameUrl(input: { userId: number; publicId: string; gameId: number; isReal: boolean; lang: string }): Promise<{ url: string; isReal: boolean }> {
      const game = await requireGame(input.gameId);
      await launchGuard?.(input.userId);
      const gameCode = (await repo.providerGameCode(game.id)) ?? '';
      const isReal = input.isReal || !game.haveDemo;
      if (isReal) {
        await memberGuard?.(input.userId);
        await realMoneyGuard?.(input.userId);
      }
      const mode = isReal ? 'real' : 'demo';
      const launch = await launchTokens.issue({ userId: input.userId, gameId: game.id, gameName: game.name, gameCode, mode });
      await repo.recordPlay(input.userId, game.id, clock.now());
      const url = new URL('/games/launch', gameOrigin);
      url.search = new URLSearchParams({ gameId: String(game.id), gameCode, mode, token: launch.token, lang: input.lang }).toString();
      return { url: url.toString(), isReal };
    },

    favourites: (userId: number, paging: TPaging) => repo.pageFavourites(userId, window(paging)).then((r) => toPage(paging, r)),

    async setFavourite(userId: number, gameId: number, favourite: boolean): Promise<{ gameId: number; favorite: boolean }> {
      if (favourite) {
        await requireGame(gameId);
        await repo.addFavourite(userId, gameId);
      } else await repo.removeFavourite(userId, gameId);
      return { gameId, favorite: favourite };
    },

    recent: (userId: number, paging: TPaging) => repo.pageRecent(userId, window(paging)).then((r) => toPage(paging, r)),

    /** One enabled game as the lobby shows it; NOT_FOUND when there is none (or it is switched off). */
    game: async (gameId: number): Promise<TLobbyGame> => toGame(await requireGame(gameId)),

    async art(gameId: number): Promise<string> {
      const game = await requireGame(gameId);
      return gameArtSvg({ gameId: game.id, gameName: game.name, firmCode: game.firmCode });
    },

    async providerLogo(code: string): Promise<string> {
      const provider = await repo.findProvider(code);
      if (!provider) throw new AppError('NOT_FOUND', { params: { what: 'provider' }, detail: `provider ${code}` });
      return providerLogoSvg(provider);
    },
  };
};

export type TGamesService = ReturnType<typeof createGamesService>;
