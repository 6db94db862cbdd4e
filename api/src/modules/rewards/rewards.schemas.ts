import { languages } from '../../i18n/define';
import { z } from 'zod';
import { zArtFile } from '../../lib/art-image';
import { body, ZIdLike, ZInstant, zId, zInt, zText, zTranslations } from '../../lib/schemas';

export const ZSignInConfigBody = body({});
export const ZSignInRecordBody = body({ userId: ZIdLike.optional() });
export const ZActivityListBody = body({});
export const ZBannerListBody = body({});
export const ZBetRankBody = body({ activityId: zId().optional(), userId: ZIdLike.optional() });
/** The language the art is drawn in (its URL says it); anything else draws the market's own. */
export const ZArtQuery = z.object({ lang: z.enum(languages).optional().catch(undefined) });
export const ZArtParams = z.object({ id: zArtFile(/\d{1,9}/, Number) });

/** A place of the site: a path starting with one slash (no scheme, no other host). */
const ZSitePath = zText({ min: 1, max: 300, messageKey: 'PROMOTION_LINK_INVALID' }).refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v), 'PROMOTION_LINK_INVALID');
const ZImageUrl = zText({ max: 500, messageKey: 'FIELD_INVALID' }).refine((v) => v === '' || /^(https:\/\/|\/)[^\s"'<>\\]+$/.test(v), 'FIELD_INVALID');
const ZMarket = zText({ min: 2, max: 16 }).default('tr');
const ZSlug = zText({ min: 2, max: 64 }).refine((v) => /^[a-z0-9-]+$/.test(v), 'FIELD_INVALID');

export const ZStaffMarketBody = body({ market: ZMarket });


export const ZSetPromotionBody = body({
  translations: zTranslations({ title: zText({ min: 1, max: 80 }), summary: zText({ min: 1, max: 200 }), terms: zText({ min: 1, max: 4_000, multiline: true }), ctaLabel: zText({ min: 1, max: 40 }) }).optional(),
  market: ZMarket,
  slug: ZSlug,
  title: zText({ min: 1, max: 80 }).optional(),
  summary: zText({ min: 1, max: 200 }).optional(),
  terms: zText({ min: 1, max: 4_000, multiline: true }).optional(),
  imageUrl: ZImageUrl.optional(),
  ctaKind: z.enum(['game', 'recharge', 'wheel', 'signin', 'link'], { error: 'FIELD_INVALID' }).optional(),
  ctaTarget: ZSitePath.optional(),
  ctaLabel: zText({ min: 1, max: 40 }).optional(),
  ranking: z.boolean({ error: 'FIELD_INVALID' }).optional(),
  startTime: ZInstant.optional(),
  endTime: ZInstant.nullable().optional(),
  sort: zInt(0, 10_000).optional(),
  enabled: z.boolean({ error: 'FIELD_INVALID' }).optional(),
});

export const ZSetBannerBody = body({
  translations: zTranslations({ title: zText({ min: 1, max: 80 }), subtitle: zText({ max: 120 }) }).optional(),
  market: ZMarket,
  slug: ZSlug,
  title: zText({ min: 1, max: 80 }).optional(),
  subtitle: zText({ max: 120 }).optional(),
  imageUrl: ZImageUrl.optional(),
  link: ZSitePath.optional(),
  sort: zInt(0, 10_000).optional(),
  enabled: z.boolean({ error: 'FIELD_INVALID' }).optional(),
  startTime: ZInstant.nullable().optional(),
  endTime: ZInstant.nullable().optional(),
});
