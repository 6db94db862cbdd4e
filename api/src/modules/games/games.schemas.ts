import { z } from 'zod';
import { body } from '../../lib/schemas';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 30;
/** Deep OFFSETs are slow and no player scrolls that far: pages stop at 10,000. */
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_RESULTS = 50;
export const MAX_WORDS_LENGTH = 64;

/** A positive integer the front end may send as a number or a numeric string (route params are strings). */
const ZPositiveInt = z.union([z.number(), z.string().trim().regex(/^\d{1,9}$/)]).transform(Number).pipe(z.number().int().min(1).max(2_147_483_647));
const ZNonNegativeInt = z.union([z.number(), z.string().trim().regex(/^\d{1,9}$/)]).transform(Number).pipe(z.number().int().min(0).max(2_147_483_647));
/** 0/1 flags (isReal, opt), also as '0'/'1' or booleans. */
const ZFlag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()]).transform((v) => v === 1 || v === '1' || v === true);

const paging = {
  page: z.union([z.number(), z.string().trim().regex(/^\d{1,9}$/)]).transform(Number).pipe(z.number().int().min(1).max(MAX_PAGE)).default(1),
  pageSize: z.union([z.number(), z.string().trim().regex(/^\d{1,9}$/)]).transform(Number).pipe(z.number().int().min(1).max(MAX_PAGE_SIZE)).default(DEFAULT_PAGE_SIZE),
};

export const ZFirmCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,16}$/)
  .transform((v) => v.toUpperCase());

export const ZListBody = body({});
export const ZLabelCategoryPageBody = body({ labelId: ZPositiveInt, categoryId: ZNonNegativeInt.optional(), ...paging });
export const ZCategoryPageBody = body({ categoryId: ZNonNegativeInt, firmCode: ZFirmCode.optional(), ...paging });
export const ZCategoryNamePageBody = body({ categoryName: z.string().trim().min(1).max(64), firmCode: ZFirmCode.optional(), ...paging });
export const ZPageBody = body({ ...paging });
export const ZGameUrlBody = body({ gameId: ZPositiveInt, isReal: ZFlag.default(true) });
export const ZFavoriteBody = body({ gameId: ZPositiveInt, opt: ZFlag });
export const ZSearchBody = body({
  words: z.string().max(MAX_WORDS_LENGTH).default(''),
  limit: z.union([z.number(), z.string().trim().regex(/^\d{1,3}$/)]).transform(Number).pipe(z.number().int().min(1).max(MAX_SEARCH_RESULTS)).default(MAX_SEARCH_RESULTS),
});
export const ZArtParams = z.object({ gameId: z.string().regex(/^\d{1,9}(\.svg)?$/).transform((v) => Number.parseInt(v, 10)) });
export const ZLogoParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_]{1,16}(\.svg)?$/).transform((v) => v.replace(/\.svg$/, '').toUpperCase()) });

export type TPaging = { page: number; pageSize: number };

/** Contract shapes (mirrors @casino/shared contracts/games.ts). */
export interface TLobbyGame {
  gameId: number;
  gameName: string;
  imageUrlLobby: string;
  haveDemo: boolean;
  categoryId: number;
  firmCode: string;
  providerName: string;
}
export interface TGameListPage {
  list: TLobbyGame[];
  total: number;
  page: number;
  pageSize: number;
}
export interface TLobbyCatalogue {
  labelList: { labelId: number; labelName: string; code: string; sort: number }[];
  categoryList: { categoryId: number; categoryName: string; code: string; sort: number; gameCount: number }[];
  providerList: { code: string; name: string; logoUrl: string }[];
}
