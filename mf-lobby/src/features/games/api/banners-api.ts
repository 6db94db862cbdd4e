import { apiPost, type Banner } from '@casino/shared';

/** `/banner/list`: the lobby banners of the market, in order. */
export async function fetchBanners(): Promise<Banner[]> {
  const { resultData } = await apiPost<Banner[]>('/banner/list');
  return Array.isArray(resultData) ? resultData : [];
}
