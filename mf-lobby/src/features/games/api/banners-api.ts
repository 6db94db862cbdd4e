import { apiPost, firstPaintBanners, type Banner } from '@casino/shared';

/** `/banner/list`: the lobby banners of the market, in order. */
export async function fetchBanners(): Promise<Banner[]> {
  const { resultData } = await apiPost<Banner[]>('/banner/list');
  return Array.isArray(resultData) ? resultData : [];
}

/** The banners the home page's HTML already carries (its prerendered first screen), when recent. */
export const preloadedBanners = (): Banner[] | undefined => firstPaintBanners();
