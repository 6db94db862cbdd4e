import { apiPost, runtimeConfig, type BetRankData, type Promotion } from '@casino/shared';

export async function fetchPromotions(): Promise<Promotion[]> {
  return (await apiPost<Promotion[]>('/activity/list')).resultData ?? [];
}

export async function fetchBetRank(activityId: number, userId: string): Promise<BetRankData | null> {
  return (await apiPost<BetRankData>('/activity/betRankData', { activityId, userId })).resultData;
}

/** The API answers generated art as a path on itself (`/activity/art/1.webp`): make it absolute. */
export function resolveImageUrl(url: string): string {
  if (!url || /^(https?:|data:|blob:)/.test(url)) return url;
  return `${runtimeConfig().apiBaseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}
