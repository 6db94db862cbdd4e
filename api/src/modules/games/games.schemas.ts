import type { CatalogueGame, GameListPage, LobbyCatalogue } from '@casino/shared/contracts';
import { z } from 'zod';
import { zArtFile } from '../../lib/art-image';
import { body, MAX_INT32, zInt, zText } from '../../lib/schemas';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 30;
/** Deep OFFSETs are slow and no player scrolls that far: pages stop at 10,000. */
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_RESULTS = 50;
export const MAX_WORDS_LENGTH = 64;
/** 20 pages of 50: past every title a word can match in the catalogue. */
export const MAX_SEARCH_PAGE = 20;

const ZPositiveInt = zInt(1, MAX_INT32);
const ZNonNegativeInt = zInt(0, MAX_INT32);
/** 0/1 flags (isReal, opt), also as '0'/'1' or booleans. */
const ZFlag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()]).transform((v) => v === 1 || v === '1' || v === true);

const paging = {
  page: zInt(1, MAX_PAGE).default(1),
  pageSize: zInt(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const ZFirmCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,16}$/)
  .transform((v) => v.toUpperCase());

export const ZListBody = body({});
export const ZLabelCategoryPageBody = body({ labelId: ZPositiveInt, categoryId: ZNonNegativeInt.optional(), ...paging });
export const ZCategoryPageBody = body({ categoryId: ZNonNegativeInt, firmCode: ZFirmCode.optional(), ...paging });
export const ZCategoryNamePageBody = body({ categoryName: zText({ min: 1, max: 64 }), firmCode: ZFirmCode.optional(), ...paging });
export const ZPageBody = body({ ...paging });
export const ZGameUrlBody = body({ gameId: ZPositiveInt, isReal: ZFlag.default(true) });
export const ZFavoriteBody = body({ gameId: ZPositiveInt, opt: ZFlag });
/** One game by id (a link to its front page names it without the card that led there). */
export const ZGameBody = body({ gameId: ZPositiveInt });
export const ZSearchBody = body({
  words: zText({ max: MAX_WORDS_LENGTH, trim: false }).default(''),
  limit: zInt(1, MAX_SEARCH_RESULTS).default(MAX_SEARCH_RESULTS),
  /** The full results page: page n of `limit` results (1 = the first, what the panels show). */
  page: zInt(1, MAX_SEARCH_PAGE).default(1),
});
/** `42`, `42.svg` or `42.webp`: the game and the format (no extension: the SVG). */
export const ZArtParams = z.object({ gameId: zArtFile(/\d{1,9}/, (v) => Number.parseInt(v, 10)) });
export const ZLogoParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_]{1,16}(\.svg)?$/).transform((v) => v.replace(/\.svg$/, '').toUpperCase()) });

export type TPaging = { page: number; pageSize: number };

/** Wire shapes: declared once, in @casino/shared (contracts/games.ts). */
export type TLobbyGame = CatalogueGame & { providerName: string };
export type TGameListPage = GameListPage<TLobbyGame>;
export type TLobbyCatalogue = LobbyCatalogue;
