import { currencySymbol } from '@casino/shared/format';
import { ART_EXTENSION } from '../../lib/art-image';
import type { Banner, BetRankData, Promotion, PromotionCtaKind } from '@casino/shared/contracts';
import type { Clock } from '../../lib/clock';
import type { TLang } from '../../i18n/define';
import { contentTag, localize } from '../../lib/localized-content';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { promoArtSvg } from './rewards.art';
import { istanbulWeek } from './rewards.config';
import type { TBannerRow, TNewBanner, TNewPromotion, TPromotionRow, TRewardsRepository } from './rewards.repository';

export interface PromotionsServiceDeps {
  repo: TRewardsRepository;
  clock: Clock;
  logger: Pick<TLogger, 'info'>;
}

/** How long the week's wagering totals are reused before they are summed again. */
export const RANK_CACHE_MS = 30_000;

/** The generated art carries the texts: its URL names the language it is drawn in (none: the market's own). */
const artQuery = (lang?: TLang): string => (lang ? `?lang=${encodeURIComponent(lang)}` : '');
export const promotionArtUrl = (id: number, lang?: TLang): string => `/activity/art/${id}.${ART_EXTENSION}${artQuery(lang)}`;
export const bannerArtUrl = (id: number, lang?: TLang): string => `/banner/art/${id}.${ART_EXTENSION}${artQuery(lang)}`;

const PROMOTION_TEXTS = ['title', 'summary', 'terms', 'ctaLabel'] as const;
const BANNER_TEXTS = ['title', 'subtitle'] as const;

/** `Ayşe Yılmaz` -> `Ay***z`: enough to recognise yourself, not enough to find anyone. */
export const maskName = (name: string): string => {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 3) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
};

/** A promotion in `lang` (its translation, or the market's own texts marked as a fallback); staff lists pass none. */
export const toPromotion = (row: TPromotionRow, baseLang: string, lang?: TLang): Promotion => {
  const text = localize({ title: row.title, summary: row.summary, terms: row.terms, ctaLabel: row.ctaLabel }, PROMOTION_TEXTS, baseLang, row.translations, lang ?? (baseLang as TLang));
  const translated = !text.contentFallback && text.contentLang !== contentTag(baseLang);
  return {
  id: row.id,
  slug: row.slug,
  ...text.value,
  contentLang: text.contentLang,
  contentFallback: text.contentFallback,
  imageUrl: row.imageUrl || promotionArtUrl(row.id, translated ? lang : undefined),
  startTime: row.startsAt.toISOString(),
  endTime: row.endsAt?.toISOString() ?? null,
  ctaKind: row.ctaKind as PromotionCtaKind,
  ctaTarget: row.ctaTarget,
  hasRanking: row.ranking,
  };
};

/** A banner in `lang` (its translation, or the market's own texts marked as a fallback). */
export const toBanner = (row: TBannerRow, baseLang: string, lang?: TLang): Banner => {
  const text = localize({ title: row.title, subtitle: row.subtitle }, BANNER_TEXTS, baseLang, row.translations, lang ?? (baseLang as TLang));
  const translated = !text.contentFallback && text.contentLang !== contentTag(baseLang);
  return { id: row.id, ...text.value, contentLang: text.contentLang, contentFallback: text.contentFallback, imageUrl: row.imageUrl || bannerArtUrl(row.id, translated ? lang : undefined), link: row.link };
};

export type TPromotionPatch = Partial<Omit<TNewPromotion, 'id' | 'marketId' | 'slug' | 'managedBy' | 'updatedAt'>>;
export type TBannerPatch = Partial<Omit<TNewBanner, 'id' | 'marketId' | 'slug' | 'managedBy' | 'updatedAt'>>;

/** Promotions (`/activity/list`), lobby banners (`/banner/list`), the wagering leaderboard, and staff edits of both. */
export const createPromotionsService = ({ repo, clock, logger }: PromotionsServiceDeps) => {
  const assertMarket = async (market: string) => {
    if (!(await repo.markets()).some((m) => m.id === market)) throw new AppError('MARKET_NOT_FOUND');
  };
  // The week's totals are one aggregate over the rounds: computed at most every RANK_CACHE_MS per period, not per viewer.
  let rankCache: { key: string; at: number; rows: Array<{ userId: number; name: string; betMinor: bigint }>; rankOf: Map<number, number> } | undefined;
  const totals = async (start: Date, end: Date) => {
    const key = `${start.toISOString()}/${end.toISOString()}`;
    const now = clock.now().getTime();
    if (!rankCache || rankCache.key !== key || now - rankCache.at >= RANK_CACHE_MS) {
      const rows = await repo.wageringTotals(start, end);
      rankCache = { key, at: now, rows, rankOf: new Map(rows.map((r, i) => [r.userId, i + 1])) };
    }
    return rankCache;
  };
  const marketOf = async (market?: string): Promise<string> => market ?? (await repo.defaultMarket())?.id ?? 'tr';
  /** The language a market's staff write in (the base texts of its promotions and banners). */
  const marketRow = async (marketId: string) => (await repo.markets()).find((m) => m.id === marketId);
  const baseLangOf = async (marketId: string): Promise<string> => (await marketRow(marketId))?.defaultLang ?? 'tk';
  /** The coins of a market's art carry its currency's sign. */
  const signOf = async (marketId: string, lang?: TLang): Promise<string> => {
    const currency = (await marketRow(marketId))?.currency;
    return currency ? currencySymbol(currency, lang ?? 'tk') : '';
  };

  return {
    list: async (lang: TLang, market?: string): Promise<Promotion[]> => {
      const marketId = await marketOf(market);
      const baseLang = await baseLangOf(marketId);
      return (await repo.activePromotions(marketId, clock.now())).map((row) => toPromotion(row, baseLang, lang));
    },
    banners: async (lang: TLang, market?: string): Promise<Banner[]> => {
      const marketId = await marketOf(market);
      const baseLang = await baseLangOf(marketId);
      return (await repo.activeBanners(marketId, clock.now())).map((row) => toBanner(row, baseLang, lang));
    },

    /**
     * The top 20 wagering players of the ranking promotion's current week (Istanbul), from closed
     * rounds, names masked, and the viewer's own place.
     */
    async betRank(userId: number, activityId?: number): Promise<BetRankData> {
      const now = clock.now();
      const active = await repo.activePromotions(await marketOf(), now);
      const promo = activityId === undefined ? active.find((p) => p.ranking) : active.find((p) => p.id === activityId && p.ranking);
      if (activityId !== undefined && !promo) throw new AppError('PROMOTION_NOT_FOUND');
      const week = istanbulWeek(now);
      const start = promo && promo.startsAt > week.start ? promo.startsAt : week.start;
      const end = promo?.endsAt && promo.endsAt < week.end ? promo.endsAt : week.end;
      const { rows, rankOf } = await totals(start, end);
      const myRank = rankOf.get(userId) ?? null;
      return {
        activityId: promo?.id ?? null,
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        list: rows.slice(0, 20).map((row, i) => ({ rank: i + 1, name: maskName(row.name), betAmount: Number(row.betMinor) })),
        mine: { rank: myRank, betAmount: myRank === null ? 0 : Number(rows[myRank - 1]?.betMinor ?? 0n) },
      };
    },

    async promotionArt(id: number, lang?: TLang): Promise<string> {
      const row = await repo.findPromotion(id);
      if (!row) throw new AppError('PROMOTION_NOT_FOUND');
      const p = toPromotion(row, await baseLangOf(row.marketId), lang);
      return promoArtSvg({ slug: `${row.marketId}:${row.slug}`, title: p.title, subtitle: p.summary, shape: 'card', sign: await signOf(row.marketId, lang) });
    },

    async bannerArt(id: number, lang?: TLang): Promise<string> {
      const row = await repo.findBanner(id);
      if (!row) throw new AppError('NOT_FOUND');
      const b = toBanner(row, await baseLangOf(row.marketId), lang);
      return promoArtSvg({ slug: `${row.marketId}:${row.slug}`, title: b.title, subtitle: b.subtitle, shape: 'banner', sign: await signOf(row.marketId, lang) });
    },

    // Staff: every row of a market (inactive ones too), and create-or-edit by slug.
    staffPromotions: async (market: string) => {
      const baseLang = await baseLangOf(market);
      return (await repo.allPromotions(market)).map((row) => ({ ...toPromotion(row, baseLang), translations: row.translations, enabled: row.enabled, sort: row.sort, managedBy: row.managedBy }));
    },
    staffBanners: async (market: string) => {
      const baseLang = await baseLangOf(market);
      return (await repo.allBanners(market)).map((row) => ({ ...toBanner(row, baseLang), translations: row.translations, slug: row.slug, enabled: row.enabled, sort: row.sort, managedBy: row.managedBy }));
    },

    async setPromotion(market: string, slug: string, patch: TPromotionPatch, actor: string): Promise<Promotion> {
      await assertMarket(market);
      const existing = await repo.findPromotionBySlug(market, slug);
      const at = clock.now();
      let row: TPromotionRow | undefined;
      if (existing) row = await repo.updatePromotion(existing.id, { ...patch, managedBy: 'staff', updatedAt: at });
      else {
        if (!patch.title || !patch.summary || !patch.terms || !patch.ctaKind || !patch.ctaTarget || !patch.ctaLabel) throw new AppError('VALIDATION_FAILED', { params: { field: 'title, summary, terms, ctaKind, ctaTarget, ctaLabel' } });
        row = await repo.insertPromotion({
          marketId: market,
          slug,
          title: patch.title,
          summary: patch.summary,
          terms: patch.terms,
          ctaKind: patch.ctaKind,
          ctaTarget: patch.ctaTarget,
          ctaLabel: patch.ctaLabel,
          ...patch,
          startsAt: patch.startsAt ?? at,
          managedBy: 'staff',
          updatedAt: at,
        });
      }
      if (!row) throw new AppError('PROMOTION_NOT_FOUND');
      logger.info({ market, slug, actor }, 'promotion edited');
      return toPromotion(row, await baseLangOf(market));
    },

    async setBanner(market: string, slug: string, patch: TBannerPatch, actor: string): Promise<Banner> {
      await assertMarket(market);
      const existing = await repo.findBannerBySlug(market, slug);
      const at = clock.now();
      let row: TBannerRow | undefined;
      if (existing) row = await repo.updateBanner(existing.id, { ...patch, managedBy: 'staff', updatedAt: at });
      else {
        if (!patch.title || !patch.link) throw new AppError('VALIDATION_FAILED', { params: { field: 'title, link' } });
        row = await repo.insertBanner({ marketId: market, slug, title: patch.title, link: patch.link, ...patch, managedBy: 'staff', updatedAt: at });
      }
      if (!row) throw new AppError('NOT_FOUND');
      logger.info({ market, slug, actor }, 'banner edited');
      return toBanner(row, await baseLangOf(market));
    },
  };
};

export type TPromotionsService = ReturnType<typeof createPromotionsService>;
